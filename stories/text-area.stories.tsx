import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, within } from 'storybook/test';
import { fieldMessages, TextArea } from '@campus/ui';

const typed =
  'Au sein de notre brasserie du centre-ville, vous participerez à la mise en place, à la préparation des entrées et des desserts, ainsi qu’au service du midi, du mardi au samedi, aux côtés de notre chef et de deux commis.';

const meta = {
  title: 'Composants/TextArea',
  component: TextArea,
  args: { label: 'Votre message', name: 'message' },
  argTypes: { width: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'full'] } },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = {
  args: {
    label: 'Description du poste',
    name: 'description',
    hint: 'Missions, horaires, tenue fournie, avantages (repas, logement).',
  },
};

/** The text the user typed stays in the field beside the message. */
export const WithError: Story = {
  args: {
    label: 'Description du poste',
    name: 'description',
    defaultValue: typed,
    error: fieldMessages.tooLong(200),
  },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Description du poste' });
    await expect(textarea).toHaveValue(typed);
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Required: Story = { args: { required: true } };

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Votre demande a déjà été transmise au service des admissions.' },
};

export const LongFrenchLabel: Story = {
  args: {
    label:
      'Décrivez en quelques lignes votre projet professionnel, votre expérience en cuisine ou en pâtisserie et ce qui vous motive à rejoindre notre restaurant d’application',
    name: 'motivation',
    required: true,
    hint: 'Ce texte sera lu par le jury d’admission avant l’entretien.',
  },
};
