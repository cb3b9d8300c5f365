// @ts-check
// The empty Next.js App Router page of bench/anchor-next/, the anchor bench/load.mjs measures the
// site's cached pages against: built with the repository's own `next` when its sources (or Next's
// version) changed since the last build, served by a bare `next start`.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../../scripts/lib/stack.mjs';

export const anchorDir = path.join(root, 'bench', 'anchor-next');
const distDir = path.join(anchorDir, '.next');
const stampFile = path.join(distDir, 'SOURCE_HASH');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const quiet = { NEXT_TELEMETRY_DISABLED: '1', NEXT_IGNORE_INCORRECT_LOCKFILE: '1' };

/** Hash of the anchor's sources and of the Next and React it is built with. */
function sourceHash() {
  const hash = createHash('sha256');
  /** @param {string} dir */
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.name === '.next' || entry.name === 'node_modules') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) hash.update(path.relative(anchorDir, full)).update(readFileSync(full));
    }
  };
  walk(anchorDir);
  for (const pkg of ['next', 'react', 'react-dom']) hash.update(readFileSync(path.join(root, 'node_modules', pkg, 'package.json')));
  return hash.digest('hex');
}

/**
 * Builds the anchor unless its last build is of the same sources; true when it built.
 * @param {{ log?: (line: string) => void }} [options]
 */
export function buildAnchorIfStale({ log = console.log } = {}) {
  const current = sourceHash();
  if (existsSync(path.join(distDir, 'BUILD_ID')) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === current) return false;
  log('Building the empty Next.js page (bench/anchor-next)…');
  const result = spawnSync(process.execPath, [nextBin, 'build', anchorDir], { stdio: 'inherit', env: { ...process.env, ...quiet } });
  if (result.status !== 0) throw new Error(`next build of bench/anchor-next failed (exit ${result.status})`);
  writeFileSync(stampFile, current);
  return true;
}

/**
 * `next start` of the anchor on 127.0.0.1:`port`; resolves once its page answers 200.
 * @param {number} port
 * @returns {Promise<import('node:child_process').ChildProcess>}
 */
export async function startAnchor(port) {
  const child = spawn(process.execPath, [nextBin, 'start', anchorDir, '-p', String(port), '-H', '127.0.0.1'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...quiet, NODE_ENV: 'production' },
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start of bench/anchor-next exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`);
      await response.arrayBuffer();
      if (response.status === 200) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGTERM');
  throw new Error('next start of bench/anchor-next did not answer within 60 s');
}
