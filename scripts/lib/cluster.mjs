// @ts-check
// Several instances of the site behind nginx, sharing Next's cache on Redis: what `npm run
// stack:cluster` runs, and what bench/cluster.mjs and the end-to-end tests of the shared cache
// start. One Redis (Debian's redis-server, no persistence), one cms (PGlite in a data directory,
// or PostgreSQL), ONE build of the site run as N processes of site/server.mjs on free ports, and
// Debian's nginx running the shipped deploy/nginx/site.conf with every instance in its upstream
// (docs/deploy.md, "Several instances"). Everything listens on 127.0.0.1.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, cpSync, existsSync, mkdtempSync, openSync, readSync, rmSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Worker } from 'node:worker_threads';
import { renderSiteConf, resolveNginx, startNginx } from '../../bench/lib/nginx.mjs';
import { aptInstall } from './apt.mjs';
import { buildCms, copyVendorFiles, freePort, root } from './stack.mjs';

const siteDir = path.join(root, 'site');
const cmsCli = path.join(root, 'cms', 'dist', 'cli.js');
const quietNext = { NEXT_TELEMETRY_DISABLED: '1', NEXT_IGNORE_INCORRECT_LOCKFILE: '1' };
const REDIS_INSTALL_HINT =
  'Install it (Debian: `sudo apt-get install redis-server`; the service itself need not run) or set REDIS_SERVER_PATH to a redis-server executable (7 or newer).';

/** @typedef {import('./cluster.d.mts').Cluster} Cluster */
/** @typedef {import('./cluster.d.mts').ClusterOptions} ClusterOptions */

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @param {import('node:child_process').ChildProcess} child */
const running = (child) => child.exitCode === null && child.signalCode === null;

/**
 * Sends each line the child writes to `log`, prefixed with `[name]`.
 * @param {import('node:child_process').ChildProcess} child
 * @param {string} name
 * @param {(line: string) => void} log
 */
function prefixOutput(child, name, log) {
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => log(`[${name}] ${line}`));
  }
}

/**
 * Resolves once `child` exited (at once when it already has); SIGKILL after `graceMs` when it was
 * asked to stop with a gentler signal.
 * @param {import('node:child_process').ChildProcess} child
 * @param {NodeJS.Signals} signal
 * @param {number} [graceMs]
 * @returns {Promise<void>}
 */
function stopChild(child, signal, graceMs = 5_000) {
  return new Promise((resolve) => {
    if (!running(child)) return resolve();
    const timer = signal === 'SIGKILL' ? undefined : setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}

/**
 * Resolves once `url` answers with a status under 500.
 * @param {string} url
 * @param {import('node:child_process').ChildProcess} child
 * @param {string} name
 */
async function waitForHttp(url, child, name, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!running(child)) throw new Error(`${name} exited (code ${child.exitCode ?? child.signalCode}) before it answered on ${url}`);
    try {
      const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(10_000) });
      await response.arrayBuffer();
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await sleep(150);
  }
  throw new Error(`${name} did not answer on ${url} within ${timeoutMs / 1000} s`);
}

/**
 * Redis's answer to PING on 127.0.0.1:`port` (`+PONG`), or the error.
 * @param {number} port
 * @returns {Promise<boolean>}
 */
function ping(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    const done = (/** @type {boolean} */ ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2_000, () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (/** @type {Buffer} */ chunk) => {
      answer += chunk.toString();
      if (answer.includes('\r\n')) done(answer.startsWith('+PONG'));
    });
    socket.once('error', () => done(false));
  });
}

/**
 * redis-server: REDIS_SERVER_PATH, then Debian's /usr/bin/redis-server, then one on the PATH; as
 * root with apt and none found, Debian's redis-server is installed (as nginx is for the bench).
 * @param {(line: string) => void} log
 */
