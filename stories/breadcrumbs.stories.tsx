import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import type { MouseEvent } from 'react';
import { expect, within } from 'storybook/test';
import { type BreadcrumbItem, Breadcrumbs } from '@campus/ui';

/** The preview has none of the site's pages: clicking a link stays on the story. */
function preventNavigation(event: MouseEvent<HTMLDivElement>) {
  if (event.target instanceof Element && event.target.closest('a')) event.preventDefault();
}

const longTrail: BreadcrumbItem[] = [
  { label: 'Accueil', href: '/' },
  { label: 'Formations', href: '/formations' },
  { label: 'Hôtellerie, restauration et métiers de bouche', href: '/formations/hotellerie-restauration' },
  { label: 'Formations en apprentissage', href: '/formations/hotellerie-restauration/apprentissage' },
  {
    label: 'Brevet de technicien supérieur Management en hôtellerie-restauration, option B : management d’unité de production culinaire',
    href: '/formations/bts-mhr-option-b',
  },
];

const meta = {
  title: 'Composants/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { label: 'Accueil', href: '/' },
      { label: 'Offres d’emploi', href: '/offres-emploi' },
      { label: 'Apprenti boulanger (H/F)' },
    ],
  },
  decorators: [
    (Story) => (
      <div onClickCapture={preventNavigation}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Short: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Fil d’Ariane' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(2);
    await expect(within(nav).getByText('Apprenti boulanger (H/F)')).toHaveAttribute('aria-current', 'page');
  },
};

export const Long: Story = { args: { items: longTrail } };

/**
 * Small screens: in a narrow container the ancestors are cut with an ellipsis (read in full by
 * screen readers, shown in full on focus) and the current page wraps. The breadcrumbs react to the
 * width they are given (container query), so a 20rem frame shows it whatever the viewport.
 */
export const Mobile: Story = {
  args: { items: longTrail },
  decorators: [
    (Story) => (
      <div style={{ width: '20rem', maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Hôtellerie, restauration et métiers de bouche' });
    await expect(link).toBeInTheDocument();
  },
};

/** An ancestor without a page of its own is shown as text. */
export const WithoutLinkForASection: Story = {
  args: {
    items: [
      { label: 'Accueil', href: '/' },
      { label: 'Le restaurant d’application' },
      { label: 'Menus', href: '/restaurant/menus' },
      { label: 'Menu du jeudi 12 mars' },
    ],
  },
};

export const HomePageOnly: Story = { args: { items: [{ label: 'Accueil', href: '/' }] } };

/** Two breadcrumbs on one page need distinct names (unique landmarks). */
export const CustomLabels: Story = {
  render: (args) => (
    <>
      <Breadcrumbs {...args} label="Vous êtes ici" />
      <Breadcrumbs {...args} items={longTrail.slice(0, 3)} label="Rubrique parente" style={{ marginTop: '1rem' }} />
    </>
  ),
};
