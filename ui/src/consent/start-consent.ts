import { buildTarteaucitronParameters, consentJobs, gtmContainerId, type ConsentParametersInput, type GtmConfig } from './consent-options';
import { getConsentStatus, notifyConsentChange, setConsentStatus } from './consent-store';
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

function initialise(tarteaucitron: Tarteaucitron, options: StartConsentOptions): void {
  const gtmId = gtmContainerId(options.gtm);
  const jobs = consentJobs(gtmId);
  listenToConsentEvents(jobs);

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
 * Loads tarteaucitron.js once for the page and initialises it once: later calls (strict mode,
 * re-renders, client navigations, a second banner) do nothing. Browser only.
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
  setConsentStatus('loading');

  const script = document.createElement('script');
  script.src = options.scriptUrl;
  script.async = true;
  script.addEventListener('error', fail, { once: true });
  script.addEventListener(
    'load',
    () => {
      const tarteaucitron = window.tarteaucitron;
      if (tarteaucitron) initialise(tarteaucitron, options);
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
