import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

// Run by scripts/e2e.mjs after it has stopped the cms: what visitors get while the backend is down.
test.describe('with the cms stopped @cms-down', () => {
  test('the cms is really unreachable', async ({ request }) => {
    await expect(request.get(`${process.env['E2E_CMS_URL']}/health`, { timeout: 2000 })).rejects.toThrow();
  });

  test('pages already in the cache keep serving their content', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    const news = page.getByRole('region', { name: 'Actualités' });
    await expect(news.getByRole('heading', { level: 3 }).first()).toBeVisible();
  });

  test('a page that needs data it never read renders with a French empty state, not an error', async ({ page }) => {
    const response = await page.goto('/agenda?mois=2031-05');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agenda');
    await expect(page.getByText('Aucun événement en mai 2031')).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Mentions légales' })).toBeVisible();
  });

  test('a detail page it cannot read shows the French error page, not "page not found"', async ({ page }) => {
    // The backend cannot say whether the article exists: telling the visitor (and a crawler) that
    // it does not would be wrong (lib/drupal/errors.ts).
    const response = await page.goto('/article/un-article-jamais-lu');
    expect(response?.status()).toBe(500);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Une erreur est survenue');
    await expect(page.getByText('Page not found')).toHaveCount(0);
  });
});

// A second server of the suite's build (copied into a dist dir of its own, so that no page or read
// cached by the suite's server is served instead of asked) whose backend is the cms behind a proxy
// that answers 503 to the reads it is told to fail: a passing error of the backend, as a restart or
// an overloaded upstream gives one.
test.describe('with a backend that fails a read now and then', () => {
  test.describe.configure({ mode: 'serial' });
  const siteDir = fileURLToPath(new URL('../site', import.meta.url));
  const builtDir = process.env['NEXT_DIST_DIR'] ?? '.next';
  const distDir = `${builtDir}-e2e-faults`;
  let site: ChildProcess | undefined;
  let proxy: Server | undefined;
  let base = '';
  const output = { text: '' };
  /** 503s still to give to the reads of the list of articles, and what those reads got. */
  let failures = 0;
  let listReads: number[] = [];

  // The read of a page of /articles (the only one with the articles' pictures).
  const isArticleList = (url: URL) => url.pathname === '/jsonapi/node/article' && (url.searchParams.get('include') ?? '').includes('field_image');
  // Server-rendered pages only: no preloads of other pages (the next page of articles) through the proxy.
  test.use({ javaScriptEnabled: false });

  function freePort(): Promise<number> {
    return new Promise((resolve, reject) => {
      const server = createServer().once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo;
        server.close(() => resolve(port));
      });
    });
  }

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const cms = new URL(process.env['E2E_CMS_URL'] ?? 'http://127.0.0.1:8080');
    const [sitePort, proxyPort] = [await freePort(), await freePort()];
    proxy = createServer((incoming, outgoing) => {
      const url = new URL(incoming.url ?? '/', cms);
      if (incoming.method === 'GET' && isArticleList(url)) {
        const failed = failures > 0;
        listReads.push(failed ? 503 : 200);
        if (failed) {
          failures--;
          outgoing.writeHead(503, { 'Content-Type': 'application/vnd.api+json' }).end(JSON.stringify({ errors: [{ status: '503', title: 'Service Unavailable' }] }));
          return;
        }
      }
      const upstream = httpRequest({ host: cms.hostname, port: cms.port, method: incoming.method, path: incoming.url, headers: { ...incoming.headers, host: cms.host } }, (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      });
      upstream.on('error', () => outgoing.writeHead(502).end());
      incoming.pipe(upstream);
    });
    await new Promise<void>((resolve) => proxy?.listen(proxyPort, '127.0.0.1', resolve));
    rmSync(path.join(siteDir, distDir), { recursive: true, force: true });
    const from = path.join(siteDir, builtDir);
    cpSync(from, path.join(siteDir, distDir), { recursive: true, filter: (source) => source !== path.join(from, 'cache') });
    site = spawn(process.execPath, [path.join(siteDir, 'server.mjs')], {
      cwd: siteDir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NODE_ENV: 'production', PORT: String(sitePort), DRUPAL_BASE_URL: `http://127.0.0.1:${proxyPort}`, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' },
    });
    site.stdout?.on('data', (chunk: Buffer) => (output.text += chunk));
    site.stderr?.on('data', (chunk: Buffer) => (output.text += chunk));
    base = `http://localhost:${sitePort}`;
    for (const deadline = Date.now() + 60_000; ; await new Promise((resolve) => setTimeout(resolve, 200))) {
      if (site.exitCode !== null) throw new Error(`the site server exited (${site.exitCode}):\n${output.text.slice(-3000)}`);
      if (await fetch(`${base}/builds/latest.json`).then((answer) => answer.ok, () => false)) break;
      if (Date.now() > deadline) throw new Error(`the site server did not answer within 60 s:\n${output.text.slice(-3000)}`);
    }
  });

  test.afterAll(async () => {
    if (site && site.exitCode === null) {
      const exited = new Promise((resolve) => site?.once('exit', resolve));
      site.kill('SIGTERM');
      await exited;
    }
    proxy?.closeAllConnections();
    await new Promise((resolve) => (proxy ? proxy.close(resolve) : resolve(undefined)));
    rmSync(path.join(siteDir, distDir), { recursive: true, force: true });
  });

  test.beforeEach(() => {
    listReads = [];
  });

  // Page 1 of /articles is prerendered at build; the next pages are rendered on their first view.
  test('a read answered 503 once is tried again: the page shows its articles', async ({ page }) => {
    failures = 1;
    const response = await page.goto(`${base}/articles?page=2`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Actualités, page 2' }).getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page.getByText('Les actualités ne peuvent pas être affichées pour le moment.')).toHaveCount(0);
    expect(listReads).toEqual([503, 200]);
    expect(output.text).toMatch(/Backend read tried again: GET http:\/\/127\.0\.0\.1:\d+\/jsonapi\/node\/article \(status 503\)\./);
  });

  test('a read answered 503 twice is not tried a third time: the page says so in French, not an error page', async ({ page }) => {
    failures = 2;
    const response = await page.goto(`${base}/articles?page=3`);
    expect(response?.status()).toBe(200);
    await expect(page.getByText('Les actualités ne peuvent pas être affichées pour le moment.')).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Mentions légales' })).toBeVisible();
    expect(listReads).toEqual([503, 503]);
  });
});
