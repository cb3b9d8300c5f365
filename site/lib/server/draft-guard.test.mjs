// @ts-check
// The check of draft-mode requests, on a real HTTP server as site/server.mjs runs it, with a
// stand-in for the backend's `GET /api/users` that counts the questions.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendSessionCheck } from '../session/session-check.mjs';
import { buildPreviewKey, createDraftGuard, sessionCookies } from './draft-guard.mjs';

const SESSION = `SESS${'a'.repeat(32)}`;
const OTHER_SESSION = `SESS${'b'.repeat(32)}`;
const BYPASS = '__prerender_bypass=0123456789abcdef';

/** Sessions the stand-in backend knows, by session cookie value. @type {Map<string, boolean | 'error'>} */
const backendSessions = new Map();
let backendQuestions = 0;
/** @type {import('node:http').Server} */
let backend;
let backendUrl = '';

beforeAll(async () => {
  backend = createServer((req, res) => {
    backendQuestions++;
    const value = /SESS[0-9a-f]{32}=([^;]*)/.exec(req.headers.cookie ?? '')?.[1] ?? '';
    const state = backendSessions.get(value);
    if (req.url !== '/api/users?_format=json' || state === 'error') return res.writeHead(503).end();
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(state ? [{ uid: '7', name: 'redaction', mail: 'redaction@example.test' }] : []));
  });
  await new Promise((resolve) => backend.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = backend.address();
  backendUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => new Promise((resolve) => backend.close(() => resolve(undefined))));

/**
 * A server that screens each request with `guard` as site/server.mjs does, then says what the app
 * would have received.
 * @param {ReturnType<typeof createDraftGuard>} guard
 */
async function site(guard) {
  let synchronous = 0;
  const server = createServer(async (req, res) => {
    const screening = guard.screen(req, res);
    if (!screening) synchronous++;
    const preview = screening ? await screening : null;
    // As server.mjs does when it answers with its 404 page instead: every header set so far goes.
    res.setHeader('x-before', '1');
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    // Next's own page-cache header, given to writeHead as a cached page's is.
    res.writeHead(200, { 'content-type': 'application/json', 'Cache-Control': 's-maxage=60, stale-while-revalidate' }).end(JSON.stringify({ cookie: req.headers.cookie ?? null, preview }));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    /** @param {string} cookie @param {{ method?: string, path?: string }} [options] */
    async ask(cookie, { method = 'GET', path: requestPath = '/articles' } = {}) {
      const response = await fetch(`${origin}${requestPath}`, { method, headers: cookie ? { cookie } : {} });
      const body = /** @type {{ cookie: string | null, preview: boolean | null }} */ (await response.json());
      return { ...body, setCookie: response.headers.getSetCookie(), cacheControl: response.headers.get('cache-control') };
    },
    synchronous: () => synchronous,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

/** @param {Partial<Parameters<typeof createDraftGuard>[0]>} [options] */
function guard(options = {}) {
  return createDraftGuard({ key: randomBytes(32), isSessionAlive: backendSessionCheck(backendUrl), secure: true, ...options });
}

describe('createDraftGuard', () => {
  it('lets a request without the draft cookie through at once, without asking the backend', async () => {
    const server = await site(guard());
    const before = backendQuestions;
    const answer = await server.ask(`${SESSION}=live; tarteaucitron=!gtm=false`);
    expect(answer).toEqual({ cookie: `${SESSION}=live; tarteaucitron=!gtm=false`, preview: null, setCookie: [], cacheControl: 's-maxage=60, stale-while-revalidate' });
    expect(server.synchronous()).toBe(1);
    expect(backendQuestions).toBe(before);
    await server.close();
  });

  it('drops a draft cookie copied without the session that turned preview on, and has the browser delete it', async () => {
    const draftGuard = guard();
    backendSessions.set('copied', true);
    const binding = draftGuard.sign(`${SESSION}=copied`);
    const server = await site(draftGuard);
    const before = backendQuestions;
    // Next's cookie alone, with the draft data, with the companion, with another live session.
    for (const cookie of [
      BYPASS,
      `tarteaucitron=x; ${BYPASS}; next_drupal_draft_data=%7B%7D`,
      `${BYPASS}; campus_preview=${binding}`,
      `${OTHER_SESSION}=copied; ${BYPASS}; campus_preview=${binding}`,
    ]) {
      const answer = await server.ask(cookie);
      expect(answer.preview).toBe(false);
      expect(answer.cookie ?? '').not.toMatch(/__prerender_bypass|next_drupal_draft_data|campus_preview/);
      expect(answer.setCookie.some((line) => line.startsWith('__prerender_bypass=;') && /Expires=Thu, 01 Jan 1970/.test(line))).toBe(true);
      // The cached page with these deletions is this visitor's own: no shared cache keeps it.
      expect(answer.cacheControl).toBe('private, no-store');
    }
    expect((await server.ask(`tarteaucitron=x; ${BYPASS}; next_drupal_draft_data=%7B%7D`)).cookie).toBe('tarteaucitron=x');
    expect((await server.ask(`${OTHER_SESSION}=copied; ${BYPASS}; campus_preview=${binding}`)).cookie).toBe(`${OTHER_SESSION}=copied`);
    // The other session may be alive: a signature that is not its own is refused before asking.
    expect(backendQuestions).toBe(before);
    await server.close();
  });

  it('keeps preview for the live session it is bound to, asking the backend at most once per ttl', async () => {
    let clock = 1_000_000;
    const draftGuard = guard({ ttlMs: 10_000, now: () => clock });
    backendSessions.set('editor', true);
    const cookie = `${SESSION}=editor; ${BYPASS}; campus_preview=${draftGuard.sign(`${SESSION}=editor`)}`;
    const server = await site(draftGuard);
    const before = backendQuestions;
    const answers = await Promise.all(Array.from({ length: 5 }, () => server.ask(cookie)));
    expect(answers.every((answer) => answer.preview === true && answer.cookie === cookie && answer.setCookie.length === 0)).toBe(true);
    for (let index = 0; index < 5; index++) expect((await server.ask(cookie)).preview).toBe(true);
    expect(backendQuestions - before).toBe(1);
    clock += 10_001;
    expect((await server.ask(cookie)).preview).toBe(true);
    expect(backendQuestions - before).toBe(2);

    // The session expires on the backend: preview ends at the next question.
    backendSessions.set('editor', false);
    clock += 10_001;
    const ended = await server.ask(cookie);
    expect(ended.preview).toBe(false);
    expect(ended.cookie).toBe(`${SESSION}=editor`);
    expect(ended.setCookie.map((line) => line.split('=')[0]).sort()).toEqual(['__prerender_bypass', 'campus_preview']);
    await server.close();
  });

  it('ends preview at once when the session logs out through the site', async () => {
    const draftGuard = guard();
    backendSessions.set('leaving', true);
    const cookie = `${SESSION}=leaving; ${BYPASS}; campus_preview=${draftGuard.sign(`${SESSION}=leaving`)}`;
    const server = await site(draftGuard);
    expect((await server.ask(cookie)).preview).toBe(true);
    // A copy of all three cookies elsewhere: the owner's logout ends it too, before the backend is asked again.
    await server.ask(`${SESSION}=leaving`, { method: 'POST', path: '/deconnexion' });
    const before = backendQuestions;
    expect((await server.ask(cookie)).preview).toBe(false);
    expect(backendQuestions).toBe(before);
    await server.close();
  });

  it('when the backend cannot say, serves the cached pages without deleting the previewer’s cookies', async () => {
    const draftGuard = guard();
    backendSessions.set('unsure', 'error');
    const cookie = `${SESSION}=unsure; ${BYPASS}; campus_preview=${draftGuard.sign(`${SESSION}=unsure`)}`;
    const server = await site(draftGuard);
    const answer = await server.ask(cookie);
    expect(answer).toEqual({ cookie: `${SESSION}=unsure`, preview: false, setCookie: [], cacheControl: 's-maxage=60, stale-while-revalidate' });
    await server.close();
  });

  it('sends deletions with the attributes of Next’s own cookie (SameSite=Lax and not Secure in development)', async () => {
    const server = await site(guard({ secure: false }));
    const [line] = (await server.ask(BYPASS)).setCookie;
    expect(line).toBe('__prerender_bypass=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax');
    await server.close();
  });

  it('signs nothing without a session cookie, and the same sessions the same way whatever their order', () => {
    const draftGuard = guard();
    expect(draftGuard.sign('tarteaucitron=x; user=%7B%7D')).toBeNull();
    expect(draftGuard.sign(`S${SESSION}=b; ${SESSION}=a`)).toBe(draftGuard.sign(`${SESSION}=a; x=1; S${SESSION}=b`));
    expect(sessionCookies(`x=1; ${SESSION}=a`)).toBe(`${SESSION}=a`);
  });
});

describe('buildPreviewKey', () => {
  it('derives one key per build from Next’s preview signing key, and a random one without a build', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'draft-guard-'));
    try {
      const manifest = path.join(dir, 'prerender-manifest.json');
      writeFileSync(manifest, JSON.stringify({ preview: { previewModeId: 'id', previewModeSigningKey: 'c'.repeat(64) } }));
      const first = buildPreviewKey(manifest);
      expect(buildPreviewKey(manifest).equals(first)).toBe(true);
      // Not Next's key itself.
      expect(first.toString('hex')).not.toBe('c'.repeat(64));
      writeFileSync(manifest, JSON.stringify({ preview: { previewModeId: 'id', previewModeSigningKey: 'd'.repeat(64) } }));
      expect(buildPreviewKey(manifest).equals(first)).toBe(false);
      const missing = path.join(dir, 'none.json');
      expect(buildPreviewKey(missing).equals(buildPreviewKey(missing))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('backendSessionCheck', () => {
  it('reads the backend’s answer: a user with an e-mail, nobody, or no answer', async () => {
    backendSessions.set('alive', true);
    backendSessions.set('gone', false);
    backendSessions.set('broken', 'error');
    const check = backendSessionCheck(backendUrl);
    expect(await check(`${SESSION}=alive`)).toBe(true);
    expect(await check(`${SESSION}=gone`)).toBe(false);
    expect(await check(`${SESSION}=broken`)).toBeUndefined();
    expect(await backendSessionCheck('http://127.0.0.1:9', 500)(`${SESSION}=alive`)).toBeUndefined();
  });
});
