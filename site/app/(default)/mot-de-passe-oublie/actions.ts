'use server';

import { headers } from 'next/headers';
import { clientAddress } from '@/lib/session/forward';
import {
  INITIAL_PASSWORD_REQUEST_STATE,
  PASSWORD_REQUEST_MESSAGES,
  type PasswordRequestState,
  requestPasswordReset,
  validatePasswordRequest,
} from '@/lib/session/password-request';

/** Asks Drupal to mail a one-time login link; the same confirmation whether or not an account matched. */
export async function requestPassword(_previous: PasswordRequestState, formData: FormData): Promise<PasswordRequestState> {
  const identifier = String(formData.get('identifier') ?? '').trim();
  const error = validatePasswordRequest(identifier);
  if (error) return { ...INITIAL_PASSWORD_REQUEST_STATE, status: 'invalid', identifier, error };
  const outcome = await requestPasswordReset(identifier, clientAddress(await headers()));
  if (outcome === 'sent') return { status: 'sent', identifier, message: PASSWORD_REQUEST_MESSAGES.sent };
  return { status: 'refused', identifier, message: PASSWORD_REQUEST_MESSAGES[outcome] };
}
