// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsentBanner, YouTubeEmbed, type YouTubeEmbedProps } from '../index';
import { resetConsentStore } from './consent-store';
import { consentScript, installFakeTarteaucitron, removeTarteaucitron } from '../../test/fake-tarteaucitron';

afterEach(() => {
  cleanup();
  removeTarteaucitron();
  resetConsentStore();
  vi.restoreAllMocks();
  document.cookie = 'tarteaucitron=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

const TITLE = 'Visite du restaurant d’application';

/** A page with the consent banner whose library has loaded. */
function renderWithConsent(props: Partial<YouTubeEmbedProps> = {}, { ready = true } = {}) {
  const view = render(
    <>
      <ConsentBanner />
      <YouTubeEmbed videoId="M7lc1UVf-VE" title={TITLE} {...props} />
    </>,
  );
  const fake = installFakeTarteaucitron();
  act(() => {
    consentScript()?.dispatchEvent(new Event('load'));
  });
  if (ready) act(() => fake.finishLoading());
  return { ...view, fake };
}

describe('YouTubeEmbed', () => {
  it('has no accessibility violations before consent (with or without consent manager)', async () => {
    for (const skip of [false, true]) {
      const { container } = render(
        <>
          <ConsentBanner skip={skip} />
          <YouTubeEmbed videoId="M7lc1UVf-VE" title={TITLE} />
        </>,
      );
      // jsdom cannot compute colours: contrast is checked on the stories in a real browser.
      const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
      expect(results.violations).toEqual([]);
      cleanup();
      resetConsentStore();
    }
  });

  it('before consent, shows a placeholder named by the title, that explains and offers a choice', () => {
    renderWithConsent();
    const placeholder = screen.getByRole('group', { name: TITLE });
    expect(placeholder.textContent).toContain('hébergée par YouTube, qui peut déposer des cookies');
    expect(screen.getByRole('button', { name: 'Autoriser YouTube et lire la vidéo' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Gérer mes cookies' }).getAttribute('href')).toBe('#tarteaucitron');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('allows YouTube through tarteaucitron, then shows the player and moves focus to it', () => {
    const { fake } = renderWithConsent();
    fireEvent.click(screen.getByRole('button', { name: 'Autoriser YouTube et lire la vidéo' }));
    expect(fake.setConsentCalls).toEqual([['youtube', true]]);
    const frame = screen.getByTitle(TITLE);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/M7lc1UVf-VE');
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(frame.hasAttribute('allowfullscreen')).toBe(true);
    expect(document.activeElement).toBe(frame);
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('clicked before the library is ready, the grant waits for it', () => {
    const { fake } = renderWithConsent({}, { ready: false });
    fireEvent.click(screen.getByRole('button', { name: 'Autoriser YouTube et lire la vidéo' }));
    expect(fake.setConsentCalls).toEqual([]);
    act(() => fake.finishLoading());
    expect(fake.setConsentCalls).toEqual([['youtube', true]]);
    expect(screen.getByTitle(TITLE).tagName).toBe('IFRAME');
  });

  it('for a visitor who refused everything (library not loaded), offers the choice; allowing loads the library and plays', () => {
    document.cookie = 'tarteaucitron=!youtube=false; path=/';
    render(
      <>
        <ConsentBanner />
        <YouTubeEmbed videoId="M7lc1UVf-VE" title={TITLE} />
      </>,
    );
    expect(consentScript()).toBeNull();
    expect(screen.getByRole('link', { name: 'Gérer mes cookies' }).getAttribute('href')).toBe('#tarteaucitron');
    fireEvent.click(screen.getByRole('button', { name: 'Autoriser YouTube et lire la vidéo' }));
    const fake = installFakeTarteaucitron();
    act(() => {
      consentScript()?.dispatchEvent(new Event('load'));
    });
    act(() => fake.finishLoading());
    expect(fake.setConsentCalls).toEqual([['youtube', true]]);
    expect(screen.getByTitle(TITLE).tagName).toBe('IFRAME');
    expect(document.activeElement).toBe(screen.getByTitle(TITLE));
  });

  it('follows a choice made in the banner, and a later refusal', () => {
    const { fake } = renderWithConsent({ start: 95 });
    act(() => fake.setConsent('youtube', true));
    expect(screen.getByTitle(TITLE).getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?start=95');
    expect(document.activeElement).toBe(document.body);
    act(() => fake.setConsent('youtube', false));
    expect(screen.getByRole('group', { name: TITLE })).toBeTruthy();
  });

  it('without consent manager (skipped or failed), links to YouTube instead of offering a choice', () => {
    render(
      <>
        <ConsentBanner skip />
        <YouTubeEmbed videoId="M7lc1UVf-VE" title={TITLE} />
      </>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Gérer mes cookies' })).toBeNull();
    const link = screen.getByRole('link', { name: /^Regarder la vidéo sur YouTube ?\(nouvelle fenêtre\)$/ });
    expect(link.getAttribute('href')).toBe('https://www.youtube.com/watch?v=M7lc1UVf-VE');
  });

  it('lets every text be overridden', () => {
    renderWithConsent({
      description: 'Vidéo hébergée chez YouTube.',
      allowLabel: 'Lire la vidéo',
      manageLabel: 'Mes préférences',
    });
    expect(screen.getByRole('group', { name: TITLE }).textContent).toContain('Vidéo hébergée chez YouTube.');
    expect(screen.getByRole('button', { name: 'Lire la vidéo' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mes préférences' })).toBeTruthy();
  });

  describe('throws an Error naming the invalid prop', () => {
    const cases: [string, Partial<YouTubeEmbedProps>][] = [
      ['videoId', { videoId: 'https://www.youtube.com/watch?v=M7lc1UVf-VE' }],
      ['videoId', { videoId: 'M7lc1UVf-V' }],
      ['videoId', { videoId: 'M7lc1UVf-VE1' }],
      ['videoId', { videoId: 'M7lc1UVf VE' }],
      ['title', { title: '' }],
      ['title', { title: '   ' }],
      ['start', { start: -1 }],
      ['start', { start: 1.5 }],
    ];
    it.each(cases)('%s: %j', (prop, props) => {
      // React logs the errors thrown while rendering: keep the test output readable.
      const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
      const renderInvalid = () => render(<YouTubeEmbed videoId="M7lc1UVf-VE" title={TITLE} {...props} />);
      expect(renderInvalid).toThrow(new RegExp(`^YouTubeEmbed: "${prop}"`));
      spy.mockRestore();
    });
  });
});
