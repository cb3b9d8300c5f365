import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, within } from 'storybook/test';
import { fieldMessages, FileField } from '@campus/ui';

const TWO_MB = 2 * 1024 * 1024;

const meta = {
  title: 'Composants/FileField',
  component: FileField,
  args: { label: 'Logo de l’entreprise', name: 'logo', accept: 'image/png,image/jpeg', maxSizeBytes: TWO_MB },
  argTypes: { width: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'full'] } },
} satisfies Meta<typeof FileField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The hint is built from `accept` and `maxSizeBytes`. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Logo de l’entreprise');
    await expect(input).toHaveAccessibleDescription('Formats acceptés : PNG, JPEG. Taille maximale : 2\u00a0Mo.');
  },
};

export const WithHint: Story = {
  args: {
    label: 'Curriculum vitae',
    name: 'cv',
    accept: '.pdf',
    hint: 'Votre CV en PDF, de préférence d’une seule page. Taille maximale : 2 Mo.',
  },
};

export const WithError: Story = { args: { error: fieldMessages.fileTooLarge(TWO_MB) } };

export const WrongType: Story = { args: { error: fieldMessages.fileType(['PNG', 'JPEG']) } };

export const Required: Story = { args: { label: 'Curriculum vitae', name: 'cv', accept: '.pdf', required: true } };

export const Disabled: Story = { args: { disabled: true } };

export const Multiple: Story = {
  args: {
    label: 'Photos du restaurant',
    name: 'photos',
    multiple: true,
    accept: 'image/png,image/jpeg,image/webp',
    maxSizeBytes: 5 * 1024 * 1024,
  },
};

export const LongFrenchLabel: Story = {
  args: {
    label:
      'Copie de la convention de formation signée par l’entreprise d’accueil, l’apprenti et son représentant légal s’il est mineur',
    name: 'convention',
    accept: 'application/pdf',
    maxSizeBytes: 10 * 1024 * 1024,
    required: true,
  },
};
