import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, within } from 'storybook/test';
import { fieldMessages, Select } from '@campus/ui';

const contracts = [
  { value: 'apprentissage', label: 'Contrat d’apprentissage' },
  { value: 'professionnalisation', label: 'Contrat de professionnalisation' },
  { value: 'stage', label: 'Stage' },
  { value: 'cdd', label: 'CDD saisonnier' },
  { value: 'cdi', label: 'CDI (bientôt disponible)', disabled: true },
];

const meta = {
  title: 'Composants/Select',
  component: Select,
  args: { label: 'Type de contrat', name: 'contrat', options: contracts, placeholder: true },
  argTypes: { width: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'full'] } },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = {
  args: { hint: 'Le contrat que l’entreprise propose à l’apprenti.', defaultValue: 'apprentissage' },
};

export const WithError: Story = {
  args: { required: true, error: fieldMessages.choose('le type de contrat') },
};

/** After an error elsewhere in the form, the option chosen stays chosen. */
export const WithErrorKeepsChoice: Story = {
  args: { defaultValue: 'stage', error: 'Un stage ne peut pas dépasser 6 mois : modifiez les dates ci-dessous.' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Type de contrat' });
    await expect(select).toHaveValue('stage');
    await expect(select).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Required: Story = { args: { required: true } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'apprentissage' } };

export const LongFrenchLabel: Story = {
  args: {
    label: 'Diplôme préparé pendant l’alternance au sein du centre de formation des apprentis',
    name: 'diplome',
    options: [
      { value: 'cap-cuisine', label: 'CAP Cuisine' },
      { value: 'cap-boulanger', label: 'CAP Boulanger' },
      { value: 'bp-arts-cuisine', label: 'Brevet professionnel Arts de la cuisine' },
      { value: 'bts-mhr', label: 'BTS Management en hôtellerie-restauration' },
    ],
    width: 'md',
  },
};

/** Options may also be given as children, e.g. grouped. */
export const WithGroups: Story = {
  args: {
    label: 'Formation souhaitée',
    name: 'formation',
    options: [],
    children: (
      <>
        <optgroup label="Cuisine">
          <option value="cap-cuisine">CAP Cuisine</option>
          <option value="bp-arts-cuisine">BP Arts de la cuisine</option>
        </optgroup>
        <optgroup label="Boulangerie-pâtisserie">
          <option value="cap-boulanger">CAP Boulanger</option>
          <option value="cap-patissier">CAP Pâtissier</option>
        </optgroup>
      </>
    ),
  },
};
