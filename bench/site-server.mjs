#!/usr/bin/env node
/**
 * What the site's server (site/server.mjs) costs next to a bare `next start`, on the pages that get
 * traffic and on a 404.
 *
 *   node bench/site-server.mjs [--duration 10] [--connections 20]
 *
 * Starts the embedded cms on a fresh data directory, builds the site if its sources changed, then
 * for each server in turn (bare `next start`, then `node site/server.mjs`) warms each URL and runs
 * autocannon on it; prints requests/s and latency percentiles per URL and server.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { buildCms, buildSiteIfStale, freePort, root, startCms, stopAll } from '../scripts/lib/stack.mjs';

const { values: options } = parseArgs({
  options: { duration: { type: 'string', default: '10' }, connections: { type: 'string', default: '20' } },
});
const duration = Number(options.duration);
const connections = Number(options.connections);
const siteDir = path.join(root, 'site');
const urls = ['/', '/mentions-legales', '/articles?page=2', '/article/n-existe-pas'];

async function waitFor(url) {
  for (let i = 0; i < 400; i++) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
  throw new Error(`${url} did not answer`);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'campus-bench-'));
const children = [];
try {
  buildCms();
  const cmsPort = await freePort();
  children.push(await startCms({ port: cmsPort, dataDir, env: { DATABASE_URL: '' } }));
  const drupalBaseUrl = `http://127.0.0.1:${cmsPort}`;
  buildSiteIfStale({ drupalBaseUrl });
  const servers = [
    { name: 'next start', args: [path.join(root, 'node_modules/next/dist/bin/next'), 'start', '-p'] },
    { name: 'site/server.mjs', args: [path.join(siteDir, 'server.mjs')] },
  ];
  const rows = [];
  for (const server of servers) {
    const port = await freePort();
    const args = server.name === 'next start' ? [...server.args, String(port)] : server.args;
    const child = spawn(process.execPath, args, {
      cwd: siteDir,
      stdio: 'ignore',
      env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DRUPAL_BASE_URL: drupalBaseUrl, NEXT_TELEMETRY_DISABLED: '1' },
    });
    try {
      await waitFor(`http://127.0.0.1:${port}/`);
      for (const url of urls) {
        const target = `http://127.0.0.1:${port}${url}`;
        for (let i = 0; i < 20; i++) await (await fetch(target)).arrayBuffer();
        const result = await autocannon({ url: target, connections, duration, headers: { 'user-agent': 'Mozilla/5.0 Chrome/140 bench' } });
        const statuses = Object.entries(result.statusCodeStats ?? {}).map(([code]) => code).join('/');
        rows.push({ server: server.name, url, status: statuses, 'req/s': Math.round(result.requests.average), 'p50 ms': result.latency.p50, 'p99 ms': result.latency.p99, errors: result.errors + result.timeouts });
      }
    } finally {
      await stopAll([child]);
    }
  }
  console.log(`\nautocannon, ${connections} connections, ${duration} s per URL (median of the run)\n`);
  console.table(rows);
} finally {
  await stopAll(children);
  rmSync(dataDir, { recursive: true, force: true });
}
