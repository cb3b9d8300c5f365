/**
 * The site's one retry policy for backend requests (product spec §7), shared by the browser's API
 * client (lib/api/client.ts) and the server's reads of pages (the Drupal client's fetcher,
 * lib/drupal/client.ts): a read (GET or HEAD) answered with a transient status (408, 409, 425, 429,
 * 500, 502, 503, 504), or that got no answer at all (connection refused or reset, timeout), is
 * tried once more after a short pause; a write is never tried twice (it may have been done).
 */

/** Statuses after which a read is tried once more. */
export const RETRY_STATUSES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504];

/** The pause before the second try: long enough for a passing error to pass, short for a visitor. */
export const RETRY_DELAY_MS = 200;

/** Whether `method` only reads (the methods that may be tried twice). */
export function isRead(method: string): boolean {
  const upper = method.toUpperCase();
  return upper === 'GET' || upper === 'HEAD';
}

/** Whether a request with `method` answered `status` is tried once more. */
export function shouldRetry(method: string, status: number): boolean {
  return isRead(method) && RETRY_STATUSES.includes(status);
}

/** The method of a `fetch` call (GET unless `init` or the `Request` says otherwise). */
export function requestMethod(input: RequestInfo | URL, init?: RequestInit): string {
  return init?.method ?? (typeof Request !== 'undefined' && input instanceof Request ? input.method : 'GET');
}

export interface RetryOptions {
  /** The pause before the second try (RETRY_DELAY_MS). */
  delayMs?: number;
  /** The caller's own signal: once it has aborted, nothing is tried again. */
  signal?: AbortSignal | null;
  /** Told why the request is tried again (for one line in a log). */
  onRetry?: (reason: string) => void;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function describeFailure(error: unknown): string {
  if (error instanceof Error) return error.name === 'TimeoutError' ? 'timeout' : `${error.name}: ${error.message}`;
  return String(error);
}

/**
 * Makes a request with `attempt` (called once per try, so that each try gets its own deadline)
 * and, for a read that failed as above, once more: the second try's answer or error is the
 * caller's, whatever it is. A write's answer or error is returned as it came.
 */
export async function withRetry(method: string, attempt: () => Promise<Response>, options: RetryOptions = {}): Promise<Response> {
  const retry = async (reason: string) => {
    options.onRetry?.(reason);
    await pause(options.delayMs ?? RETRY_DELAY_MS);
    return attempt();
  };
  let response: Response;
  try {
    response = await attempt();
  } catch (error) {
    if (!isRead(method) || options.signal?.aborted) throw error;
    return retry(describeFailure(error));
  }
  if (!shouldRetry(method, response.status)) return response;
  // The first answer is dropped: its connection goes back to the pool.
  await response.body?.cancel().catch(() => undefined);
  return retry(`status ${response.status}`);
}
