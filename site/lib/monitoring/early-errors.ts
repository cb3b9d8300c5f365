/**
 * Errors of the page before the error-reporting SDK is loaded, kept by `instrumentation-client.ts`
 * (window `error` and `unhandledrejection`, at most `EARLY_ERRORS_LIMIT`) and replayed by
 * `client.ts` once the SDK runs. Kept tiny: it is part of every page's first-load JavaScript.
 */
export type EarlyErrors = {
  /** Keeps an error (until `stop`, and within the limit). */
  keep: (error: unknown) => void;
  /** Stops listening and returns what was kept. */
  stop: () => unknown[];
};

export const EARLY_ERRORS_KEY = Symbol.for('campus.monitoring.earlyErrors');
export const EARLY_ERRORS_LIMIT = 20;

/** The buffer installed on this page, if any. */
export function earlyErrors(): EarlyErrors | undefined {
  return (window as unknown as Record<symbol, EarlyErrors | undefined>)[EARLY_ERRORS_KEY];
}
