import { backendFetch } from '@/lib/backend-timeout';
import { DRUPAL_BASE_URL } from '@/lib/env';
import type { CurrentUserRow } from '@/lib/generated/resources';

/**
 * The user of a `Cookie` header, as the backend says (`GET /api/users`: one row, or `[]`), never
 * cached: the row when logged in (an e-mail is present), `null` for an anonymous visitor or an
 * ended session (or a refusal), `undefined` when the backend cannot be reached. Shared by the middleware and the pages.
 */
export async function readCurrentUser(cookie: string): Promise<CurrentUserRow | null | undefined> {
  try {
    const response = await backendFetch(`${DRUPAL_BASE_URL}/api/users?_format=json`, {
      headers: { Accept: 'application/json', Cookie: cookie },
      cache: 'no-store',
    });
    if (!response.ok) return null;
    return currentUserRow(await response.json());
  } catch (error) {
    console.error('Reading the current user failed:', error);
    return undefined;
  }
}

const ROW_FIELDS = ['uid', 'uuid', 'name', 'mail', 'field_prenom', 'field_nom', 'field_telephone', 'field_organisation', 'roles'] as const;

/**
 * The row of `/api/users`' answer, every member a string. Drupal's Views REST export gives an
 * empty field as `false` (and an anonymous visitor `{"content":"[]",…}`, a quirk of Views, where the
 * cms gives `[]`): the profile form would call `.trim()` on `false`. `null` without a row or e-mail.
 */
export function currentUserRow(answer: unknown): CurrentUserRow | null {
  const raw: unknown = Array.isArray(answer) ? answer[0] : undefined;
  if (!raw || typeof raw !== 'object') return null;
  const source = raw as Record<string, unknown>;
  const row = Object.fromEntries(
    ROW_FIELDS.map((field) => {
      const value = source[field];
      return [field, typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''];
    }),
  ) as CurrentUserRow;
  return row.mail ? row : null;
}
