import { backendFetch } from '@/lib/backend-timeout';
import { env } from '@/lib/env';
import type { CurrentUserRow } from '@/lib/generated/resources';

/**
 * The user of a `Cookie` header, as the backend says (`GET /api/users`: one row, or `[]`), never
 * cached: the row when logged in (an e-mail is present), `null` for an anonymous visitor or an
 * ended session (or a refusal), `undefined` when the backend cannot be reached. Shared by the middleware and the pages.
 */
export async function readCurrentUser(cookie: string): Promise<CurrentUserRow | null | undefined> {
  try {
    const response = await backendFetch(`${env.drupalBaseUrl}/api/users?_format=json`, {
      headers: { Accept: 'application/json', Cookie: cookie },
      cache: 'no-store',
    });
    if (!response.ok) return null;
    const rows: unknown = await response.json();
    const row = Array.isArray(rows) ? (rows[0] as CurrentUserRow | undefined) : undefined;
    return row && row.mail ? row : null;
  } catch (error) {
    console.error('Reading the current user failed:', error);
    return undefined;
  }
}
