import Link from 'next/link';
import type { ReactNode } from 'react';
import { env } from '@/lib/env';

/** The default layout: skip link, header, main content and footer. */
export default function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#contenu">
        Aller au contenu
      </a>
      <header className="site-header">
        <div className="container">
          <Link href="/">{env.siteName}</Link>
        </div>
      </header>
      <main id="contenu" className="container" tabIndex={-1}>
        {children}
      </main>
      <footer className="site-footer">
        <div className="container">
          <p>{env.siteDescription}</p>
        </div>
      </footer>
    </>
  );
}
