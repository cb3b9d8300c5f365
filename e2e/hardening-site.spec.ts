import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIResponse, expect, type Page, test } from '@playwright/test';

// What the site's own seams do with hostile or broken requests (issue 18, site side): the backend's
// address in forwarded answers, writes from other sites, the visitor's address behind a proxy,
// oversized bodies, and Server Actions posted from elsewhere or malformed.

const site = new URL(process.env['E2E_BASE_URL'] ?? 'http://localhost:3000');
const cms = new URL(process.env['E2E_CMS_URL'] ?? 'http://127.0.0.1:8080');
const ATTACKER = 'http://attaquant.example';
const COMPANY = { name: 'boulangerie-martin', pass: 'demo-entreprise' };
const REFUSED = { message: 'Requête refusée.' };
const KB = 1024;
const MB = 1024 * KB;

type RawAnswer = { status: number; headers: Record<string, string | string[] | undefined>; text: string; answeredBeforeEnd: boolean; sent: number };

/**
 * A POST to the site over a raw HTTP/1.1 connection, to control how its body goes out: with
 * `declared`, only the headers (a Content-Length of `declared` bytes) and never the body; with
 * `chunked`, 16 KB chunks sent one after the other until the answer comes (or `chunked` bytes
 * went out, then the request ends). Resolves with the answer, or rejects after `timeoutMs`.
 */
