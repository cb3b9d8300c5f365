export { ConsentBanner, type ConsentBannerProps } from './consent-banner';
export { CONSENT_PANEL_HASH, type ConsentOrientation, type GtmConfig } from './consent-options';
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
} from './consent-store';
export { useConsent, useConsentStatus } from './use-consent';
export { YouTubeEmbed, type YouTubeEmbedProps } from './youtube-embed';
