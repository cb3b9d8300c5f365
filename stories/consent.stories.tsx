import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { ConsentBanner, getConsentStatus, openConsentPanel, pushVirtualPageView, YouTubeEmbed } from '@campus/ui';

const VIDEO_TITLE = 'Visite du restaurant d’application du CFA';
const BANNER = 'Panneau de gestion des cookies';

/** A page of the site with a video, under the banner tarteaucitron draws at the end of <body>. */
function RestaurantPage() {
  return (
    <div style={{ maxWidth: '40rem' }}>
      <h2>Le restaurant d’application en vidéo</h2>
      <p>
        Chaque midi, les apprentis en CAP Cuisine et en BP Arts du service et de la commercialisation en
        restauration accueillent le public : découvrez leur service en coulisses.
      </p>
      <YouTubeEmbed videoId="M7lc1UVf-VE" title={VIDEO_TITLE} />
    </div>
  );
}

/** Waits until tarteaucitron has drawn its banner and wired its buttons, then returns the banner. */
async function consentBanner(): Promise<HTMLElement> {
  await waitFor(() => expect(getConsentStatus()).toBe('ready'), { timeout: 10_000 });
  // The panel is a dialog of the same name, hidden until opened: only the banner is found.
  return screen.findByRole('dialog', { name: BANNER });
}

async function answer(choice: 'Tout accepter' | 'Tout refuser'): Promise<void> {
  const banner = await consentBanner();
  await userEvent.click(within(banner).getByRole('button', { name: `Cookies : ${choice}` }));
  await waitFor(() => expect(banner).not.toBeVisible());
}

/**
 * tarteaucitron.js, the site's cookie consent manager. The component renders nothing: the library
 * draws its banner and panel at the end of <body>, in French from `<html lang="fr">` (no floating
 * icon: a link to `#tarteaucitron`, the site's footer, reopens the panel).
 *
 * The library keeps its state for the whole page and is started once. Each story starts from a
 * clean state: the `tarteaucitron` cookie is removed before the library starts, and leaving a story
 * that started it reloads the preview. Changing the controls after it started has no effect.
 */
const meta = {
  title: 'Composants/ConsentBanner',
  component: ConsentBanner,
  // A docs page would render every story in one page, where the library can start only once.
  tags: ['!autodocs'],
  // The banner and the panel are fixed to the viewport: the screenshot is the page, not the story box.
  parameters: { screenshot: { fullPage: true } },
  args: { orientation: 'middle' },
  argTypes: { orientation: { control: 'inline-radio', options: ['middle', 'bottom'] } },
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
  render: (args) => (
    <>
      <ConsentBanner {...args} />
      <RestaurantPage />
    </>
  ),
} satisfies Meta<typeof ConsentBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** First visit: the banner asks, nothing has started, the video waits. */
export const BeforeChoice: Story = {
  name: 'Avant le choix',
  play: async ({ canvas }) => {
    const banner = await consentBanner();
    await expect(within(banner).getByRole('button', { name: 'Cookies : Tout accepter' })).toBeVisible();
    await expect(within(banner).getByRole('button', { name: 'Cookies : Tout refuser' })).toBeVisible();
    await expect(within(banner).getByRole('button', { name: 'Personnaliser (fenêtre modale)' })).toBeVisible();
    await expect(document.cookie).toContain('youtube=wait');
    await expect(canvas.getByRole('button', { name: 'Autoriser YouTube et lire la vidéo' })).toBeVisible();
  },
};

export const AfterAccept: Story = {
  name: 'Après acceptation',
  play: async ({ canvas }) => {
    await answer('Tout accepter');
    await expect(document.cookie).toContain('youtube=true');
    const player = await canvas.findByTitle(VIDEO_TITLE);
    await expect(player.tagName).toBe('IFRAME');
    await expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE');
    // No floating cookie icon over the page: a link to #tarteaucitron (the site's footer) reopens
    // the panel, to change one's mind (story "Réouverture via #tarteaucitron").
    await expect(screen.queryByRole('button', { name: 'Cookies (fenêtre modale)' })).toBeNull();
  },
};