function rawPost(path: string, headers: Record<string, string>, body: { declared: number } | { chunked: number }, timeoutMs = 10_000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    let ended = false;
    let sent = 0;
    let answered = false;
    const outgoing = httpRequest({
      host: site.hostname,
      port: site.port,
      method: 'POST',
      path,
      headers: { ...headers, ...('declared' in body ? { 'content-length': String(body.declared) } : { 'transfer-encoding': 'chunked' }) },
    });
    const timer = setTimeout(() => {
      outgoing.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms (${sent} bytes sent, request ${ended ? 'ended' : 'not ended'})`));
    }, timeoutMs);
    outgoing.on('response', (answer) => {
      answered = true;
      const answeredBeforeEnd = !ended;
      let text = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => (text += chunk));
      answer.on('end', () => {
        clearTimeout(timer);
        outgoing.destroy();
        resolve({ status: answer.statusCode ?? 0, headers: answer.headers, text, answeredBeforeEnd, sent });
      });
    });
    // Once the site has answered and closed, writing on fails: expected.
    outgoing.on('error', (error) => {
      if (!answered) {
        clearTimeout(timer);
        reject(error);
      }
    });
    if ('declared' in body) {
      outgoing.flushHeaders();
      return;
    }
    const chunk = Buffer.alloc(16 * KB, 0x20);
    const pump = () => {
      while (!answered && sent < body.chunked) {
        sent += chunk.length;
        if (!outgoing.write(chunk)) return void outgoing.once('drain', () => setTimeout(pump, 5));
        return void setTimeout(pump, 5);
      }
      if (!answered && !ended) {
        ended = true;
        outgoing.end();
      }
    };
    pump();
  });
}

test.describe('answers forwarded by the site name its public origin, never the backend’s (issue 18.3)', () => {
  test('JSON:API documents read through the site link to the site, and those links work', async ({ request }) => {
    const answer = await request.get('/jsonapi/node/article?page[limit]=2&include=field_image&fields[node--article]=title,field_image');
    expect(answer.status()).toBe(200);
    const text = await answer.text();
    expect(text).not.toContain(cms.host);
    const document = JSON.parse(text);
    expect(document.links.self.href).toMatch(new RegExp(`^${site.origin}/jsonapi/node/article\\?`));
    expect(document.links.next.href).toMatch(new RegExp(`^${site.origin}/jsonapi/node/article\\?`));
    expect(document.data[0].links.self.href).toMatch(new RegExp(`^${site.origin}/jsonapi/node/article/${document.data[0].id}(\\?|$)`));
    const next = await request.get(document.links.next.href);
    expect(next.status()).toBe(200);
    expect(await next.text()).not.toContain(cms.host);
  });

  test('a write’s Location header names the site @writes', async ({ playwright }) => {
    const api = await playwright.request.newContext({ baseURL: site.origin });
    expect((await api.post('/user/login?_format=json', { data: COMPANY })).status()).toBe(200);
    const token = await (await api.get('/session/token')).text();
    const contract = (await (await api.get('/jsonapi/taxonomy_term/type_contrat?page[limit]=1')).json()).data[0].id as string;
    const created = await api.post('/jsonapi/node/offre_emploi', {
      headers: { 'Content-Type': 'application/vnd.api+json', 'X-CSRF-Token': token },
      data: {
        data: {
          type: 'node--offre_emploi',
          attributes: {
            // A draft: it shows on no public list while it exists.
            title: `Brouillon de l’adresse publique ${Date.now()}`,
            status: false,
            field_entreprise: 'Boulangerie Martin',
            field_ville: 'Rennes',
            field_code_postal: '35000',
            field_date_expiration: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
            field_description: { value: '<p>Brouillon.</p>', format: 'basic_html' },
          },
          relationships: { field_type_contrat: { data: { type: 'taxonomy_term--type_contrat', id: contract } } },
        },
      },
    });
    expect(created.status()).toBe(201);
    const id = (await created.json()).data.id as string;
    try {
      expect(created.headers()['location']).toMatch(new RegExp(`^${site.origin}/jsonapi/node/offre_emploi/${id}`));
      expect(await created.text()).not.toContain(cms.host);
    } finally {
      expect((await api.delete(`/jsonapi/node/offre_emploi/${id}`, { headers: { 'X-CSRF-Token': token } })).status()).toBe(204);
      await api.dispose();
    }
  });
});

test.describe('writes from another site are refused (issue 18.6)', () => {
  test('a cross-site form posting JSON as text/plain to the login does not sign the visitor in', async ({ page, context }) => {
    // The attacker's page: a form whose one field, sent as text/plain, reads as the login's JSON.
    await page.route(`${ATTACKER}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: `<!DOCTYPE html><html><body><form method="post" enctype="text/plain" action="${site.origin}/user/login?_format=json">
          <input type="hidden" name='{"name":"${COMPANY.name}","pass":"${COMPANY.pass}","x":"' value='"}'>
          <button>Jouer</button></form></body></html>`,
      }),
    );
    await page.goto(`${ATTACKER}/concours`);
    const [answer] = await Promise.all([page.waitForResponse(`${site.origin}/user/login?_format=json`), page.getByRole('button', { name: 'Jouer' }).click()]);
    expect(answer.request().headers()['origin']).toBe(ATTACKER);
    expect(answer.status()).toBe(403);
    expect(await answer.json()).toEqual(REFUSED);
    expect((await context.cookies(site.origin)).filter((cookie) => /^S?SESS/.test(cookie.name))).toEqual([]);
    // The visitor is still anonymous on the site.
    expect(await (await page.request.get('/api/users?_format=json')).json()).toEqual([]);
  });

  test('every forwarded write checks the origin (403) and the body’s type (415), in French', async ({ request }) => {
    const foreign = { Origin: ATTACKER };
    const refusals: [string, Promise<APIResponse>, number][] = [
      ['login from elsewhere', request.post('/user/login?_format=json', { headers: { ...foreign, 'Content-Type': 'application/json' }, data: COMPANY }), 403],
      ['login with Origin: null', request.post('/user/login?_format=json', { headers: { Origin: 'null', 'Content-Type': 'application/json' }, data: COMPANY }), 403],
      ['login as text/plain', request.post('/user/login?_format=json', { headers: { 'Content-Type': 'text/plain' }, data: JSON.stringify(COMPANY) }), 415],
      ['JSON:API from elsewhere', request.post('/jsonapi/node/offre_emploi', { headers: { ...foreign, 'Content-Type': 'application/vnd.api+json' }, data: { data: { type: 'node--offre_emploi' } } }), 403],
      ['JSON:API as plain JSON', request.patch(`/jsonapi/node/offre_emploi/${randomUUID()}`, { headers: { 'Content-Type': 'application/json' }, data: { data: {} } }), 415],
      ['JSON:API delete from elsewhere', request.delete(`/jsonapi/node/offre_emploi/${randomUUID()}`, { headers: { 'Sec-Fetch-Site': 'cross-site' } }), 403],
      // Incomplete on purpose: should it get through, nothing is stored.
      ['webform from elsewhere', request.post('/webform_rest/submit', { headers: foreign, data: { webform_id: 'contact' } }), 403],
      ['webform as a form', request.post('/webform_rest/submit', { form: { webform_id: 'contact' } }), 415],
    ];
    for (const [label, pending, status] of refusals) {
      const answer = await pending;
      expect(answer.status(), label).toBe(status);
      expect(((await answer.json()) as { message: string }).message, label).toMatch(status === 403 ? /^Requête refusée\.$/ : /^Requête refusée : le contenu doit être envoyé au format JSON(:API)?\.$/);
    }
    // The site's own pages, and clients that are not browsers, still sign in.
    const mine = await request.post('/user/login?_format=json', { headers: { Origin: site.origin }, data: COMPANY });
    expect(mine.status()).toBe(200);
  });
});

