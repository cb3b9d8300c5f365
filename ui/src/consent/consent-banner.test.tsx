// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import axe from 'axe-core';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ConsentBanner,
  getConsentStatus,
  getServiceConsent,
  grantConsent,
  isConsentGranted,
  openConsentPanel,
  pushVirtualPageView,
  subscribeConsent,
  subscribeConsentStatus,
} from '../index';
import { resetConsentStore } from './consent-store';
import { everyServiceRefused } from './start-consent';
import { consentScript, installFakeTarteaucitron, removeTarteaucitron } from '../../test/fake-tarteaucitron';

afterEach(() => {
  cleanup();
  removeTarteaucitron();
  resetConsentStore();
  vi.restoreAllMocks();
  document.cookie = 'tarteaucitron=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  delete document.documentElement.dataset['consent'];
  window.history.replaceState(null, '', '/');
});

/** tarteaucitron's cookie as the library writes it (`!service=choice` each). */
function decided(value: string) {
  document.cookie = `tarteaucitron=${value}; path=/`;
}

/** The script the banner added "loads": with the fake library defined, or without it. */
function loadScript(src?: string, { withLibrary = true } = {}) {
  const fake = withLibrary ? installFakeTarteaucitron() : undefined;
  act(() => {
    consentScript(src)?.dispatchEvent(new Event('load'));
  });
  return fake;
}

