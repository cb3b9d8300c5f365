import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, request as httpRequest, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, expect, type Page, test } from '@playwright/test';
import { cms, COMPANY, type Draft, drafts, EDITOR, logIn } from './drafts';

// Logout and preview wherever the site is reached: at 127.0.0.1 rather than localhost, and behind
// a TLS-terminating proxy with SITE_URL=https://… and SITE_TRUST_PROXY=1. Every origin check and
// absolute redirect must use the site's public origin, never the address the server was started on.

/** An unpublished article the editor may see. */
async function draftArticle(): Promise<Draft> {
  const [draft] = await drafts('article', EDITOR);
  if (!draft) throw new Error('the demo content has a draft article');
  return draft;
}

const banner = (page: Page) => page.getByRole('region', { name: 'Mode aperçu' });

/** Logs out with the account menu's button: the visitor lands home on the same origin, signed out. */
async function logOut(page: Page, origin: string, account: { name: string }) {
  await page.getByText(`Mon compte (${account.name})`).click();
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/deconnexion');
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  expect((await answer).status()).toBe(303);
  await expect(page).toHaveURL(`${origin}/`);
  await expect(page.getByRole('link', { name: 'Se connecter' }).first()).toBeVisible();
  expect((await page.context().cookies()).filter((cookie) => /^S?SESS/.test(cookie.name))).toEqual([]);
}

