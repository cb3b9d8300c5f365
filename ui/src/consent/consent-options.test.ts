import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTarteaucitronParameters, consentJobs, gtmContainerId } from './consent-options';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('buildTarteaucitronParameters', () => {
  const parameters = buildTarteaucitronParameters({
    privacyUrl: '/politique-de-confidentialite',
    cookiesPageUrl: '/gestion-des-cookies',
    orientation: 'middle',
    baseUrl: 'https://www.cfa-campus.fr/formations/cuisine?page=2',
  });

  it('asks before anything starts, with accept-all and deny-all buttons and a mandatory banner', () => {
    expect(parameters).toMatchObject({
      highPrivacy: true,
      AcceptAllCta: true,
      DenyAllCta: true,
      serviceDefaultState: 'wait',
      mandatory: true,
      handleBrowserDNTRequest: false,
      orientation: 'middle',
    });
  });

  it('uses our cookie and the #tarteaucitron hash (the footer link reopens the panel), with the library CSS and no floating icon', () => {
    expect(parameters).toMatchObject({
      cookieName: 'tarteaucitron',
      hashtag: '#tarteaucitron',
      useExternalCss: false,
      showIcon: false,
      moreInfoLink: true,
      removeCredit: false,
    });
  });

  it('makes the privacy and cookies pages absolute on the current site', () => {
    expect(parameters.privacyUrl).toBe('https://www.cfa-campus.fr/politique-de-confidentialite');
    expect(parameters.readmoreLink).toBe('https://www.cfa-campus.fr/gestion-des-cookies');
  });

  it('turns off the consent modes that would start GTM or set globals before any choice', () => {
    expect(parameters).toMatchObject({ googleConsentMode: false, bingConsentMode: false, pianoConsentMode: false });
  });
});

describe('gtmContainerId and consentJobs', () => {
  it.each([
    [undefined, undefined],
    [{ enabled: false }, undefined],
    [{ enabled: false, id: 'GTM-AB12CD3' }, undefined],
    [{ enabled: true }, undefined],
    [{ enabled: true, id: '' }, undefined],
    [{ enabled: true, id: '   ' }, undefined],
    [{ enabled: true, id: 'GTM-AB12CD3' }, 'GTM-AB12CD3'],
    [{ enabled: true, id: ' GTM-AB12CD3 ', debug: true }, 'GTM-AB12CD3'],
  ])('GTM %j gives the container id %j', (gtm, expected) => {
    expect(gtmContainerId(gtm)).toBe(expected);
  });

  it('reports and ignores an id that is not a GTM container id', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(gtmContainerId({ enabled: true, id: 'G-AB12CD3' })).toBeUndefined();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"gtm.id"'));
  });

  it('always manages YouTube, and Google Tag Manager only with a container id', () => {
    expect(consentJobs(undefined)).toEqual(['youtube']);
    expect(consentJobs('GTM-AB12CD3')).toEqual(['googletagmanager', 'youtube']);
  });
});
