import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, within } from 'storybook/test';
import { DateField, fieldMessages } from '@campus/ui';

const meta = {
  title: 'Composants/DateField',
  component: DateField,
  args: { label: 'Date de début du contrat', name: 'date-debut' },
  argTypes: { width: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'full'] } },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The format hint is shown by default, for browsers that show a text input. */
export const Default: Story = {};

export const WithHint: Story = {
  args: {
    label: 'Date d’expiration de l’offre',
    name: 'date-expiration',
    hint: 'Après cette date, l’offre n’est plus affichée. Format : jj/mm/aaaa',
    min: '2025-09-01',
  },
};

/** The date the user typed stays in the field beside the message. */
export const WithError: Story = {
  args: {
    label: 'Date d’expiration de l’offre',
    name: 'date-expiration',
    defaultValue: '2024-06-30',
    error: fieldMessages.dateInPast,
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Date d’expiration de l’offre');
    await expect(input).toHaveValue('2024-06-30');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Required: Story = { args: { required: true, defaultValue: '2025-09-01' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: '2025-09-01' } };

export const WithoutHint: Story = { args: { label: 'Date de naissance', name: 'naissance', autoComplete: 'bday', hint: null } };

export const LongFrenchLabel: Story = {
  args: {
    label: 'Date à laquelle l’apprenti pourra commencer sa première période en entreprise, après l’accueil au CFA',
    name: 'date-entreprise',
    required: true,
  },
};