test.describe('the visitor’s address behind a trusted proxy (issue 18.8)', () => {
  test.describe.configure({ mode: 'serial' });
  const siteDir = fileURLToPath(new URL('../site', import.meta.url));
  let server: ChildProcess | undefined;
  let origin = '';
  const output = { text: '' };

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    const port = await new Promise<number>((resolve, reject) => {
      const probe = createServer().once('error', reject);
      probe.listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    origin = `http://127.0.0.1:${port}`;
    // A second server of the suite's build, told that its peer (here, this test) is a proxy.
    server = spawn(process.execPath, [path.join(siteDir, 'server.mjs')], {
      cwd: siteDir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NODE_ENV: 'production', PORT: String(port), SITE_HOST: '127.0.0.1', SITE_TRUST_PROXY: '1', DRUPAL_BASE_URL: cms.origin, NEXT_TELEMETRY_DISABLED: '1' },
    });
    server.stdout?.on('data', (chunk: Buffer) => (output.text += chunk));
    server.stderr?.on('data', (chunk: Buffer) => (output.text += chunk));
    for (const deadline = Date.now() + 60_000; ; await new Promise((resolve) => setTimeout(resolve, 200))) {
      if (server.exitCode !== null) throw new Error(`the site server exited (${server.exitCode}):\n${output.text.slice(-3000)}`);
      if (await fetch(`${origin}/builds/latest.json`).then((answer) => answer.ok, () => false)) break;
      if (Date.now() > deadline) throw new Error(`the site server did not answer within 60 s:\n${output.text.slice(-3000)}`);
    }
  });

  test.afterAll(() => {
    if (server && server.exitCode === null) server.kill('SIGTERM');
  });

  test('5 wrong passwords from one visitor block the account for that visitor, whatever the visitor writes in X-Forwarded-For', async ({ playwright }) => {
    const api = await playwright.request.newContext({ baseURL: origin });
    // The proxy appends the address it got the request from (a documentation address, used by no
    // other test) to what the visitor sent: a new made-up address on every attempt.
    const visitor = '192.0.2.201';
    const via = (attempt: number) => ({ 'X-Forwarded-For': `203.0.113.${attempt}, ${visitor}` });
    for (let attempt = 1; attempt <= 5; attempt++) {
      const answer = await api.post('/user/login?_format=json', { headers: via(attempt), data: { name: COMPANY.name, pass: 'mauvais-mot-de-passe' } });
      expect(answer.status(), `attempt ${attempt}`).toBe(400);
    }
    const blocked = await api.post('/user/login?_format=json', { headers: via(6), data: COMPANY });
    expect(blocked.status()).toBe(403);
    expect((await blocked.json()).message).toMatch(/Too many failed login attempts/);
    // Another visitor behind the same proxy still signs in with that account.
    const other = await api.post('/user/login?_format=json', { headers: { 'X-Forwarded-For': `${visitor}, 192.0.2.202` }, data: COMPANY });
    expect(other.status()).toBe(200);
    await api.dispose();
  });
});

test.describe('request bodies over the backend’s limit (issue 18.9)', () => {
  test('a login declaring 300 MB is refused with 413 before its body is sent', async () => {
    const answer = await rawPost('/user/login?_format=json', { 'content-type': 'application/json' }, { declared: 300 * MB }, 5000);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text)).toEqual({ message: 'La requête est trop volumineuse : 64 Ko au plus.' });
    expect(answer.answeredBeforeEnd).toBe(true);
    expect(answer.headers['connection']).toBe('close');
  });

  test('a JSON:API write declaring more than 8 MB is refused with 413 before its body is sent', async () => {
    const answer = await rawPost('/jsonapi/node/offre_emploi', { 'content-type': 'application/vnd.api+json' }, { declared: 9 * MB }, 5000);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text)).toEqual({ message: 'La requête est trop volumineuse : 8 Mo au plus.' });
  });

  test('a chunked login body is cut off once past 64 KB: 413 while the visitor is still sending', async () => {
    const answer = await rawPost('/user/login?_format=json', { 'content-type': 'application/json' }, { chunked: 4 * MB }, 15_000);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text)).toEqual({ message: 'La requête est trop volumineuse : 64 Ko au plus.' });
    expect(answer.answeredBeforeEnd).toBe(true);
    expect(answer.sent).toBeLessThan(4 * MB);
  });
});

