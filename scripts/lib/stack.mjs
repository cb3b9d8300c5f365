// Builds and runs the stack: the embedded cms and the Next.js site. Shared by `npm start`,
// `npm run dev` and the end-to-end tests, so the tests run what a user runs.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { trimServicesFile } from '../../site/lib/server/consent-services.mjs';

export const root = fileURLToPath(new URL('../../', import.meta.url));
const siteDir = path.join(root, 'site');
const cmsDir = path.join(root, 'cms');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const tscBin = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
// NEXT_DIST_DIR lets several builds share a checkout (one per developer task); see site/next.config.ts.
const distDir = path.join(siteDir, process.env['NEXT_DIST_DIR'] ?? '.next');
const stampFile = path.join(distDir, 'SOURCE_HASH');
// `next build` with another dist dir rewrites these two to name it: they are put back after a build.
const nextRewrites = ['tsconfig.json', 'next-env.d.ts'].map((file) => path.join(siteDir, file));

const quietNext = { NEXT_TELEMETRY_DISABLED: '1', NEXT_IGNORE_INCORRECT_LOCKFILE: '1' };

/** A TCP port that is free right now on the loopback interface. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function run(command, args, options) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${path.basename(args[0] ?? command)} failed (exit ${result.status})`);
}

/** Compiles the cms to cms/dist (incremental: fast when nothing changed). */
export function buildCms() {
  run(process.execPath, [tscBin, '-p', 'tsconfig.build.json'], { cwd: cmsDir });
}

function hashTree(hash, dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (['node_modules', 'dist', '.turbo', 'public'].includes(entry.name) || entry.name.startsWith('.next') || entry.name.endsWith('.tsbuildinfo')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) hashTree(hash, full);
    else if (entry.isFile()) {
      hash.update(path.relative(root, full));
      hash.update(readFileSync(full));
    }
  }
}

/** Hash of everything the site build depends on. */
function siteSourceHash() {
  const hash = createHash('sha256');
  hashTree(hash, siteDir);
  hashTree(hash, path.join(root, 'ui'));
  // The cms modules the site compiles in (its package's exports: the rich-text allow-list and sanitiser).
  for (const target of Object.values(JSON.parse(readFileSync(path.join(cmsDir, 'package.json'), 'utf8')).exports ?? {})) {
    hash.update(readFileSync(path.join(cmsDir, target)));
  }
  for (const file of ['package-lock.json', 'tsconfig.base.json']) hash.update(readFileSync(path.join(root, file)));
  return hash.digest('hex');
}

/**
 * The consent manager (tarteaucitron.js) is a classic script with its lang/, css/ and services
 * files next to it: the site serves it from its own origin, copied from node_modules into
 * site/public/tarteaucitron (no third-party host before consent; CSP 'self').
 */
export function copyVendorFiles() {
  const from = path.join(root, 'node_modules', 'tarteaucitronjs');
  const to = path.join(siteDir, 'public', 'tarteaucitron');
  const files = ['tarteaucitron.js', 'css', 'lang'];
  for (const file of files) {
    if (existsSync(path.join(from, file))) cpSync(path.join(from, file), path.join(to, file), { recursive: true });
  }
  // Only the services the site starts (site/lib/server/consent-services.mjs).
  const services = trimServicesFile(readFileSync(path.join(from, 'tarteaucitron.services.js'), 'utf8'));
  const servicesFile = path.join(to, 'tarteaucitron.services.js');
  if (!existsSync(servicesFile) || readFileSync(servicesFile, 'utf8') !== services) writeFileSync(servicesFile, services);
}

/** Builds the site when its sources changed since the last build (or it was never built). */
export function buildSiteIfStale({ drupalBaseUrl, log = console.log, force = false } = {}) {
  copyVendorFiles();
  const current = siteSourceHash();
  const built = existsSync(path.join(distDir, 'BUILD_ID')) && existsSync(stampFile);
  if (!force && built && readFileSync(stampFile, 'utf8') === current) return false;
  log(built ? 'The site changed since its last build: rebuilding…' : 'Building the site (first run)…');
  const sources = nextRewrites.map((file) => (existsSync(file) ? readFileSync(file, 'utf8') : undefined));
  try {
    run(process.execPath, [nextBin, 'build'], {
      cwd: siteDir,
      env: { ...process.env, ...quietNext, DRUPAL_BASE_URL: drupalBaseUrl },
    });
  } finally {
    nextRewrites.forEach((file, index) => {
      const source = sources[index];
      if (source !== undefined && readFileSync(file, 'utf8') !== source) writeFileSync(file, source);
    });
  }
  writeFileSync(stampFile, current);
  return true;
}

async function waitFor(url, child, name, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode} before it was ready`);
    try {
      const response = await fetch(url, { redirect: 'manual' });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${name} did not answer on ${url} within ${timeoutMs / 1000} s`);
}

function spawnService(name, args, options) {
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'inherit', 'inherit'], ...options });
  child.name = name;
  return child;
}

/** Starts the embedded cms and resolves once it answers. */
export async function startCms({ port, dataDir, env = {} }) {
  const child = spawnService('cms', [path.join(cmsDir, 'dist', 'cli.js'), 'serve'], {
    cwd: root,
    // It listens on 127.0.0.1 behind the site, which forwards the visitor's address (flood control):
    // the loopback addresses are its trusted proxies.
    env: { CMS_TRUSTED_PROXIES: '127.0.0.1,::1', ...process.env, ...env, CMS_PORT: String(port), CMS_DATA_DIR: dataDir },
  });
  await waitFor(`http://127.0.0.1:${port}/health`, child, 'The cms');
  return child;
}

/** Starts the site (`next start`, or `next dev` with dev: true) and resolves once it answers. */
export async function startSite({ port, drupalBaseUrl, dev = false, env = {} }) {
  copyVendorFiles();
  // site/server.mjs: Next's handler plus server-rendered 404 pages and minimal error bodies for bots.
  const child = spawnService('site', [path.join(siteDir, 'server.mjs'), ...(dev ? ['--dev'] : [])], {
    cwd: siteDir,
    env: {
      ...process.env,
      ...quietNext,
      ...env,
      NODE_ENV: dev ? 'development' : 'production',
      PORT: String(port),
      DRUPAL_BASE_URL: drupalBaseUrl,
    },
  });
  await waitFor(`http://127.0.0.1:${port}/`, child, 'The site', dev ? 180_000 : 60_000);
  return child;
}

/** Stops children gracefully (SIGTERM, then SIGKILL after a grace period). */
export async function stopAll(children, graceMs = 5_000) {
  await Promise.all(
    children
      .filter((child) => child && child.exitCode === null && child.signalCode === null)
      .map(
        (child) =>
          new Promise((resolve) => {
            const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
            child.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
            child.kill('SIGTERM');
          }),
      ),
  );
}

export function isDirectory(dir) {
  return existsSync(dir) && statSync(dir).isDirectory();
}
