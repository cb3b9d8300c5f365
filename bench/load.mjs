#!/usr/bin/env node
// @ts-check
/**
 * Throughput of the site's cached pages against two anchors measured in the same run, and whether
 * the pages reach the backend.
 *
 *   npm run bench:load [-- --rounds 3 --duration 10 --connections 50]
 *                      [-- --no-cold-start] [-- --no-mixed] [-- --mixed-duration 60 --mixed-connections 100]
 *
 * 1. Cold start (unless --no-cold-start): a fresh data directory and a built site; times
 *    `node site/server.mjs` from spawn to the first page served (the cms already running), and
 *    `npm start` (scripts/start.mjs: cms with its demo content already seeded, then the site) from
 *    spawn to the first page served.
 * 2. The anchors and the front cache: an empty Next.js 15.5 App Router page (bench/anchor-next,
 *    built if stale, `next start`), and Debian's nginx running the shipped deploy/nginx/site.conf in
 *    front of the site plus a static server of the site's home page saved as a file (and its .gz,
 *    served with gzip_static), all on loopback (bench/lib/nginx.mjs).
 * 3. Rounds (--rounds, 3 by default): in each, the empty Next page and the static file, then for
 *    `/`, `/articles`, an article, `/offres-emploi?page=3` and an offer, the site directly and
 *    through nginx, then the two anchors again; autocannon (after warm-up requests and a short
 *    burst) gives requests/s and p99, the counting proxy between the site and the cms the backend
 *    requests. Each round prints the site's rps as a ratio to the empty Next page and, through
 *    nginx, to nginx's static file (the mean of their two measures in that round); then the
 *    medians and the targets (direct ≥ 1.0× the empty Next page, through nginx ≥ 0.5× nginx
 *    static, 0 cms requests per cached view).
 * 4. A mixed run over the same URLs (unless --no-mixed): errors, and the site's resident memory
 *    after warm-up and at the end (growth in %).
 * The load generator (one Node process) shares the machine's cores with the servers: figures are
 * a floor, not a ceiling, and against nginx they are mostly autocannon's own limit.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { buildCms, buildSiteIfStale, freePort, root, startCms, stopAll } from '../scripts/lib/stack.mjs';
import { buildAnchorIfStale, startAnchor } from './lib/anchor-next.mjs';
import { startCountingProxy } from './lib/counting-proxy.mjs';
import { median } from './lib/lighthouse-score.mjs';
import { renderSiteConf, resolveNginx, startNginx } from './lib/nginx.mjs';

const { values: options } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '20' },
    'mixed-duration': { type: 'string', default: '60' },
    'mixed-connections': { type: 'string', default: '100' },
    'no-cold-start': { type: 'boolean', default: false },
    'no-mixed': { type: 'boolean', default: false },
  },
});
const rounds = Number(options.rounds);
const duration = Number(options.duration);
const connections = Number(options.connections);
const warmup = Number(options.warmup);
const mixedDuration = Number(options['mixed-duration']);
const mixedConnections = Number(options['mixed-connections']);
const siteDir = path.join(root, 'site');
const quiet = { NEXT_TELEMETRY_DISABLED: '1', NEXT_IGNORE_INCORRECT_LOCKFILE: '1' };
const ACCEPT_ENCODING = 'gzip, br';
// A browser's user agent: crawlers get minimal bodies from the site's server.
const headers = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140 bench', 'accept-encoding': ACCEPT_ENCODING };
const TARGET_DIRECT = 1.0;
const TARGET_NGINX = 0.5;
const WARMUP_BURST_SECONDS = 2;
const ANCHOR_WARMUP_SECONDS = 15;
// Fewer cms requests than this per view is a page's background revalidation (every 60 s at most,
// several reads each), not a view reaching the backend (which would be 1 or more per view).
const REVALIDATION_ONLY = 0.001;

/**
 * Milliseconds from `started` until `url` answers 200.
 * @param {string} url
 * @param {number} started
 */
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

/** @param {number | undefined} pid */
function residentMegabytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kilobytes / 1024;
}

/**
 * Slugs of one published article and one open offer, read from the cms.
 * @param {string} cms
 */
async function demoPaths(cms) {
  /** @param {string} query */
  const first = async (query) => {
    const document = await (await fetch(`${cms}/jsonapi/${query}`)).json();
    return /** @type {string} */ (document.data[0].attributes.path.alias);
  };
  const today = new Date().toISOString().slice(0, 10);
  return {
    article: await first('node/article?filter[status]=1&sort=-created&page[limit]=1&fields[node--article]=path'),
    offer: await first(
      `node/offre_emploi?filter[status]=1&filter[open][condition][path]=field_date_expiration&filter[open][condition][operator]=%3E%3D&filter[open][condition][value]=${today}&page[limit]=1&fields[node--offre_emploi]=path`,
    ),
  };
}

