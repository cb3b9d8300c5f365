import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { SiteServices } from '@/components/site-services';

/** Printable sheets are copies of pages that exist elsewhere: kept out of search results. */
export const metadata: Metadata = { robots: { index: false, follow: true } };

/**
 * The printable pages (`/pdfs/…`): none of the site's chrome, so no navigation, no consent banner
 * and no analytics (the new-build watcher and error reporting still run). Each page renders the ui's `PdfLayout` itself, because only the page knows the
 * document's title ("Fiche formation"…) and the URL of the web page it prints.
 */
export default function PdfGroupLayout({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <SiteServices consent={false} />
    </>
  );
}
