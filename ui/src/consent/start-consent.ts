import { CONSENT_COOKIE_NAME, CONSENT_PANEL_HASH } from './consent-constants';
import { buildTarteaucitronParameters, consentJobs, gtmContainerId, type ConsentParametersInput, type GtmConfig } from './consent-options';
import { getConsentStatus, notifyConsentChange, setConsentStatus, setConsentWaker } from './consent-store';
import type { Tarteaucitron } from './tarteaucitron-types';

export type StartConsentOptions = Omit<ConsentParametersInput, 'baseUrl'> & {
  /** URL of the self-hosted tarteaucitron.js; its lang/, css/ and services file sit next to it. */
  scriptUrl: string;
  gtm?: GtmConfig | undefined;
};

/** The exact message when the library is missing (the script failed, or defined nothing). */
export const MISSING_LIBRARY_MESSAGE = 'Tarteaucitron is not loaded';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Marks GTM's last start event (`{ event: 'gtm.js' }`) in `dataLayer` as a debug session. */
export function markGtmStartAsDebug(dataLayer: unknown[] | undefined): void {
  const start = dataLayer?.findLast((entry) => isRecord(entry) && entry['event'] === 'gtm.js');
  if (isRecord(start)) start['debug_mode'] = true;
}

/**
 * The `googletagmanager` service pushes its start event and adds gtm.js in one call: we wrap it
 * so the event carries `debug_mode: true` before gtm.js (loaded asynchronously) reads the queue.
 */
function addGtmDebugMode(tarteaucitron: Tarteaucitron): void {
  const service = tarteaucitron.services['googletagmanager'];
  if (!service) return;
  const start = service.js;
  service.js = () => {
    start.call(service);
    markGtmStartAsDebug(window.dataLayer);
  };
}

function listenToConsentEvents(jobs: string[]): void {
  // tarteaucitron updates `state` first, then dispatches these on the document.
  const events = ['tac.consent_updated', ...jobs.flatMap((job) => [`${job}_added`, `${job}_allowed`, `${job}_disallowed`])];
  for (const event of events) document.addEventListener(event, notifyConsentChange);
}

/**
 * tarteaucitron fits its panel to the window in the next frame, once per frame: a call made in the
 * frame of another one is dropped. Opened while it starts (a page loaded on `#tarteaucitron`, or
 * the library loaded on demand by the footer's link), the panel opens in the frame where the
 * library closes its banner, and stayed unsized: taller than the window, its last services out of
 * reach. Two frames after each opening, the panel is fitted again.
 */
function refitPanelWhenOpened(tarteaucitron: Tarteaucitron): void {
  window.addEventListener('tac.open_panel', () => {
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        if (document.getElementById('tarteaucitron')?.style.display === 'block') tarteaucitron.userInterface.jsSizing?.('main');
      }),
    );
  });
}

function initialise(tarteaucitron: Tarteaucitron, options: StartConsentOptions, gtmId: string | undefined): void {
  const jobs = consentJobs(gtmId);
  listenToConsentEvents(jobs);
  refitPanelWhenOpened(tarteaucitron);

  const onLoad = tarteaucitron.events.load;
  tarteaucitron.events.load = () => {
    onLoad?.();
    // tarteaucitron draws its banner, then wires the buttons 500 ms later: only from now do they
    // answer. Marked on <html> for styles and tests (`html[data-consent="ready"]`).
    document.documentElement.dataset['consent'] = 'ready';
    setConsentStatus('ready');
  };
  if (gtmId !== undefined) {
    tarteaucitron.user['googletagmanagerId'] = gtmId;
    // Dispatched once the services file is loaded and before any service starts.
    if (options.gtm?.debug) window.addEventListener('tac.root_available', () => addGtmDebugMode(tarteaucitron), { once: true });
  }

  tarteaucitron.init(
    buildTarteaucitronParameters({
      privacyUrl: options.privacyUrl,
      cookiesPageUrl: options.cookiesPageUrl,
      orientation: options.orientation,
      baseUrl: window.location.href,
    }),
  );
  tarteaucitron.job ??= [];
  for (const job of jobs) tarteaucitron.job.push(job);
}

function fail(): void {
  console.error(MISSING_LIBRARY_MESSAGE);
  setConsentStatus('error');
}

