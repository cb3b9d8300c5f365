import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import '@campus/ui/tokens.css';
import '@campus/ui/base.css';
import './globals.css';
import { draftMode } from 'next/headers';
import { PreviewBanner } from '@/components/preview-banner';
import { sans, serif } from './fonts';
import { env } from '@/lib/env';

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
  return (
    <html lang="fr" className={`${sans.variable} ${serif.variable}`}>
      <body>
        {preview ? <PreviewBanner /> : null}
        {children}
      </body>
    </html>
  );
}
