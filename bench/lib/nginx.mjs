// @ts-check
// Debian's nginx for the benches (bench/load.mjs, bench/cluster.mjs), `npm run stack:cluster`
// (scripts/lib/cluster.mjs) and the tests of the shipped configuration (deploy/test/): finds the
// binary, renders deploy/nginx/site.conf for a temporary prefix, and runs nginx in the foreground
// as the current user with everything (pid, logs, temporary files, cache) in a directory of its own.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { aptInstall } from '../../scripts/lib/apt.mjs';
import { root } from '../../scripts/lib/stack.mjs';

/** The shipped configuration. */
export const SITE_CONF = path.join(root, 'deploy', 'nginx', 'site.conf');

const INSTALL_HINT = 'Install it (Debian: `sudo apt-get install nginx`) or set NGINX_PATH to an nginx executable (1.22 or newer).';

function onPath() {
  const found = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  const file = found.status === 0 ? found.stdout.trim() : '';
  return file && existsSync(file) ? file : undefined;
}

/**
 * The nginx executable: NGINX_PATH, then Debian's /usr/sbin/nginx, then one on the PATH. When there
 * is none and we run as root with apt (CI, a container), installs Debian's nginx, as
 * scripts/lib/chromium.mjs does for Chromium; otherwise throws with what to install.
 * @param {{ install?: boolean, log?: (line: string) => void }} [options]
 * @returns {string}
 */
export function resolveNginx({ install = true, log = console.log } = {}) {
  const fromEnv = process.env['NGINX_PATH'];
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`NGINX_PATH is set to ${fromEnv}, which does not exist.`);
  }
  const found = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : onPath();
  if (found) return found;
  const installed = install ? aptInstall('nginx', '/usr/sbin/nginx', log) : undefined;
  if (installed) return installed;
  throw new Error(`No nginx found for the front cache's tests and bench. ${INSTALL_HINT}`);
}

/**
 * Replaces `from` in `text`, which must occur exactly once (the renderer fails loudly when the
 * shipped file no longer has the line it expects, instead of testing something else).
 * @param {string} text
 * @param {RegExp} from
 * @param {string | ((match: string, ...groups: string[]) => string)} to
 */
function replaceOnce(text, from, to) {
  const global = new RegExp(from.source, from.flags.includes('g') ? from.flags : `${from.flags}g`);
  const count = [...text.matchAll(global)].length;
  if (count !== 1) throw new Error(`deploy/nginx/site.conf: expected one match of ${from} (found ${count}); update bench/lib/nginx.mjs`);
  // (Two calls: TypeScript has no overload of replace for the union.)
  return typeof to === 'string' ? text.replace(from, to) : text.replace(from, to);
}

/**
 * deploy/nginx/site.conf with the site at 127.0.0.1:`upstreamPort`, or at each of
 * `upstreamPorts` (several instances: one `server` line each in `upstream campus_site`), listening
 * on 127.0.0.1:`listenPort`, and its cache in `cacheDir`. Nothing else changes.
 * @param {{ upstreamPort?: number, upstreamPorts?: number[], listenPort: number, cacheDir: string, source?: string }} options
 */
