import type { ClientConfig } from '@/lib/client-config';
import { earlyErrors } from './early-errors';

let started = false;
let capture: ((error: unknown, handled: boolean) => void) | undefined;

/**
 * Starts error reporting in the browser when the server has a DSN (see docs/site.md): the SDK is
 * loaded then, in its own chunk, and replays the errors kept since the page started
 * (instrumentation-client.ts). Off, the early buffer is dropped and nothing is loaded.
 */
export function startClientMonitoring(config: ClientConfig | null): void {
  if (started) return;
  started = true;
  const sentry = config?.sentry;
  if (!sentry) {
    earlyErrors()?.stop();
    return;
  }
  import('./client-sdk')
    .then(({ initClientSdk }) => {
      capture = initClientSdk(sentry);
      // From here on the SDK's own window handlers see uncaught errors.
      for (const error of earlyErrors()?.stop() ?? []) capture(error, false);
    })
    .catch(() => earlyErrors()?.stop());
}

/**
 * Reports an error caught by an error boundary (kept for later while the SDK is loading). An error
 * of the server's rendering comes with a digest and no detail: the server reported it already
 * (`onRequestError`).
 */
export function reportClientError(error: unknown): void {
  if (typeof error === 'object' && error !== null && 'digest' in error && error.digest) return;
  if (capture) capture(error, true);
  else earlyErrors()?.keep(error);
}
