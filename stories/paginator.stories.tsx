import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import type { ComponentProps, MouseEvent } from 'react';
import { useArgs } from 'storybook/preview-api';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
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

/** Interaction test: next, a page number, first and last move the current page. */
export const Default: Story = {
  args: { currentPage: 3 },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Pagination' }));
    expect(nav.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(nav.getByRole('button', { name: 'Page suivante' }));
    await waitFor(() => expect(nav.getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page'));
    expect(nav.getByRole('button', { name: 'Page 3' })).not.toHaveAttribute('aria-current');

    await userEvent.click(nav.getByRole('button', { name: 'Dernière page' }));
    await waitFor(() => expect(nav.getByRole('button', { name: 'Page 12' })).toHaveAttribute('aria-current', 'page'));
    expect(nav.getByRole('button', { name: 'Page suivante' })).toBeDisabled();

    await userEvent.click(nav.getByRole('button', { name: 'Première page' }));
    await waitFor(() => expect(nav.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page'));
    expect(nav.getByRole('button', { name: 'Page précédente' })).toBeDisabled();

    await userEvent.click(nav.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(nav.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page'));
  },
};

/** Interaction test: the keyboard alone (Tab, Enter, Space) changes page. */
export const Keyboard: Story = {
  args: { currentPage: 5 },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement);
    await userEvent.tab(); // Première page
    await userEvent.tab(); // Page précédente
    expect(nav.getByRole('button', { name: 'Page précédente' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(nav.getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page'));
    await userEvent.tab();
    await userEvent.tab();
    expect(nav.getByRole('button', { name: 'Page 3' })).toHaveFocus();
    await userEvent.keyboard(' ');
  },
};

export const FirstPage: Story = { args: { currentPage: 1 } };

export const LastPage: Story = { args: { currentPage: 12 } };

export const ManyPages: Story = { args: { totalItems: 1000, currentPage: 50 } };

/** Interaction test: links carry the page in their URL; the current page is marked. */
export const LinkMode: Story = {
  args: { type: 'link', linkUrl: '/articles?page=[page]', currentPage: 4 },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement);
    expect(nav.getByRole('link', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Page 5' })).toHaveAttribute('href', '/articles?page=5');
    expect(nav.getByRole('link', { name: 'Page suivante' })).toHaveAttribute('href', '/articles?page=5');
    expect(nav.getByRole('link', { name: 'Dernière page' })).toHaveAttribute('href', '/articles?page=12');
    await userEvent.click(nav.getByRole('link', { name: 'Page 5' }));
    await waitFor(() => expect(nav.getByRole('link', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page'));
  },
  decorators: [
    (Story) => (
      <div onClickCapture={preventNavigation}>
        <Story />
      </div>
    ),
  ],
};

/** Interaction test: right to left with Arabic-Indic digits; the next page is on the left. */
export const Rtl: Story = {
  args: { locale: 'ar', dir: 'rtl', totalItems: 500, currentPage: 12 },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement);
    expect(nav.getByRole('navigation')).toHaveAttribute('dir', 'rtl');
    const current = nav.getByRole('button', { name: 'Page ١٢' });
    expect(current).toHaveAttribute('aria-current', 'page');
    const next = nav.getByRole('button', { name: 'Page suivante' });
    expect(next.getBoundingClientRect().right).toBeLessThan(current.getBoundingClientRect().left);
    await userEvent.click(next);
    await waitFor(() => expect(nav.getByRole('button', { name: 'Page ١٣' })).toHaveAttribute('aria-current', 'page'));
  },
};

export const Persian: Story = {
  args: { locale: 'ir', dir: 'rtl', totalItems: 500, currentPage: 12 },
};

export const FewItems: Story = { args: { totalItems: 15, currentPage: 1 } };

/** Degraded mode: the backend gives no count, only whether there is a previous and a next page. */
export const WithoutTotal: Story = {
  args: { totalItems: undefined, currentPage: 3, hasPrevious: true, hasNext: true },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement);
    expect(nav.queryByRole('button', { name: 'Dernière page' })).toBeNull();
    expect(nav.queryByRole('button', { name: 'Première page' })).toBeNull();
    expect(nav.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(nav.getByRole('button', { name: 'Page suivante' }));
    await waitFor(() => expect(nav.getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page'));
  },
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
