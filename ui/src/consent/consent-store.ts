import './tarteaucitron-types';

/**
 * Where the consent manager of the page stands:
 * - `idle`: no `ConsentBanner` has started it (yet);
 * - `dormant`: the visitor's cookie refuses every service of the page, so nothing is to start and no
 *   banner to draw: the library is not loaded until it is needed (the panel reopened, a service
 *   allowed from a placeholder); until then every service reads `denied`;
 * - `loading`: tarteaucitron's files are loading;
 * - `ready`: the banner and panel are in the page and answer clicks;
 * - `error`: the library could not be loaded (nothing runs);
 * - `skipped`: the page opted out (`<ConsentBanner skip />`, e.g. PDF pages).
 */
export type ConsentStatus = 'idle' | 'dormant' | 'loading' | 'ready' | 'error' | 'skipped';

/** The user's choice for one service. */
export type ServiceConsent = 'granted' | 'denied' | 'pending';

/** The dataLayer event `pushVirtualPageView` pushes (a GTM "Custom Event" trigger listens to it). */
export const VIRTUAL_PAGE_VIEW_EVENT = 'virtual_page_view';

let status: ConsentStatus = 'idle';
const listeners = new Set<() => void>();
const pendingGrants = new Set<string>();
let pendingOpen = false;
let waker: (() => void) | null = null;

function notify(): void {
  for (const listener of listeners) listener();
}

export function getConsentStatus(): ConsentStatus {
  return status;
}

/** @internal Moves the status on (used by the loader) and tells every subscriber. */
export function setConsentStatus(next: ConsentStatus): void {
  if (status === next) return;
  status = next;
  if (next === 'ready') {
    for (const service of pendingGrants) grantConsent(service);
    pendingGrants.clear();
    if (pendingOpen) openConsentPanel();
  }
  if (next !== 'dormant' && next !== 'loading') pendingOpen = false;
  notify();
}

/** @internal Re-reads the consents after a tarteaucitron event. */
export function notifyConsentChange(): void {
  notify();
}

/** @internal The loader's way to load the library of a `dormant` page (set with that status). */
export function setConsentWaker(wake: (() => void) | null): void {
  waker = wake;
}

function wake(): void {
  const start = waker;
  waker = null;
  start?.();
}

/** @internal For tests: back to a page that never started the consent manager. */
export function resetConsentStore(): void {
  status = 'idle';
  listeners.clear();
  pendingGrants.clear();
  pendingOpen = false;
  waker = null;
}

/** The user's current choice for `service` (a tarteaucitron service key such as `youtube`). */
export function getServiceConsent(service: string): ServiceConsent {
  if (typeof window === 'undefined') return 'pending';
  const state = window.tarteaucitron?.state[service];
  if (state === undefined && status === 'dormant') return 'denied';
  return state === true ? 'granted' : state === false ? 'denied' : 'pending';
}

/** Whether the user allowed `service`; `false` on the server, before the choice and when skipped. */
export function isConsentGranted(service: string): boolean {
  return getServiceConsent(service) === 'granted';
}

/** Calls `callback` whenever the consent manager's status changes; returns the unsubscribe function. */
export function subscribeConsentStatus(callback: (status: ConsentStatus) => void): () => void {
  let last = status;
  const listener = () => {
    if (status === last) return;
    last = status;
    callback(status);
  };
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Calls `callback` whenever the user's choice for `service` changes; returns the unsubscribe function. */
export function subscribeConsent(service: string, callback: (consent: ServiceConsent) => void): () => void {
  let last = getServiceConsent(service);
  const listener = () => {
    const next = getServiceConsent(service);
    if (next === last) return;
    last = next;
    callback(next);
  };
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Opens tarteaucitron's panel; returns `false` when it is not in the page (not ready, failed,
 * skipped). On a `dormant` page it loads the library and opens the panel once it is ready.
 */
export function openConsentPanel(): boolean {
  const tarteaucitron = window.tarteaucitron;
  if (status === 'dormant') {
    pendingOpen = true;
    wake();
    return false;
  }
  if (status !== 'ready' || !tarteaucitron) return false;
  tarteaucitron.userInterface.openPanel();
  return true;
}

/**
 * Allows `service` through tarteaucitron's own API, as its "Autoriser" button would: the choice
 * is stored in its cookie and shown in the panel. Before the library is ready the grant waits for
 * it; returns whether it was applied now.
 */
export function grantConsent(service: string): boolean {
  const tarteaucitron = window.tarteaucitron;
  // setConsent clicks the service's line of the panel: it must be there.
  if (tarteaucitron && document.getElementById(`${service}Allowed`)) {
    tarteaucitron.setConsent(service, true);
    return true;
  }
  if (status === 'idle' || status === 'loading' || status === 'dormant') pendingGrants.add(service);
  if (status === 'dormant') wake();
  return false;
}

/**
 * Tells Google Tag Manager about a client-side navigation, only when the user allowed GTM:
 * pushes `{ event: 'virtual_page_view', page_path, page_title }` to `window.dataLayer`.
 * Call it after each route change (not on the first load: GTM's own start counts that page).
 * Returns whether it was pushed.
 */
export function pushVirtualPageView(path: string, title: string): boolean {
  if (typeof window === 'undefined' || !isConsentGranted('googletagmanager')) return false;
  window.dataLayer ??= [];
  window.dataLayer.push({ event: VIRTUAL_PAGE_VIEW_EVENT, page_path: path, page_title: title });
  return true;
}
