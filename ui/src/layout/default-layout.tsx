import type { ReactNode } from 'react';
import type { LinkComponent } from '../link';
import styles from './default-layout.module.css';
import type { AccessibilityStatus, LegalLinkHrefs, LegalLinkLabels } from './legal-links';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLinks, type SkipLink } from './skip-links';
import type { MainNavigationItem, SiteContact } from './types';

export type DefaultLayoutProps = {
  children?: ReactNode;
  siteName: string;
  /** Default "/". */
  homeHref?: string;
  /** Decorative logo before the site name (e.g. `<img src="…" alt="">`). */
  logo?: ReactNode;
  /** Main navigation entries; mark the page being shown with `current: true`. */
  navigation: readonly MainNavigationItem[];
  /** Header slot, usually an `<AccountMenu>`. */
  accountMenu?: ReactNode;
  /** Footer contact block (address lines, phone, email). */
  contact?: SiteContact;
  /** RGAA conformity status shown in the footer's accessibility link. Default "non conforme". */
  accessibilityStatus?: AccessibilityStatus;
  /** Overrides the legal links' URLs (defaults: /mentions-legales, /accessibilite, …). */
  legalLinks?: Partial<LegalLinkHrefs>;
  legalLabels?: Partial<LegalLinkLabels>;
  /** Copyright year, given by the caller so renders stay deterministic; no copyright line without it. */
  year?: number;
  /** Extra footer content beside the contact block. */
  footerContent?: ReactNode;
  /** Default "Aller au contenu". */
  skipToContentLabel?: string;
  /** Default "Aller à la navigation". */
  skipToNavigationLabel?: string;
  /** Default "Aller au pied de page". */
  skipToFooterLabel?: string;
  /** Default "Navigation principale". */
  navigationLabel?: string;
  /** Default "Menu". */
  menuLabel?: string;
  /** Read after the site name in the home link. Default "Accueil". */
  homeHint?: string;
  /** The component that renders internal links (e.g. `next/link`). Default `'a'`. */
  linkAs?: LinkComponent;
};

const CONTENT_ID = 'contenu';
const NAVIGATION_ID = 'navigation-principale';
const FOOTER_ID = 'pied-de-page';

/**
 * The frame of most pages: skip links, header (site name, account slot, main navigation), the
 * page's content in `<main id="contenu">` centred in the container, and the footer (contact,
 * legal links, copyright). A server component: no state, no script needed.
 */
export function DefaultLayout({
  children,
  siteName,
  homeHref = '/',
  logo,
  navigation,
  accountMenu,
  contact,
  accessibilityStatus,
  legalLinks,
  legalLabels,
  year,
  footerContent,
  skipToContentLabel = 'Aller au contenu',
  skipToNavigationLabel = 'Aller à la navigation',
  skipToFooterLabel = 'Aller au pied de page',
  navigationLabel,
  menuLabel,
  homeHint,
  linkAs,
}: DefaultLayoutProps) {
  const skipLinks: SkipLink[] = [
    { label: skipToContentLabel, href: `#${CONTENT_ID}` },
    ...(navigation.length > 0 ? [{ label: skipToNavigationLabel, href: `#${NAVIGATION_ID}` } as const] : []),
    { label: skipToFooterLabel, href: `#${FOOTER_ID}` },
  ];
  return (
    <div className={styles.page} data-layout="default">
      <SkipLinks links={skipLinks} />
      <SiteHeader
        siteName={siteName}
        homeHref={homeHref}
        logo={logo}
        homeHint={homeHint}
        navigation={navigation}
        navigationLabel={navigationLabel}
        menuLabel={menuLabel}
        accountMenu={accountMenu}
        linkAs={linkAs}
      />
      <main id={CONTENT_ID} tabIndex={-1} className={styles.main}>
        <div className={styles.container}>{children}</div>
      </main>
      <SiteFooter
        id={FOOTER_ID}
        siteName={siteName}
        contact={contact}
        accessibilityStatus={accessibilityStatus}
        legalLinks={legalLinks}
        legalLabels={legalLabels}
        year={year}
        linkAs={linkAs}
      >
        {footerContent}
      </SiteFooter>
    </div>
  );
}
