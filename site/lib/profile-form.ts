/**
 * The profile form (`/profile/modifier`): values, the browser's checks (the backend checks again)
 * and the JSON:API document. Changing the e-mail or the password needs the current password, as
 * Drupal asks (`pass.existing`).
 */
import { z } from 'zod/mini';
import type { UserUserUpdatePayload } from '@/lib/generated/resources';
import { isValidMail, isValidPhone, schemaErrors } from '@/lib/form-rules';
import { fieldErrors } from '@/lib/jsonapi-errors';

export const PROFILE_FIELDS = ['firstName', 'lastName', 'phone', 'organisation', 'mail', 'newPassword', 'confirmPassword', 'currentPassword'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileValues = Record<ProfileField, string>;
export type ProfileErrors = Partial<Record<ProfileField, string>>;

export const PROFILE_LABELS: Record<ProfileField, string> = {
  firstName: 'Prénom',
  lastName: 'Nom',
  phone: 'Téléphone',
  organisation: 'Organisation',
  mail: 'Adresse e-mail',
  newPassword: 'Nouveau mot de passe',
  confirmPassword: 'Confirmation du nouveau mot de passe',
  currentPassword: 'Mot de passe actuel',
};

export const profileFieldId = (field: ProfileField) => `profil-${field}`;

/** An optional line of at most 255 characters once trimmed. */
const optionalLine = z.string().check(z.trim(), z.maxLength(255, 'Ce champ ne peut pas dépasser 255 caractères.'));

/**
 * The profile's rules and French messages for the account whose address is `currentMail`: a new
 * address (in another case it is the same) or a new password needs the current password.
 */
export function profileSchema(currentMail: string) {
  return z
    .object({
      firstName: optionalLine,
      lastName: optionalLine,
      phone: z.string().check(
        z.trim(),
        z.refine((phone) => phone === '' || isValidPhone(phone), 'Le numéro de téléphone n’est pas valide, par exemple : 02 99 12 34 56.'),
      ),
      organisation: optionalLine,
      mail: z.string().check(
        z.trim(),
        z.minLength(1, 'Indiquez votre adresse e-mail.'),
        z.refine(isValidMail, 'L’adresse e-mail n’est pas valide, par exemple : nom@entreprise.fr.'),
      ),
      newPassword: z.string().check(z.refine((password) => password === '' || password.length >= 8, 'Le mot de passe doit contenir au moins 8 caractères.')),
      confirmPassword: z.string(),
      currentPassword: z.string(),
    })
    .check(
      z.refine((profile) => profile.newPassword === profile.confirmPassword, {
        path: ['confirmPassword'],
        message: 'Les deux mots de passe ne sont pas identiques.',
      }),
      z.refine(
        (profile) => profile.currentPassword !== '' || (profile.newPassword === '' && profile.mail.toLowerCase() === currentMail.toLowerCase()),
        { path: ['currentPassword'], message: 'Saisissez votre mot de passe actuel pour changer d’adresse e-mail ou de mot de passe.' },
      ),
    );
}

/** French messages for what cannot be sent; `{}` when the profile can be saved. */
export function validateProfile(values: ProfileValues, currentMail: string): ProfileErrors {
  return schemaErrors(profileSchema(currentMail), values);
}

/** The user resource's attributes, with `pass` when a password is involved. */
export type ProfileAttributes = NonNullable<UserUserUpdatePayload['data']['attributes']> & { pass?: { existing: string; value?: string } };

export function profilePayload(values: ProfileValues): ProfileAttributes {
  return {
    field_prenom: values.firstName.trim() || null,
    field_nom: values.lastName.trim() || null,
    field_telephone: values.phone.trim() || null,
    field_organisation: values.organisation.trim() || null,
    mail: values.mail.trim(),
    ...(values.currentPassword !== ''
      ? { pass: { existing: values.currentPassword, ...(values.newPassword !== '' ? { value: values.newPassword } : {}) } }
      : {}),
  };
}

const ATTRIBUTE_FIELDS: Record<string, ProfileField> = {
  field_prenom: 'firstName',
  field_nom: 'lastName',
  field_telephone: 'phone',
  field_organisation: 'organisation',
  mail: 'mail',
  pass: 'newPassword',
};

/** The backend's 422 errors on their fields (a wrong current password on that field); the rest as one message. */
export function backendProfileErrors(error: unknown): { fields: ProfileErrors; general: string | null } {
  return fieldErrors<ProfileField>(error, ATTRIBUTE_FIELDS, (message) => (/mot de passe actuel/i.test(message) ? 'currentPassword' : undefined));
}
