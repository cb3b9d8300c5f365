// The rules the site's forms share (contact, job offer, profile). Each form keeps its own French
// messages beside its fields.

/** The one e-mail rule: the backend's own (`cms/src/auth/mail.ts`), so the browser refuses what the backend would. */
export { isValidMail } from '@campus/cms/mail';

/** A phone number as the forms accept it: 10 to 20 digits, spaces, dots, dashes or brackets, an optional leading "+". */
export function isValidPhone(phone: string): boolean {
  return /^\+?[\d\s.()-]{10,20}$/.test(phone);
}
