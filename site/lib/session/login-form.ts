/** The login form's fields, values kept on error (never the password) and French messages. */
export type LoginState = {
  status: 'idle' | 'invalid' | 'refused';
  name: string;
  errors: { name?: string; pass?: string };
  /** A message for the whole form (wrong credentials, blocked account, flood, unavailable backend). */
  message?: string;
};

export const INITIAL_LOGIN_STATE: LoginState = { status: 'idle', name: '', errors: {} };

export const LOGIN_MESSAGES = {
  credentials: 'Identifiant ou mot de passe incorrect.',
  blocked: 'Ce compte n’est pas activé ou a été bloqué. Contactez le CFA pour le réactiver.',
  flood: 'Trop de tentatives de connexion ont échoué. Pour protéger les comptes, la connexion est bloquée pendant un moment : réessayez plus tard.',
  unavailable: 'La connexion est momentanément impossible. Réessayez dans quelques instants.',
} as const;

/** The fields' own checks, before asking the backend. */
export function validateLogin(name: string, pass: string): LoginState['errors'] {
  const errors: LoginState['errors'] = {};
  if (name.trim() === '') errors.name = 'Saisissez votre identifiant ou votre adresse e-mail.';
  else if (name.length > 254) errors.name = 'L’identifiant ne peut pas dépasser 254 caractères.';
  if (pass === '') errors.pass = 'Saisissez votre mot de passe.';
  return errors;
}

export type LoginOutcome =
  | { ok: true }
  | { ok: false; reason: 'credentials' | 'blocked' | 'flood' | 'unavailable'; status: number };

/** What the backend's refusal (status and English message, as Drupal words it) means for the visitor. */
export function loginFailure(status: number, message: string): LoginOutcome {
  if (status === 403 && /flood|blocked because|too many/i.test(message)) return { ok: false, reason: 'flood', status };
  if (/not been activated|is blocked/i.test(message)) return { ok: false, reason: 'blocked', status };
  if (status === 400) return { ok: false, reason: 'credentials', status };
  return { ok: false, reason: 'unavailable', status };
}