export function resolveRedisServer(log) {
  const fromEnv = process.env['REDIS_SERVER_PATH'];
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`REDIS_SERVER_PATH is set to ${fromEnv}, which does not exist.`);
  }
  if (existsSync('/usr/bin/redis-server')) return '/usr/bin/redis-server';
  const found = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  const onPath = found.status === 0 ? found.stdout.trim() : '';
  if (onPath && existsSync(onPath)) return onPath;
  const installed = aptInstall('redis-server', '/usr/bin/redis-server', log);
  if (installed) return installed;
  throw new Error(`No redis-server found: the site's instances share their cache on Redis. ${REDIS_INSTALL_HINT}`);
}

/**
 * Follows nginx's error log (it writes there, not on stderr) and sends its new lines to `log`.
 * @param {string} file
 * @param {(line: string) => void} log
 */
function tailFile(file, log) {
  let offset = 0;
  let partial = '';
  const read = () => {
    if (!existsSync(file)) return;
    const size = statSync(file).size;
    if (size <= offset) return;
    const buffer = Buffer.alloc(size - offset);
    const fd = openSync(file, 'r');
    try {
      readSync(fd, buffer, 0, buffer.length, offset);
    } finally {
      closeSync(fd);
    }
    offset = size;
    const lines = (partial + buffer.toString('utf8')).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) if (line) log(`[nginx] ${line}`);
  };
  const timer = setInterval(read, 500);
  timer.unref();
  return () => {
    clearInterval(timer);
    read();
  };
}

/**
 * buildSiteIfStale (scripts/lib/stack.mjs) on a worker thread: `next build` runs synchronously
 * there, while this thread keeps reading the output of Redis and the cms (a child writing to a
 * full pipe nobody reads would stop, and the build waits on the cms).
 * @param {string} drupalBaseUrl
 * @param {(line: string) => void} log
 * @returns {Promise<void>}
 */
function buildSiteAside(drupalBaseUrl, log) {
  const code = `
    const { parentPort, workerData } = require('node:worker_threads');
    import(workerData.stack)
      .then(({ buildSiteIfStale }) => buildSiteIfStale({ drupalBaseUrl: workerData.drupalBaseUrl, log: (line) => parentPort.postMessage({ line }) }))
      .then(
        () => parentPort.postMessage({ done: true }),
        (error) => parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) }),
      );
  `;
  return new Promise((resolve, reject) => {
    const worker = new Worker(code, { eval: true, workerData: { stack: new URL('./stack.mjs', import.meta.url).href, drupalBaseUrl } });
    let settled = false;
    worker.on('message', (/** @type {{ line?: string, done?: boolean, error?: string }} */ message) => {
      if (message.line !== undefined) log(message.line);
      if (message.done) {
        settled = true;
        resolve();
      }
      if (message.error !== undefined) {
        settled = true;
        reject(new Error(message.error));
      }
    });
    worker.once('error', (error) => {
      settled = true;
      reject(error);
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`The site's build stopped (worker exit ${code})`));
    });
  });
}

/**
 * Starts Redis, the cms, N instances of one build of the site and nginx in front of them, and
 * resolves once nginx answers. On failure, what was started is stopped before the error is thrown.
 * @param {ClusterOptions} [options]
 * @returns {Promise<Cluster>}
 */
