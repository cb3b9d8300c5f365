/**
 * The site's API client for the browser (and route handlers): JSON bodies encoded for writes, the
 * CSRF token sent on unsafe methods, reads retried once on transient statuses, writes never
 * retried (lib/retry-policy.ts, the policy the server's reads follow too). Paths are relative to
 * the site's origin, which forwards them to Drupal.
 */
import { isRead, RETRY_STATUSES, shouldRetry, withRetry } from '../retry-policy';

export { RETRY_STATUSES, shouldRetry };

export type Method = 'GET' | 'HEAD' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; error: unknown };

export interface ApiClientOptions {
  /** Base URL; '' for the site's own origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Returns the CSRF token for unsafe methods (from `/session/token`, cached). */
  csrfToken?: () => Promise<string | undefined>;
  /** The pause before a read is tried again (the policy's RETRY_DELAY_MS). */
  retryDelayMs?: number;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function createApiClient(options: ApiClientOptions = {}) {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const baseUrl = options.baseUrl ?? '';

  async function request<T>(method: Method, path: string, body?: unknown, jsonapi = true): Promise<ApiResult<T>> {
    const type = jsonapi ? 'application/vnd.api+json' : 'application/json';
    const headers: Record<string, string> = { Accept: type };
    if (body !== undefined) headers['Content-Type'] = type;
    if (!isRead(method) && options.csrfToken) {
      const token = await options.csrfToken();
      if (token) headers['X-CSRF-Token'] = token;
    }
    const init: RequestInit = {
      method,
      headers,
      credentials: 'include',
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    };
    let response: Response;
    try {
      response = await withRetry(method, () => doFetch(`${baseUrl}${path}`, init), {
        ...(options.retryDelayMs === undefined ? {} : { delayMs: options.retryDelayMs }),
      });
    } catch (error) {
      return { ok: false, status: 0, error };
    }
    const data = await readBody(response);
    return response.ok ? { ok: true, status: response.status, data: data as T } : { ok: false, status: response.status, error: data };
  }

  return {
    request,
    get: <T>(path: string, jsonapi = true) => request<T>('GET', path, undefined, jsonapi),
    post: <T>(path: string, body: unknown, jsonapi = true) => request<T>('POST', path, body, jsonapi),
    patch: <T>(path: string, body: unknown, jsonapi = true) => request<T>('PATCH', path, body, jsonapi),
    delete: <T>(path: string, jsonapi = true) => request<T>('DELETE', path, undefined, jsonapi),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

let cachedToken: Promise<string | undefined> | undefined;

/** The browser's CSRF token for Drupal's unsafe methods, fetched once from `/session/token`. */
export function sessionCsrfToken(): Promise<string | undefined> {
  cachedToken ??= fetch('/session/token', { credentials: 'include' })
    .then((response) => (response.ok ? response.text() : undefined))
    .catch(() => undefined);
  return cachedToken;
}

/** Forget the cached token (after login or logout, when the session changes). */
export function resetCsrfToken(): void {
  cachedToken = undefined;
}

/** The client the site's forms and generated mutations use in the browser. */
export const api: ApiClient = createApiClient({ csrfToken: sessionCsrfToken });
