// Runs in the browser before the page hydrates: keeps the first errors until the error-reporting
// SDK, loaded later and only when it is on, replays them (lib/monitoring/client.ts); and limits
// Next's route preloads to 4 at once from the first one (the links in view are preloaded as soon
// as the page hydrates, before the site's services start).
import { limitRoutePreloads } from '@/lib/builds/preload-limit';
import { EARLY_ERRORS_KEY, EARLY_ERRORS_LIMIT, type EarlyErrors } from '@/lib/monitoring/early-errors';

limitRoutePreloads();

const kept: unknown[] = [];
let listening = true;
const keep = (error: unknown) => {
  if (listening && kept.length < EARLY_ERRORS_LIMIT) kept.push(error);
};
const onError = (event: ErrorEvent) => keep(event.error ?? event.message);
const onRejection = (event: PromiseRejectionEvent) => keep(event.reason);
addEventListener('error', onError);
addEventListener('unhandledrejection', onRejection);

const early: EarlyErrors = {
  keep,
  stop() {
    listening = false;
    removeEventListener('error', onError);
    removeEventListener('unhandledrejection', onRejection);
    return kept.splice(0);
  },
};
Object.defineProperty(window, EARLY_ERRORS_KEY, { value: early });
