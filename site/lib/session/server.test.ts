import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The login's cookies, as `loginWithBackend` sets them on the site's origin, under HTTP and HTTPS.
const site = vi.hoisted(() => ({ url: 'http://localhost:3000' }));
const jar = vi.hoisted(() => new Map<string, { value: string; options: Record<string, unknown> }>());
// The X-Forwarded-For the site's server wrote for this request.
const forwarded = vi.hoisted(() => ({ for: '192.0.2.10' }));

vi.mock('@/lib/env', () => ({
  env: {
    get siteUrl() {
      return site.url;
    },
  },
  DRUPAL_BASE_URL: 'http://cms.test',
}));
vi.mock('next/headers', () => ({
  cookies: async () => ({
    set: (name: string, value: string, options: Record<string, unknown>) => jar.set(name, { value, options }),
    getAll: () => [...jar].map(([name, { value }]) => ({ name, value })),
    delete: (name: string) => jar.delete(name),
  }),
  headers: async () => new Headers({ 'x-forwarded-for': forwarded.for }),
}));

const { clearSessionCookies, loginWithBackend } = await import('./server');

function backendLogin(): Response {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  headers.append('Set-Cookie', 'SESSabcdef0123456789abcdef0123456789=s3ss10n; expires=Wed, 16 Dec 2099 10:00:00 GMT; Max-Age=2000000; path=/; domain=.cms.test; HttpOnly; SameSite=Lax');
  return new Response(JSON.stringify({ current_user: { uid: '7', name: 'boulangerie-martin' }, csrf_token: 'csrf-token-value', logout_token: 'logout-token-value' }), { status: 200, headers });
}

describe('loginWithBackend: the session cookies', () => {
  beforeEach(() => {
    jar.clear();
    vi.stubGlobal('fetch', vi.fn(async () => backendLogin()));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the visitor’s address and sets the session cookie HttpOnly and SameSite=Lax, not Secure over HTTP', async () => {
    site.url = 'http://localhost:3000';
    expect(await loginWithBackend('boulangerie-martin', 'demo-entreprise')).toEqual({ ok: true });
    const [, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(new Headers(init?.headers).get('x-forwarded-for')).toBe('192.0.2.10');
    const session = jar.get('SESSabcdef0123456789abcdef0123456789')!;
    expect(session.value).toBe('s3ss10n');
    expect(session.options).toMatchObject({ httpOnly: true, sameSite: 'lax', secure: false, path: '/' });
    expect(session.options).not.toHaveProperty('domain');
    expect(jar.get('logout_token')!.options).toMatchObject({ httpOnly: true, sameSite: 'lax', secure: false });
    expect(jar.get('csrf_token')!.options).toMatchObject({ httpOnly: false, sameSite: 'lax', secure: false });
    expect(jar.get('user')!.options).toMatchObject({ httpOnly: false, sameSite: 'lax', secure: false });
  });

  it('sends the right-most X-Forwarded-For address, never one the client prepended', async () => {
    forwarded.for = '203.0.113.66, 192.0.2.10';
    try {
      expect(await loginWithBackend('boulangerie-martin', 'demo-entreprise')).toEqual({ ok: true });
    } finally {
      forwarded.for = '192.0.2.10';
    }
    const [, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(new Headers(init?.headers).get('x-forwarded-for')).toBe('192.0.2.10');
  });

  it('marks every cookie of the session Secure when the site is served over HTTPS', async () => {
    site.url = 'https://campus.example';
    expect(await loginWithBackend('boulangerie-martin', 'demo-entreprise')).toEqual({ ok: true });
    for (const name of ['SESSabcdef0123456789abcdef0123456789', 'csrf_token', 'logout_token', 'user']) {
      expect(jar.get(name)?.options, name).toMatchObject({ secure: true, sameSite: 'lax' });
    }
    expect(jar.get('SESSabcdef0123456789abcdef0123456789')!.options).toMatchObject({ httpOnly: true });
  });

  it('sets no cookie when the backend refuses the login (flood control)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ message: 'Access is blocked because of IP based flood prevention.' }, { status: 403 })));
    expect(await loginWithBackend('personne', 'x')).toMatchObject({ ok: false, reason: 'flood', status: 403 });
    expect(jar.size).toBe(0);
  });

  it('forgets the session and the preview at logout, and only those cookies', async () => {
    for (const name of ['SESSabcdef0123456789abcdef0123456789', 'csrf_token', 'logout_token', 'user', '__prerender_bypass', 'next_drupal_draft_data', 'campus_preview', 'tarteaucitron']) {
      jar.set(name, { value: 'x', options: {} });
    }
    await clearSessionCookies();
    expect([...jar.keys()]).toEqual(['tarteaucitron']);
  });
});
