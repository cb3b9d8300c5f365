/**
 * The profile form (`/profile/modifier`): values, the browser's checks (the backend checks again)
 * and the JSON:API document. Changing the e-mail or the password needs the current password, as
 * Drupal asks (`pass.existing`).
 */
import type { UserUserUpdatePayload } from '@/lib/generated/resources';
import { isValidMail, isValidPhone } from '@/lib/form-rules';
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

/** French messages for what cannot be sent; `{}` when the profile can be saved. */
export function validateProfile(values: ProfileValues, currentMail: string): ProfileErrors {
  const errors: ProfileErrors = {};
  for (const field of ['firstName', 'lastName', 'organisation'] as const) {
    if (values[field].trim().length > 255) errors[field] = `Ce champ ne peut pas dépasser 255 caractères.`;
  }
  if (values.phone.trim() !== '' && !isValidPhone(values.phone.trim())) errors.phone = 'Le numéro de téléphone n’est pas valide, par exemple : 02 99 12 34 56.';
  const mail = values.mail.trim();
  if (mail === '') errors.mail = 'Indiquez votre adresse e-mail.';
  else if (!isValidMail(mail)) errors.mail = 'L’adresse e-mail n’est pas valide, par exemple : nom@entreprise.fr.';
  if (values.newPassword !== '' && values.newPassword.length < 8) errors.newPassword = 'Le mot de passe doit contenir au moins 8 caractères.';
  if (values.newPassword !== values.confirmPassword) errors.confirmPassword = 'Les deux mots de passe ne sont pas identiques.';
  const sensitive = values.newPassword !== '' || mail.toLowerCase() !== currentMail.toLowerCase();
  if (sensitive && values.currentPassword === '') {
    errors.currentPassword = 'Saisissez votre mot de passe actuel pour changer d’adresse e-mail ou de mot de passe.';
  }
  return errors;
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
