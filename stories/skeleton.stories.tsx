import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, within } from 'storybook/test';
import { CardSkeleton, LoadingRegion, Skeleton } from '@campus/ui';

const meta = {
  title: 'Composants/Skeleton',
  component: Skeleton,
  args: { variant: 'text', lines: 3 },
  argTypes: { variant: { control: 'inline-radio', options: ['text', 'rect', 'circle'] } },
  // Skeletons are silent: the region says "Chargement…" once to screen readers.
  render: (args) => (
    <LoadingRegion style={{ maxWidth: '32rem' }}>
      <Skeleton {...args} />
    </LoadingRegion>
  ),
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Chargement…');
  },
};

export const Rect: Story = { args: { variant: 'rect', height: '10rem' } };

export const Circle: Story = { args: { variant: 'circle', width: 64 } };

/** An avatar beside two lines, such as a testimonial. */
export const Composed: Story = {
  render: () => (
    <LoadingRegion>
      <div style={{ display: 'flex', gap: 'var(--space-4)', alignItems: 'center' }}>
        <Skeleton variant="circle" width={56} />
        <Skeleton lines={2} width="16rem" />
      </div>
    </LoadingRegion>
  ),
};

/** A list of offers loading: one announcement, six card shapes. */
export const CardGrid: Story = {
  render: () => (
    <LoadingRegion label="Chargement des offres d’emploi…">
      <div style={{ display: 'grid', gap: 'var(--space-6)', gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))' }}>
        {Array.from({ length: 6 }, (_, index) => (
          <CardSkeleton key={index} />
        ))}
      </div>
    </LoadingRegion>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Chargement des offres d’emploi…');
  },
};
