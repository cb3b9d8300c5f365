import { DRUPAL_BASE_URL } from '../env';

/** How long the backend may take before the visitor is told to try again. */
const TIMEOUT_MS = 10_000;

/**
 * What the backend answered to a submission: accepted (it gave the submission's `sid`), or refused,
 * with webform_rest's `error` object (messages by element) when it sent one, and the whole body.
 */
export type WebformAnswer = { accepted: true } | { accepted: false; status: number; error: unknown; body: unknown };

/**
 * Submits `values` to the backend's webform `webformId` (Webform REST, `POST /webform_rest/submit`).
 * The request is anonymous and carries no cookie, so Drupal asks for no CSRF token. Throws when the
 * backend cannot be reached or does not answer within 10 s.
 */
export async function submitWebform(webformId: string, values: Record<string, unknown>): Promise<WebformAnswer> {
  const response = await fetch(`${DRUPAL_BASE_URL}/webform_rest/submit`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ webform_id: webformId, ...values }),
    cache: 'no-store',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const body: unknown = await response.json().catch(() => null);
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  // Older webform_rest releases answer validation errors with status 200 and an `error` object.
  if (response.ok && typeof record['sid'] === 'string' && record['error'] === undefined) return { accepted: true };
  return { accepted: false, status: response.status, error: record['error'], body };
}
