'use client';

import { Alert, Button, ErrorSummary, TextField } from '@campus/ui';
import { useActionState, useEffect, useRef } from 'react';
import { INITIAL_LOGIN_STATE, type LoginState } from '@/lib/session/login-form';
import styles from './login-form.module.css';

type Props = { action: (previous: LoginState, formData: FormData) => Promise<LoginState> };

/**
 * The login form. It posts to a Server Action, so it works without JavaScript; errors show beside
 * the fields (and in a summary that takes the focus), the identifier is kept, the password never.
 */
export function LoginForm({ action }: Props) {
  const [state, formAction, pending] = useActionState(action, INITIAL_LOGIN_STATE);
  const summaryRef = useRef<HTMLDivElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (state.status === 'invalid') summaryRef.current?.focus();
    if (state.status === 'refused') alertRef.current?.focus();
  }, [state]);

  const summary = (['name', 'pass'] as const).flatMap((field) => {
    const message = state.errors[field];
    return message ? [{ fieldId: `login-${field}`, message }] : [];
  });

  return (
    <div className={styles.wrapper}>
      {state.status === 'refused' && state.message ? (
        <Alert variant="error" title="Connexion refusée" ref={alertRef} tabIndex={-1} className={styles.alert}>
          <p>{state.message}</p>
        </Alert>
      ) : null}
      <ErrorSummary errors={summary} ref={summaryRef} headingLevel={2} className={styles.alert} />
      <form action={formAction} noValidate className={styles.form}>
        <TextField
          id="login-name"
          name="name"
          label="Identifiant ou adresse e-mail"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={254}
          defaultValue={state.name}
          error={state.errors.name}
        />
        <TextField
          id="login-pass"
          name="pass"
          type="password"
          label="Mot de passe"
          autoComplete="current-password"
          required
          error={state.errors.pass}
        />
        <Button type="submit" disabled={pending}>
          {pending ? 'Connexion…' : 'Se connecter'}
        </Button>
      </form>
    </div>
  );
}