export function renderSiteConf({ upstreamPort, upstreamPorts, listenPort, cacheDir, source = readFileSync(SITE_CONF, 'utf8') }) {
  const ports = upstreamPorts ?? (upstreamPort === undefined ? [] : [upstreamPort]);
  if (ports.length === 0) throw new Error('renderSiteConf: give upstreamPort or a non-empty upstreamPorts');
  let text = source;
  text = replaceOnce(text, /^(\s*)server 127\.0\.0\.1:3000;$/m, (_, indent) => ports.map((port) => `${indent}server 127.0.0.1:${port};`).join('\n'));
  text = replaceOnce(text, /^proxy_cache_path \/var\/cache\/nginx-campus /m, `proxy_cache_path ${cacheDir} `);
  text = replaceOnce(text, /^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${listenPort};`);
  text = replaceOnce(text, /^\s*listen \[::\]:80;\n/m, '');
  return text;
}

/**
 * The main configuration around `http` (the rendered site, a static server…): foreground, one
 * directory for everything nginx writes, no access log.
 * @param {{ prefix: string, http: string, workers?: number | 'auto' }} options
 */
export function mainConf({ prefix, http, workers = 'auto' }) {
  const temp = (/** @type {string} */ name) => path.join(prefix, 'temp', name);
  return `# Rendered by bench/lib/nginx.mjs
daemon off;
worker_processes ${workers};
pid ${path.join(prefix, 'nginx.pid')};
error_log ${path.join(prefix, 'error.log')} warn;
events {
    worker_connections 1024;
}
http {
    types {
        text/html html;
    }
    default_type application/octet-stream;
    sendfile on;
    tcp_nopush on;
    access_log off;
    client_body_temp_path ${temp('client_body')};
    proxy_temp_path ${temp('proxy')};
    fastcgi_temp_path ${temp('fastcgi')};
    uwsgi_temp_path ${temp('uwsgi')};
    scgi_temp_path ${temp('scgi')};
${http}
}
`;
}

/**
 * Runs `nginx -t` on a configuration; throws with nginx's own words when it is refused.
 * @param {{ nginx: string, prefix: string, conf: string }} options
 */
export function testConf({ nginx, prefix, conf }) {
  const result = spawnSync(nginx, ['-t', '-q', '-p', prefix, '-c', conf, '-e', path.join(prefix, 'error.log')], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`nginx -t refused ${conf}:\n${result.stderr}${result.stdout}`);
  return `${result.stderr}${result.stdout}`;
}

/**
 * @param {number} port
 * @param {import('node:child_process').ChildProcess} child
 * @param {() => string} errors
 */
async function waitForPort(port, child, errors, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}:\n${errors()}`);
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nginx did not listen on ${port} within ${timeoutMs / 1000} s:\n${errors()}`);
}

/**
 * @typedef {object} RunningNginx
 * @property {string} prefix
 * @property {import('node:child_process').ChildProcess} process
 * @property {() => string} errorLog what nginx logged so far
 * @property {() => Promise<void>} stop
 */

/**
 * Starts nginx with `http` (directives of the http context) in `prefix`, once `nginx -t` accepts
 * it, and resolves when `waitPort` accepts connections. `prefix` (and what is in it) is made
 * readable by all: run as root, nginx's workers are `nobody`.
 * @param {{ nginx: string, prefix: string, http: string, waitPort: number, workers?: number | 'auto' }} options
 * @returns {Promise<RunningNginx>}
 */
export async function startNginx({ nginx, prefix, http, waitPort, workers }) {
  mkdirSync(path.join(prefix, 'temp'), { recursive: true });
  chmodSync(prefix, 0o755);
  const conf = path.join(prefix, 'nginx.conf');
  writeFileSync(conf, mainConf({ prefix, http, workers }));
  testConf({ nginx, prefix, conf });
  const errorFile = path.join(prefix, 'error.log');
  let stderr = '';
  const child = spawn(nginx, ['-p', prefix, '-c', conf, '-e', errorFile], { stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr?.on('data', (/** @type {Buffer} */ chunk) => {
    stderr += chunk.toString();
  });
  const errorLog = () => `${stderr}${existsSync(errorFile) ? readFileSync(errorFile, 'utf8') : ''}`;
  await waitForPort(waitPort, child, errorLog);
  return {
    prefix,
    process: child,
    errorLog,
    // SIGQUIT: nginx's graceful shutdown; then SIGTERM, its fast one, which also ends the workers
    // (SIGKILL of the master would leave them running).
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const fast = setTimeout(() => child.kill('SIGTERM'), 3_000);
        const kill = setTimeout(() => child.kill('SIGKILL'), 8_000);
        child.once('exit', () => {
          clearTimeout(fast);
          clearTimeout(kill);
          resolve();
        });
        child.kill('SIGQUIT');
      }),
  };
}
