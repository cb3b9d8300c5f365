// The password request form's state, messages and checks: no server module here, for the form
// (a client component) imports it; the request itself is in ./password-request.ts.

// "Mot de passe oublié ?": the request for Drupal's one-time login link (core REST
// `POST /user/password?_format=json`, `user.pass.http`). Since Drupal 10.2 it answers 200 with an
// empty body whether or not the account exists (or is blocked), so the site's confirmation is one
// sentence for every case: it never says whether an account matched.

/** The request form's state: the identifier is kept, whatever the outcome. */
export type PasswordRequestState = {
  status: 'idle' | 'invalid' | 'sent' | 'refused';
  identifier: string;
  error?: string;
  /** A message for the whole form when the request could not be made. */
  message?: string;
};

export const INITIAL_PASSWORD_REQUEST_STATE: PasswordRequestState = { status: 'idle', identifier: '' };

export const PASSWORD_REQUEST_MESSAGES = {
  sent: 'Si un compte correspond à cette adresse ou à cet identifiant, un courriel vous a été envoyé avec un lien de connexion à usage unique.',
  empty: 'Saisissez votre adresse e-mail ou votre identifiant.',
  tooLong: 'L’adresse e-mail ou l’identifiant ne peut pas dépasser 254 caractères.',
  flood: 'Trop de demandes ont été faites depuis votre connexion. Réessayez plus tard.',
  unavailable: 'La demande n’a pas pu être envoyée. Réessayez dans quelques instants.',
} as const;

/** The field's own check, before asking the backend; `undefined` when the identifier may be sent. */
export function validatePasswordRequest(identifier: string): string | undefined {
  if (identifier === '') return PASSWORD_REQUEST_MESSAGES.empty;
  if (identifier.length > 254) return PASSWORD_REQUEST_MESSAGES.tooLong;
  return undefined;
}

/** Something shaped like an e-mail address (as Drupal's e-mail field would take it). */
const MAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The body Drupal's route takes: `{"mail": …}` for an e-mail address, `{"name": …}` otherwise.
 * The route looks up one or the other, never both (a user name may contain "@", but the site's
 * accounts sign in by e-mail or by a plain name).
 */
export function passwordRequestBody(identifier: string): { mail: string } | { name: string } {
  return MAIL.test(identifier) ? { mail: identifier } : { name: identifier };
}

export type PasswordRequestOutcome = 'sent' | 'flood' | 'unavailable';

/**
 * What the backend's answer means for the visitor. 200 is the only answer core gives for a known,
 * unknown or blocked account. Core's other 400 ("Unable to send email", for a known account whose
 * mail failed) is shown as sent too: saying otherwise would tell that the account exists (it is
 * logged). A 403 naming flood control (a Drupal with a flood module on the route) is the flood
 * message; anything else, or no answer, is "unavailable", which does not depend on the account.
 */
export function passwordRequestOutcome(status: number, message: string): PasswordRequestOutcome {
  if (status >= 200 && status < 300) return 'sent';
  if (status === 400 && /unable to send/i.test(message)) return 'sent';
  if (status === 403 && /flood|too many|blocked/i.test(message)) return 'flood';
  return 'unavailable';
}
