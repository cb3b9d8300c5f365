'use client';

import { Alert, Button, ErrorSummary, TextField } from '@campus/ui';
import { useActionState, useEffect, useRef } from 'react';
import { INITIAL_PASSWORD_REQUEST_STATE, type PasswordRequestState } from '@/lib/session/password-request-form';
import styles from './login-form.module.css';

type Props = { action: (previous: PasswordRequestState, formData: FormData) => Promise<PasswordRequestState> };

/**
 * The "Mot de passe oublié" form: one field (e-mail or identifier), posted to a Server Action so
 * that it works without JavaScript. The error shows beside the field (and in a summary that takes
 * the focus); the confirmation, the same whether or not an account matched, takes the focus too.
 * What was typed is kept.
 */
export function PasswordRequestForm({ action }: Props) {
  const [state, formAction, pending] = useActionState(action, INITIAL_PASSWORD_REQUEST_STATE);
  const summaryRef = useRef<HTMLDivElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (state.status === 'invalid') summaryRef.current?.focus();
    if (state.status === 'sent' || state.status === 'refused') alertRef.current?.focus();
  }, [state]);

  return (
    <div className={styles.wrapper}>
      {state.status === 'sent' ? (
        <Alert variant="success" title="Demande envoyée" ref={alertRef} tabIndex={-1} className={styles.alert}>
          <p>{state.message}</p>
        </Alert>
      ) : state.status === 'refused' ? (
        <Alert variant="error" title="Demande non envoyée" ref={alertRef} tabIndex={-1} className={styles.alert}>
          <p>{state.message}</p>
        </Alert>
      ) : null}
      <ErrorSummary errors={state.error ? [{ fieldId: 'password-identifier', message: state.error }] : []} ref={summaryRef} headingLevel={2} className={styles.alert} />
      <form action={formAction} noValidate className={styles.form}>
        <TextField
          id="password-identifier"
          name="identifier"
          label="Adresse e-mail ou identifiant"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={254}
          defaultValue={state.identifier}
          error={state.error}
        />
        <Button type="submit" disabled={pending}>
          {pending ? 'Envoi…' : 'Recevoir un lien de connexion'}
        </Button>
      </form>
    </div>
  );
}
