import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { entity, userAccount, type EntityRow } from '../db/schema.js';
import { UnprocessableEntityError, type Violation } from '../jsonapi/errors.js';
import { isAdministrator, type Account } from './account.js';
import { clearFailedLogins, floodBlock, registerFailedLogin } from './flood.js';
import { verifyPassword } from './password.js';

/** The French messages of a user's protected fields (`ProtectedUserFieldConstraint`). */
export const ACCOUNT_MESSAGES = {
  passwordLength: 'Le mot de passe doit contenir au moins 8 caractères.',
  wrongForMail: 'Votre mot de passe actuel est manquant ou incorrect ; il est nécessaire pour modifier l’adresse e-mail.',
  wrongForPassword: 'Votre mot de passe actuel est manquant ou incorrect ; il est nécessaire pour modifier le mot de passe.',
  /** The same answer whether the guess is right or not, once flood control holds the account. */
  checkBlocked:
    'Trop de tentatives avec un mot de passe actuel incorrect : pour protéger le compte, la vérification est bloquée pendant un moment. Réessayez plus tard.',
  mailTaken: 'Cette adresse e-mail est déjà utilisée.',
} as const;

/**
 * Changing one's e-mail or password needs the current password (`pass.existing`), as Drupal's
 * `ProtectedUserFieldConstraint`; administrators changing another account do not. A wrong current
 * password counts as a failed login in flood control (`user.flood`: per account and address, and
 * per address), and while the login would be refused the check is too, without looking at the
 * guess. (Drupal 10.3 registers no flood event here: this is stricter.) `ip` is the client's
 * address. Returns the new password to store, if any.
 */
export async function checkAccountChanges(
  db: Db,
  current: EntityRow,
  attributes: Record<string, unknown>,
  fields: Record<string, unknown>,
  account: Account,
  ip: string,
): Promise<string | undefined> {
  const pass = attributes['pass'];
  const given = typeof pass === 'object' && pass !== null ? (pass as Record<string, unknown>) : {};
  const newPassword = typeof given['value'] === 'string' && given['value'] !== '' ? given['value'] : undefined;
  const mailChanged = 'mail' in fields && String(fields['mail'] ?? '').toLowerCase() !== String(current.fields['mail'] ?? '').toLowerCase();
  if (!newPassword && !mailChanged) return undefined;
  const violations: Violation[] = [];
  if (newPassword !== undefined && (newPassword.length < 8 || newPassword.length > 512)) {
    violations.push({ field: 'pass', message: ACCOUNT_MESSAGES.passwordLength });
  }
  if (!(isAdministrator(account) && account.uid !== current.id)) {
    const existing = typeof given['existing'] === 'string' ? given['existing'] : '';
    if (await floodBlock(db, ip, current.id)) {
      console.warn(`Flood control blocked a current-password check for uid ${current.id} from ${ip}`);
      if (mailChanged) violations.push({ field: 'mail', message: ACCOUNT_MESSAGES.checkBlocked });
      if (newPassword) violations.push({ field: 'pass', message: ACCOUNT_MESSAGES.checkBlocked });
    } else {
      const [stored] = await db.select({ pass: userAccount.pass }).from(userAccount).where(eq(userAccount.uid, current.id));
      if (await verifyPassword(existing, stored?.pass)) {
        await clearFailedLogins(db, ip, current.id);
      } else {
        // An empty field is no guess: only a wrong password counts.
        if (existing !== '') await registerFailedLogin(db, ip, current.id);
        if (mailChanged) violations.push({ field: 'mail', message: ACCOUNT_MESSAGES.wrongForMail });
        if (newPassword) violations.push({ field: 'pass', message: ACCOUNT_MESSAGES.wrongForPassword });
      }
    }
  }
  if (mailChanged && fields['mail']) {
    const taken = await db
      .select({ id: entity.id })
      .from(entity)
      .where(and(eq(entity.entityType, 'user'), sql`lower(${entity.fields} ->> 'mail') = lower(${String(fields['mail'])})`, sql`${entity.id} <> ${current.id}`));
    if (taken.length > 0) violations.push({ field: 'mail', message: ACCOUNT_MESSAGES.mailTaken });
  }
  if (violations.length > 0) throw new UnprocessableEntityError(violations);
  return newPassword;
}

/**
 * The password of an account an administrator creates through JSON:API (`pass: {value}`), as
 * Drupal sets it: only administrators create accounts (and only they may give a password here;
 * for anyone else it is ignored), at least 8 characters as `user:create` asks (422 on `pass`).
 * Returns the password to hash and store, if any.
 */
export function initialPassword(attributes: Record<string, unknown>, account: Account): string | undefined {
  if (!isAdministrator(account)) return undefined;
  const pass = attributes['pass'];
  const given = typeof pass === 'object' && pass !== null ? (pass as Record<string, unknown>) : {};
  const password = typeof given['value'] === 'string' && given['value'] !== '' ? given['value'] : undefined;
  if (password !== undefined && (password.length < 8 || password.length > 512)) {
    throw new UnprocessableEntityError([{ field: 'pass', message: ACCOUNT_MESSAGES.passwordLength }]);
  }
  return password;
}