/**
 * Whether tarteaucitron's cookie (in `cookies`, a `document.cookie` string) refuses every one of
 * `jobs`: `!youtube=false` for each. A service allowed, still to decide (`wait`) or missing (a
 * service added since the choice, whose banner must be shown) makes it `false`.
 */
export function everyServiceRefused(cookies: string, jobs: readonly string[]): boolean {
  const prefix = `${CONSENT_COOKIE_NAME}=`;
  const cookie = cookies
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  if (cookie === undefined || jobs.length === 0) return false;
  let value: string;
  try {
    value = decodeURIComponent(cookie.slice(prefix.length));
  } catch {
    return false;
  }
  const choices = new Map<string, string>();
  for (const entry of value.split('!')) {
    const [key, choice] = entry.split('=');
    if (key && choice) choices.set(key, choice);
  }
  return jobs.every((job) => choices.get(job) === 'false');
}

/**
 * A visitor who refused every service: nothing starts and no banner is drawn, so the library is
 * not loaded (about 60 kB and 100–300 ms of a phone's main thread on every page, Lighthouse at 4×).
 * It is loaded when needed: as the visitor reaches for a "Gestion des cookies" link (`#tarteaucitron`,
 * which tarteaucitron follows once loaded, opening its panel) or follows it, on `openConsentPanel()`,
 * or when a service is allowed from a placeholder (`grantConsent`, applied once it is ready).
 */
function sleep(options: StartConsentOptions, gtmId: string | undefined): void {
  const onHash = () => {
    if (window.location.hash === CONSENT_PANEL_HASH) wakeUp();
  };
  // Loading starts as the visitor reaches for a link to the panel (pointer, touch, keyboard focus),
  // so the panel opens with little or no wait when the link is followed.
  const onIntent = (event: Event) => {
    if (event.target instanceof Element && event.target.closest(`a[href="${CONSENT_PANEL_HASH}"]`)) wakeUp();
  };
  const intents = ['pointerover', 'touchstart', 'focusin'] as const;
  const wakeUp = () => {
    window.removeEventListener('hashchange', onHash);
    for (const type of intents) document.removeEventListener(type, onIntent, true);
    setConsentWaker(null);
    if (getConsentStatus() === 'dormant') load(options, gtmId);
  };
  window.addEventListener('hashchange', onHash);
  for (const type of intents) document.addEventListener(type, onIntent, { capture: true, passive: true });
  setConsentWaker(wakeUp);
  document.documentElement.dataset['consent'] = 'dormant';
  setConsentStatus('dormant');
}

/**
 * Starts the consent manager once for the page: later calls (strict mode, re-renders, client
 * navigations, a second banner) do nothing. tarteaucitron.js is loaded and initialised once,
 * unless the visitor's cookie refuses every service (`dormant`, see `sleep`). Browser only.
 */
export function startConsent(options: StartConsentOptions): void {
  if (getConsentStatus() !== 'idle') return;
  const running = window.tarteaucitron;
  if (running) {
    // Already in the page (this module was reloaded, e.g. by hot reloading): never load it twice.
    listenToConsentEvents(running.job ?? []);
    setConsentStatus('ready');
    return;
  }
  // Read once: an invalid id is reported once, whether the library loads now or later.
  const gtmId = gtmContainerId(options.gtm);
  if (window.location.hash !== CONSENT_PANEL_HASH && everyServiceRefused(document.cookie, consentJobs(gtmId))) {
    sleep(options, gtmId);
    return;
  }
  load(options, gtmId);
}

function load(options: StartConsentOptions, gtmId: string | undefined): void {
  document.documentElement.dataset['consent'] = 'loading';
  setConsentStatus('loading');

  const script = document.createElement('script');
  script.src = options.scriptUrl;
  script.async = true;
  script.addEventListener('error', fail, { once: true });
  script.addEventListener(
    'load',
    () => {
      const tarteaucitron = window.tarteaucitron;
      if (tarteaucitron) initialise(tarteaucitron, options, gtmId);
      else fail();
    },
    { once: true },
  );
  document.head.appendChild(script);
}

/** Records that this page runs without consent manager (no script, no analytics). */
export function skipConsent(): void {
  if (getConsentStatus() === 'idle') setConsentStatus('skipped');
}
