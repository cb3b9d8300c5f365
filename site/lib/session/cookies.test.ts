import { describe, expect, it } from 'vitest';
import { parseUserCookie, requiresLogin, safeReturnPath } from './cookies';

describe('safeReturnPath', () => {
  it('keeps the site’s own paths, with their query string', () => {
    expect(safeReturnPath('/mes-offres-emploi')).toBe('/mes-offres-emploi');
    expect(safeReturnPath('%2Foffres-emploi%2Fmodifier%2F12%3Fx%3D1')).toBe('/offres-emploi/modifier/12?x=1');
  });

  it('sends anything else home: other hosts, schemes, the login page itself, garbage', () => {
    for (const value of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '/login', '/login?x=1', '%E0%A4%A', '', null, undefined, '/a\nb']) {
      expect(safeReturnPath(value), String(value)).toBe('/');
    }
  });
});

describe('requiresLogin', () => {
  it('covers the profile, the user’s offers and the offer forms, not the public board', () => {
    for (const path of ['/profile', '/profile/modifier', '/mes-offres-emploi', '/offres-emploi/deposer', '/offres-emploi/modifier/42']) {
      expect(requiresLogin(path), path).toBe(true);
    }
    for (const path of ['/', '/offres-emploi', '/offres-emploi/apprenti-boulanger', '/login', '/profiles']) {
      expect(requiresLogin(path), path).toBe(false);
    }
  });
});

describe('cookies', () => {
  it('reads the user cookie the site wrote and nothing else', () => {
    expect(parseUserCookie(encodeURIComponent(JSON.stringify({ uid: '3', name: 'boulangerie-martin' })))).toEqual({ uid: '3', name: 'boulangerie-martin' });
    expect(parseUserCookie('not json')).toBeNull();
    expect(parseUserCookie(JSON.stringify({ uid: 3, name: 'x' }))).toBeNull();
    expect(parseUserCookie(undefined)).toBeNull();
  });
});

describe('login refusals', () => {
  it('tells wrong credentials, a blocked account, flood control and an unavailable backend apart', async () => {
    const { loginFailure, LOGIN_MESSAGES } = await import('./login-form');
    expect(loginFailure(400, 'Unrecognized username or password.')).toEqual({ ok: false, reason: 'credentials', status: 400 });
    expect(loginFailure(400, 'The user has not been activated or is blocked.')).toMatchObject({ reason: 'blocked' });
    expect(loginFailure(403, 'Too many failed login attempts from your IP address. This IP address is temporarily blocked.')).toMatchObject({ reason: 'flood' });
    expect(loginFailure(403, 'Access is blocked because of IP based flood prevention.')).toMatchObject({ reason: 'flood' });
    expect(loginFailure(503, '')).toMatchObject({ reason: 'unavailable' });
    expect(LOGIN_MESSAGES.flood).toMatch(/Trop de tentatives/);
  });
});
