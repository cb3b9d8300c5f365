import { backendFetch } from '@/lib/backend-timeout';
import { DRUPAL_BASE_URL } from '@/lib/env';
import { passwordRequestBody, type PasswordRequestOutcome, passwordRequestOutcome } from './password-request-form';

export * from './password-request-form';

/** Asks the backend to mail the one-time login link; `clientAddress` for its flood control. */
export async function requestPasswordReset(identifier: string, clientAddress: string | null): Promise<PasswordRequestOutcome> {
  const headers = new Headers({ 'Content-Type': 'application/json', Accept: 'application/json' });
  if (clientAddress) headers.set('X-Forwarded-For', clientAddress);
  try {
    // BACKEND_TIMEOUT_MS; a write, so never tried twice (one request, one mail).
    const response = await backendFetch(`${DRUPAL_BASE_URL}/user/password?_format=json`, {
      method: 'POST',
      headers,
      body: JSON.stringify(passwordRequestBody(identifier)),
      cache: 'no-store',
    });
    const text = await response.text();
    let message = '';
    try {
      const body: unknown = text ? JSON.parse(text) : null;
      if (typeof body === 'object' && body !== null && typeof (body as Record<string, unknown>)['message'] === 'string') message = (body as { message: string }).message;
    } catch {
      // Not JSON: the status says enough.
    }
    const outcome = passwordRequestOutcome(response.status, message);
    if (response.status !== 200) console.error(`The backend's password reset answered ${response.status}${message ? `: ${message}` : ''}.`);
    return outcome;
  } catch (error) {
    console.error('Requesting a password reset failed:', error);
    return 'unavailable';
  }
}
