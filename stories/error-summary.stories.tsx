import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, within } from 'storybook/test';
import { ErrorSummary, TextField, fieldMessages } from '@campus/ui';

const meta = {
  title: 'Composants/ErrorSummary',
  component: ErrorSummary,
  args: {
    errors: [
      { fieldId: 'resume-email', message: fieldMessages.invalidEmail },
      { fieldId: 'resume-cp', message: fieldMessages.postalCode },
    ],
  },
  // The fields the links lead to.
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 'var(--space-6)', maxWidth: '40rem' }}>
      <ErrorSummary {...args} />
      <TextField
        id="resume-email"
        label="Adresse e-mail"
        type="email"
        defaultValue="jean.dupont@exemple"
        error={args.errors.find((item) => item.fieldId === 'resume-email')?.message}
      />
      <TextField
        id="resume-cp"
        label="Code postal"
        width="xs"
        defaultValue="3500"
        error={args.errors.find((item) => item.fieldId === 'resume-cp')?.message}
      />
    </div>
  ),
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SeveralErrors: Story = {
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByRole('alert', { name: 'Le formulaire contient 2 erreurs' });
    const links = within(summary).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(['#resume-email', '#resume-cp']);
  },
};

export const OneError: Story = {
  args: { errors: [{ fieldId: 'resume-cp', message: fieldMessages.postalCode }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Le formulaire contient 1 erreur' })).toBeVisible();
  },
};

export const WithDescription: Story = {
  args: { description: 'Corrigez les champs ci-dessous : ce que vous avez saisi a été conservé.' },
};

/** Nothing is rendered without errors. */
export const NoError: Story = { args: { errors: [] } };
