import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, within } from 'storybook/test';
import {
  Button,
  Checkbox,
  DateField,
  ErrorSummary,
  type ErrorSummaryItem,
  FileField,
  Select,
  TextArea,
  TextField,
  acceptedFormats,
  fieldMessages,
} from '@campus/ui';

const LOGO_ACCEPT = 'image/png,image/jpeg';
const TWO_MB = 2 * 1024 * 1024;

const contracts = [
  { value: 'apprentissage', label: 'Contrat d’apprentissage' },
  { value: 'professionnalisation', label: 'Contrat de professionnalisation' },
  { value: 'stage', label: 'Stage' },
  { value: 'cdd', label: 'CDD saisonnier' },
];

/** What the user sent, kept in the fields after the server rejected it. */
type JobOfferFormProps = { errors: Partial<Record<string, string>>; values: Partial<Record<string, string>> };

/** The "Déposer une offre d’emploi" form, as the site renders it (no submission logic here). */
function JobOfferForm({ errors, values }: JobOfferFormProps) {
  const summary: ErrorSummaryItem[] = Object.entries(errors).flatMap(([fieldId, message]) =>
    message ? [{ fieldId, message }] : [],
  );
  return (
    <form
      noValidate
      aria-labelledby="offre-titre-formulaire"
      onSubmit={(event) => event.preventDefault()}
      style={{ display: 'flex', flexDirection: 'column', gap: 'var(--space-6)', maxWidth: '40rem' }}
    >
      <h2 id="offre-titre-formulaire" style={{ margin: 0, fontFamily: 'var(--font-heading)' }}>
        Déposer une offre d’emploi
      </h2>
      <ErrorSummary errors={summary} />
      <p style={{ margin: 0 }}>Les champs suivis de la mention « (obligatoire) » doivent être renseignés.</p>
      <TextField
        id="offre-titre"
        name="titre"
        label="Intitulé du poste"
        required
        maxLength={80}
        hint="Par exemple « Commis de cuisine en apprentissage »."
        defaultValue={values['offre-titre']}
        error={errors['offre-titre']}
      />
      <TextArea
        id="offre-description"
        name="description"
        label="Description du poste"
        required
        hint="Missions, horaires, avantages (repas, logement)."
        defaultValue={values['offre-description']}
        error={errors['offre-description']}
      />
      <Select
        id="offre-contrat"
        name="contrat"
        label="Type de contrat"
        required
        placeholder
        options={contracts}
        defaultValue={values['offre-contrat'] ?? ''}
        error={errors['offre-contrat']}
      />
      <TextField
        id="offre-ville"
        name="ville"
        label="Ville"
        required
        autoComplete="address-level2"
        defaultValue={values['offre-ville']}
        error={errors['offre-ville']}
      />
      <TextField
        id="offre-cp"
        name="code-postal"
        label="Code postal"
        required
        width="xs"
        inputMode="numeric"
        maxLength={5}
        autoComplete="postal-code"
        defaultValue={values['offre-cp']}
        error={errors['offre-cp']}
      />
      <DateField
        id="offre-debut"
        name="date-debut"
        label="Date de début"
        required
        defaultValue={values['offre-debut']}
        error={errors['offre-debut']}
      />
      <DateField
        id="offre-expiration"
        name="date-expiration"
        label="Date d’expiration de l’offre"
        required
        defaultValue={values['offre-expiration']}
        error={errors['offre-expiration']}
      />
      <FileField
        id="offre-logo"
        name="logo"
        label="Logo de l’entreprise"
        accept={LOGO_ACCEPT}
        maxSizeBytes={TWO_MB}
        error={errors['offre-logo']}
      />
      <Checkbox
        id="offre-cgu"
        name="cgu"
        label="J’accepte les conditions de publication des offres d’emploi"
        required
        error={errors['offre-cgu']}
      />
      <div>
        <Button type="submit">Publier l’offre</Button>
      </div>
    </form>
  );
}

const meta = {
  title: 'Composants/Form',
  component: JobOfferForm,
  args: { errors: {}, values: {} },
  parameters: { controls: { disable: true } },
} satisfies Meta<typeof JobOfferForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const JobOffer: Story = {};

/**
 * After a rejected submission: the summary lists the errors (in the order of the fields), each
 * field shows its message, and everything typed is still there (a chosen file must be chosen again).
 */
export const JobOfferWithErrors: Story = {
  args: {
    values: {
      'offre-titre': 'Commis de cuisine en apprentissage (H/F)',
      'offre-contrat': 'apprentissage',
      'offre-ville': 'Rennes',
      'offre-cp': '3500',
      'offre-debut': '2025-09-01',
      'offre-expiration': '2024-06-30',
    },
    errors: {
      'offre-description': fieldMessages.required('la description du poste'),
      'offre-cp': fieldMessages.postalCode,
      'offre-expiration': fieldMessages.dateInPast,
      'offre-logo': fieldMessages.fileType(acceptedFormats(LOGO_ACCEPT)),
      'offre-cgu': fieldMessages.mustAccept('les conditions de publication'),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole('alert', { name: 'Le formulaire contient 5 erreurs' });
    await expect(within(summary).getAllByRole('link')).toHaveLength(5);
    await expect(canvas.getByRole('textbox', { name: 'Code postal (obligatoire)' })).toHaveValue('3500');
    await expect(canvas.getByRole('combobox', { name: 'Type de contrat (obligatoire)' })).toHaveValue('apprentissage');
  },
};