export async function startCluster(options = {}) {
  const { instances: count = 2, env = {}, log = console.log, redis: withRedis = true, cmsRevalidates = true } = options;
  if (options.distDir !== undefined && !/^[\w.-]+$/.test(options.distDir)) throw new Error(`distDir must be a plain name (got ${options.distDir})`);
  const builtDir = process.env['NEXT_DIST_DIR'] ?? '.next';
  /** The instances' NEXT_DIST_DIR, relative to site/: the build, or a copy of it. */
  const instanceDistDir = options.distDir === undefined ? builtDir : `${builtDir}-${options.distDir}`;
  if (!Number.isInteger(count) || count < 1) throw new Error(`instances must be a whole number of at least 1 (got ${count})`);
  const databaseUrl = options.databaseUrl ?? process.env['DATABASE_URL'] ?? '';
  const ownDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'campus-cluster-cms-'));
  const redisDir = mkdtempSync(path.join(tmpdir(), 'campus-cluster-redis-'));
  const nginxDir = mkdtempSync(path.join(tmpdir(), 'campus-cluster-nginx-'));
  const revalidateSecret = randomBytes(24).toString('hex');

  /** @type {import('node:child_process').ChildProcess | undefined} */
  let redis;
  /** @type {import('node:child_process').ChildProcess | undefined} */
  let cms;
  /** @type {(import('node:child_process').ChildProcess | undefined)[]} */
  const sites = [];
  /** @type {import('../../bench/lib/nginx.mjs').RunningNginx | undefined} */
  let nginx;
  /** @type {(() => void) | undefined} */
  let stopTail;
  let stopped = false;

  const stop = async () => {
    if (stopped) return;
    stopped = true;
    // The front first, so that no visitor's request reaches an instance on its way out.
    await nginx?.stop();
    stopTail?.();
    await Promise.all(sites.map((site) => site && stopChild(site, 'SIGTERM')));
    if (cms) await stopChild(cms, 'SIGTERM', 10_000);
    if (redis) await stopChild(redis, 'SIGTERM');
    const copiedBuild = instanceDistDir === builtDir ? [] : [path.join(siteDir, instanceDistDir)];
    for (const dir of [redisDir, nginxDir, ...(ownDataDir ? [dataDir] : []), ...copiedBuild]) rmSync(dir, { recursive: true, force: true });
  };

  try {
    const nginxBinary = resolveNginx({ log });
    const redisBinary = withRedis ? resolveRedisServer(log) : '';
    const redisPort = withRedis ? await freePort() : 0;
    const cmsPort = await freePort();
    const frontPort = await freePort();
    /** @type {number[]} */
    const sitePorts = [];
    for (let i = 0; i < count; i++) {
      let port = await freePort();
      // freePort closes what it found: two calls can give the same port.
      while ([redisPort, cmsPort, frontPort, ...sitePorts].includes(port)) port = await freePort();
      sitePorts.push(port);
    }
    const url = `http://127.0.0.1:${frontPort}`;
    const cmsUrl = `http://127.0.0.1:${cmsPort}`;
    const redisUrl = withRedis ? `redis://127.0.0.1:${redisPort}` : '';

    // Redis: a cache, nothing kept on disk (no RDB snapshot, no AOF); the least recently used keys
    // go first when it is full. A configuration file rather than arguments: `save ""` needs quotes.
    const redisConf = path.join(redisDir, 'redis.conf');
    if (withRedis) {
      writeFileSync(
        redisConf,
        [
          'bind 127.0.0.1',
          `port ${redisPort}`,
          'protected-mode yes',
          'daemonize no',
          'logfile ""',
          `dir ${redisDir}`,
          'save ""',
          'appendonly no',
          'maxmemory 256mb',
          'maxmemory-policy allkeys-lru',
          '',
        ].join('\n'),
      );
    }
    const startRedisProcess = async () => {
      const child = spawn(redisBinary, [redisConf], { stdio: ['ignore', 'pipe', 'pipe'] });
      prefixOutput(child, 'redis', log);
      redis = child;
      const deadline = Date.now() + 15_000;
      while (!(await ping(redisPort))) {
        if (!running(child)) throw new Error(`redis-server exited (code ${child.exitCode ?? child.signalCode}) before it answered PING on port ${redisPort}`);
        if (Date.now() > deadline) throw new Error(`redis-server did not answer PING on port ${redisPort} within 15 s`);
        await sleep(50);
      }
    };
    if (withRedis) await startRedisProcess();

    // The cms tells the site what changed through nginx, as Drupal's `next` module would call the
    // public site: one instance gets each call (the shared cache carries it to the others).
    buildCms();
    const cmsChild = spawn(process.execPath, [cmsCli, 'serve'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        // Behind the site, which forwards the visitor's address (flood control), as under npm start.
        CMS_TRUSTED_PROXIES: '127.0.0.1,::1',
        ...process.env,
        ...env,
        CMS_PORT: String(cmsPort),
        CMS_HOST: '127.0.0.1',
        CMS_DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        ...(cmsRevalidates ? { SITE_REVALIDATE_URL: `${url}/api/revalidate`, REVALIDATE_SECRET: revalidateSecret } : { SITE_REVALIDATE_URL: '' }),
      },
    });
    prefixOutput(cmsChild, 'cms', log);
    cms = cmsChild;
    await waitForHttp(`${cmsUrl}/health`, cmsChild, 'The cms');

    // One build (same .next, same build id) for every instance. It prerenders pages with content,
    // so it runs once the cms answers.
    const built = path.join(siteDir, builtDir);
    if (instanceDistDir === builtDir || !existsSync(path.join(built, 'BUILD_ID'))) await buildSiteAside(cmsUrl, log);
    if (instanceDistDir !== builtDir) {
      // A copy of the build as it is (same build id and keys), without its caches.
      const copy = path.join(siteDir, instanceDistDir);
      rmSync(copy, { recursive: true, force: true });
      cpSync(built, copy, { recursive: true, filter: (source) => source !== path.join(built, 'cache') });
    }
    copyVendorFiles();

    /** @param {number} i */
    const spawnInstance = async (i) => {
      const port = /** @type {number} */ (sitePorts[i]);
      const child = spawn(process.execPath, [path.join(siteDir, 'server.mjs')], {
        cwd: siteDir,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          ...quietNext,
          ...env,
          NODE_ENV: 'production',
          NEXT_DIST_DIR: instanceDistDir,
          PORT: String(port),
          SITE_HOST: '127.0.0.1',
          DRUPAL_BASE_URL: cmsUrl,
          SITE_URL: url,
          SITE_TRUST_PROXY: '1',
          REVALIDATE_SECRET: revalidateSecret,
          REDIS_URL: redisUrl,
        },
      });
      prefixOutput(child, `site-${i + 1}`, log);
      child.once('exit', (code, signal) => {
        if (!stopped && sites[i] === child) log(`[site-${i + 1}] exited (${signal ?? `code ${code}`})`);
      });
      sites[i] = child;
      await waitForHttp(`http://127.0.0.1:${port}/`, child, `Site instance ${i + 1}`);
    };
    // One after the other. Together works too (each clears the build's route and fetch caches as
    // it starts, moving them aside in one step: site/server.mjs; two SIGKILLed instances restarted
    // at once came back clean three times out of three), but on two cores it is hardly faster.
    for (let i = 0; i < count; i++) await spawnInstance(i);

    const siteConf = renderSiteConf({ upstreamPorts: sitePorts, listenPort: frontPort, cacheDir: path.join(nginxDir, 'cache') });
    nginx = await startNginx({ nginx: nginxBinary, prefix: nginxDir, http: siteConf, waitPort: frontPort });
    const nginxProcess = nginx.process;
    nginxProcess.stderr?.on('data', (/** @type {Buffer} */ chunk) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) log(`[nginx] ${line}`);
    });
    nginxProcess.once('exit', (code, signal) => {
      if (!stopped) log(`[nginx] exited (${signal ?? `code ${code}`})`);
    });
    stopTail = tailFile(path.join(nginxDir, 'error.log'), log);
    cmsChild.once('exit', (code, signal) => {
      if (!stopped) log(`[cms] exited (${signal ?? `code ${code}`})`);
    });
    await waitForHttp(`${url}/`, nginxProcess, 'nginx');

    return {
      url,
      instances: sitePorts.map((port) => ({ url: `http://127.0.0.1:${port}`, port })),
      cmsUrl,
      redisUrl,
      revalidateSecret,
      killInstance: async (i) => {
        const child = sites[i];
        if (!child) throw new Error(`No site instance ${i} (0 to ${count - 1})`);
        await stopChild(child, 'SIGKILL');
      },
      startInstance: async (i) => {
        const child = sites[i];
        if (i < 0 || i >= count) throw new Error(`No site instance ${i} (0 to ${count - 1})`);
        if (child && running(child)) throw new Error(`Site instance ${i} is running (kill it first)`);
        await spawnInstance(i);
      },
      stopRedis: async () => {
        if (!withRedis) throw new Error('This cluster runs without Redis');
        if (redis) await stopChild(redis, 'SIGTERM');
      },
      startRedis: async () => {
        if (!withRedis) throw new Error('This cluster runs without Redis');
        if (redis && running(redis)) throw new Error('Redis is running (stop it first)');
        await startRedisProcess();
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