/** Preview of a draft with `?preview=true`, then leaving it: every step stays on `origin`. */
async function previewDraft(page: Page, origin: string, draft: { title: string; alias: string }) {
  const response = await page.goto(`${origin}${draft.alias}?preview=true`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(`${origin}${draft.alias}?preview=true`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(draft.title);
  await banner(page).getByRole('link', { name: 'Quitter l’aperçu' }).click();
  await expect(page).toHaveURL(`${origin}${draft.alias}`);
  await expect(banner(page)).toHaveCount(0);
}

/** The visitor already refused the optional services, so the consent banner covers nothing. */
const decided = (domain: string) => ({
  cookies: [{ name: 'tarteaucitron', value: '!googletagmanager=false!youtube=false', domain, path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' as const }],
  origins: [],
});

test.describe('the site reached at 127.0.0.1', () => {
  const origin = new URL(process.env['E2E_BASE_URL'] ?? 'http://localhost:3000').origin.replace('//localhost:', '//127.0.0.1:');
  test.use({ storageState: decided('127.0.0.1') });

  test('a company logs out: home on 127.0.0.1, session ended', async ({ page }) => {
    await logIn(page, COMPANY, origin);
    await logOut(page, origin, COMPANY);
    // The session is over on the backend too: a page that needs it sends back to the login form.
    await page.goto(`${origin}/mes-offres-emploi`);
    await expect(page).toHaveURL(`${origin}/login`);
  });

  test('an editor previews a draft and leaves the preview without leaving 127.0.0.1', async ({ page }) => {
    const draft = await draftArticle();
    await logIn(page, EDITOR, origin);
    await previewDraft(page, origin, draft);
  });

  test('a logout form posted from another origin is refused', async ({ request }) => {
    for (const foreign of ['http://localhost.evil.example', 'null', origin.replace('127.0.0.1', 'localhost')]) {
      const answer = await request.post(`${origin}/deconnexion`, { headers: { Origin: foreign }, maxRedirects: 0 });
      expect(answer.status(), foreign).toBe(403);
    }
  });
});

test.describe('the site behind a TLS proxy, SITE_URL=https://campus.test:PORT and SITE_TRUST_PROXY=1', () => {
  test.describe.configure({ mode: 'serial' });
  const siteDir = fileURLToPath(new URL('../site', import.meta.url));
  // Its own copy of the suite's build: on the same dist dir, the two servers shared the page cache
  // (the suite's server then served pages stored with this one's SITE_URL: canonical links on
  // campus.test, other bytes under a stored page's ETag), and this one's start cleared it.
  const builtDir = process.env['NEXT_DIST_DIR'] ?? '.next';
  const distDir = `${builtDir}-e2e-origin`;
  let site: ChildProcess | undefined;
  let proxy: Server | undefined;
  let browser: Browser | undefined;
  let origin = '';
  let certDir = '';
  const output = { text: '' };

  /** A port free right now on the loopback interface. */
  function freePort(): Promise<number> {
    return new Promise((resolve, reject) => {
      const server = createHttpServer().once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo;
        server.close(() => resolve(port));
      });
    });
  }

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const [sitePort, proxyPort] = [await freePort(), await freePort()];
    origin = `https://campus.test:${proxyPort}`;
    // A second server of the suite's build, as deployed behind a proxy: its public URL is https.
    rmSync(path.join(siteDir, distDir), { recursive: true, force: true });
    const from = path.join(siteDir, builtDir);
    cpSync(from, path.join(siteDir, distDir), { recursive: true, filter: (source) => source !== path.join(from, 'cache') });
    site = spawn(process.execPath, [path.join(siteDir, 'server.mjs')], {
      cwd: siteDir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(sitePort),
        SITE_HOST: '127.0.0.1',
        SITE_URL: origin,
        SITE_TRUST_PROXY: '1',
        DRUPAL_BASE_URL: cms,
        NEXT_DIST_DIR: distDir,
        NEXT_TELEMETRY_DISABLED: '1',
      },
    });
    site.stdout?.on('data', (chunk: Buffer) => (output.text += chunk));
    site.stderr?.on('data', (chunk: Buffer) => (output.text += chunk));
    // The proxy: TLS ends here, the visitor's Host is kept, X-Forwarded-For and -Proto are added.
    certDir = mkdtempSync(path.join(tmpdir(), 'campus-tls-'));
    const [key, cert] = [path.join(certDir, 'key.pem'), path.join(certDir, 'cert.pem')];
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=campus.test', '-addext', 'subjectAltName=DNS:campus.test'], { stdio: 'ignore' });
    proxy = createHttpsServer({ key: readFileSync(key), cert: readFileSync(cert) }, (incoming, outgoing) => {
      const headers = { ...incoming.headers, 'x-forwarded-for': incoming.socket.remoteAddress ?? '', 'x-forwarded-proto': 'https' };
      const upstream = httpRequest({ host: '127.0.0.1', port: sitePort, method: incoming.method, path: incoming.url, headers }, (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      });
      upstream.on('error', () => outgoing.writeHead(502).end());
      incoming.pipe(upstream);
    });
    await new Promise<void>((resolve) => proxy?.listen(proxyPort, '127.0.0.1', resolve));
    for (const deadline = Date.now() + 60_000; ; await new Promise((resolve) => setTimeout(resolve, 200))) {
      if (site.exitCode !== null) throw new Error(`the site server exited (${site.exitCode}):\n${output.text.slice(-3000)}`);
      if (await fetch(`http://127.0.0.1:${sitePort}/builds/latest.json`).then((answer) => answer.ok, () => false)) break;
      if (Date.now() > deadline) throw new Error(`the site server did not answer within 60 s:\n${output.text.slice(-3000)}`);
    }
    // campus.test is this machine for this browser; the proxy's certificate is its own.
    browser = await chromium.launch({
      ...(process.env['E2E_CHROMIUM'] ? { executablePath: process.env['E2E_CHROMIUM'] } : {}),
      args: [...(process.env['E2E_CHROMIUM_ARGS'] ?? '').split(' ').filter(Boolean), '--host-resolver-rules=MAP campus.test 127.0.0.1'],
    });
  });

  test.afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => (proxy ? proxy.close(resolve) : resolve(undefined)));
    if (site && site.exitCode === null) site.kill('SIGTERM');
    if (certDir) rmSync(certDir, { recursive: true, force: true });
    rmSync(path.join(siteDir, distDir), { recursive: true, force: true });
  });

  async function newPage(): Promise<Page> {
    if (!browser) throw new Error('no browser');
    const context = await browser.newContext({
      ignoreHTTPSErrors: true,
      locale: 'fr-FR',
      storageState: decided('campus.test'),
    });
    return context.newPage();
  }

  test('a company logs in and out: redirects name the public https origin, the session cookie is Secure', async () => {
    const page = await newPage();
    await logIn(page, COMPANY, origin);
    const session = (await page.context().cookies()).find((cookie) => /^S?SESS/.test(cookie.name));
    expect(session?.secure).toBe(true);
    expect(session?.httpOnly).toBe(true);
    await logOut(page, origin, COMPANY);
    await page.context().close();
  });

  test('an editor previews a draft and leaves it on the public origin', async () => {
    const draft = await draftArticle();
    const page = await newPage();
    await logIn(page, EDITOR, origin);
    await previewDraft(page, origin, draft);
    await page.context().close();
  });

  test('a preview link of the backend lands on the draft at the public origin', async () => {
    const secret = process.env['E2E_DRAFT_SECRET'];
    if (!secret) throw new Error('scripts/e2e.mjs gives the cms a preview secret (E2E_DRAFT_SECRET)');
    const draft = await draftArticle();
    const page = await newPage();
    await logIn(page, EDITOR, origin);
    const response = await page.goto(`${origin}/api/draft?path=${encodeURIComponent(draft.alias)}&resourceVersion=${encodeURIComponent('rel:latest-version')}&secret=${secret}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(`${origin}${draft.alias}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(draft.title);
    await page.context().close();
  });
});