export const AfterDeny: Story = {
  name: 'Après refus',
  play: async ({ canvas }) => {
    await answer('Tout refuser');
    await expect(document.cookie).toContain('youtube=false');
    await expect(canvas.getByRole('group', { name: VIDEO_TITLE })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Autoriser YouTube et lire la vidéo' })).toBeVisible();
    await expect(canvas.queryByTitle(VIDEO_TITLE)).toBeNull();
  },
};

/** After a choice, any link to `#tarteaucitron` ("Gérer mes cookies") reopens the panel. */
export const ReopenWithHash: Story = {
  name: 'Réouverture via #tarteaucitron',
  play: async ({ canvas }) => {
    await answer('Tout refuser');
    await userEvent.click(canvas.getByRole('link', { name: 'Gérer mes cookies' }));
    const panel = await screen.findByRole('dialog', { name: BANNER });
    await expect(within(panel).getByRole('button', { name: 'Interdire YouTube' })).toHaveAttribute('aria-pressed', 'true');
    // tarteaucitron moves focus into the panel, on its close button.
    await waitFor(() => expect(document.activeElement).toBe(within(panel).getByRole('button', { name: 'Fermer' })));
  },
};

/**
 * The script is missing (404): the error is reported once on the console and nothing starts; the
 * video offers to watch it on YouTube instead.
 */
export const LibraryMissing: Story = {
  name: 'Bibliothèque absente',
  args: { scriptUrl: '/tarteaucitron/absent/tarteaucitron.js' },
  beforeEach: () => {
    const error = spyOn(console, 'error').mockImplementation(() => {});
    return () => error.mockRestore();
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(console.error).toHaveBeenCalledWith('Tarteaucitron is not loaded'), { timeout: 10_000 });
    await expect(getConsentStatus()).toBe('error');
    await expect(document.getElementById('tarteaucitronRoot')).toBeNull();
    await expect(canvas.getByRole('link', { name: /Regarder la vidéo sur YouTube/ })).toBeVisible();
  },
};

/** Print and PDF pages: `skip` renders nothing, loads no script and pushes nothing. */
export const Skipped: Story = {
  name: 'Sans consentement (pages PDF)',
  args: { skip: true, gtm: { enabled: true, id: 'GTM-CAMPUS1' } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(getConsentStatus()).toBe('skipped'));
    await expect(document.querySelector('script[src*="tarteaucitron"]')).toBeNull();
    await expect(document.getElementById('tarteaucitronRoot')).toBeNull();
    await expect(window.dataLayer).toBeUndefined();
    await expect(canvas.queryByRole('button', { name: 'Autoriser YouTube et lire la vidéo' })).toBeNull();
  },
};

/**
 * Google Tag Manager enabled, in debug mode. Nothing reaches GTM before consent, nor after a
 * refusal: no gtm.js script, no `dataLayer`, no virtual page view. Once allowed, GTM's start event
 * carries `debug_mode: true` (covered by the unit tests: this story stays offline). Ends on the
 * panel, opened with `openConsentPanel()`, where GTM is listed.
 */
export const GoogleTagManagerDenied: Story = {
  name: 'Google Tag Manager (débogage) refusé',
  args: { gtm: { enabled: true, id: 'GTM-CAMPUS1', debug: true } },
  play: async () => {
    await consentBanner();
    await expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull();
    await expect(window.dataLayer).toBeUndefined();

    await answer('Tout refuser');
    await expect(document.cookie).toContain('googletagmanager=false');
    await expect(pushVirtualPageView('/formations/cap-cuisine', 'CAP Cuisine')).toBe(false);
    await expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull();
    await expect(window.dataLayer).toBeUndefined();

    await expect(openConsentPanel()).toBe(true);
    const panel = await screen.findByRole('dialog', { name: BANNER });
    await expect(within(panel).getByRole('button', { name: 'Interdire Google Tag Manager' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Opening ends when focus has moved into the panel, on its close button.
    await waitFor(() => expect(document.activeElement).toBe(within(panel).getByRole('button', { name: 'Fermer' })));
  },
};
