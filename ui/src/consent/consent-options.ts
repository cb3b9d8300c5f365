import { CONSENT_COOKIE_NAME, CONSENT_PANEL_HASH } from './consent-constants';
import type { TarteaucitronParameters } from './tarteaucitron-types';

export { CONSENT_COOKIE_NAME, CONSENT_PANEL_HASH } from './consent-constants';

/** Google Tag Manager settings; GTM is managed only when `enabled` and an `id` are both given. */
export type GtmConfig = {
  enabled: boolean;
  /** The container id, e.g. `GTM-AB12CD3`. */
  id?: string | undefined;
  /**
   * Adds `debug_mode: true` to GTM's start event (`{ event: 'gtm.js', 'gtm.start', debug_mode }`),
   * so a "debug_mode" Data Layer Variable can feed the GA4 tag's `debug_mode` field (DebugView).
   */
  debug?: boolean | undefined;
};

export type ConsentOrientation = 'middle' | 'bottom';

export type ConsentParametersInput = {
  /** The privacy policy page, relative to `baseUrl`. */
  privacyUrl: string;
  /** The cookies page, the "En savoir plus" link of every service, relative to `baseUrl`. */
  cookiesPageUrl: string;
  orientation: ConsentOrientation;
  /** The page's URL (`window.location.href`): tarteaucitron compares its links with it. */
  baseUrl: string;
};

const GTM_ID = /^GTM-[A-Z0-9]+$/;

/**
 * The GTM container id to manage, or `undefined` when GTM is off: not enabled, or no id.
 * An id that is not a GTM container id is reported on the console and ignored.
 */
export function gtmContainerId(gtm: GtmConfig | undefined): string | undefined {
  const id = gtm?.id?.trim();
  if (!gtm?.enabled || !id) return undefined;
  if (!GTM_ID.test(id)) {
    console.error(`ConsentBanner: "gtm.id" must look like "GTM-XXXXXXX" (received ${JSON.stringify(gtm.id)}); GTM is off.`);
    return undefined;
  }
  return id;
}

/** The services tarteaucitron manages: YouTube always, Google Tag Manager when configured. */
export function consentJobs(gtmId: string | undefined): string[] {
  return gtmId === undefined ? ['youtube'] : ['googletagmanager', 'youtube'];
}

/**
 * The cookie icon that reopens the panel, as a vector image: tarteaucitron's own is a 50 × 50 PNG,
 * blurred on phones' dense screens (Lighthouse: "Serves images with low resolution").
 */
export const COOKIE_ICON = /* @__PURE__ */ dataUrl(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 50 50" width="50" height="50">' +
    '<circle cx="25" cy="25" r="23" fill="#c98a3e" stroke="#7a4a17" stroke-width="2"/>' +
    '<g fill="#5a3210"><circle cx="17" cy="16" r="3.5"/><circle cx="31" cy="13" r="2.5"/><circle cx="34" cy="27" r="3.5"/>' +
    '<circle cx="19" cy="32" r="3"/><circle cx="27" cy="38" r="2.5"/><circle cx="12" cy="24" r="2"/></g></svg>',
);

function dataUrl(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * The `tarteaucitron.init()` parameters of the site: mandatory banner, nothing before a choice,
 * accept-all and deny-all buttons, French texts from `<html lang>`, our own cookie and hash.
 */
export function buildTarteaucitronParameters(input: ConsentParametersInput): TarteaucitronParameters {
  return {
    // Absolute, because tarteaucitron compares them with location.href (the banner then sits at
    // the bottom on these pages so they can be read) and uses them as link targets.
    privacyUrl: new URL(input.privacyUrl, input.baseUrl).href,
    readmoreLink: new URL(input.cookiesPageUrl, input.baseUrl).href,
    // Last in the body: the banner takes focus itself, and the page's skip links stay first.
    bodyPosition: 'bottom',
    hashtag: CONSENT_PANEL_HASH,
    cookieName: CONSENT_COOKIE_NAME,
    orientation: input.orientation,
    groupServices: false,
    showDetailsOnClick: true,
    serviceDefaultState: 'wait',
    showAlertSmall: false,
    cookieslist: false,
    cookieslistEmbed: false,
    closePopup: false,
    // No floating cookie button: on a phone it covered content (a day of the agenda, a card's
    // corner). The panel is reopened from the footer's "Gestion des cookies" link on every page
    // (a link to CONSENT_PANEL_HASH), and from a video's "Gérer mes cookies".
    showIcon: false,
    iconPosition: 'BottomRight',
    iconSrc: COOKIE_ICON,
    adblocker: false,
    DenyAllCta: true,
    AcceptAllCta: true,
    highPrivacy: true,
    alwaysNeedConsent: false,
    handleBrowserDNTRequest: false,
    removeCredit: false,
    moreInfoLink: true,
    useExternalCss: false,
    useExternalJs: false,
    mandatory: true,
    // The mandatory cookies line needs no (disabled, hidden) buttons.
    mandatoryCta: false,
    // Google's consent mode would start GTM before any choice (its "fallback" loads gtm.js with
    // storage denied): off, GTM starts only once allowed. Bing's and Piano's set globals we do not use.
    googleConsentMode: false,
    bingConsentMode: false,
    pianoConsentMode: false,
    softConsentMode: false,
    dataLayer: false,
    serverSide: false,
    partnersList: false,
  };
}
