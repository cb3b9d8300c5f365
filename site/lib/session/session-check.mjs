// @ts-check
// The visitor's session as the site's server (server.mjs, outside Next) asks the backend about it,
// for the draft guard (lib/server/draft-guard.mjs): part of the backend seam, beside the app's own
// reading of the current user (current-user.ts).

/**
 * Asks the backend whether the session of a `Cookie` header is alive (`GET /api/users`: one row
 * with an e-mail when signed in, as lib/session/current-user.ts reads it): `true`, `false`, or
 * `undefined` when it cannot say.
 * @param {string} backend the backend's base URL
 * @param {number} [timeoutMs]
 * @returns {(cookie: string) => Promise<boolean | undefined>}
 */
export function backendSessionCheck(backend, timeoutMs = 5_000) {
  const url = `${backend.replace(/\/+$/, '')}/api/users?_format=json`;
  return async (cookie) => {
    try {
      const response = await fetch(url, { headers: { Accept: 'application/json', Cookie: cookie }, signal: AbortSignal.timeout(timeoutMs) });
      if (response.status >= 500) return undefined;
      if (!response.ok) return false;
      const rows = await response.json();
      return Array.isArray(rows) && typeof rows[0]?.mail === 'string' && rows[0].mail !== '';
    } catch {
      return undefined;
    }
  };
}
