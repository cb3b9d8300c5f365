'use server';

import {
  backendErrors,
  type ContactState,
  type ContactValues,
  EMPTY_CONTACT,
  readContactForm,
} from '@/lib/contact';
import { validateContact } from '@/lib/contact-schema';
import { submitWebform } from '@/lib/drupal/webform';

type Outcome = { ok: true } | { ok: false; errors: ContactState['errors'] };

/** Posts the message to the backend's `contact` webform; its refusals land beside the fields. */
async function submitToWebform(values: ContactValues): Promise<Outcome> {
  const answer = await submitWebform('contact', values);
  if (answer.accepted) return { ok: true };
  const errors = backendErrors(answer.error);
  if (Object.keys(errors).length === 0) {
    throw new Error(`The contact webform answered ${answer.status}: ${JSON.stringify(answer.body)?.slice(0, 300)}`);
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
