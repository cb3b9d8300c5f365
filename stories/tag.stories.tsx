import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import type { MouseEvent } from 'react';
import { expect, within } from 'storybook/test';
import { Tag, TagList } from '@campus/ui';

/** The preview has none of the site's pages: clicking a tag link stays on the story. */
function preventNavigation(event: MouseEvent<HTMLDivElement>) {
  if (event.target instanceof Element && event.target.closest('a')) event.preventDefault();
}

const meta = {
  title: 'Composants/Tag',
  component: Tag,
  args: { children: 'Boulangerie', variant: 'neutral' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['neutral', 'brand', 'success', 'warning', 'danger', 'info'] },
  },
  decorators: [
    (Story) => (
      <div onClickCapture={preventNavigation}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};

export const Brand: Story = { args: { variant: 'brand', children: 'CAP' } };

export const Success: Story = { args: { variant: 'success', children: 'Publiée' } };

export const Warning: Story = { args: { variant: 'warning', children: 'Brouillon' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Expirée' } };

export const Info: Story = { args: { variant: 'info', children: 'Déjeuner' } };

export const AsLink: Story = {
  args: { variant: 'brand', children: 'Métiers de bouche', href: '/metiers?secteur=metiers-de-bouche' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Métiers de bouche' });
    await expect(link).toHaveAttribute('href', '/metiers?secteur=metiers-de-bouche');
  },
};

export const LongFrenchLabel: Story = {
  args: { children: 'Certificat de qualification professionnelle « Commis de cuisine » en alternance' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '16rem' }}>
        <Story />
      </div>
    ),
  ],
};

export const AllVariants: Story = {
  render: () => (
    <TagList label="Exemples d’étiquettes">
      <Tag>Neutre</Tag>
      <Tag variant="brand">CAP</Tag>
      <Tag variant="success">Publiée</Tag>
      <Tag variant="warning">Brouillon</Tag>
      <Tag variant="danger">Expirée</Tag>
      <Tag variant="info">Déjeuner</Tag>
    </TagList>
  ),
};

export const ListOfLinks: Story = {
  render: () => (
    <TagList label="Diplômes préparés">
      {['CAP', 'BP', 'Bac pro', 'BTS', 'Mention complémentaire'].map((diploma) => (
        <Tag key={diploma} variant="brand" href={`/formations?diplome=${encodeURIComponent(diploma)}`}>
          {diploma}
        </Tag>
      ))}
    </TagList>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Diplômes préparés' });
    await expect(within(list).getAllByRole('link')).toHaveLength(5);
  },
};
