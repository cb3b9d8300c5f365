import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';

const GUARD_KEY = 'campus.build-reload';

/**
 * Makes the page's webpack load a chunk the server does not have, as a page of an old build does
 * after a deployment: webpack's own ChunkLoadError, left unhandled like a failed lazy import.
 */
async function failChunkLoad(page: Page) {
  await page.evaluate(() => {
    type WebpackRequire = { e: (chunkId: string) => Promise<unknown> };
    const chunks = (self as unknown as { webpackChunk_N_E: unknown[] }).webpackChunk_N_E;
    // A chunk with a runtime function is handed webpack's require: its `e` loads chunks.
    let webpackRequire: WebpackRequire | undefined;
    chunks.push([[`e2e-probe-${Math.random()}`], {}, (required: WebpackRequire) => (webpackRequire = required)]);
    void webpackRequire?.e('e2e-missing-chunk');
  });
}

const isLatest = (url: string) => new URL(url).pathname === '/builds/latest.json';

test.describe('the build routes', () => {
  test('latest.json names the running build (the one the client configuration names), never cached', async ({ request }) => {
    const response = await request.get('/builds/latest.json');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toMatch(/no-store|no-cache/);
    const latest = await response.json();
    expect(latest).toEqual({ id: expect.any(String), timestamp: expect.any(String) });
    expect(latest.id).not.toBe('development');
    expect(new Date(latest.timestamp).toISOString()).toBe(latest.timestamp);
    expect((await (await request.get('/api/client-config')).json()).buildId).toBe(latest.id);
  });

  test('meta/{id}.json describes the running build and its prerendered pages; any other id is a 404', async ({ request }) => {
    const latest = await (await request.get('/builds/latest.json')).json();
    const response = await request.get(`/builds/meta/${latest.id}.json`);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toMatch(/no-store|no-cache/);
    const meta = await response.json();
    expect(meta).toEqual({ id: latest.id, timestamp: latest.timestamp, prerendered: expect.any(Array) });
    expect(meta.prerendered).toEqual(expect.arrayContaining(['/', '/contact']));
    for (const unknown of ['/builds/meta/un-build-inconnu.json', `/builds/meta/${latest.id}`, `/builds/meta/${latest.id}.txt`]) {
      const missing = await request.get(unknown);
      expect(missing.status(), unknown).toBe(404);
      expect(missing.headers()['content-type']).toContain('application/json');
    }
  });

  test('a page checks the build after it loads; a chunk error without a newer build does not reload it', async ({ page }) => {
    const checked = page.waitForResponse((response) => isLatest(response.url()));
    await page.goto('/contact');
    expect((await checked).status()).toBe(200);
    let loads = 0;
    page.on('load', () => loads++);
    const asked = page.waitForRequest((request) => isLatest(request.url()));
    await failChunkLoad(page);
    await asked;
    await page.waitForTimeout(1500);
    expect(loads).toBe(0);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), GUARD_KEY)).toBeNull();
  });
});

