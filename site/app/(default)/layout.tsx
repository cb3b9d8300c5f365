import type { ReactNode } from 'react';
import { SiteChrome } from '@/components/site-chrome';
import { env } from '@/lib/env';

/** Pages with the site's header, navigation and footer (skip links, legal links, contact). */
export default function DefaultGroupLayout({ children }: { children: ReactNode }) {
  return (
    <SiteChrome siteName={env.siteName} year={new Date().getFullYear()}>
      {children}
    </SiteChrome>
  );
}
