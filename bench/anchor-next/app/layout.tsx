// The root layout of create-next-app, minus its fonts and stylesheet: the anchor bench/load.mjs
// compares the site's cached pages with.
import type { ReactNode } from 'react';

export const metadata = { title: 'Empty page' };

export default function RootLayout({ children }: Readonly<{ children: ReactNode }>) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
