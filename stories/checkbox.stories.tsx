import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, within } from 'storybook/test';
import { Checkbox, fieldMessages, Link } from '@campus/ui';

const meta = {
  title: 'Composants/Checkbox',
  component: Checkbox,
  args: { label: 'Recevoir la lettre d’information du CFA', name: 'newsletter' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = {
  args: { hint: 'Une lettre par mois : portes ouvertes, menus du restaurant d’application, offres d’emploi.' },
};

export const WithError: Story = {
  args: {
    label: 'J’accepte les conditions générales d’utilisation',
    name: 'cgu',
    required: true,
    error: fieldMessages.mustAccept('les conditions générales d’utilisation'),
  },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', {
      name: 'J’accepte les conditions générales d’utilisation (obligatoire)',
    });
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).not.toBeChecked();
  },
};

/** The label may hold a link, e.g. to the terms being accepted. */
export const Required: Story = {
  args: {
    name: 'cgu',
    required: true,
    label: (
      <>
        J’accepte les <Link href="/conditions-generales">conditions générales d’utilisation</Link>
      </>
    ),
  },
};

export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };

export const LongFrenchLabel: Story = {
  args: {
    name: 'diffusion',
    label:
      'J’autorise le centre de formation à transmettre mes coordonnées aux entreprises partenaires (restaurants, boulangeries, hôtels) qui recherchent un apprenti pour la rentrée de septembre',
    hint: 'Vous pourrez retirer cette autorisation à tout moment depuis votre espace personnel.',
  },
};
