'use client';
import { AccountMenu, DefaultLayout } from '@campus/ui';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { CONTACT, isInSection, NAVIGATION } from '@/lib/site-config';

/**
 * The default layout of the ui with the site's navigation, the current section marked from the
 * URL (the reason this small piece is a client component) and `next/link` for internal links.
 */
export function SiteChrome({ siteName, year, children }: { siteName: string; year: number; children: ReactNode }) {
  const pathname = usePathname() ?? '/';
  const navigation = NAVIGATION.map(({ label, href, sections }) => ({ label, href, current: isInSection(pathname, sections) }));
  return (
    <DefaultLayout
      siteName={siteName}
      navigation={navigation}
      linkAs={Link}
      accountMenu={<AccountMenu user={null} linkAs={Link} />}
      contact={CONTACT}
      year={year}
    >
      {children}
    </DefaultLayout>
  );
}
