#!/usr/bin/env node
/**
 * Throughput of the site's pages that get traffic, and whether they reach the backend.
 *
 *   npm run bench:load [-- --duration 20 --connections 50 --mixed-duration 60 --mixed-connections 100]
 *
 * 1. Cold start: a fresh data directory and a built site; times `node site/server.mjs` from spawn
 *    to the first page served (the cms already running), and `npm start` (scripts/start.mjs: cms
 *    with its demo content already seeded, then the site) from spawn to the first page served.
 * 2. For `/`, `/articles`, an article, `/offres-emploi?page=3` and an offer: autocannon on loopback
 *    (after 20 warm-up requests), requests/s, p50, p99, errors and non-2xx answers, and how many
 *    requests the site sent the cms during the run (a counting proxy sits between them).
 * 3. A mixed run over the same URLs: errors, and the site's resident memory after warm-up and at
 *    the end (growth in %).
 * The load generator shares the machine's cores with the site: figures are a floor, not a ceiling.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { buildCms, buildSiteIfStale, freePort, root, startCms, stopAll } from '../scripts/lib/stack.mjs';
import { startCountingProxy } from './lib/counting-proxy.mjs';

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '50' },
    'mixed-duration': { type: 'string', default: '60' },
    'mixed-connections': { type: 'string', default: '100' },
  },
});
const duration = Number(options.duration);
const connections = Number(options.connections);
const mixedDuration = Number(options['mixed-duration']);
const mixedConnections = Number(options['mixed-connections']);
const siteDir = path.join(root, 'site');
const quiet = { NEXT_TELEMETRY_DISABLED: '1', NEXT_IGNORE_INCORRECT_LOCKFILE: '1' };
// A browser's user agent: crawlers get minimal bodies from the site's server.
const headers = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140 bench', 'accept-encoding': 'gzip, br' };

/** Milliseconds from now until `url` answers 200. */
async function timeToFirstPage(url, started, timeoutMs = 120_000) {
  while (Date.now() - started < timeoutMs) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status === 200) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
}

function residentMegabytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kilobytes / 1024;
}

/** Slugs of one published article and one open offer, read from the cms. */
async function demoPaths(cms) {
  const first = async (query) => {
    const document = await (await fetch(`${cms}/jsonapi/${query}`)).json();
    return document.data[0].attributes.path.alias;
  };
  const today = new Date().toISOString().slice(0, 10);
  return {
    article: await first('node/article?filter[status]=1&sort=-created&page[limit]=1&fields[node--article]=path'),
    offer: await first(
      `node/offre_emploi?filter[status]=1&filter[open][condition][path]=field_date_expiration&filter[open][condition][operator]=%3E%3D&filter[open][condition][value]=${today}&page[limit]=1&fields[node--offre_emploi]=path`,
    ),
  };
}

function startSiteServer(port, drupalBaseUrl) {
  return spawn(process.execPath, [path.join(siteDir, 'server.mjs')], {
    cwd: siteDir,
    stdio: 'ignore',
    env: { ...process.env, ...quiet, NODE_ENV: 'production', PORT: String(port), DRUPAL_BASE_URL: drupalBaseUrl },
  });
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'campus-bench-load-'));
const children = [];
try {
  buildCms();
  const cmsPort = await freePort();
  const cmsStarted = Date.now();
  children.push(await startCms({ port: cmsPort, dataDir, env: { DATABASE_URL: '' } }));
  const cmsFirstStart = Date.now() - cmsStarted;
  const cms = `http://127.0.0.1:${cmsPort}`;
  buildSiteIfStale({ drupalBaseUrl: cms });
  const proxy = await startCountingProxy(cms);

  // 1. Cold starts.
  const sitePort = await freePort();
  let started = Date.now();
  const site = startSiteServer(sitePort, proxy.url);
  children.push(site);
  const siteColdStart = await timeToFirstPage(`http://127.0.0.1:${sitePort}/`, started);
  await stopAll([children[0]]);
  // Other work on the checkout may have changed the site since: `npm start` must find it built.
  buildSiteIfStale({ drupalBaseUrl: cms });
  const startPort = await freePort();
  const startCmsPort = await freePort();
  started = Date.now();
  const whole = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, ...quiet, PORT: String(startPort), CMS_PORT: String(startCmsPort), CMS_DATA_DIR: dataDir, DATABASE_URL: '' },
  });
  let npmStartColdStart;
  try {
    npmStartColdStart = await timeToFirstPage(`http://127.0.0.1:${startPort}/`, started);
  } finally {
    await stopAll([whole], 10_000);
  }
  children[0] = await startCms({ port: cmsPort, dataDir, env: { DATABASE_URL: '' } });
  console.log('\nCold start (built checkout)');
  console.table([
    { what: 'embedded cms, first start (migrations + demo content)', 'ms to ready': cmsFirstStart },
    { what: 'node site/server.mjs → first page (cms running)', 'ms to ready': siteColdStart },
    { what: 'npm start (cms seeded, site built) → first page', 'ms to ready': npmStartColdStart },
  ]);

  // 2. Per URL.
  const base = `http://127.0.0.1:${sitePort}`;
  const { article, offer } = await demoPaths(cms);
  const urls = ['/', '/articles', article, '/offres-emploi?page=3', offer];
  const rows = [];
  for (const url of urls) {
    for (let i = 0; i < 20; i++) await (await fetch(`${base}${url}`, { headers })).arrayBuffer();
    proxy.reset();
    const result = await autocannon({ url: `${base}${url}`, connections, duration, headers });
    rows.push({
      url,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      errors: result.errors + result.timeouts,
      'non-2xx': result.non2xx,
      'cms requests': proxy.count(),
      requests: result.requests.total,
    });
  }
  console.log(`\nautocannon on loopback, ${connections} connections, ${duration} s per URL`);
  console.table(rows);

  // 3. Mixed run, with the site's memory.
  const samples = [];
  const timer = setInterval(() => samples.push({ at: Date.now(), mb: residentMegabytes(site.pid) }), 1000);
  proxy.reset();
  const runStarted = Date.now();
  const mixed = await autocannon({
    url: base,
    connections: mixedConnections,
    duration: mixedDuration,
    headers,
    requests: urls.map((url) => ({ method: 'GET', path: url })),
  });
  clearInterval(timer);
  const warm = samples.find((sample) => sample.at - runStarted >= Math.min(10_000, (mixedDuration * 1000) / 4)) ?? samples[0];
  const end = samples.at(-1);
  const growth = warm && end ? ((end.mb - warm.mb) / warm.mb) * 100 : NaN;
  console.log(`\nMixed run: ${mixedConnections} connections, ${mixedDuration} s over the ${urls.length} URLs`);
  console.table([
    {
      'req/s': Math.round(mixed.requests.average),
      'p50 ms': mixed.latency.p50,
      'p99 ms': mixed.latency.p99,
      errors: mixed.errors + mixed.timeouts,
      'non-2xx': mixed.non2xx,
      'cms requests': proxy.count(),
      'RSS after warm-up MB': warm ? Math.round(warm.mb) : 'n/a',
      'RSS at end MB': end ? Math.round(end.mb) : 'n/a',
      'growth %': Number.isFinite(growth) ? Number(growth.toFixed(1)) : 'n/a',
      'max RSS MB': Math.round(Math.max(...samples.map((sample) => sample.mb))),
    },
  ]);
  await proxy.close();
} finally {
  await stopAll(children);
  rmSync(dataDir, { recursive: true, force: true });
}
