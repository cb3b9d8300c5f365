/**
 * A hand-written type of the part of tarteaucitron.js (1.34) this package uses. The library is a
 * classic script, self-hosted and loaded with `<script src>`: it defines `window.tarteaucitron`.
 */

/** The `tarteaucitron.init()` parameters we set (see `buildTarteaucitronParameters`). */
export type TarteaucitronParameters = {
  privacyUrl: string;
  readmoreLink: string;
  bodyPosition: 'top' | 'bottom';
  hashtag: string;
  cookieName: string;
  orientation: 'top' | 'middle' | 'bottom' | 'popup';
  groupServices: boolean;
  showDetailsOnClick: boolean;
  serviceDefaultState: true | false | 'wait';
  showAlertSmall: boolean;
  cookieslist: boolean;
  cookieslistEmbed: boolean;
  closePopup: boolean;
  showIcon: boolean;
  iconPosition: 'BottomRight' | 'BottomLeft' | 'TopRight' | 'TopLeft';
  /** The cookie icon's image (a URL or a data URL); tarteaucitron's own is a 50 px PNG. */
  iconSrc?: string;
  adblocker: boolean;
  DenyAllCta: boolean;
  AcceptAllCta: boolean;
  highPrivacy: boolean;
  alwaysNeedConsent: boolean;
  handleBrowserDNTRequest: boolean;
  removeCredit: boolean;
  moreInfoLink: boolean;
  useExternalCss: boolean;
  useExternalJs: boolean;
  mandatory: boolean;
  mandatoryCta: boolean;
  googleConsentMode: boolean;
  bingConsentMode: boolean;
  pianoConsentMode: boolean;
  softConsentMode: boolean;
  dataLayer: boolean;
  serverSide: boolean;
  partnersList: boolean;
};

/** A service definition of tarteaucitron.services.js (only the members we read or wrap). */
export type TarteaucitronService = {
  key: string;
  name: string;
  /** Starts the service once consent is given (for `googletagmanager`: pushes `gtm.js`, adds the script). */
  js: () => void;
};

export type Tarteaucitron = {
  init: (parameters: TarteaucitronParameters) => void;
  /** Services to manage; a plain array until the library is loaded, then its `push` adds at once. */
  job?: string[];
  /** Per-service settings read by the services, e.g. `googletagmanagerId`. */
  user: Record<string, string | undefined>;
  /** The user's choice per service: `true` allowed, `false` denied, absent while waiting. */
  state: Record<string, boolean | undefined>;
  services: Record<string, TarteaucitronService | undefined>;
  /** Hooks: `load` runs once the banner and panel are in the page with their click handlers. */
  events: { init?: () => void; load?: () => void };
  /** Answers for one service as its panel button would (`<service>Allowed` / `<service>Denied`). */
  setConsent: (service: string, status: boolean) => void;
  userInterface: {
    openPanel: () => void;
    closePanel: () => void;
    /** Fits the panel (`main`) to the window: a scrolling list of services under its close button. */
    jsSizing?: (type: 'main' | 'box' | 'cookie') => void;
  };
};

declare global {
  interface Window {
    tarteaucitron?: Tarteaucitron;
    /** Google Tag Manager's queue (created by the `googletagmanager` service or `pushVirtualPageView`). */
    dataLayer?: unknown[];
  }
}