// A real second build of the site, served by a second server of its own (the suite's server is
// left alone), while a page of the first build stays open.
test.describe('a new build while a page is open @rebuild', () => {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const siteDir = path.join(root, 'site');
  const builtDir = process.env['NEXT_DIST_DIR'] ?? '.next';
  const distDir = `${builtDir}-e2e-rebuild`;
  // `next build` with another dist dir rewrites these two to name it: put back afterwards.
  const rewritten = ['tsconfig.json', 'next-env.d.ts'].map((file) => path.join(siteDir, file));

  /** A port free right now on the loopback interface. */
  function freePort(): Promise<number> {
    return new Promise((resolve, reject) => {
      const server = createServer().once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
      });
    });
  }

  /** Runs node with `args` in site/, with this test's dist dir and backend; output kept for error messages. */
  function run(args: string[], env: Record<string, string>) {
    const child = spawn(process.execPath, args, {
      cwd: siteDir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NEXT_DIST_DIR: distDir, DRUPAL_BASE_URL: process.env['E2E_CMS_URL'], NEXT_TELEMETRY_DISABLED: '1', NEXT_IGNORE_INCORRECT_LOCKFILE: '1', ...env },
    });
    const output = { text: '' };
    child.stdout.on('data', (chunk: Buffer) => (output.text += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output.text += chunk));
    return { child, output };
  }

  /** `site/server.mjs` on this test's build, once it answers. */
  async function startServer(port: number): Promise<ChildProcess> {
    const { child, output } = run([path.join(siteDir, 'server.mjs')], { NODE_ENV: 'production', PORT: String(port), REVALIDATE_SECRET: 'e2e-rebuild-secret-0123456789' });
    for (const deadline = Date.now() + 60_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 200))) {
      if (child.exitCode !== null) throw new Error(`the site server exited (${child.exitCode}):\n${output.text.slice(-3000)}`);
      if (await fetch(`http://127.0.0.1:${port}/builds/latest.json`).then((response) => response.ok, () => false)) return child;
    }
    child.kill('SIGKILL');
    throw new Error(`the site server did not answer within 60 s:\n${output.text.slice(-3000)}`);
  }

  function stop(child: ChildProcess | undefined): Promise<void> {
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill('SIGTERM');
    });
  }

  function nextBuild(): Promise<void> {
    const { child, output } = run([path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], {});
    return new Promise((resolve, reject) => {
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`next build failed (exit ${code}):\n${output.text.slice(-3000)}`))));
    });
  }

  test('latest.json changes after a rebuild, and the open page reloads once on a chunk error, not twice within 10 s', async ({ page }) => {
    test.setTimeout(8 * 60_000);
    const saved = rewritten.map((file) => (existsSync(file) ? readFileSync(file, 'utf8') : undefined));
    let server: ChildProcess | undefined;
    try {
      // The suite's build, copied (without Next's cache) into a dist dir of this test's own.
      rmSync(path.join(siteDir, distDir), { recursive: true, force: true });
      const from = path.join(siteDir, builtDir);
      cpSync(from, path.join(siteDir, distDir), { recursive: true, filter: (source) => source !== path.join(from, 'cache') });
      const port = await freePort();
      const base = `http://localhost:${port}`;
      server = await startServer(port);
      const before = await (await page.request.get(`${base}/builds/latest.json`)).json();

      const checked = page.waitForResponse((response) => isLatest(response.url()));
      await page.goto(`${base}/contact`);
      expect(await (await checked).json()).toEqual(before);

      const started = Date.now();
      await nextBuild();
      test.info().annotations.push({ type: 'rebuild', description: `next build took ${Math.round((Date.now() - started) / 1000)} s` });
      await stop(server);
      server = await startServer(port);
      const after = await (await page.request.get(`${base}/builds/latest.json`)).json();
      expect(after.id).not.toBe(before.id);
      expect(Date.parse(after.timestamp)).toBeGreaterThan(Date.parse(before.timestamp));
      expect((await page.request.get(`${base}/builds/meta/${before.id}.json`)).status()).toBe(404);
      expect((await page.request.get(`${base}/builds/meta/${after.id}.json`)).status()).toBe(200);

      // The tab comes back into view: the page of the old build learns of the new one.
      const learned = page.waitForResponse((response) => isLatest(response.url()));
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      expect((await learned).ok()).toBe(true);

      let loads = 0;
      page.on('load', () => loads++);
      // After the reload, the new page checks the build once it is idle (then it watches errors).
      const newPageChecked = page.waitForResponse((response) => isLatest(response.url()), { timeout: 15_000 });
      const reloaded = page.waitForEvent('load', { timeout: 10_000 });
      await failChunkLoad(page);
      await reloaded;
      expect(await (await newPageChecked).json()).toEqual(after);
      expect(loads).toBe(1);
      const guard = JSON.parse((await page.evaluate((key) => sessionStorage.getItem(key), GUARD_KEY)) ?? 'null');
      expect(guard).toEqual({ path: '/contact', at: expect.any(Number) });

      // Yet another build is announced, and a chunk fails again on the same path within 10 s:
      // the page asks the server at once, learns of it, and does not reload a second time.
      await page.route('**/builds/latest.json', (route) => route.fulfill({ json: { id: 'e2e-newer-build', timestamp: new Date().toISOString() } }));
      const asked = page.waitForRequest((request) => isLatest(request.url()));
      await failChunkLoad(page);
      await asked;
      await page.waitForTimeout(2000);
      expect(loads).toBe(1);
      expect(await page.evaluate((at) => Date.now() - at, guard.at)).toBeLessThan(10_000);

      // Once the 10 s have passed, the same path may reload again.
      await page.waitForTimeout(Math.max(0, guard.at + 10_000 - (await page.evaluate(() => Date.now()))) + 200);
      const reloadedAgain = page.waitForEvent('load', { timeout: 10_000 });
      await failChunkLoad(page);
      await reloadedAgain;
      expect(loads).toBe(2);
    } finally {
      await stop(server);
      rewritten.forEach((file, index) => {
        const source = saved[index];
        if (source !== undefined && readFileSync(file, 'utf8') !== source) writeFileSync(file, source);
      });
      rmSync(path.join(siteDir, distDir), { recursive: true, force: true });
    }
  });
});
