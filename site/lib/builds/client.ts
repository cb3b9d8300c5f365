import { handleBoundaryChunkErrors } from './boundary';
import { isChunkLoadError } from './chunk-error';
import { LATEST_BUILD_PATH, type LatestBuild } from './latest';
import { claimReload } from './reload-guard';
import type { ClientConfig } from '@/lib/client-config';

/** The first check waits this long after the page is idle. */
export const FIRST_CHECK_DELAY_MS = 1000;
/** Then the page checks again this often (and whenever its tab comes back into view). */
export const CHECK_INTERVAL_MS = 15 * 60_000;

/** The build this page's own scripts come from (next.config.ts), not the server's current one. */
const PAGE_BUILD = process.env.NEXT_PUBLIC_BUILD_ID;

let newerBuild = false;
let started = false;

/** Asks the server which build it runs; true once it is another one than the page's. */
async function checkLatest(): Promise<boolean> {
  if (!newerBuild) {
    try {
      const response = await fetch(LATEST_BUILD_PATH, { cache: 'no-store', credentials: 'omit' });
      const latest = response.ok ? ((await response.json()) as Partial<LatestBuild>) : undefined;
      if (typeof latest?.id === 'string' && latest.id !== PAGE_BUILD) newerBuild = true;
    } catch {
      // Offline or the server restarting: the next check will tell.
    }
  }
  return newerBuild;
}

/**
 * A script or style sheet that fails to load once a newer build is deployed means this page's
 * build is gone from the server: the page reloads (once per path within 10 s) to get the new one.
 * When the newer build is not known yet, the server is asked first.
 */
function reloadOnChunkError(error: unknown): void {
  if (!isChunkLoadError(error)) return;
  void checkLatest().then((newer) => {
    if (newer && claimReload(sessionStorage, location.pathname)) location.reload();
  });
}

/** Watches for a newer build of the site while the page is open (see docs/site.md). */
export function startBuildWatcher(config: ClientConfig | null): void {
  // Under `next dev` there are no builds to compare (and hot reloading replaces the code).
  if (process.env.NODE_ENV !== 'production' || started) return;
  started = true;
  // The configuration was read after the page loaded: it already names the server's build.
  if (config && config.buildId !== PAGE_BUILD) newerBuild = true;
  addEventListener('error', (event) => reloadOnChunkError(event.error ?? event.message));
  addEventListener('unhandledrejection', (event) => reloadOnChunkError(event.reason));
  handleBoundaryChunkErrors(reloadOnChunkError);
  const check = () => void checkLatest();
  const idle = typeof requestIdleCallback === 'function' ? requestIdleCallback : (callback: () => void) => setTimeout(callback, 1);
  idle(() => setTimeout(check, FIRST_CHECK_DELAY_MS));
  setInterval(check, CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}
