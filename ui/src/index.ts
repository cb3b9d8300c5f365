/** The only public entry of the component library. */
export * from './alert';
export * from './breadcrumbs';
export * from './button';
export * from './card';
// The consent modules one by one (no ./consent/index.ts): Next's barrel optimisation
// (optimizePackageImports) stops at a nested barrel, so a page importing the video embed also
// shipped the consent banner.
export { ConsentBanner, type ConsentBannerProps } from './consent/consent-banner';
export { CONSENT_PANEL_HASH } from './consent/consent-constants';
export type { ConsentOrientation, GtmConfig } from './consent/consent-options';
export {
  VIRTUAL_PAGE_VIEW_EVENT,
  getConsentStatus,
  getServiceConsent,
  grantConsent,
  isConsentGranted,
  openConsentPanel,
  pushVirtualPageView,
  subscribeConsent,
  subscribeConsentStatus,
  type ConsentStatus,
  type ServiceConsent,
} from './consent/consent-store';
export { useConsent, useConsentStatus } from './consent/use-consent';
export { YouTubeEmbed, type YouTubeEmbedProps } from './consent/youtube-embed';
export * from './date-badge';
export * from './empty-state';
export * from './form';
export * from './layout';
export * from './link';
export * from './paginator';
export * from './rich-text-editor';
export * from './skeleton';
export * from './tag';
export * from './visually-hidden';
