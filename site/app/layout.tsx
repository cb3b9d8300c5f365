import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import '@campus/ui/tokens.css';
import '@campus/ui/base.css';
import './globals.css';
import { cookies, draftMode } from 'next/headers';
import { PreviewBanner } from '@/components/preview-banner';
import { sans, serif } from './fonts';
import { env } from '@/lib/env';
import { LINK_BINDING_PREFIX, PREVIEW_BINDING_COOKIE } from '@/lib/preview';

export const metadata: Metadata = {
  metadataBase: new URL(env.siteUrl),
  title: { default: env.siteName, template: `%s${env.titleSeparator}${env.siteName}` },
  description: env.siteDescription,
  openGraph: { type: 'website', siteName: env.siteName, locale: 'fr_FR' },
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Static pages stay static: draft mode is off at build time, and a request in preview is
  // rendered on demand (never cached), banner included.
  const preview = (await draftMode()).isEnabled;
  // Only in preview (then the request is dynamic anyway): a link's preview says so in its banner.
  const grant = preview && (await cookies()).get(PREVIEW_BINDING_COOKIE)?.value.startsWith(LINK_BINDING_PREFIX) ? 'link' : 'session';
  return (
    <html lang="fr" className={`${sans.variable} ${serif.variable}`}>
      <body>
        {preview ? <PreviewBanner grant={grant} /> : null}
        {children}
      </body>
    </html>
  );
}
