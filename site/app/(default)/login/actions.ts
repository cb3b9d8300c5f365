'use server';

import { redirect } from 'next/navigation';
import { safeReturnPath } from '@/lib/session/cookies';
import { INITIAL_LOGIN_STATE, LOGIN_MESSAGES, type LoginState, validateLogin } from '@/lib/session/login-form';
import { loginWithBackend, takeAuthRedirect } from '@/lib/session/server';

/** Signs the visitor in, then goes back to the page that asked for it (or home). */
export async function login(_previous: LoginState, formData: FormData): Promise<LoginState> {
  const name = String(formData.get('name') ?? '').trim();
  const pass = String(formData.get('pass') ?? '');
  const errors = validateLogin(name, pass);
  if (Object.keys(errors).length > 0) return { ...INITIAL_LOGIN_STATE, status: 'invalid', name, errors };
  const outcome = await loginWithBackend(name, pass);
  if (!outcome.ok) return { ...INITIAL_LOGIN_STATE, status: 'refused', name, message: LOGIN_MESSAGES[outcome.reason] };
  redirect(safeReturnPath(await takeAuthRedirect()));
}
