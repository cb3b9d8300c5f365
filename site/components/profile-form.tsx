'use client';

import { Alert, Button, ErrorSummary, TextField } from '@campus/ui';
import { useRouter } from 'next/navigation';
import { type FormEvent, useRef, useState } from 'react';
import { resetCsrfToken } from '@/lib/api/client';
import {
  backendProfileErrors,
  PROFILE_FIELDS,
  PROFILE_LABELS,
  type ProfileErrors,
  type ProfileField,
  profileFieldId,
  profilePayload,
  type ProfileValues,
  validateProfile,
} from '@/lib/profile-form';
import { updateProfile } from '@/lib/session/writes';
import styles from './form-layout.module.css';

type Props = { userId: string; initial: Omit<ProfileValues, 'newPassword' | 'confirmPassword' | 'currentPassword'> };

/**
 * The profile form: checked in the browser, then `PATCH /jsonapi/user/user/{uuid}` through the
 * site with the session's CSRF token; the backend's refusals (a wrong current password, an e-mail
 * already used) land beside the fields. Passwords are never kept after an answer.
 */
export function ProfileForm({ userId, initial }: Props) {
  const router = useRouter();
  const [values, setValues] = useState<ProfileValues>({ ...initial, newPassword: '', confirmPassword: '', currentPassword: '' });
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  const field = (name: ProfileField) => ({
    id: profileFieldId(name),
    name,
    label: PROFILE_LABELS[name],
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  const clearPasswords = () => setValues((current) => ({ ...current, newPassword: '', confirmPassword: '', currentPassword: '' }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateProfile(values, initial.mail);
    setErrors(found);
    setGeneral(null);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setPending(true);
    const result = await updateProfile(userId, profilePayload(values));
    setPending(false);
    clearPasswords();
    if (result.ok) {
      // A new password renews the session's CSRF seed (as Drupal does): the cached token is void.
      if (values.newPassword !== '') resetCsrfToken();
      router.push('/profile?enregistre=1');
      router.refresh();
      return;
    }
    const backend = backendProfileErrors(result.error);
    setErrors(backend.fields);
    setGeneral(
      result.status === 403
        ? 'Votre session a expiré ou ne permet pas cette action. Reconnectez-vous, puis recommencez.'
        : result.status === 0 || result.status >= 500
          ? 'Le service est momentanément indisponible. Réessayez dans quelques instants.'
          : backend.general,
    );
    requestAnimationFrame(() => (Object.keys(backend.fields).length > 0 ? summaryRef : alertRef).current?.focus());
  }

  const summary = PROFILE_FIELDS.flatMap((name) => (errors[name] ? [{ fieldId: profileFieldId(name), message: errors[name] }] : []));

  return (
    <div className={styles.wrapper}>
      {general ? (
        <Alert variant="error" title="Le profil n’a pas été enregistré" ref={alertRef} tabIndex={-1} className={styles.alert}>
          <p>{general}</p>
        </Alert>
      ) : null}
      <ErrorSummary errors={summary} ref={summaryRef} headingLevel={2} className={styles.alert} />
      <form onSubmit={submit} noValidate className={styles.form}>
        <div className={styles.row}>
          <TextField {...field('firstName')} autoComplete="given-name" maxLength={255} />
          <TextField {...field('lastName')} autoComplete="family-name" maxLength={255} />
        </div>
        <div className={styles.row}>
          <TextField {...field('phone')} type="tel" autoComplete="tel" maxLength={20} />
          <TextField {...field('organisation')} autoComplete="organization" maxLength={255} />
        </div>
        <TextField {...field('mail')} type="email" autoComplete="email" required maxLength={254} />
        <fieldset className={styles.contact}>
          <legend>Changer de mot de passe (facultatif)</legend>
          <TextField {...field('newPassword')} type="password" autoComplete="new-password" hint="8 caractères au moins." />
          <TextField {...field('confirmPassword')} type="password" autoComplete="new-password" />
        </fieldset>
        <TextField
          {...field('currentPassword')}
          type="password"
          autoComplete="current-password"
          hint="Nécessaire seulement pour changer d’adresse e-mail ou de mot de passe."
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={pending}>
            {pending ? 'Enregistrement…' : 'Enregistrer'}
          </Button>
        </div>
      </form>
    </div>
  );
}
