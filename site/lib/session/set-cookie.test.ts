import { describe, expect, it } from 'vitest';
import { firstPartyCookie, parseSetCookie } from './set-cookie';

describe('parseSetCookie', () => {
  it('parses Drupal’s session cookie', () => {
    expect(parseSetCookie('SESSabc=v4lue; expires=Wed, 16 Dec 2026 10:00:00 GMT; Max-Age=2000000; path=/; HttpOnly; SameSite=Lax')).toEqual({
      name: 'SESSabc',
      value: 'v4lue',
      maxAge: 2000000,
      expires: new Date('Wed, 16 Dec 2026 10:00:00 GMT'),
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
    });
    expect(parseSetCookie('garbage')).toBeNull();
    expect(parseSetCookie('')).toBeNull();
  });

  it('keeps the value as sent, and defaults to path / and SameSite Lax', () => {
    expect(parseSetCookie('a=x%2Cy=z; SameSite=Strict')).toEqual({ name: 'a', value: 'x%2Cy=z', path: '/', httpOnly: false, sameSite: 'strict' });
    expect(parseSetCookie('a=1; SameSite=Sideways; Max-Age=soon; Expires=never')).toEqual({ name: 'a', value: '1', path: '/', httpOnly: false, sameSite: 'lax' });
  });
});

describe('firstPartyCookie', () => {
  it('makes a backend cookie first-party: no Domain, Secure only under HTTPS, HttpOnly kept', () => {
    const backend = 'SESSabc=v; Domain=.cms.example; path=/; Secure; HttpOnly; SameSite=Lax';
    expect(firstPartyCookie(backend, false)).toBe('SESSabc=v; Path=/; HttpOnly; SameSite=Lax');
    expect(firstPartyCookie(backend, true)).toBe('SESSabc=v; Path=/; HttpOnly; SameSite=Lax; Secure');
    expect(firstPartyCookie('SESSabc=v; path=/; HttpOnly', true)).toBe('SESSabc=v; Path=/; HttpOnly; Secure');
  });

  it('keeps the lifetime, the value as sent and the attributes it does not know', () => {
    const backend = 'SESSabc=a%2Cb; expires=Wed, 16 Dec 2026 10:00:00 GMT; Max-Age=2000000; path=/; domain=cms.example; HttpOnly; SameSite=None; Secure; Partitioned; Priority=High';
    expect(firstPartyCookie(backend, true)).toBe('SESSabc=a%2Cb; Path=/; Expires=Wed, 16 Dec 2026 10:00:00 GMT; Max-Age=2000000; HttpOnly; SameSite=None; Secure; Partitioned; priority=High');
    expect(firstPartyCookie('SESSabc=deleted; expires=Thu, 01 Jan 1970 00:00:01 GMT; Max-Age=0; path=/', false)).toBe('SESSabc=deleted; Path=/; Expires=Thu, 01 Jan 1970 00:00:01 GMT; Max-Age=0');
  });
});
