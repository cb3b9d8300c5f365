import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Alert, Button, ErrorSummary, type ErrorSummaryItem, TextArea, TextField, fieldMessages } from '@campus/ui';

/** A contact form checked in the browser: on a failed submission the summary takes focus. */
function ContactForm() {
  const [errors, setErrors] = useState<ErrorSummaryItem[]>([]);
  const [attempt, setAttempt] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (attempt > 0) summaryRef.current?.focus();
  }, [attempt]);

  function validate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    const found: ErrorSummaryItem[] = [];
    if (text('nom') === '') found.push({ fieldId: 'contact-nom', message: fieldMessages.required('votre nom') });
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text('email'))) {
      found.push({ fieldId: 'contact-email', message: fieldMessages.invalidEmail });
    }
    if (text('message') === '') found.push({ fieldId: 'contact-message', message: fieldMessages.required('votre message') });
    setErrors(found);
    setAttempt((n) => n + 1);
  }

  const errorOf = (fieldId: string) => errors.find((item) => item.fieldId === fieldId)?.message;
  return (
    <form
      noValidate
      aria-label="Nous contacter"
      onSubmit={validate}
      style={{ display: 'flex', flexDirection: 'column', gap: 'var(--space-6)', maxWidth: '40rem' }}
    >
      <ErrorSummary errors={errors} ref={summaryRef} />
      <TextField id="contact-nom" name="nom" label="Nom" required autoComplete="name" error={errorOf('contact-nom')} />
      <TextField
        id="contact-email"
        name="email"
        type="email"
        label="Adresse e-mail"
        required
        autoComplete="email"
        error={errorOf('contact-email')}
      />
      <TextArea id="contact-message" name="message" label="Message" required error={errorOf('contact-message')} />
      {attempt > 0 && errors.length === 0 ? <Alert variant="success">Merci, votre message a bien été envoyé.</Alert> : null}
      <div>
        <Button type="submit">Envoyer</Button>
      </div>
    </form>
  );
}

const meta = {
  title: 'Composants/FormValidation',
  component: ContactForm,
  parameters: { controls: { disable: true } },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before any submission. */
export const Contact: Story = {};

/** Client-side check of a contact form: submit with mistakes, the summary takes focus, nothing typed is lost. */
export const ContactWithValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Adresse e-mail (obligatoire)' }), 'jean.dupont@exemple');
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer' }));
    const summary = await canvas.findByRole('alert', { name: 'Le formulaire contient 3 erreurs' });
    await expect(summary).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Adresse e-mail (obligatoire)' })).toHaveValue('jean.dupont@exemple');
  },
};