describe('ConsentBanner', () => {
  it('renders nothing itself (tarteaucitron draws the banner) and has no accessibility violations', async () => {
    const { container } = render(<ConsentBanner />);
    expect(container.innerHTML).toBe('');
    // jsdom cannot compute colours: contrast is checked on the stories in a real browser.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });

  it('loads the script once and initialises once, however often it is mounted', () => {
    const { rerender } = render(
      <StrictMode>
        <ConsentBanner />
        <ConsentBanner />
      </StrictMode>,
    );
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    expect(getConsentStatus()).toBe('loading');
    const fake = loadScript();
    rerender(
      <StrictMode>
        <ConsentBanner privacyUrl="/mentions-legales" />
      </StrictMode>,
    );
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    expect(fake?.initCalls).toHaveLength(1);
    expect(fake?.initCalls[0]).toMatchObject({ highPrivacy: true, cookieName: 'tarteaucitron', hashtag: '#tarteaucitron' });
    expect(fake?.job).toEqual(['youtube']);
  });

  it('is ready once the library has drawn its banner, and only then opens the panel', () => {
    render(<ConsentBanner scriptUrl="/vendor/tac/tarteaucitron.js" />);
    const fake = loadScript('/vendor/tac/tarteaucitron.js');
    expect(openConsentPanel()).toBe(false);
    act(() => fake?.finishLoading());
    expect(getConsentStatus()).toBe('ready');
    expect(openConsentPanel()).toBe(true);
    expect(fake?.openPanelCalls).toBe(1);
  });

  it('manages Google Tag Manager only when it is enabled and has an id', () => {
    const { unmount } = render(<ConsentBanner gtm={{ enabled: false, id: 'GTM-AB12CD3' }} />);
    expect(loadScript()?.job).toEqual(['youtube']);
    unmount();
    removeTarteaucitron();
    resetConsentStore();

    render(<ConsentBanner gtm={{ enabled: true, id: 'GTM-AB12CD3' }} />);
    const fake = loadScript();
    expect(fake?.job).toEqual(['googletagmanager', 'youtube']);
    expect(fake?.user['googletagmanagerId']).toBe('GTM-AB12CD3');
  });

  it('with gtm.debug, adds debug_mode to the gtm.js start event GTM reads', () => {
    render(<ConsentBanner gtm={{ enabled: true, id: 'GTM-AB12CD3', debug: true }} />);
    const fake = loadScript();
    act(() => fake?.finishLoading());
    fake?.services['googletagmanager']?.js();
    expect(window.dataLayer).toEqual([{ 'gtm.start': 1767225600000, event: 'gtm.js', debug_mode: true }]);
  });

  it('without gtm.debug, leaves the start event as the library pushes it', () => {
    render(<ConsentBanner gtm={{ enabled: true, id: 'GTM-AB12CD3' }} />);
    const fake = loadScript();
    act(() => fake?.finishLoading());
    fake?.services['googletagmanager']?.js();
    expect(window.dataLayer).toEqual([{ 'gtm.start': 1767225600000, event: 'gtm.js' }]);
  });

  it('with skip, renders nothing, loads no script and pushes nothing', () => {
    const { container } = render(<ConsentBanner skip gtm={{ enabled: true, id: 'GTM-AB12CD3' }} />);
    expect(container.innerHTML).toBe('');
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
    expect(getConsentStatus()).toBe('skipped');
    expect(window.dataLayer).toBeUndefined();
    expect(pushVirtualPageView('/formations', 'Nos formations')).toBe(false);
    expect(window.dataLayer).toBeUndefined();
  });

  describe('when the library is missing', () => {
    it('reports "Tarteaucitron is not loaded" when the script fails to load, and starts nothing', () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      render(<ConsentBanner scriptUrl="/tarteaucitron/absent.js" gtm={{ enabled: true, id: 'GTM-AB12CD3' }} />);
      act(() => {
        consentScript('/tarteaucitron/absent.js')?.dispatchEvent(new Event('error'));
      });
      expect(error.mock.calls).toEqual([['Tarteaucitron is not loaded']]);
      expect(getConsentStatus()).toBe('error');
      expect(window.dataLayer).toBeUndefined();
      expect(openConsentPanel()).toBe(false);
    });

    it('reports it too when the script loads but defines no tarteaucitron', () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      render(<ConsentBanner />);
      loadScript(undefined, { withLibrary: false });
      expect(error.mock.calls).toEqual([['Tarteaucitron is not loaded']]);
      expect(getConsentStatus()).toBe('error');
    });
  });

  it('tells subscribers about each change of a service’s consent and of the status', () => {
    const onYouTube = vi.fn();
    const onStatus = vi.fn();
    const unsubscribe = subscribeConsent('youtube', onYouTube);
    subscribeConsentStatus(onStatus);
    render(<ConsentBanner />);
    const fake = loadScript();
    act(() => fake?.finishLoading());
    expect(onStatus.mock.calls).toEqual([['loading'], ['ready']]);
    act(() => fake?.setConsent('youtube', true));
    act(() => fake?.setConsent('googletagmanager', true));
    act(() => fake?.setConsent('youtube', false));
    expect(onYouTube.mock.calls).toEqual([['granted'], ['denied']]);
    unsubscribe();
    act(() => fake?.setConsent('youtube', true));
    expect(onYouTube).toHaveBeenCalledTimes(2);
  });

  describe('pushVirtualPageView', () => {
    it('pushes a virtual page view only once Google Tag Manager is allowed', () => {
      render(<ConsentBanner gtm={{ enabled: true, id: 'GTM-AB12CD3' }} />);
      const fake = loadScript();
      act(() => fake?.finishLoading());
      expect(pushVirtualPageView('/formations/cuisine', 'CAP Cuisine')).toBe(false);
      expect(window.dataLayer).toBeUndefined();

      act(() => fake?.setConsent('googletagmanager', false));
      expect(pushVirtualPageView('/formations/cuisine', 'CAP Cuisine')).toBe(false);

      act(() => fake?.setConsent('googletagmanager', true));
      expect(isConsentGranted('googletagmanager')).toBe(true);
      expect(pushVirtualPageView('/formations/cuisine', 'CAP Cuisine')).toBe(true);
      expect(window.dataLayer).toEqual([
        { event: 'virtual_page_view', page_path: '/formations/cuisine', page_title: 'CAP Cuisine' },
      ]);
    });
  });

  describe('a visitor whose cookie refuses every service', () => {
    it('reads the cookie as tarteaucitron writes it: every service refused, none allowed, wait or missing', () => {
      expect(everyServiceRefused('tarteaucitron=!youtube=false', ['youtube'])).toBe(true);
      expect(everyServiceRefused('a=1; tarteaucitron=!googletagmanager=false!youtube=false; b=2', ['googletagmanager', 'youtube'])).toBe(true);
      expect(everyServiceRefused('tarteaucitron=%21youtube%3Dfalse', ['youtube'])).toBe(true);
      expect(everyServiceRefused('tarteaucitron=!youtube=true', ['youtube'])).toBe(false);
      expect(everyServiceRefused('tarteaucitron=!youtube=wait', ['youtube'])).toBe(false);
      // Tag Manager configured after the choice: its banner is still to be shown.
      expect(everyServiceRefused('tarteaucitron=!youtube=false', ['googletagmanager', 'youtube'])).toBe(false);
      expect(everyServiceRefused('tarteaucitron2=!youtube=false', ['youtube'])).toBe(false);
      expect(everyServiceRefused('tarteaucitron=%E0%A4%A', ['youtube'])).toBe(false);
      expect(everyServiceRefused('', ['youtube'])).toBe(false);
    });

    it('loads no library: nothing is to start and no banner to draw; every service reads denied', () => {
      decided('!googletagmanager=false!youtube=false');
      render(<ConsentBanner gtm={{ enabled: true, id: 'GTM-AB12CD3' }} />);
      expect(document.head.querySelectorAll('script')).toHaveLength(0);
      expect(getConsentStatus()).toBe('dormant');
      expect(document.documentElement.dataset['consent']).toBe('dormant');
      expect(getServiceConsent('youtube')).toBe('denied');
      expect(isConsentGranted('googletagmanager')).toBe(false);
      expect(pushVirtualPageView('/agenda', 'Agenda')).toBe(false);
      expect(window.dataLayer).toBeUndefined();
    });

    it('loads it as soon as one service is allowed or undecided', () => {
      decided('!youtube=true');
      render(<ConsentBanner />);
      expect(consentScript()).not.toBeNull();
      expect(getConsentStatus()).toBe('loading');
      cleanup();
      removeTarteaucitron();
      resetConsentStore();
      decided('!youtube=false');
      render(<ConsentBanner gtm={{ enabled: true, id: 'GTM-AB12CD3' }} />);
      expect(consentScript()).not.toBeNull();
    });

    it('"Gestion des cookies" (#tarteaucitron) loads the library, which opens its panel from the hash', () => {
      decided('!youtube=false');
      render(<ConsentBanner />);
      act(() => {
        window.location.hash = 'autre';
        window.dispatchEvent(new HashChangeEvent('hashchange'));
      });
      expect(consentScript()).toBeNull();
      act(() => {
        window.location.hash = 'tarteaucitron';
        window.dispatchEvent(new HashChangeEvent('hashchange'));
      });
      expect(document.head.querySelectorAll('script')).toHaveLength(1);
      const fake = loadScript();
      act(() => fake?.finishLoading());
      expect(getConsentStatus()).toBe('ready');
      expect(fake?.initCalls).toHaveLength(1);
      // Once loaded, the panel is tarteaucitron's: the hash does not load it twice.
      act(() => window.dispatchEvent(new HashChangeEvent('hashchange')));
      expect(document.head.querySelectorAll('script')).toHaveLength(1);
    });

    it('starts loading as the visitor reaches for a link to the panel, and only for that link', () => {
      decided('!youtube=false');
      render(<ConsentBanner />);
      const other = document.createElement('a');
      other.href = '/agenda';
      const settings = document.createElement('a');
      settings.setAttribute('href', '#tarteaucitron');
      settings.textContent = 'Gestion des cookies';
      document.body.append(other, settings);
      try {
        act(() => other.dispatchEvent(new Event('pointerover', { bubbles: true })));
        expect(consentScript()).toBeNull();
        act(() => settings.focus());
        expect(getConsentStatus()).toBe('loading');
        expect(document.documentElement.dataset['consent']).toBe('loading');
        act(() => settings.dispatchEvent(new Event('pointerover', { bubbles: true })));
        expect(document.head.querySelectorAll('script')).toHaveLength(1);
      } finally {
        other.remove();
        settings.remove();
      }
    });

    it('fits the panel to the window again two frames after it opens (a fit asked during the start is dropped)', async () => {
      render(<ConsentBanner />);
      const fake = loadScript();
      act(() => fake?.finishLoading());
      const panel = document.createElement('div');
      panel.id = 'tarteaucitron';
      document.body.append(panel);
      try {
        window.dispatchEvent(new Event('tac.open_panel'));
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(fake?.sizingCalls).toEqual([]);
        panel.style.display = 'block';
        window.dispatchEvent(new Event('tac.open_panel'));
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(fake?.sizingCalls).toEqual(['main']);
      } finally {
        panel.remove();
      }
    });

    it('a page opened on #tarteaucitron loads the library at once', () => {
      decided('!youtube=false');
      window.history.replaceState(null, '', '/gestion-des-cookies#tarteaucitron');
      render(<ConsentBanner />);
      expect(consentScript()).not.toBeNull();
    });

    it('openConsentPanel() loads the library and opens the panel once it is ready', () => {
      decided('!youtube=false');
      render(<ConsentBanner />);
      expect(openConsentPanel()).toBe(false);
      expect(getConsentStatus()).toBe('loading');
      const fake = loadScript();
      expect(fake?.openPanelCalls).toBe(0);
      act(() => fake?.finishLoading());
      expect(fake?.openPanelCalls).toBe(1);
    });

    it('a service allowed from its placeholder loads the library, then is granted through it', () => {
      decided('!youtube=false');
      render(<ConsentBanner />);
      expect(grantConsent('youtube')).toBe(false);
      const fake = loadScript();
      act(() => fake?.finishLoading());
      expect(fake?.setConsentCalls).toEqual([['youtube', true]]);
      expect(isConsentGranted('youtube')).toBe(true);
    });
  });
});
