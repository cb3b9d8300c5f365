'use client';
import { AccountMenu, DefaultLayout } from '@campus/ui';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { type ReactNode, useEffect, useRef } from 'react';
import { CONTACT, FOOTER_LINKS, isInSection, LEGAL_LABELS, NAVIGATION } from '@/lib/site-config';
import styles from './site-chrome.module.css';
import { SiteServices } from './site-services';
import { useSessionUser } from './use-session-user';

/**
 * The header's disclosures (the phone's "Menu", the account menu) are native `<details>`: a
 * client-side navigation keeps the header mounted, so one opened to follow a link stayed open on
 * the next page, pushing its content a screen down. They close when the path changes.
 */
function useCloseHeaderMenusOnNavigation(pathname: string) {
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    for (const details of document.querySelectorAll<HTMLDetailsElement>('header details[open]')) details.open = false;
  }, [pathname]);
}

/**
 * The default layout of the ui with the site's navigation, the current section marked from the
 * URL and the account menu from the `user` cookie (the reasons this small piece is a client
 * component), and `next/link` for internal links.
 */
export function SiteChrome({ siteName, year, children }: { siteName: string; year: number; children: ReactNode }) {
  const pathname = usePathname() ?? '/';
  const user = useSessionUser();
  useCloseHeaderMenusOnNavigation(pathname);
  const navigation = NAVIGATION.map(({ label, href, sections }) => ({ label, href, current: isInSection(pathname, sections) }));
  return (
    <>
      <DefaultLayout
        siteName={siteName}
        navigation={navigation}
        linkAs={Link}
        accountMenu={
          <AccountMenu
            user={user}
            linkAs={Link}
            logout={
              // A plain form: logging out reloads the page, so nothing of the session stays on screen.
              <form method="post" action="/deconnexion">
                <button type="submit">
                  Se déconnecter
                </button>
              </form>
            }
          />
        }
        contact={CONTACT}
        legalLabels={LEGAL_LABELS}
        year={year}
        footerContent={
          <nav aria-labelledby="pied-de-page-ecole">
            <h2 id="pied-de-page-ecole" className={styles.footerTitle}>
              L’école et ses formations
            </h2>
            <ul role="list" className={styles.footerLinks}>
              {FOOTER_LINKS.map(({ label, href }) => (
                <li key={href}>
                  <Link href={href} className={styles.footerLink} aria-current={pathname === href ? 'page' : undefined}>
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        }
      >
        {children}
      </DefaultLayout>
      <SiteServices />
    </>
  );
}
