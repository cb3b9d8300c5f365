/**
 * How long the site waits for the backend before giving up: a frozen backend must cost a visitor
 * an error message after a few seconds, not hold the page (or the form) open for minutes.
 */
export const BACKEND_TIMEOUT_MS = 10_000;

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
