import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, within } from 'storybook/test';
import { DateBadge } from '@campus/ui';

const meta = {
  title: 'Composants/DateBadge',
  component: DateBadge,
  args: { date: '2026-04-14', showYear: false },
  // Dates are ISO 8601 strings here: keep Storybook's date picker (timestamps) off them.
  argTypes: { date: { control: 'text' }, endDate: { control: 'text' } },
} satisfies Meta<typeof DateBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {
  play: async ({ canvasElement }) => {
    const time = canvasElement.querySelector('time');
    await expect(time).toHaveAttribute('datetime', '2026-04-14');
    await expect(within(canvasElement).getByText('mardi 14 avril 2026')).toBeInTheDocument();
  },
};

export const WithYear: Story = { args: { showYear: true } };

/** 23 h 30 UTC on the 29th is already the 30th in Paris: the badge always shows the Paris date. */
export const ParisTimeZone: Story = { args: { date: '2026-03-29T23:30:00Z', showYear: true } };

export const FirstOfTheMonth: Story = { args: { date: '2026-05-01' } };

export const Range: Story = { args: { endDate: '2026-04-16' } };

export const RangeWithYear: Story = { args: { endDate: '2026-04-16', showYear: true } };

export const RangeAcrossMonths: Story = { args: { date: '2026-04-28', endDate: '2026-05-02' } };

/** Across two years, the years are always shown. */
export const RangeAcrossYears: Story = { args: { date: '2026-12-28', endDate: '2027-01-03' } };

export const CustomLabel: Story = {
  args: { endDate: '2026-04-16', label: 'Journées portes ouvertes, du mardi 14 au jeudi 16 avril 2026' },
};
