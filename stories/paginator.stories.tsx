import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import type { ComponentProps, MouseEvent } from 'react';
import { useArgs } from 'storybook/preview-api';
import { fn } from 'storybook/test';
import { Paginator } from '@campus/ui';

type PaginatorArgs = ComponentProps<typeof Paginator>;

/**
 * Keeps the current page in the story's args, so clicking a control changes page. Storybook's
 * hooks may only run in the story function itself, so this is the `render` of every story.
 */
function renderStateful(args: PaginatorArgs) {
  // eslint-disable-next-line react-hooks/rules-of-hooks -- a Storybook story function, not a component
  const [, updateArgs] = useArgs<PaginatorArgs>();
  return (
    <Paginator
      {...args}
      onChange={(page) => {
        args.onChange?.(page);
        updateArgs({ currentPage: page });
      }}
    />
  );
}

/** Link stories: the preview has no /articles page, so stay on the story and just move the page. */
function preventNavigation(event: MouseEvent<HTMLDivElement>) {
  if (event.target instanceof Element && event.target.closest('a')) event.preventDefault();
}

const meta = {
  title: 'Composants/Paginator',
  component: Paginator,
  args: { totalItems: 120, itemsPerPage: 10, currentPage: 1, maxPagesShown: 5, onChange: fn() },
  argTypes: {
    dir: { control: 'inline-radio', options: ['ltr', 'rtl'] },
    type: { control: 'inline-radio', options: ['button', 'link'] },
    locale: { control: 'inline-radio', options: ['en', 'ar', 'ir'] },
  },
  render: renderStateful,
} satisfies Meta<typeof Paginator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { currentPage: 3 } };

export const FirstPage: Story = { args: { currentPage: 1 } };

export const LastPage: Story = { args: { currentPage: 12 } };

export const ManyPages: Story = { args: { totalItems: 1000, currentPage: 50 } };

export const LinkMode: Story = {
  args: { type: 'link', linkUrl: '/articles?page=[page]', currentPage: 4 },
  decorators: [
    (Story) => (
      <div onClickCapture={preventNavigation}>
        <Story />
      </div>
    ),
  ],
};

export const Rtl: Story = {
  args: { locale: 'ar', dir: 'rtl', totalItems: 500, currentPage: 12 },
};

export const Persian: Story = {
  args: { locale: 'ir', dir: 'rtl', totalItems: 500, currentPage: 12 },
};

export const FewItems: Story = { args: { totalItems: 15, currentPage: 1 } };

/** Degraded mode: the backend gives no count, only whether there is a previous and a next page. */
export const WithoutTotal: Story = {
  args: { totalItems: undefined, currentPage: 3, hasPrevious: true, hasNext: true },
};

export const CustomLabels: Story = {
  args: {
    currentPage: 6,
    label: 'Pages des offres d’emploi',
    previousLabel: 'Offres précédentes',
    nextLabel: 'Offres suivantes',
    firstLabel: 'Premières offres',
    lastLabel: 'Dernières offres',
    pageLabel: (n) => `Offres, page ${n}`,
  },
};
