// A hand-written test double of the tarteaucitron global, for the wrapper's unit tests (jsdom
// loads no script). The real library is exercised by the stories. Not exported by the package.
import type { Tarteaucitron, TarteaucitronParameters } from '../src/consent/tarteaucitron-types';

export type FakeTarteaucitron = Tarteaucitron & {
  initCalls: TarteaucitronParameters[];
  setConsentCalls: [string, boolean][];
  openPanelCalls: number;
  sizingCalls: string[];
  /** What the real library does once its files are in: services ready, panel lines, then `events.load`. */
  finishLoading: () => void;
};

/** Defines `window.tarteaucitron` as the library's script would. */
export function installFakeTarteaucitron(): FakeTarteaucitron {
  const fake: FakeTarteaucitron = {
    initCalls: [],
    setConsentCalls: [],
    openPanelCalls: 0,
    sizingCalls: [],
    user: {},
    state: {},
    events: {},
    services: {
      googletagmanager: {
        key: 'googletagmanager',
        name: 'Google Tag Manager',
        // As tarteaucitron.services.js does (minus adding gtm.js).
        js: () => {
          window.dataLayer = window.dataLayer ?? [];
          window.dataLayer.push({ 'gtm.start': 1767225600000, event: 'gtm.js' });
        },
      },
      youtube: { key: 'youtube', name: 'YouTube', js: () => {} },
    },
    init: (parameters) => {
      fake.initCalls.push(parameters);
    },
    setConsent: (service, status) => {
      fake.setConsentCalls.push([service, status]);
      fake.state[service] = status;
      document.dispatchEvent(new Event(`${service}_${status ? 'allowed' : 'disallowed'}`));
    },
    userInterface: {
      openPanel: () => {
        fake.openPanelCalls += 1;
      },
      closePanel: () => {},
      jsSizing: (type) => {
        fake.sizingCalls.push(type);
      },
    },
    finishLoading: () => {
      window.dispatchEvent(new Event('tac.root_available'));
      for (const job of fake.job ?? []) {
        const allow = document.createElement('button');
        allow.id = `${job}Allowed`;
        document.body.append(allow);
        document.dispatchEvent(new Event(`${job}_added`));
      }
      fake.events.load?.();
    },
  };
  window.tarteaucitron = fake;
  return fake;
}

/** The script element the banner added, found by its `src` attribute. */
export function consentScript(src = '/tarteaucitron/tarteaucitron.js'): HTMLScriptElement | null {
  return document.head.querySelector<HTMLScriptElement>(`script[src="${src}"]`);
}

/** Back to a blank page between tests (the library lives for the page). */
export function removeTarteaucitron(): void {
  delete window.tarteaucitron;
  delete window.dataLayer;
  for (const script of document.head.querySelectorAll('script')) script.remove();
  for (const button of document.querySelectorAll('[id$="Allowed"]')) button.remove();
}
