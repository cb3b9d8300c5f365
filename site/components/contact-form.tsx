'use client';

import { Alert, Button, Checkbox, ErrorSummary, Link as UiLink, TextArea, TextField } from '@campus/ui';
import Link from 'next/link';
import { useActionState, useEffect, useRef } from 'react';
import { CONTACT_FIELDS, CONTACT_MAX_LENGTH, contactFieldId, type ContactState, INITIAL_CONTACT_STATE } from '@/lib/contact';
import styles from './contact-form.module.css';

type Props = { action: (previous: ContactState, formData: FormData) => Promise<ContactState> };

/**
 * The contact form. It posts to a Server Action, so it works without JavaScript; with it, the
 * page is not reloaded and focus moves to the error summary or the confirmation.
 */
export function ContactForm({ action }: Props) {
  const [state, formAction, pending] = useActionState(action, INITIAL_CONTACT_STATE);
  const summaryRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const { values, errors } = state;

  useEffect(() => {
    if (state.status === 'invalid') summaryRef.current?.focus();
    if (state.status === 'success') successRef.current?.focus();
  }, [state]);

  const summary = CONTACT_FIELDS.flatMap((field) => {
    const message = errors[field];
    return message ? [{ fieldId: contactFieldId(field), message }] : [];
  });

  return (
    <div className={styles.wrapper}>
      {state.status === 'success' ? (
        <Alert variant="success" title="Merci, votre message a bien été envoyé." ref={successRef} tabIndex={-1} className={styles.alert}>
          <p>Nous vous répondrons dans les meilleurs délais à l’adresse e-mail indiquée.</p>
        </Alert>
      ) : null}
      {state.status === 'error' ? (
        <Alert variant="error" title="Votre message n’a pas pu être envoyé." className={styles.alert}>
          <p>Le service est momentanément indisponible. Veuillez réessayer dans quelques minutes, ou nous écrire directement par e-mail.</p>
        </Alert>
      ) : null}
      <ErrorSummary errors={summary} ref={summaryRef} headingLevel={3} className={styles.alert} />

      {/* The server validates every field: the browser's own (English) bubbles are turned off. */}
      <form action={formAction} noValidate className={styles.form} aria-describedby="contact-required">
        <p id="contact-required" className={styles.required}>
          Les champs suivis de la mention (obligatoire) doivent être renseignés.
        </p>
        <TextField
          id={contactFieldId('name')}
          name="name"
          label="Nom"
          autoComplete="name"
          required
          maxLength={CONTACT_MAX_LENGTH.name}
          defaultValue={values.name}
          error={errors.name}
        />
        <TextField
          id={contactFieldId('email')}
          name="email"
          type="email"
          label="Adresse e-mail"
          hint="Par exemple : nom@exemple.fr"
          autoComplete="email"
          required
          maxLength={CONTACT_MAX_LENGTH.email}
          defaultValue={values.email}
          error={errors.email}
        />
        <TextField
          id={contactFieldId('subject')}
          name="subject"
          label="Objet"
          required
          maxLength={CONTACT_MAX_LENGTH.subject}
          defaultValue={values.subject}
          error={errors.subject}
        />
        <TextArea
          id={contactFieldId('message')}
          name="message"
          label="Message"
          hint={`${new Intl.NumberFormat('fr-FR').format(CONTACT_MAX_LENGTH.message)} caractères au maximum.`}
          required
          rows={8}
          maxLength={CONTACT_MAX_LENGTH.message}
          defaultValue={values.message}
          error={errors.message}
        />
        <Checkbox
          id={contactFieldId('consent')}
          name="consent"
          value="1"
          label="J’accepte que mes données soient utilisées pour être recontacté(e)"
          hint={
            <>
              Vos données servent uniquement à répondre à votre demande. En savoir plus :{' '}
              <UiLink href="/politique-de-confidentialite" as={Link}>
                politique de confidentialité
              </UiLink>
              .
            </>
          }
          required
          defaultChecked={values.consent}
          error={errors.consent}
        />
        <div>
          <Button type="submit" aria-disabled={pending || undefined}>
            {pending ? 'Envoi en cours…' : 'Envoyer le message'}
          </Button>
        </div>
      </form>
    </div>
  );
}
