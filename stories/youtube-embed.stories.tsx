import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ConsentBanner, getConsentStatus, YouTubeEmbed } from '@campus/ui';

/**
 * A YouTube video shown only once YouTube is allowed in the consent manager (tarteaucitron).
 * Before that, a placeholder explains why and offers to allow YouTube or to manage cookies.
 * There is no network in the story tests: the player's frame is masked in screenshots.
 *
 * The stories with a `ConsentBanner` start from a clean state (no `tarteaucitron` cookie) and
 * reload the preview when left, since the library lives for the whole page.
 */
const meta = {
  title: 'Composants/YouTubeEmbed',
  component: YouTubeEmbed,
  args: { videoId: 'M7lc1UVf-VE', title: 'Visite du restaurant d’application du CFA' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem' }}>
        <Story />
      </div>
    ),
  ],
  beforeEach: () => {
    if (getConsentStatus() === 'idle') {
      document.cookie = 'tarteaucitron=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; samesite=lax';
    }
    return () => {
      // The next story must not inherit the banner, its choices or a failed start: reload the
      // preview (already at the next story's URL), without a #tarteaucitron that would open the panel.
      if (getConsentStatus() === 'idle') return;
      window.history.replaceState(null, '', window.location.pathname + window.location.search);
      window.location.reload();
    };
  },
} satisfies Meta<typeof YouTubeEmbed>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before consent (here without consent manager on the page). */
export const Placeholder: Story = {
  name: 'Avant le consentement',
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('group', { name: 'Visite du restaurant d’application du CFA' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Autoriser YouTube et lire la vidéo' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Gérer mes cookies' })).toHaveAttribute('href', '#tarteaucitron');
  },
};

/** In a narrow column, the placeholder grows beyond 16:9 rather than cut its text. */
export const LongFrenchTitle: Story = {
  name: 'Titre long',
  args: {
    title:
      'Journée portes ouvertes : les ateliers de boulangerie-pâtisserie, la cuisine pédagogique et le restaurant d’application présentés par les apprentis',
    start: 42,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '20rem' }}>
        <Story />
      </div>
    ),
  ],
};

/**
 * The visitor refused everything, then allows YouTube from the video: tarteaucitron stores the
 * choice (as from its panel) and the player appears, with focus.
 */
export const GrantFromPlaceholder: Story = {
  name: 'Autorisation depuis la vidéo',
  tags: ['!autodocs'],
  render: (args) => (
    <>
      <ConsentBanner />
      <YouTubeEmbed {...args} />
    </>
  ),
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(getConsentStatus()).toBe('ready'), { timeout: 10_000 });
    const banner = await screen.findByRole('dialog', { name: 'Panneau de gestion des cookies' });
    await userEvent.click(within(banner).getByRole('button', { name: 'Cookies : Tout refuser' }));
    await waitFor(() => expect(banner).not.toBeVisible());
    await expect(document.cookie).toContain('youtube=false');

    await userEvent.click(canvas.getByRole('button', { name: 'Autoriser YouTube et lire la vidéo' }));
    const player = await canvas.findByTitle(args.title);
    await expect(player.tagName).toBe('IFRAME');
    await expect(document.cookie).toContain('youtube=true');
    await waitFor(() => expect(document.activeElement).toBe(player));
  },
};

/** On a page without consent manager (PDF pages), the video can only be watched on YouTube. */
export const WithoutConsentManager: Story = {
  name: 'Sans gestion des cookies',
  tags: ['!autodocs'],
  render: (args) => (
    <>
      <ConsentBanner skip />
      <YouTubeEmbed {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    const link = await canvas.findByRole('link', { name: /Regarder la vidéo sur YouTube/ });
    await expect(link).toHaveAttribute('href', 'https://www.youtube.com/watch?v=M7lc1UVf-VE');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
