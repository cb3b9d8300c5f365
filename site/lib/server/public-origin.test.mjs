// @ts-check
import { describe, expect, it } from 'vitest';
import { configuredOrigin, publicOriginOf } from './public-origin.mjs';

const fallback = 'http://localhost:3000';

describe('publicOriginOf', () => {
  it('is SITE_URL’s origin when it is set, whatever the request says', () => {
    const configured = configuredOrigin({ SITE_URL: 'https://www.campus.example/' });
    expect(configured).toBe('https://www.campus.example');
    expect(publicOriginOf({ configured, host: 'attacker.example', https: false, fallback })).toBe('https://www.campus.example');
  });

  it('is the request’s Host under the scheme the visitor used when SITE_URL is unset', () => {
    const configured = configuredOrigin({});
    expect(configured).toBeUndefined();
    expect(publicOriginOf({ configured, host: '127.0.0.1:3000', https: false, fallback })).toBe('http://127.0.0.1:3000');
    expect(publicOriginOf({ configured, host: 'Campus.Example', https: true, fallback })).toBe('https://campus.example');
    expect(publicOriginOf({ configured, host: '[::1]:8443', https: true, fallback })).toBe('https://[::1]:8443');
    // Default ports are dropped, as browsers do in `Origin`.
    expect(publicOriginOf({ configured, host: 'campus.example:443', https: true, fallback })).toBe('https://campus.example');
  });

  it('falls back when the Host is missing or malformed', () => {
    for (const host of [undefined, '', 'evil.example/path', 'a b', 'user@evil.example', 'evil.example:port']) {
      expect(publicOriginOf({ configured: undefined, host, https: false, fallback })).toBe(fallback);
    }
  });
});