/**
 * @param {number} port
 * @param {string} drupalBaseUrl
 */
function startSiteServer(port, drupalBaseUrl) {
  return spawn(process.execPath, [path.join(siteDir, 'server.mjs')], {
    cwd: siteDir,
    stdio: 'ignore',
    // As in production behind nginx (docs/deploy.md): the visitor's address is the one nginx appends.
    env: { ...process.env, ...quiet, NODE_ENV: 'production', PORT: String(port), DRUPAL_BASE_URL: drupalBaseUrl, SITE_TRUST_PROXY: '1' },
  });
}

/**
 * One answer's status, headers and size as sent (node's fetch would decompress it and join
 * repeated headers).
 * @param {string} url
 * @returns {Promise<{ status: number, encoding: string, cache: string, bytes: number, cacheControl: string, etag: boolean, vary: string[] }>}
 */
function sample(url) {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      let bytes = 0;
      response.on('data', (/** @type {Buffer} */ chunk) => {
        bytes += chunk.length;
      });
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          encoding: String(response.headers['content-encoding'] ?? 'none'),
          cache: String(response.headers['x-cache-status'] ?? ''),
          bytes,
          cacheControl: String(response.headers['cache-control'] ?? ''),
          etag: response.headers.etag !== undefined,
          // One entry per header line: nginx 1.22 reads only the last (docs/deploy.md).
          vary: response.rawHeaders.filter((_, index) => index % 2 === 1 && /^vary$/i.test(response.rawHeaders[index - 1] ?? '')),
        }),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}

/**
 * Warm-up (sequential requests, then a short burst at full load, so that the server's and the
 * load generator's code is compiled and nginx's cache filled), then autocannon on `url`.
 * @param {string} url
 */
async function measure(url) {
  for (let i = 0; i < warmup; i++) await (await fetch(url, { headers })).arrayBuffer();
  await autocannon({ url, connections, duration: WARMUP_BURST_SECONDS, headers });
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result = await autocannon({ url, connections, duration, headers });
  const used = process.cpuUsage(cpu);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    total: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
    // The load generator's own CPU (it runs in this process), in cores: near 1, it is the limit.
    generatorCores: (used.user + used.system) / 1000 / (performance.now() - started),
  };
}

/** @param {number} value */
const ratio = (value) => `${value.toFixed(2)}×`;

