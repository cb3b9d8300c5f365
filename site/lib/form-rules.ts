// The rules the site's forms share (contact, job offer, profile): zod schemas (zod/mini, the small
// build, as they run in the browser too), the e-mail and phone rules, and the reading of a
// schema's issues as one French message per field. Each form's schema keeps its own messages.

import type { z } from 'zod/mini';

/** The one e-mail rule: the cms's own (`cms/src/auth/mail.ts`), the HTML5 type=email with a dot in the domain. */
export { isValidMail } from '@campus/cms/mail';

/** A phone number as the forms accept it: 10 to 20 digits, spaces, dots, dashes or brackets, an optional leading "+". */
export function isValidPhone(phone: string): boolean {
  return /^\+?[\d\s.()-]{10,20}$/.test(phone);
}

/**
 * The message beside each field that `schema` refuses in `values`: the first issue of the field,
 * so a schema lists a field's checks from the most basic ("required") to the finest; `{}` when the
 * values are valid. An issue on the whole object names its field with `path`.
 */
export function schemaErrors<Schema extends z.ZodMiniObject>(schema: Schema, values: unknown): Partial<Record<keyof z.output<Schema> & string, string>> {
  const errors: Partial<Record<string, string>> = {};
  const result = schema.safeParse(values);
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0];
    if (typeof field === 'string' && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}