test.describe('Server Actions from elsewhere or malformed get a 4xx, never a 5xx (issue 18.10)', () => {
  /** The login form's Server Action as its JavaScript posts it (intercepted, never sent). */
  async function loginAction(page: Page): Promise<{ id: string; type: string; body: Buffer }> {
    await page.goto('/login');
    let captured: { id: string; type: string; body: Buffer } | undefined;
    await page.route('**/login', async (route) => {
      const request = route.request();
      if (request.method() !== 'POST') return route.continue();
      captured = { id: (await request.headerValue('next-action')) ?? '', type: (await request.headerValue('content-type')) ?? '', body: request.postDataBuffer() ?? Buffer.alloc(0) };
      return route.abort();
    });
    await page.getByLabel('Identifiant ou adresse e-mail').fill('personne');
    await page.getByLabel('Mot de passe').fill('rien');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect.poll(() => captured?.id).toMatch(/^[0-9a-f]{40,}$/);
    return captured!;
  }

  /** The hidden fields the login form carries for browsers without JavaScript. */
  async function noScriptFields(page: Page): Promise<Record<string, string>> {
    await page.goto('/login');
    const fields = await page.locator('form input[type="hidden"]').evaluateAll((inputs) => inputs.map((input) => [(input as HTMLInputElement).name, (input as HTMLInputElement).value]));
    expect(fields.some(([name]) => name?.startsWith('$ACTION'))).toBe(true);
    return Object.fromEntries(fields);
  }

  test('an action posted from another origin, or with Origin: null, is refused with 403', async ({ page, request }) => {
    const action = await loginAction(page);
    for (const origin of [ATTACKER, 'null']) {
      const answer = await request.post('/login', { headers: { 'Next-Action': action.id, Origin: origin, 'Content-Type': action.type }, data: action.body });
      expect(answer.status(), origin).toBe(403);
      expect(await answer.json()).toEqual(REFUSED);
    }
    // The same form without JavaScript, posted from the attacker's page.
    const fields = await noScriptFields(page);
    const page403 = await request.post('/login', { headers: { Origin: ATTACKER, Accept: 'text/html' }, multipart: { ...fields, name: COMPANY.name, pass: COMPANY.pass } });
    expect(page403.status()).toBe(403);
    expect(await page403.text()).toContain('Requête refusée.');
  });

  test('malformed arguments, or an action that does not exist, are a 400 (or 404), never a 500', async ({ page, request }) => {
    const action = await loginAction(page);
    const same = { Origin: site.origin };
    for (const [label, body] of [
      ['not a reply at all', '{pas du tout'],
      ['no arguments', '[]'],
      ['a string instead of the form', '["$undefined","pas un formulaire"]'],
    ] as const) {
      const answer = await request.post('/login', { headers: { ...same, 'Next-Action': action.id, 'Content-Type': 'text/plain;charset=UTF-8' }, data: body });
      expect(answer.status(), label).toBe(400);
      expect(((await answer.json()) as { message: string }).message, label).toMatch(/^Requête invalide/);
    }
    const unknown = await request.post('/login', { headers: { ...same, 'Next-Action': '00'.repeat(21), 'Content-Type': 'text/plain;charset=UTF-8' }, data: '[]' });
    expect(unknown.status()).toBe(404);
    // Without JavaScript: a form naming an action that does not exist.
    const bogus = await request.post('/login', { headers: { ...same, Accept: 'text/html' }, multipart: { [`$ACTION_ID_${'0'.repeat(42)}`]: '', name: 'x', pass: 'y' } });
    expect(bogus.status()).toBe(400);
    const text = await bogus.text();
    expect(text).toContain('Requête invalide');
    expect(text).toContain('lang="fr"');
  });

  test('an action declaring more than Next takes (1 MB) is refused with 413 before its body is sent', async ({ page }) => {
    const action = await loginAction(page);
    const answer = await rawPost('/login', { 'next-action': action.id, 'content-type': 'text/plain;charset=UTF-8', origin: site.origin }, { declared: 300 * MB }, 5000);
    expect(answer.status).toBe(413);
    expect(answer.answeredBeforeEnd).toBe(true);
  });
});