const dataDir = mkdtempSync(path.join(tmpdir(), 'campus-bench-load-'));
const nginxDir = mkdtempSync(path.join(tmpdir(), 'campus-bench-nginx-'));
/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
/** @type {import('./lib/nginx.mjs').RunningNginx | undefined} */
let nginx;
try {
  const nginxBinary = resolveNginx();
  buildCms();
  const cmsPort = await freePort();
  const cmsStarted = Date.now();
  children.push(await startCms({ port: cmsPort, dataDir, env: { DATABASE_URL: '' } }));
  const cmsFirstStart = Date.now() - cmsStarted;
  const cms = `http://127.0.0.1:${cmsPort}`;
  // (A variable, not a literal: the type inferred from stack.mjs's untyped parameter lacks drupalBaseUrl.)
  const buildOptions = { drupalBaseUrl: cms, log: console.log };
  buildSiteIfStale(buildOptions);
  buildAnchorIfStale();
  const proxy = await startCountingProxy(cms);

  // 1. Cold starts.
  const sitePort = await freePort();
  let started = Date.now();
  const site = startSiteServer(sitePort, proxy.url);
  children.push(site);
  const siteColdStart = await timeToFirstPage(`http://127.0.0.1:${sitePort}/`, started);
  if (!options['no-cold-start']) {
    await stopAll([children[0]]);
    // Other work on the checkout may have changed the site since: `npm start` must find it built.
    buildSiteIfStale(buildOptions);
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
  }

  // 2. The anchors and nginx.
  const base = `http://127.0.0.1:${sitePort}`;
  const anchorPort = await freePort();
  children.push(await startAnchor(anchorPort));
  const anchorUrl = `http://127.0.0.1:${anchorPort}/`;
  // The static file: the site's home page as a browser gets it, uncompressed, and gzipped for
  // gzip_static (Debian's nginx has no brotli); served as nginx serves any file.
  const home = Buffer.from(await (await fetch(`${base}/`, { headers: { 'user-agent': headers['user-agent'] } })).arrayBuffer());
  const staticRoot = path.join(nginxDir, 'static');
  mkdirSync(staticRoot, { recursive: true });
  writeFileSync(path.join(staticRoot, 'index.html'), home);
  writeFileSync(path.join(staticRoot, 'index.html.gz'), gzipSync(home, { level: 9 }));
  const frontPort = await freePort();
  const staticPort = await freePort();
  const staticServer = `    server {
        listen 127.0.0.1:${staticPort};
        root ${staticRoot};
        gzip off;
        gzip_static on;
    }
`;
  const siteConf = renderSiteConf({ upstreamPort: sitePort, listenPort: frontPort, cacheDir: path.join(nginxDir, 'cache') });
  nginx = await startNginx({ nginx: nginxBinary, prefix: nginxDir, http: `${staticServer}${siteConf}`, waitPort: frontPort });
  const front = `http://127.0.0.1:${frontPort}`;
  const staticUrl = `http://127.0.0.1:${staticPort}/index.html`;

  const { article, offer } = await demoPaths(cms);
  const pages = [
    { label: '/', url: '/' },
    { label: '/articles', url: '/articles' },
    { label: 'an article', url: article },
    { label: '/offres-emploi?page=3', url: '/offres-emploi?page=3' },
    { label: 'an offer', url: offer },
  ];
  const urls = pages.map((page) => page.url);
  const anchorSample = await sample(anchorUrl);
  const staticSample = await sample(staticUrl);
  const homeAnswer = await sample(`${base}/`);
  // Next's server reaches its pace after some 15 s of load (V8 compiles its code as it runs): the
  // empty page is measured warm, as the site is (it served the warm-up and build checks before).
  await autocannon({ url: anchorUrl, connections, duration: ANCHOR_WARMUP_SECONDS, headers });
  console.log(
    `\nautocannon on loopback: ${connections} connections, ${duration} s per measure after ${warmup} sequential warm-up requests ` +
      `and ${WARMUP_BURST_SECONDS} s of load; ${rounds} round(s)`,
  );
  console.log(`every request asks accept-encoding: ${ACCEPT_ENCODING} (and a browser's user agent); "encoding" below is what came back after the measure, direct/through nginx`);
  console.log(`empty Next page: next start of bench/anchor-next, ${anchorSample.bytes} bytes sent (${anchorSample.encoding}), measured before and after each round (ratios use the mean)`);
  console.log(`nginx static: the site's home page as a file, ${home.length} bytes, ${staticSample.bytes} bytes sent (${staticSample.encoding}, gzip_static), measured before and after each round`);
  console.log(`nginx front cache: deploy/nginx/site.conf (${nginxBinary}), in ${nginxDir}`);
  console.log(
    `the site's /: ${homeAnswer.bytes} bytes sent (${homeAnswer.encoding}), cache-control "${homeAnswer.cacheControl}", etag ${homeAnswer.etag ? 'yes' : 'none'}, ` +
      `vary ${homeAnswer.vary.map((line) => `"${line}"`).join(' + ')} (${homeAnswer.vary.length} line(s))`,
  );
  console.log(`an article: ${article}; an offer: ${offer}`);

  /** @typedef {{ label: string, direct: number, directRatio: number, directP99: number, nginx: number, nginxRatio: number, nginxP99: number, cmsRequests: number, views: number, errors: number }} Row */
  /** @type {Row[][]} */
  const results = [];
  for (let round = 1; round <= rounds; round++) {
    const anchorBefore = await measure(anchorUrl);
    const flatBefore = await measure(staticUrl);
    /** @type {{ label: string, direct: Awaited<ReturnType<typeof measure>>, through: Awaited<ReturnType<typeof measure>>, cmsRequests: number, encoding: string, cache: string }[]} */
    const measured = [];
    for (const { label, url } of pages) {
      proxy.reset();
      const direct = await measure(`${base}${url}`);
      const directCms = proxy.count();
      const directSample = await sample(`${base}${url}`);
      const frontSample = await sample(`${front}${url}`);
      proxy.reset();
      const through = await measure(`${front}${url}`);
      const after = await sample(`${front}${url}`);
      measured.push({
        label,
        direct,
        through,
        cmsRequests: directCms + proxy.count(),
        encoding: `${directSample.encoding}/${after.encoding}`,
        cache: `${frontSample.cache}…${after.cache}`,
      });
    }
    const anchorAfter = await measure(anchorUrl);
    const flatAfter = await measure(staticUrl);
    const anchorRps = (anchorBefore.rps + anchorAfter.rps) / 2;
    const flatRps = (flatBefore.rps + flatAfter.rps) / 2;
    /** @type {Row[]} */
    const rows = measured.map(({ label, direct, through, cmsRequests }) => ({
      label,
      direct: direct.rps,
      directRatio: direct.rps / anchorRps,
      directP99: direct.p99,
      nginx: through.rps,
      nginxRatio: through.rps / flatRps,
      nginxP99: through.p99,
      cmsRequests,
      views: direct.total + through.total,
      errors: direct.errors + through.errors,
    }));
    results.push(rows);
    console.log(
      `\nRound ${round}: empty Next page ${Math.round(anchorBefore.rps)} then ${Math.round(anchorAfter.rps)} rps ` +
        `(p99 ${anchorBefore.p99}/${anchorAfter.p99} ms, ${anchorBefore.errors + anchorAfter.errors} errors); ` +
        `nginx static ${Math.round(flatBefore.rps)} then ${Math.round(flatAfter.rps)} rps ` +
        `(p99 ${flatBefore.p99}/${flatAfter.p99} ms, ${flatBefore.errors + flatAfter.errors} errors, ` +
        `autocannon using ${flatBefore.generatorCores.toFixed(2)}/${flatAfter.generatorCores.toFixed(2)} core)`,
    );
    console.table(
      rows.map((row, index) => ({
        page: row.label,
        'direct rps': Math.round(row.direct),
        '× empty Next': ratio(row.directRatio),
        'direct p99 ms': row.directP99,
        'nginx rps': Math.round(row.nginx),
        '× nginx static': ratio(row.nginxRatio),
        'nginx p99 ms': row.nginxP99,
        'autocannon core (nginx)': Number((measured[index]?.through.generatorCores ?? NaN).toFixed(2)),
        'cms req/view': Number((row.cmsRequests / row.views).toFixed(5)),
        'cms req': row.cmsRequests,
        'errors/non-2xx': row.errors,
        encoding: measured[index]?.encoding ?? '',
        'X-Cache-Status': measured[index]?.cache ?? '',
      })),
    );
  }

  console.log(`\nMedian of ${rounds} round(s), and the targets`);
  /** @type {Record<string, string | number>[]} */
  const medians = [];
  const verdicts = [];
  for (const { label } of pages) {
    const rows = results.map((round) => round.find((row) => row.label === label)).filter((row) => row !== undefined);
    /** @param {(row: Row) => number} pick */
    const mid = (pick) => median(rows.map(pick));
    const cmsRequests = rows.reduce((sum, row) => sum + row.cmsRequests, 0);
    const views = rows.reduce((sum, row) => sum + row.views, 0);
    const directOk = mid((row) => row.directRatio) >= TARGET_DIRECT;
    const nginxOk = mid((row) => row.nginxRatio) >= TARGET_NGINX;
    const cmsOk = cmsRequests / views < REVALIDATION_ONLY;
    verdicts.push(directOk, nginxOk, cmsOk);
    medians.push({
      page: label,
      'direct rps': Math.round(mid((row) => row.direct)),
      '× empty Next': `${ratio(mid((row) => row.directRatio))} ${directOk ? 'ok' : 'MISSED'}`,
      'direct p99 ms': mid((row) => row.directP99),
      'nginx rps': Math.round(mid((row) => row.nginx)),
      '× nginx static': `${ratio(mid((row) => row.nginxRatio))} ${nginxOk ? 'ok' : 'MISSED'}`,
      'nginx p99 ms': mid((row) => row.nginxP99),
      'cms req (all rounds)': `${cmsRequests} in ${views} views ${cmsOk ? 'ok' : 'MISSED'}`,
      'errors/non-2xx': rows.reduce((sum, row) => sum + row.errors, 0),
    });
  }
  console.table(medians);
  console.log(
    `Targets: direct ≥ ${TARGET_DIRECT.toFixed(1)}× the empty Next page; through nginx ≥ ${TARGET_NGINX.toFixed(1)}× nginx static; ` +
      `0 cms requests per cached view (under ${REVALIDATION_ONLY} per view: a page's background revalidation, at most once a minute). ` +
      `${verdicts.filter(Boolean).length} of ${verdicts.length} met.`,
  );

  // 4. Mixed run, with the site's memory.
  if (!options['no-mixed']) {
    /** @type {{ at: number, mb: number }[]} */
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
    const warm = samples.find((entry) => entry.at - runStarted >= Math.min(10_000, (mixedDuration * 1000) / 4)) ?? samples[0];
    const end = samples.at(-1);
    const growth = warm && end ? ((end.mb - warm.mb) / warm.mb) * 100 : NaN;
    console.log(`\nMixed run, the site directly: ${mixedConnections} connections, ${mixedDuration} s over the ${urls.length} URLs`);
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
        'max RSS MB': Math.round(Math.max(...samples.map((entry) => entry.mb))),
      },
    ]);
  }
  await proxy.close();
} finally {
  await nginx?.stop();
  await stopAll(children);
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(nginxDir, { recursive: true, force: true });
}
