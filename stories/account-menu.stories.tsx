import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import type { FormEvent, MouseEvent } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { AccountMenu } from '@campus/ui';

/** The stories have no pages behind their links: stay on the story. */
function preventNavigation(event: MouseEvent<HTMLDivElement>) {
  if (event.target instanceof Element && event.target.closest('a')) event.preventDefault();
}

function preventSubmit(event: FormEvent<HTMLFormElement>) {
  event.preventDefault();
}

/** The site renders a form here: signing out is a POST carrying a CSRF token. */
const logout = (
  <form method="post" action="/logout" onSubmit={preventSubmit}>
    <input type="hidden" name="csrf_token" value="exemple" />
    <button type="submit">Se déconnecter</button>
  </form>
);

const meta = {
  title: 'Mise en page/AccountMenu',
  component: AccountMenu,
  args: { user: null, loginHref: '/login' },
  argTypes: { logout: { control: false }, linkAs: { control: false }, menuLabel: { control: false } },
  decorators: [
    // The menu sits at the right end of the header: its panel opens towards the left.
    (Story) => (
      <div
        style={{ display: 'flex', justifyContent: 'flex-end', minHeight: '20rem' }}
        onClickCapture={preventNavigation}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AccountMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: a link to the sign-in page. */
export const Anonymous: Story = {};

/** A signed-in company, menu closed. */
export const LoggedIn: Story = {
  args: { user: { name: 'Boulangerie Martin' }, logout },
};

/** The menu opened (by the play function, as a keyboard or mouse user would). */
export const Open: Story = {
  args: { user: { name: 'Boulangerie Martin' }, logout },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Mon compte (Boulangerie Martin)'));
    await expect(canvas.getByRole('link', { name: 'Mon profil' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
  },
};

/** A long company name wraps in the button. */
export const LongName: Story = {
  args: { user: { name: 'Boucherie-Charcuterie-Traiteur Le Goff et Fils, maîtres artisans' }, logout },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByText(/^Mon compte \(Boucherie/));
  },
};

/** An apprentice's account: other links, no logout slot. */
export const ApprenticeLinks: Story = {
  args: {
    user: { name: 'Léa Morvan' },
    links: [
      { label: 'Mon profil', href: '/profile' },
      { label: 'Mes candidatures', href: '/mes-candidatures' },
      { label: 'Mon emploi du temps', href: '/emploi-du-temps' },
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByText('Mon compte (Léa Morvan)'));
  },
};
