import type { JsonApiError } from 'next-drupal';

/**
 * A read of the backend that failed, whatever threw it (next-drupal's `JsonApiErrors`, a generated
 * fetcher's check of the document (lib/generated/collection.ts), or fetch itself when the backend cannot be reached): the HTTP
 * status (`null` when no answer came) and the JSON:API errors the backend gave.
 */
export class BackendError extends Error {
  override readonly name = 'BackendError';
  constructor(
    message: string,
    readonly status: number | null,
    readonly errors: JsonApiError[] = [],
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  /**
   * Whether the backend said the resource is not there for this visitor: 404, or 401/403 (a draft,
   * or something the visitor may not read, which the site never tells apart from a missing page).
   */
  get isNotFound(): boolean {
    return this.status === 401 || this.status === 403 || this.status === 404;
  }
}

/** `error` as a BackendError, reading what `what` (`the article x`) was. */
export function toBackendError(error: unknown, what: string): BackendError {
  if (error instanceof BackendError) {
    // A fetcher's own (`Reading node--article failed: …`), told what the page was reading.
    if (error.message.startsWith(`Reading ${what} failed:`)) return error;
    return new BackendError(`Reading ${what} failed: ${error.message}`, error.status, error.errors, { cause: error });
  }
  // next-drupal's JsonApiErrors (by shape: its ESM and CJS builds are two classes).
  if (error instanceof Error && typeof (error as { statusCode?: unknown }).statusCode === 'number') {
    const { statusCode, errors } = error as Error & { statusCode: number; errors?: JsonApiError[] | string };
    const list = typeof errors === 'string' ? [{ status: String(statusCode), detail: errors }] : (errors ?? []);
    return new BackendError(`Reading ${what} failed: ${error.message}`, statusCode, list, { cause: error });
  }
  // No answer at all: a refused connection, a timeout (lib/backend-timeout.ts), a broken body.
  const message = error instanceof Error ? error.message : String(error);
  return new BackendError(`Reading ${what} failed: ${message}`, null, [], { cause: error });
}

/** Reads what the page cannot do without: any failure is thrown as a BackendError naming `what`. */
export async function readOrThrow<T>(what: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw toBackendError(error, what);
  }
}

/**
 * Reads what a detail page shows: `null` when the backend says it is not there for this visitor
 * (the page answers 404), the BackendError otherwise, so that an outage shows the French error page
 * (or keeps the cached page Next already has) rather than "page not found".
 */
export async function readOrNotFound<T>(what: string, read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    const failure = toBackendError(error, what);
    if (failure.isNotFound) return null;
    throw failure;
  }
}

/**
 * Reads what a list or a part of a page shows, which degrades rather than fails: `fallback` when
 * the read fails (logged), so that the rest of the page still renders.
 */
export async function readOr<T, F>(what: string, read: () => Promise<T>, fallback: F): Promise<T | F> {
  try {
    return await read();
  } catch (error) {
    console.error(toBackendError(error, what).message);
    return fallback;
  }
}
