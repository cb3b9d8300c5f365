import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewLinkSecret } from '../src/auth/oauth-preview-url.js';
import { state } from '../src/auth/state-table.js';
import { startServer, type RunningServer } from '../src/server.js';

// The answers below are simple_oauth 5.2.3's on the lab Drupal (issue 17), byte for byte where it matters.
const CLIENT = { clientId: 'campus-site-preview', secret: 'un-secret-de-client-de-test' };
const DRAFT_SECRET = 'un-secret-d-apercu-de-test';

const INVALID_CLIENT = { error: 'invalid_client', error_description: 'Client authentication failed', message: 'Client authentication failed' };
const INVALID_GRANT_DESCRIPTION =
  'The provided authorization grant (e.g., authorization code, resource owner credentials) or refresh token is invalid, expired, revoked, does not match the redirection URI used in the authorization request, or was issued to another client.';
const INVALID_REQUEST_DESCRIPTION =
  'The request is missing a required parameter, includes an invalid parameter value, includes a parameter more than once, or is otherwise malformed.';

async function start(options: { oauth: boolean; seed?: boolean }): Promise<RunningServer & { stop(): Promise<void> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cms-oauth-'));
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    seedWhenEmpty: options.seed ?? true,
    draftSecret: DRAFT_SECRET,
    ...(options.oauth ? { oauthClient: CLIENT } : {}),
  });
  return {
    ...server,
    stop: async () => {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

describe('POST /oauth/token (client credentials, as simple_oauth) and bearer tokens', () => {
  let server: Awaited<ReturnType<typeof start>>;
  let without: Awaited<ReturnType<typeof start>>;

  beforeAll(async () => {
    [server, without] = await Promise.all([start({ oauth: true }), start({ oauth: false, seed: false })]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([server?.stop(), without?.stop()]);
  });

  const token = (target: { url: string }, form: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${target.url}/oauth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json', ...headers },
      body: new URLSearchParams(form),
    });
  const basic = (id: string, secret: string) => ({ Authorization: `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}` });
  const issue = async () => {
    const answer = await token(server, { grant_type: 'client_credentials', client_id: CLIENT.clientId, client_secret: CLIENT.secret });
    return ((await answer.json()) as { access_token: string }).access_token;
  };

  it('issues a short-lived bearer token for the client’s id and secret, in the body or as HTTP Basic (next-drupal)', async () => {
    for (const answer of [
      await token(server, { grant_type: 'client_credentials', client_id: CLIENT.clientId, client_secret: CLIENT.secret }),
      await token(server, { grant_type: 'client_credentials' }, basic(CLIENT.clientId, CLIENT.secret)),
    ]) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/json; charset=UTF-8');
      expect(answer.headers.get('cache-control')).toContain('no-store');
      const body = (await answer.json()) as Record<string, unknown>;
      expect(Object.keys(body)).toEqual(['token_type', 'expires_in', 'access_token']);
      expect(body['token_type']).toBe('Bearer');
      expect(body['expires_in']).toBe(300);
      expect(body['access_token']).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
  });

  it('refuses a wrong secret, an unknown client or a missing secret with 401 invalid_client', async () => {
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ grant_type: 'client_credentials', client_id: CLIENT.clientId, client_secret: 'pas-le-bon-secret' }, {}],
      [{ grant_type: 'client_credentials', client_id: 'inconnu', client_secret: CLIENT.secret }, {}],
      [{ grant_type: 'client_credentials', client_id: CLIENT.clientId }, {}],
      // An unknown client is refused before its grant is looked at.
      [{ grant_type: 'password', client_id: 'inconnu', client_secret: 'x' }, {}],
    ];
    for (const [form, headers] of cases) {
      const answer = await token(server, form, headers);
      expect(answer.status, JSON.stringify(form)).toBe(401);
      expect(answer.headers.get('content-type')).toBe('application/json');
      expect(answer.headers.get('www-authenticate')).toBeNull();
      expect(await answer.json()).toEqual(INVALID_CLIENT);
    }
    const viaBasic = await token(server, { grant_type: 'client_credentials' }, basic(CLIENT.clientId, 'pas-le-bon-secret'));
    expect(viaBasic.status).toBe(401);
    expect(viaBasic.headers.get('www-authenticate')).toBe('Basic realm="OAuth"');
    expect(await viaBasic.json()).toEqual(INVALID_CLIENT);
    // A cms without a configured client knows no client at all.
    const unconfigured = await token(without, { grant_type: 'client_credentials', client_id: CLIENT.clientId, client_secret: CLIENT.secret });
    expect(unconfigured.status).toBe(401);
    expect(await unconfigured.json()).toEqual(INVALID_CLIENT);
  });

  it('refuses another grant or none with 400 invalid_grant, and a missing client_id with 400 invalid_request', async () => {
    for (const form of <Record<string, string>[]>[
      { grant_type: 'password', client_id: CLIENT.clientId, client_secret: CLIENT.secret },
      { client_id: CLIENT.clientId, client_secret: CLIENT.secret },
    ]) {
      const answer = await token(server, form);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({
        error: 'invalid_grant',
        error_description: INVALID_GRANT_DESCRIPTION,
        hint: 'Check the configuration to see if the grant is enabled.',
        message: INVALID_GRANT_DESCRIPTION,
      });
    }
    const answer = await token(server, { grant_type: 'client_credentials' });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      error: 'invalid_request',
      error_description: INVALID_REQUEST_DESCRIPTION,
      hint: 'Check the `client_id` parameter',
      message: INVALID_REQUEST_DESCRIPTION,
    });
  });

  it('stores only a hash of each token', async () => {
    const access = await issue();
    const rows = await server.database.db.select().from(state);
    const text = JSON.stringify(rows);
    expect(text).not.toContain(access);
    expect(rows.map((row) => row.name)).toContain(`oauth2_token.${createHash('sha256').update(access).digest('base64url')}`);
  });

  it('a bearer token acts as the consumer’s account, without a session; an unknown token gets 401', async () => {
    const access = await issue();
    const me = await fetch(`${server.url}/api/users?_format=json`, { headers: { Authorization: `Bearer ${access}` } });
    expect(me.status).toBe(200);
    const rows = (await me.json()) as { name: string; roles: string }[];
    expect(rows).toHaveLength(1);
    expect(rows[0]?.name).toBe('campus_site_preview');
    expect(me.headers.get('set-cookie')).toBeNull();
    const published = await fetch(`${server.url}/jsonapi/node/article?page[limit]=1`, { headers: { Authorization: `Bearer ${access}` } });
    expect(published.status).toBe(200);

    for (const value of ['Bearer inconnu', `Bearer ${access}x`]) {
      const answer = await fetch(`${server.url}/jsonapi/node/article`, { headers: { Authorization: value } });
      expect(answer.status, value).toBe(401);
    }
  });

  it('a bearer token reads a draft by its id or path (previewer: view any unpublished content), not in lists, as on Drupal', async () => {
    const access = await issue();
    // The drafts, as an editor sees them (a session of the demo editor).
    const login = await fetch(`${server.url}/user/login?_format=json`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'redaction', pass: 'demo-redaction' }),
    });
    expect(login.status).toBe(200);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const drafts = await fetch(`${server.url}/jsonapi/node/article?filter[status]=0`, { headers: { Cookie: cookie } });
    const list = (await drafts.json()) as { data: { id: string; attributes: { title: string; path: { alias: string } } }[] };
    const draft = list.data[0];
    expect(draft, 'the demo content has a draft article').toBeDefined();
    if (!draft) return;
    // Drupal's JSON:API lists only the published and one's own drafts without "bypass node access".
    const previewerList = await fetch(`${server.url}/jsonapi/node/article?filter[status]=0`, { headers: { Authorization: `Bearer ${access}` } });
    expect(previewerList.status).toBe(200);
    expect(((await previewerList.json()) as { data: unknown[] }).data).toEqual([]);
    expect((await fetch(`${server.url}/jsonapi/node/article/${draft.id}`)).status).not.toBe(200);
    const one = await fetch(`${server.url}/jsonapi/node/article/${draft.id}?resourceVersion=rel:latest-version`, { headers: { Authorization: `Bearer ${access}` } });
    expect(one.status).toBe(200);
    const path = `/router/translate-path?path=${encodeURIComponent(draft.attributes.path.alias)}&_format=json`;
    expect((await fetch(`${server.url}${path}`)).status).toBe(403);
    const translated = await fetch(`${server.url}${path}`, { headers: { Authorization: `Bearer ${access}` } });
    expect(translated.status).toBe(200);
    expect(((await translated.json()) as { entity: { uuid: string } }).entity.uuid).toBe(draft.id);
  });

  it('writes with a bearer token are refused where its roles may not write (no CSRF token needed, none given)', async () => {
    const access = await issue();
    const headers = { Authorization: `Bearer ${access}`, 'Content-Type': 'application/vnd.api+json', Accept: 'application/vnd.api+json' };
    const created = await fetch(`${server.url}/jsonapi/node/article`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ data: { type: 'node--article', attributes: { title: 'Écrit avec un jeton' } } }),
    });
    expect(created.status).toBe(403);
    const list = (await (await fetch(`${server.url}/jsonapi/node/article?page[limit]=1`)).json()) as { data: { id: string }[] };
    const id = list.data[0]?.id;
    expect(id).toBeDefined();
    const patched = await fetch(`${server.url}/jsonapi/node/article/${id}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ data: { type: 'node--article', id, attributes: { title: 'Modifié avec un jeton' } } }),
    });
    expect(patched.status).toBe(403);
  });
});

describe('POST /next/preview-url (next 1.6, simple_oauth preview links)', () => {
  let server: Awaited<ReturnType<typeof start>>;

  beforeAll(async () => {
    server = await start({ oauth: true, seed: false });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
  });

  const validate = (body: unknown) =>
    fetch(`${server.url}/next/preview-url`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/vnd.api+json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const link = (timestamp: number) => {
    const fields = { slug: '/article/brouillon', scope: 'editor', timestamp: String(timestamp), resourceVersion: 'rel:latest-version' };
    return { ...fields, plugin: 'simple_oauth', locale: 'fr', defaultLocale: 'fr', secret: previewLinkSecret(DRAFT_SECRET, fields) };
  };
  const now = () => Math.floor(Date.now() / 1000);

  it('accepts a link signed as the next module signs it, and answers its scope', async () => {
    const answer = await validate(link(now()));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json');
    expect(await answer.json()).toEqual({ scope: 'editor' });
  });

  it('refuses a forged, altered or expired link with 422 and next’s message', async () => {
    const genuine = link(now());
    const cases: [unknown, string][] = [
      [{ ...genuine, secret: 'forged' }, 'The provided secret is invalid.'],
      [{ ...genuine, slug: '/article/autre' }, 'The provided secret is invalid.'],
      [{ ...genuine, resourceVersion: 'id:1' }, 'The provided secret is invalid.'],
      [{ ...genuine, scope: 'administrator' }, 'The provided secret is invalid.'],
      [link(now() - 601), 'The provided secret has expired.'],
      [{ ...genuine, slug: '' }, "Field 'slug' is missing"],
      [{ ...genuine, timestamp: undefined }, "Field 'timestamp' is missing"],
      [{ ...genuine, scope: undefined }, "Field 'scope' is missing"],
      [{ ...genuine, secret: undefined }, "Field 'secret' is missing"],
      ['pas du JSON', "Field 'slug' is missing"],
    ];
    for (const [body, message] of cases) {
      const answer = await validate(body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(await answer.json()).toEqual({ message });
    }
  });
});
