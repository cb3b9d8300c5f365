#!/usr/bin/env node
// @ts-check
/**
 * The site scaled out (scripts/lib/cluster.mjs: Redis, the cms, two instances of one build, nginx
 * running deploy/nginx/site.conf in front): throughput with one and two instances, and how long a
 * cms write takes to be served by every instance.
 *
 *   npm run bench:cluster [-- --duration 5 --connections 20 --warmup 10 --anchor-warmup 10 --rounds 1]
 *                         [-- --writes 3 --timeout 30] [-- --no-throughput] [-- --no-propagation] [-- --no-redis] [-- --verbose]
 *
 * 1. Throughput (unless --no-throughput), for `/`, `/articles` and an article, anonymous GETs as a
 *    browser sends them, autocannon (after sequential warm-up requests and a 1 s burst):
 *    - one instance directly, and both at once (two autocannon runs in parallel, half the
 *      connections each: their rps summed, the worse p99);
 *    - through nginx with nginx's cache bypassed (an `Authorization` header: site.conf neither
 *      answers from nor stores in its cache then), to one instance (a second nginx rendered with
 *      only the first) and to both: what the instances themselves serve behind the proxy;
 *    - through nginx as a visitor gets it: nginx's own cache answers nearly every request.
 *    The empty Next page (bench/anchor-next, next start) is measured before and after each round,
 *    in the same run; each figure is also given as a ratio to their mean.
 * 2. Propagation (unless --no-propagation): the editor account renames an article through the
 *    cms's JSON:API (PATCH, session cookie and CSRF token, as e2e/site.spec.ts does); the cms calls
 *    /api/revalidate through nginx, which hands the call to ONE instance. Each instance is polled
 *    directly (and nginx, whose copy is fresh for up to SITE_SHARED_CACHE_SECONDS) until it serves
 *    the new title: ms from the PATCH's start, per instance and for all of them, median of --writes
 *    writes. Without a shared cache only the instance that got the call changes at once. The title
 *    is put back at the end.
 * The load generator (one Node process), nginx, Redis and the instances share the machine's cores:
 * on 2 cores the second instance competes for the same CPU, so the figures show the topology's
 * overhead rather than scaling.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import net from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startCluster } from '../scripts/lib/cluster.mjs';
import { freePort, stopAll } from '../scripts/lib/stack.mjs';
import { buildAnchorIfStale, startAnchor } from './lib/anchor-next.mjs';
import { median } from './lib/lighthouse-score.mjs';
import { renderSiteConf, resolveNginx, startNginx } from './lib/nginx.mjs';

const { values: options } = parseArgs({
  options: {
    rounds: { type: 'string', default: '1' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '10' },
    'anchor-warmup': { type: 'string', default: '10' },
    writes: { type: 'string', default: '3' },
    timeout: { type: 'string', default: '30' },
    'no-throughput': { type: 'boolean', default: false },
    'no-propagation': { type: 'boolean', default: false },
    'no-redis': { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
  },
});
const rounds = Number(options.rounds);
const duration = Number(options.duration);
const connections = Number(options.connections);
const warmup = Number(options.warmup);
const anchorWarmup = Number(options['anchor-warmup']);
const writes = Number(options.writes);
const timeoutMs = Number(options.timeout) * 1000;
const WARMUP_BURST_SECONDS = 1;
const POLL_MS = 25;
// A browser's user agent: crawlers get minimal bodies from the site's server.
const headers = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140 bench', 'accept-encoding': 'gzip, br' };
// deploy/nginx/site.conf bypasses its cache for a request with Authorization (and stores nothing);
// the site ignores the header on public pages.
const bypass = { ...headers, authorization: 'Bearer bench-cluster' };
const EDITOR = { name: 'redaction', pass: 'demo-redaction' };

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One answer's status and X-Cache-Status as sent.
 * @param {string} url
 * @param {Record<string, string>} requestHeaders
 * @returns {Promise<{ status: number, cache: string }>}
 */
