import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, within } from 'storybook/test';
import { Button, EmptyState, Link } from '@campus/ui';

/** A decorative magnifying glass over an empty page, drawn with the design tokens. */
function SearchIllustration() {
  return (
    <svg viewBox="0 0 160 120" width="160" height="120">
      <rect x="30" y="14" width="76" height="92" rx="8" style={{ fill: 'var(--color-surface)', stroke: 'var(--color-border-strong)' }} strokeWidth="2" />
      <path d="M44 36h48M44 50h40M44 64h30" style={{ stroke: 'var(--color-border)' }} strokeWidth="6" strokeLinecap="round" />
      <circle cx="108" cy="74" r="22" style={{ fill: 'var(--color-brand-soft)', stroke: 'var(--color-brand)' }} strokeWidth="6" />
      <path d="m124 90 18 18" style={{ stroke: 'var(--color-brand)' }} strokeWidth="8" strokeLinecap="round" />
    </svg>
  );
}

const meta = {
  title: 'Composants/EmptyState',
  component: EmptyState,
  args: {
    title: 'Aucune offre d’emploi ne correspond à votre recherche.',
    children: 'Essayez d’élargir votre recherche à d’autres villes ou à d’autres types de contrat.',
  },
  argTypes: { headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithAction: Story = {
  args: { action: <Button variant="secondary">Effacer les filtres</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Aucune offre d’emploi');
    await expect(canvas.getByRole('button', { name: 'Effacer les filtres' })).toBeVisible();
  },
};

export const WithIllustration: Story = {
  args: {
    illustration: <SearchIllustration />,
    action: (
      <Link href="/offres-emploi" variant="standalone">
        Voir toutes les offres d’emploi
      </Link>
    ),
  },
};

export const TitleOnly: Story = { args: { title: 'Aucun article pour le moment.', children: undefined } };

export const LongText: Story = {
  args: {
    headingLevel: 3,
    title: 'Vous n’avez encore déposé aucune offre d’emploi ni aucune proposition de stage pour les apprentis du CFA',
    children: (
      <p>
        Les offres que vous déposez sont relues par le service des relations entreprises, puis publiées sur le site et
        transmises aux apprentis en cuisine, en boulangerie-pâtisserie et en hôtellerie-restauration qui recherchent une
        entreprise d’accueil pour la rentrée.
      </p>
    ),
    action: <Button>Déposer une offre</Button>,
  },
};
