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
