import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, within } from 'storybook/test';
import { fieldMessages, TextField } from '@campus/ui';

const meta = {
  title: 'Composants/TextField',
  component: TextField,
  args: { label: 'Nom', name: 'nom', autoComplete: 'family-name' },
  argTypes: {
    type: { control: 'select', options: ['text', 'email', 'tel', 'url', 'password', 'number', 'search'] },
    width: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'full'] },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = {
  args: {
    label: 'Adresse e-mail',
    name: 'email',
    type: 'email',
    autoComplete: 'email',
    hint: 'Nous vous répondrons à cette adresse, par exemple nom@exemple.fr.',
  },
};

/** The value the user typed stays in the field beside the message. */
export const WithError: Story = {
  args: {
    label: 'Adresse e-mail',
    name: 'email',
    type: 'email',
    autoComplete: 'email',
    defaultValue: 'jean.dupont@exemple',
    error: fieldMessages.invalidEmail,
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Adresse e-mail' });
    await expect(input).toHaveValue('jean.dupont@exemple');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(`Erreur : ${fieldMessages.invalidEmail}`);
  },
};

export const Required: Story = {
  args: {
    label: 'Titre de l’offre',
    name: 'titre',
    autoComplete: 'off',
    required: true,
    maxLength: 80,
    hint: '80 caractères au maximum, par exemple « Commis de cuisine en apprentissage ».',
  },
};

export const Disabled: Story = {
  args: {
    label: 'Établissement de formation',
    name: 'etablissement',
    autoComplete: 'off',
    defaultValue: 'CFA des métiers de la restauration — campus de Rennes',
    disabled: true,
  },
};

export const LongFrenchLabel: Story = {
  args: {
    label:
      'Nom et adresse complète de l’entreprise d’accueil (restaurant, boulangerie, hôtel) où se déroulera la période en entreprise de l’alternance',
    name: 'entreprise',
    autoComplete: 'organization',
    required: true,
    hint: 'Indiquez le nom commercial tel qu’il figure sur l’extrait Kbis, puis le numéro et le nom de la rue.',
    error: fieldMessages.required('le nom et l’adresse de l’entreprise d’accueil'),
  },
};

/** A short field: a postal code has 5 digits. */
export const PostalCode: Story = {
  args: {
    label: 'Code postal',
    name: 'code-postal',
    autoComplete: 'postal-code',
    inputMode: 'numeric',
    maxLength: 5,
    width: 'xs',
    required: true,
    defaultValue: '3500',
    error: fieldMessages.postalCode,
  },
};

export const Password: Story = {
  args: {
    label: 'Mot de passe',
    name: 'mot-de-passe',
    type: 'password',
    autoComplete: 'current-password',
    width: 'md',
    required: true,
  },
};
