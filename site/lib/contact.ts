// The contact form's shape, shared by the form (a client component) and its Server Action. Its
// rules are in lib/contact-schema.ts, which only the server loads: zod stays out of the page's
// JavaScript, which every page that links to /contact prefetches.

/** What a visitor writes in the contact form. */
export type ContactValues = { name: string; email: string; subject: string; message: string; consent: boolean };
export type ContactField = keyof ContactValues;
export type ContactErrors = Partial<Record<ContactField, string>>;

/**
 * The form's state between submissions: what was typed (kept on error, emptied on success), the
 * message beside each invalid field, and the outcome.
 */
export type ContactState = {
  status: 'idle' | 'invalid' | 'error' | 'success';
  values: ContactValues;
  errors: ContactErrors;
};

/** The fields in the order of the form (and of the error summary). */
export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message', 'consent'] as const satisfies readonly ContactField[];

/** Maximum lengths, within those of the backend's `contact` webform. */
export const CONTACT_MAX_LENGTH = { name: 100, email: 254, subject: 150, message: 5000 } as const;

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', subject: '', message: '', consent: false };

export const INITIAL_CONTACT_STATE: ContactState = { status: 'idle', values: EMPTY_CONTACT, errors: {} };

/** Id of each control in the page, the target of the error summary's links. */
export function contactFieldId(field: ContactField): string {
  return `contact-${field}`;
}

function text(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

/** The values of a submitted form, trimmed; the box is ticked when it was sent at all. */
export function readContactForm(formData: FormData): ContactValues {
  return {
    name: text(formData, 'name'),
    email: text(formData, 'email'),
    subject: text(formData, 'subject'),
    // Line breaks inside the message are kept; only the ends are trimmed.
    message: text(formData, 'message'),
    consent: formData.get('consent') !== null,
  };
}

/** The backend's field errors (webform_rest `error`), on the site's fields only. */
export function backendErrors(error: unknown): ContactErrors {
  const errors: ContactErrors = {};
  if (typeof error !== 'object' || error === null) return errors;
  for (const field of CONTACT_FIELDS) {
    const message = (error as Record<string, unknown>)[field];
    if (typeof message === 'string' && message !== '') errors[field] = message;
  }
  return errors;
}
