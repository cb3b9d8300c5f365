export { AccountMenu, DEFAULT_ACCOUNT_LINKS, type AccountMenuLink, type AccountMenuProps } from './account-menu';
export { DefaultLayout, type DefaultLayoutProps } from './default-layout';
export { FullPageLayout, type FullPageLayoutProps } from './full-page-layout';
export {
  ACCESSIBILITY_STATUSES,
  DEFAULT_LEGAL_LINK_HREFS,
  DEFAULT_LEGAL_LINK_LABELS,
  LegalLinks,
  type AccessibilityStatus,
  type LegalLinkHrefs,
  type LegalLinkKey,
  type LegalLinkLabels,
  type LegalLinksProps,
} from './legal-links';
export { MainNavigation, type MainNavigationProps } from './main-navigation';
export { PdfLayout, type PdfLayoutProps } from './pdf-layout';
export { SiteFooter, type SiteFooterProps } from './site-footer';
export { SiteHeader, type SiteHeaderProps } from './site-header';
export { SkipLinks, type SkipLink, type SkipLinksProps } from './skip-links';
export { phoneHref, type MainNavigationItem, type SiteContact } from './types';
