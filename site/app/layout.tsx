import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import '@campus/ui/tokens.css';
import '@campus/ui/base.css';
import './globals.css';
import { env } from '@/lib/env';

export const metadata: Metadata = {
  metadataBase: new URL(env.siteUrl),
  title: { default: env.siteName, template: `%s${env.titleSeparator}${env.siteName}` },
  description: env.siteDescription,
  openGraph: { type: 'website', siteName: env.siteName, locale: 'fr_FR' },
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="fr">
      <body>{children}</body>
    </html>
  );
}
