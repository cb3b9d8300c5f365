/**
 * The one e-mail rule of the project: the cms checks every address it stores or receives with it
 * (accounts, e-mail fields, webforms), and the site's forms check the same before sending
 * (`site/lib/form-rules.ts`). The site imports this module as `@campus/cms/mail`, so it imports
 * nothing.
 */

/** The longest address: 254 characters (RFC 5321's path, Drupal's `mail` field). */
export const MAIL_MAX_LENGTH = 254;

/** What the HTML5 `type=email` accepts, a dot required in the domain (Drupal's EmailValidator is close enough for our users). */
const MAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/**
 * Whether `mail` is an address the cms accepts: `nom@exemple.fr`, not `nom@exemple` nor
 * `jérôme@exemple.fr` (a real Drupal's EmailValidator accepts those two, browsers' type=email not).
 */
export function isValidMail(mail: string): boolean {
  return mail.length <= MAIL_MAX_LENGTH && MAIL.test(mail);
}