function sample(url, requestHeaders) {
  return new Promise((resolve, reject) => {
    get(url, { headers: requestHeaders }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, cache: String(response.headers['x-cache-status'] ?? '') }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

/**
 * A Redis command's one-line answer (`:12`, `+PONG`), over a raw connection.
 * @param {string} redisUrl
 * @param {string} command
 * @returns {Promise<string>}
 */
function redisCommand(redisUrl, command) {
  const { hostname, port } = new URL(redisUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    let answer = '';
    socket.setTimeout(2_000, () => {
      socket.destroy();
      reject(new Error(`Redis did not answer ${command}`));
    });
    socket.once('connect', () => socket.write(`${command}\r\n`));
    socket.on('data', (/** @type {Buffer} */ chunk) => {
      answer += chunk.toString();
      if (answer.includes('\r\n')) {
        socket.destroy();
        resolve(answer.trim());
      }
    });
    socket.once('error', reject);
  });
}

/**
 * Sequential warm-up requests, a short burst, then autocannon on each of `urls` at once (the
 * connections shared between them): total rps, the worse p99, errors and non-2xx.
 * @param {string[]} urls
 * @param {Record<string, string>} requestHeaders
 */
async function measure(urls, requestHeaders) {
  for (const url of urls) for (let i = 0; i < warmup; i++) await (await fetch(url, { headers: requestHeaders })).arrayBuffer();
  const each = Math.max(1, Math.round(connections / urls.length));
  await Promise.all(urls.map((url) => autocannon({ url, connections: each, duration: WARMUP_BURST_SECONDS, headers: requestHeaders })));
  const results = await Promise.all(urls.map((url) => autocannon({ url, connections: each, duration, headers: requestHeaders })));
  return {
    rps: results.reduce((sum, result) => sum + result.requests.average, 0),
    p99: Math.max(...results.map((result) => result.latency.p99)),
    errors: results.reduce((sum, result) => sum + result.errors + result.timeouts + result.non2xx, 0),
  };
}

/** @param {number} value */
const ratio = (value) => `${value.toFixed(2)}×`;

/** @type {string[]} */
const clusterLog = [];
/** @type {import('../scripts/lib/cluster.mjs').Cluster | undefined} */
let cluster;
/** @type {import('node:child_process').ChildProcess | undefined} */
let anchor;
/** @type {import('./lib/nginx.mjs').RunningNginx | undefined} */
let single;
const singleDir = mkdtempSync(path.join(tmpdir(), 'campus-bench-cluster-nginx-'));
/** @type {(() => Promise<unknown>) | undefined} */
let restoreTitle;
try {
  const started = Date.now();
  cluster = await startCluster({
    instances: 2,
    redis: !options['no-redis'],
    log: (line) => {
      clusterLog.push(line);
      if (options.verbose || !line.startsWith('[')) console.log(line);
    },
  });
  const { url: front, instances, cmsUrl, redisUrl } = cluster;
  console.log(`\nCluster up in ${((Date.now() - started) / 1000).toFixed(1)} s: nginx ${front}, instances ${instances.map((i) => i.url).join(' ')}, cms ${cmsUrl}, redis ${redisUrl || 'none (--no-redis)'}`);

  // The article: the newest published one.
  const listing = await (await fetch(`${cmsUrl}/jsonapi/node/article?filter[status]=1&sort=-created&page[limit]=1&fields[node--article]=path,title`)).json();
  const node = listing.data[0];
  /** @type {{ uuid: string, title: string, alias: string }} */
  const article = { uuid: node.id, title: node.attributes.title, alias: node.attributes.path.alias };
  const cores = availableParallelism();
  console.log(`machine: ${cores} cores, load average ${loadavg().map((value) => value.toFixed(2)).join(' ')}; Node ${process.version}`);

  if (!options['no-throughput']) {
    buildAnchorIfStale();
    const anchorPort = await freePort();
    anchor = await startAnchor(anchorPort);
    const anchorUrl = `http://127.0.0.1:${anchorPort}/`;
    const [first, second] = instances;
    if (!first || !second) throw new Error('The cluster has fewer than two instances');
    // nginx with only the first instance in its upstream: the same configuration otherwise.
    const singlePort = await freePort();
    single = await startNginx({
      nginx: resolveNginx(),
      prefix: singleDir,
      http: renderSiteConf({ upstreamPorts: [first.port], listenPort: singlePort, cacheDir: path.join(singleDir, 'cache') }),
      waitPort: singlePort,
    });
    const singleFront = `http://127.0.0.1:${singlePort}`;
    const pages = [
      { label: '/', url: '/' },
      { label: '/articles', url: '/articles' },
      { label: 'an article', url: article.alias },
    ];
    const bypassed = await sample(`${front}/`, bypass);
    await sample(`${front}/`, headers);
    const cached = await sample(`${front}/`, headers);
    console.log(
      `nginx's cache: X-Cache-Status ${bypassed.cache || 'none'} with the Authorization header (status ${bypassed.status}), ${cached.cache || 'none'} without (status ${cached.status})`,
    );
    await autocannon({ url: anchorUrl, connections, duration: anchorWarmup, headers });
    console.log(
      `\nautocannon on loopback: ${connections} connections in all, ${duration} s per measure after ${warmup} sequential requests and ${WARMUP_BURST_SECONDS} s of load; ` +
        `${rounds} round(s); the article: ${article.alias}`,
    );
    for (let round = 1; round <= rounds; round++) {
      const anchorBefore = await measure([anchorUrl], headers);
      /** @type {{ page: string, setup: string, result: Awaited<ReturnType<typeof measure>> }[]} */
      const rows = [];
      for (const { label, url } of pages) {
        const setups = [
          { setup: '1 instance, direct', urls: [`${first.url}${url}`], requestHeaders: headers },
          { setup: '2 instances, direct (both at once)', urls: [`${first.url}${url}`, `${second.url}${url}`], requestHeaders: headers },
          { setup: 'nginx → 1 instance, nginx cache bypassed', urls: [`${singleFront}${url}`], requestHeaders: bypass },
          { setup: 'nginx → 2 instances, nginx cache bypassed', urls: [`${front}${url}`], requestHeaders: bypass },
          { setup: 'nginx → 2 instances, nginx cache (visitors)', urls: [`${front}${url}`], requestHeaders: headers },
        ];
        for (const { setup, urls, requestHeaders } of setups) rows.push({ page: label, setup, result: await measure(urls, requestHeaders) });
      }
      const anchorAfter = await measure([anchorUrl], headers);
      const anchorRps = (anchorBefore.rps + anchorAfter.rps) / 2;
      console.log(
        `\nRound ${round}: empty Next page ${Math.round(anchorBefore.rps)} then ${Math.round(anchorAfter.rps)} rps ` +
          `(p99 ${anchorBefore.p99}/${anchorAfter.p99} ms, ${anchorBefore.errors + anchorAfter.errors} errors/non-2xx)`,
      );
      console.table(
        rows.map(({ page, setup, result }) => ({
          page,
          setup,
          rps: Math.round(result.rps),
          '× empty Next': ratio(result.rps / anchorRps),
          'p99 ms': result.p99,
          'errors/non-2xx': result.errors,
        })),
      );
    }
    console.log(
      `On ${cores} core(s), autocannon, nginx, Redis and both instances share the CPU: ${
        cores <= 2
          ? 'a second instance competes with the first for the same cores, so "2 instances" shows the overhead of the topology (the nginx hop, round-robin, the shared cache) more than scaling.'
          : 'a second instance can take cores of its own, but the load generator shares them too.'
      } Scaling needs cores (or machines) per instance; "nginx cache (visitors)" is nginx's own cache answering, not the instances.`,
    );
  }

  if (!options['no-propagation']) {
    const login = await fetch(`${cmsUrl}/user/login?_format=json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(EDITOR),
    });
    if (login.status !== 200) throw new Error(`The editor's login on the cms answered ${login.status}`);
    const cookie = login.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const { csrf_token: csrf } = /** @type {{ csrf_token: string }} */ (await login.json());
    /** @param {string} title */
    const rename = async (title) => {
      const answer = await fetch(`${cmsUrl}/jsonapi/node/article/${article.uuid}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/vnd.api+json', accept: 'application/vnd.api+json', 'x-csrf-token': csrf, cookie },
        body: JSON.stringify({ data: { type: 'node--article', id: article.uuid, attributes: { title } } }),
      });
      await answer.arrayBuffer();
      if (answer.status !== 200) throw new Error(`PATCH of the article's title answered ${answer.status}`);
    };
    restoreTitle = () => rename(article.title);
    const targets = [...instances.map((instance, i) => ({ name: `site-${i + 1}`, url: `${instance.url}${article.alias}` })), { name: 'nginx', url: `${front}${article.alias}` }];
    // Each instance (and nginx) has the article in its cache before the first write.
    for (const { url } of targets) for (let i = 0; i < 3; i++) await (await fetch(url, { headers })).arrayBuffer();

    /**
     * Ms from `since` until `url` serves a page containing `token`; Infinity after the timeout.
     * @param {string} url
     * @param {string} token
     * @param {number} since
     */
    const seen = async (url, token, since) => {
      while (performance.now() - since < timeoutMs) {
        const answer = await fetch(url, { headers });
        const body = await answer.text();
        if (answer.status === 200 && body.includes(token)) return performance.now() - since;
        await sleep(POLL_MS);
      }
      return Infinity;
    };
    /** @type {{ patch: number, times: number[] }[]} */
    const results = [];
    console.log(
      `\nPropagation: ${writes} PATCH(es) of the title of ${article.alias} through the cms's JSON:API as ${EDITOR.name}; ` +
        `each instance polled directly every ${POLL_MS} ms (and nginx), timeout ${timeoutMs / 1000} s`,
    );
    for (let write = 1; write <= writes; write++) {
      const token = `cluster-${write}-${randomBytes(3).toString('hex')}`;
      const since = performance.now();
      const watching = targets.map(({ url }) => seen(url, token, since));
      await rename(`${article.title} ${token}`);
      const patch = performance.now() - since;
      results.push({ patch, times: await Promise.all(watching) });
      await sleep(1_000);
    }
    await restoreTitle();
    restoreTitle = undefined;
    /** @param {number} ms */
    const shown = (ms) => (Number.isFinite(ms) ? Math.round(ms) : `> ${timeoutMs / 1000} s`);
    const instanceCount = instances.length;
    const rows = results.map(({ patch, times }, index) => ({
      write: String(index + 1),
      'PATCH ms': Math.round(patch),
      ...Object.fromEntries(targets.map(({ name }, i) => [`${name} ms`, shown(times[i] ?? Infinity)])),
      'every instance ms': shown(Math.max(...times.slice(0, instanceCount))),
    }));
    rows.push({
      write: 'median',
      'PATCH ms': Math.round(median(results.map((result) => result.patch))),
      ...Object.fromEntries(targets.map(({ name }, i) => [`${name} ms`, shown(median(results.map((result) => result.times[i] ?? Infinity)))])),
      'every instance ms': shown(median(results.map((result) => Math.max(...result.times.slice(0, instanceCount))))),
    });
    console.table(rows);
    console.log(
      'The cms calls /api/revalidate through nginx: one instance gets each call. "every instance" is when the last one served the new title; ' +
        'an instance that did not get the call may answer from its own copy of the page for up to SITE_PAGE_CACHE_MS (1 s by default, site/server.mjs) ' +
        'after the shared cache changed; nginx serves it once its copy expires (SITE_SHARED_CACHE_SECONDS, 10 s by default).',
    );
  }
  if (redisUrl) {
    const keys = (await redisCommand(redisUrl, 'DBSIZE')).replace(/^:/, '');
    console.log(`Redis after the run: ${keys} key(s)${keys === '0' ? ': the instances did not store their cache there (no cache handler for REDIS_URL?)' : ''}`);
  }
} catch (error) {
  console.error(clusterLog.slice(-40).join('\n'));
  throw error;
} finally {
  if (restoreTitle) await restoreTitle().catch((error) => console.error(`Could not put the article's title back: ${error}`));
  await single?.stop();
  if (anchor) await stopAll([anchor]);
  await cluster?.stop();
  rmSync(singleDir, { recursive: true, force: true });
}
