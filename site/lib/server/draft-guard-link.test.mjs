// @ts-check
// Link previews (a preview opened from the backend's signed preview link, without a session on
// the site): the site's server honours them only with the draft data they were made for, until
// they expire. On a real HTTP server, screened as site/server.mjs screens requests.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createDraftGuard } from './draft-guard.mjs';

const BYPASS = '__prerender_bypass=0123456789abcdef';
const DATA = JSON.stringify({ path: '/article/brouillon', resourceVersion: 'rel:latest-version', uuid: '0b7f9d4e-0000-4000-8000-000000000001' });
const OTHER = JSON.stringify({ path: '/article/autre-brouillon', resourceVersion: 'rel:latest-version', uuid: '0b7f9d4e-0000-4000-8000-000000000002' });

/** @param {ReturnType<typeof createDraftGuard>} guard */
async function site(guard) {
  const server = createServer(async (req, res) => {
    const screening = guard.screen(req, res);
    const preview = screening ? await screening : null;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ cookie: req.headers.cookie ?? null, preview }));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    /** @param {string} cookie */
    async ask(cookie) {
      const response = await fetch(`${origin}/article/brouillon`, { headers: { cookie } });
      const body = /** @type {{ cookie: string | null, preview: boolean | null }} */ (await response.json());
      return { ...body, setCookie: response.headers.getSetCookie() };
    },
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

/** @param {() => number} [now] */
function guard(now) {
  let questions = 0;
  const draftGuard = createDraftGuard({
    key: randomBytes(32),
    isSessionAlive: async () => {
      questions++;
      return true;
    },
    secure: true,
    ...(now ? { now } : {}),
  });
  return { draftGuard, questions: () => questions };
}

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
/** The cookies a browser sends back after app/api/draft set them (Next encodes cookie values). */
const cookies = (/** @type {string} */ data, /** @type {string} */ binding) => `${BYPASS}; next_drupal_draft_data=${encodeURIComponent(data)}; campus_preview=${binding}`;

describe('link previews in createDraftGuard', () => {
  it('keeps preview without any session for the draft data the link was signed for, without asking the backend', async () => {
    const { draftGuard, questions } = guard();
    const binding = draftGuard.signLink(DATA, inAnHour());
    expect(binding).toMatch(/^link\.\d+\.[A-Za-z0-9_-]{43}$/);
    expect(draftGuard.verifyLink(binding, DATA)).toBe(true);
    const server = await site(draftGuard);
    const answer = await server.ask(cookies(DATA, binding));
    expect(answer.preview).toBe(true);
    expect(answer.cookie).toContain('__prerender_bypass=');
    expect(answer.setCookie).toEqual([]);
    expect(questions()).toBe(0);
    await server.close();
  });

  it('refuses and deletes it with other draft data (another draft), a forged or another build’s signature, or after it expired', async () => {
    const { draftGuard } = guard();
    const binding = draftGuard.signLink(DATA, inAnHour());
    const expired = draftGuard.signLink(DATA, Math.floor(Date.now() / 1000) - 1);
    const elsewhere = guard().draftGuard.signLink(DATA, inAnHour());
    const [, expires] = binding.split('.');
    const server = await site(draftGuard);
    for (const cookie of [
      cookies(OTHER, binding),
      cookies(DATA.replace('brouillon', 'brouillon2'), binding),
      cookies(DATA, `link.${Number(expires) + 86400}.${binding.split('.')[2]}`),
      cookies(DATA, expired),
      cookies(DATA, elsewhere),
      cookies(DATA, 'link.9999999999.forged'),
      `${BYPASS}; campus_preview=${binding}`,
    ]) {
      const answer = await server.ask(cookie);
      expect(answer.preview, cookie).toBe(false);
      expect(answer.cookie ?? '').not.toMatch(/__prerender_bypass|next_drupal_draft_data|campus_preview/);
      expect(answer.setCookie.some((line) => line.startsWith('campus_preview=;') && /Expires=Thu, 01 Jan 1970/.test(line))).toBe(true);
    }
    await server.close();
  });

  it('ends at the expiry it was signed with', () => {
    const expires = 2_000_000_000;
    let clock = (expires - 1) * 1000;
    const { draftGuard } = guard(() => clock);
    const binding = draftGuard.signLink(DATA, expires);
    expect(draftGuard.verifyLink(binding, DATA)).toBe(true);
    clock = expires * 1000;
    expect(draftGuard.verifyLink(binding, DATA)).toBe(false);
  });
});
