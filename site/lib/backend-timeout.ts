import { requestMethod, withRetry } from './retry-policy';

/** The default of BACKEND_TIMEOUT_MS. */
export const DEFAULT_BACKEND_TIMEOUT_MS = 10_000;

/**
 * The `BACKEND_TIMEOUT_MS` setting: a whole number of milliseconds from 1000 to 120000. Unset or
 * empty: the default; anything else: the default too, said once in the server's log (a typo must
 * not take every page down).
 */
export function parseBackendTimeout(value: string | undefined, warn: (message: string) => void = console.error): number {
  if (value === undefined || value.trim() === '') return DEFAULT_BACKEND_TIMEOUT_MS;
  const ms = Number(value);
  if (Number.isInteger(ms) && ms >= 1000 && ms <= 120_000) return ms;
  warn(`BACKEND_TIMEOUT_MS must be a whole number of milliseconds from 1000 to 120000 (got "${value}"): ${DEFAULT_BACKEND_TIMEOUT_MS} ms used.`);
  return DEFAULT_BACKEND_TIMEOUT_MS;
}

/**
 * How long the site waits for the backend, per request, before giving up: a frozen backend must
 * cost a visitor an error message after a few seconds, not hold the page (or the form) open for
 * minutes. A read that timed out is tried once more (lib/retry-policy.ts). Set by the environment
 * variable of the same name (docs/site.md).
 */
export const BACKEND_TIMEOUT_MS = parseBackendTimeout(process.env['BACKEND_TIMEOUT_MS']);

/** The error a backend request that took too long fails with (as `AbortSignal.timeout`'s). */
export function isTimeout(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'TimeoutError';
}

/**
 * A signal that aborts after `ms` with a `TimeoutError` (as `AbortSignal.timeout`), or as soon as
 * `signal` aborts; `clear()` stops the clock (once the part that may take long is over).
 */
export function backendDeadline(ms: number = BACKEND_TIMEOUT_MS, signal?: AbortSignal | null): { signal: AbortSignal; clear: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException(`The backend did not answer within ${ms} ms.`, 'TimeoutError')), ms);
  // A deadline alone must not keep the process alive.
  (timer as { unref?: () => void }).unref?.();
  return {
    signal: signal ? AbortSignal.any([signal, controller.signal]) : controller.signal,
    clear: () => clearTimeout(timer),
  };
}

/** The URL of a request without its query (for the log: a preview's query may carry a token). */
export function loggedUrl(input: RequestInfo | URL): string {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return url.split('?')[0] ?? url;
}

/**
 * `fetch` for the site's own requests to the backend outside the Drupal client (the current user,
 * a company's offers, the preview's path resolution): each try given up after BACKEND_TIMEOUT_MS,
 * and a read tried once more as the retry policy says (lib/retry-policy.ts), one line in the log.
 */
export function backendFetch(input: string | URL, init: RequestInit = {}): Promise<Response> {
  const method = requestMethod(input, init).toUpperCase();
  return withRetry(method, () => fetch(input, { ...init, signal: backendDeadline(BACKEND_TIMEOUT_MS, init.signal).signal }), {
    signal: init.signal ?? null,
    onRetry: (reason) => console.warn(`Backend read tried again: ${method} ${loggedUrl(input)} (${reason}).`),
  });
}
