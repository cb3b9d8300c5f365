// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import axe from 'axe-core';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ConsentBanner,
  getConsentStatus,
  isConsentGranted,
  openConsentPanel,
  pushVirtualPageView,
  subscribeConsent,
  subscribeConsentStatus,
} from '../index';
import { resetConsentStore } from './consent-store';
import { consentScript, installFakeTarteaucitron, removeTarteaucitron } from '../../test/fake-tarteaucitron';

afterEach(() => {
  cleanup();
  removeTarteaucitron();
  resetConsentStore();
  vi.restoreAllMocks();
});

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
});
