import { fieldMessages } from '@campus/ui';
import { z } from 'zod/mini';
import { type ContactErrors, CONTACT_MAX_LENGTH, type ContactValues } from '@/lib/contact';
import { isValidMail, schemaErrors } from '@/lib/form-rules';

// The contact form's rules and French messages, checked by its Server Action (the form posts
// without JavaScript too): server-only, so that zod is not in the contact page's JavaScript.

/** A text the visitor must write (`what`, for the message), of at most `max` characters once trimmed. */
const requiredText = (what: string, max: number) =>
  z.string().check(z.trim(), z.minLength(1, fieldMessages.required(what)), z.maxLength(max, fieldMessages.tooLong(max)));

/** The contact form's rules and French messages. */
export const contactSchema = z.object({
  name: requiredText('votre nom', CONTACT_MAX_LENGTH.name),
  email: requiredText('votre adresse e-mail', CONTACT_MAX_LENGTH.email).check(z.refine(isValidMail, fieldMessages.invalidEmail)),
  subject: requiredText('l’objet de votre message', CONTACT_MAX_LENGTH.subject),
  message: requiredText('votre message', CONTACT_MAX_LENGTH.message),
  consent: z.literal(true, fieldMessages.mustAccept('que vos données soient utilisées pour vous recontacter')),
});

/** French messages for each invalid field; an empty object when everything is valid. */
export function validateContact(values: ContactValues): ContactErrors {
  return schemaErrors(contactSchema, values);
}

