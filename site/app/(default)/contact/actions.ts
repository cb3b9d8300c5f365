'use server';

import {
  backendErrors,
  type ContactState,
  type ContactValues,
  EMPTY_CONTACT,
  readContactForm,
  validateContact,
} from '@/lib/contact';
import { env } from '@/lib/env';

/** How long the backend may take before the visitor is told to try again. */
const TIMEOUT_MS = 10_000;

type Outcome = { ok: true } | { ok: false; errors: ContactState['errors'] };

/**
 * Posts the message to the backend's `contact` webform (Webform REST, `POST /webform_rest/submit`).
 * The request is anonymous and carries no cookie, so Drupal asks for no CSRF token.
 */
async function submitToWebform(values: ContactValues): Promise<Outcome> {
  const response = await fetch(`${env.drupalBaseUrl}/webform_rest/submit`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ webform_id: 'contact', ...values }),
    cache: 'no-store',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const body: unknown = await response.json().catch(() => null);
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  // Older webform_rest releases answer validation errors with status 200 and an `error` object.
  if (response.ok && typeof record['sid'] === 'string' && record['error'] === undefined) return { ok: true };
  const errors = backendErrors(record['error']);
  if (Object.keys(errors).length === 0) {
    throw new Error(`The contact webform answered ${response.status}: ${JSON.stringify(body)?.slice(0, 300)}`);
  }
  return { ok: false, errors };
}

/** The contact form's action: validates on the server, then sends to the backend. */
export async function sendContactMessage(_previous: ContactState, formData: FormData): Promise<ContactState> {
  const values = readContactForm(formData);
  const errors = validateContact(values);
  if (Object.keys(errors).length > 0) return { status: 'invalid', values, errors };
  try {
    const outcome = await submitToWebform(values);
    if (!outcome.ok) return { status: 'invalid', values, errors: outcome.errors };
    return { status: 'success', values: EMPTY_CONTACT, errors: {} };
  } catch (error) {
    console.error('Sending the contact message failed:', error);
    return { status: 'error', values, errors: {} };
  }
}
