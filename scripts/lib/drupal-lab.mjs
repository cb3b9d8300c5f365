// @ts-check
// The lab Drupal: a real Drupal 10.3 (the offline kit of ../shared/drupal-lab, never copied into
// the project) installed into `.data/drupal` with the school's recipe (drupal/recipes/campus_site),
// the settings the site needs (reverse proxy for loopback, trusted hosts, the `next` module's
// site entry), the OAuth client of drupal/lab/oauth*.php and the cms's own demo content
// (exported with `content:export`, imported by drupal/lab/import-demo.php). What
// `npm run drupal:lab` runs, and what the differential tests start. docs/drupal.md, "The lab Drupal".
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** @typedef {import('./drupal-lab.d.mts').InstallLabOptions} InstallLabOptions */
/** @typedef {import('./drupal-lab.d.mts').InstalledLab} InstalledLab */
/** @typedef {import('./drupal-lab.d.mts').ServeLabOptions} ServeLabOptions */
/** @typedef {import('./drupal-lab.d.mts').ServedLab} ServedLab */
/** @typedef {import('./drupal-lab.d.mts').LabSiteOptions} LabSiteOptions */
/** @typedef {import('./drupal-lab.d.mts').LabSite} LabSite */

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const recipeDir = path.join(repoRoot, 'drupal', 'recipes', 'campus_site');
const labScriptsDir = path.join(repoRoot, 'drupal', 'lab');
// The project's own Drupal modules (the recipe installs them), copied to web/modules/custom.
const modulesDir = path.join(repoRoot, 'drupal', 'modules');
const stampName = 'campus-lab.json';
const settingsBegin = '// BEGIN campus lab settings (scripts/lib/drupal-lab.mjs)';
const settingsEnd = '// END campus lab settings';

export const LAB_DEFAULTS = {
  port: 8890,
  // Loopback test values, shared with whoever runs the site against the lab (printed by drupal:lab).
  revalidateSecret: 'campus-lab-revalidate-secret',
  previewSecret: 'campus-lab-preview-secret',
  clientId: 'campus-site-preview',
  clientSecret: 'campus-preview-secret',
};

export class KitMissingError extends Error {
  /** @override */
  name = 'KitMissingError';
}

/** @param {string} dir */
const isKit = (dir) => existsSync(path.join(dir, 'lab.sh')) && existsSync(path.join(dir, 'lab-run.php'));

/** The directories findKit() looks at, in order. */
export function kitCandidates() {
  /** @type {string[]} */
  const candidates = [];
  const fromEnv = process.env['DRUPAL_LAB_KIT'];
  // An explicit DRUPAL_LAB_KIT that is not a kit is not replaced by another one.
  if (fromEnv) return [path.resolve(repoRoot, fromEnv)];
  candidates.push(path.resolve(repoRoot, '..', 'shared', 'drupal-lab'));
  for (let dir = path.resolve(repoRoot, '..'); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'shared', 'drupal-lab');
    if (!candidates.includes(candidate)) candidates.push(candidate);
    if (path.dirname(dir) === dir) break;
  }
  return candidates;
}

/** Absolute path of the lab kit, or undefined. */
export function findKit() {
  return kitCandidates().find(isKit);
}

/** DRUPAL_LAB_DIR (relative to the repository) or `<repo>/.data/drupal`. */
export function defaultLabDir() {
  return path.resolve(repoRoot, process.env['DRUPAL_LAB_DIR'] || path.join('.data', 'drupal'));
}

/**
 * The `next` module's site entry: options first, then the site's environment (PORT, SITE_URL,
 * REVALIDATE_SECRET, DRUPAL_PREVIEW_SECRET, DRUPAL_CLIENT_ID, DRUPAL_CLIENT_SECRET), then the lab's defaults.
 * @param {LabSiteOptions} [options]
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {LabSite}
 */
export function resolveSite(options = {}, env = process.env) {
  const value = (/** @type {string | undefined} */ v) => (v === undefined || v === '' ? undefined : v);
  const port = value(env['PORT']) ?? '3000';
  const url = (options.url ?? value(env['SITE_URL']) ?? `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    url,
    // Drupal calls the site from the same host: straight to its port, whatever its public name.
    revalidateUrl: options.revalidateUrl ?? `http://127.0.0.1:${port}/api/revalidate`,
    revalidateSecret: options.revalidateSecret ?? value(env['REVALIDATE_SECRET']) ?? LAB_DEFAULTS.revalidateSecret,
    previewUrl: options.previewUrl ?? `${url}/api/draft`,
    previewSecret: options.previewSecret ?? value(env['DRUPAL_PREVIEW_SECRET']) ?? LAB_DEFAULTS.previewSecret,
    clientId: options.clientId ?? value(env['DRUPAL_CLIENT_ID']) ?? LAB_DEFAULTS.clientId,
    clientSecret: options.clientSecret ?? value(env['DRUPAL_CLIENT_SECRET']) ?? LAB_DEFAULTS.clientSecret,
  };
}

/**
 * Runs a command, its output line by line to `log`; rejects when it exits with another code than 0.
 * @param {string} command
 * @param {string[]} args
 * @param {{ log: (line: string) => void, env?: NodeJS.ProcessEnv, cwd?: string, prefix?: string }} options
 * @returns {Promise<void>}
 */
function run(command, args, { log, env, cwd, prefix = '' }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: cwd ?? repoRoot, env: env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => log(`${prefix}${line}`));
    }
    child.once('error', reject);
    child.once('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${path.basename(command)} ${args.slice(0, 2).join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

/**
 * Runs `lab.sh <args>` with the kit.
 * @param {string[]} args
 * @param {{ kit?: string, log?: (line: string) => void, env?: NodeJS.ProcessEnv }} [options]
 */
export function runLabSh(args, { kit = requireKit(), log = console.log, env } = {}) {
  return run(path.join(kit, 'lab.sh'), args, { log, env: { ...process.env, ...env }, prefix: '  ' });
}

function requireKit() {
  const kit = findKit();
  if (!kit) throw new KitMissingError(`The Drupal lab kit was not found (looked in ${kitCandidates().join(', ')}).`);
  return kit;
}

/**
 * Feeds every file under `dir` (sorted, with its relative name) to `hash`.
 * @param {import('node:crypto').Hash} hash
 * @param {string} dir
 */
function hashTree(hash, dir) {
  if (!existsSync(dir)) {
    hash.update(`absent:${path.relative(repoRoot, dir)}\n`);
    return;
  }
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) hashTree(hash, full);
    else if (entry.isFile()) {
      hash.update(`${path.relative(repoRoot, full)}\n`);
      hash.update(readFileSync(full));
    }
  }
}

/**
 * What the install is made of: the kit (its scripts and tarball), the recipe, the lab's PHP
 * scripts, the demo content's sources and the options. A different value means a reinstall.
 * @param {string} kit
 * @param {{ recipe: boolean, demo: boolean }} options
 */
function installHash(kit, { recipe, demo }) {
  const hash = createHash('sha256');
  hash.update(JSON.stringify({ recipe, demo, format: 1 }));
  for (const file of ['lab.sh', 'lab-install.php', 'lab-setup.php', 'lab-run.php']) {
    if (existsSync(path.join(kit, file))) hash.update(readFileSync(path.join(kit, file)));
  }
  const tarball = readdirSync(kit).find((name) => name.endsWith('.tar.xz'));
  if (tarball) {
    const stat = statSync(path.join(kit, tarball));
    hash.update(`${tarball}:${stat.size}:${stat.mtimeMs}`);
  }
  if (recipe) {
    hashTree(hash, recipeDir);
    hashTree(hash, modulesDir);
  }
  hashTree(hash, labScriptsDir);
  if (demo) hashTree(hash, path.join(repoRoot, 'cms', 'src', 'content'));
  return hash.digest('hex');
}

/** @param {string} dir */
function readStamp(dir) {
  try {
    return /** @type {{ hash?: string }} */ (JSON.parse(readFileSync(path.join(dir, stampName), 'utf8')));
  } catch {
    return undefined;
  }
}

/**
 * Adds (or replaces) the lab's block at the end of settings.php: Drupal trusts the site on
 * loopback as a reverse proxy (the visitor's address from X-Forwarded-For, for flood control, as
 * docs/drupal.md asks), answers only to 127.0.0.1 and localhost, and keeps public files in
 * sites/default/files (the site forwards /sites/default/files/* to Drupal). The kit's SQLite
 * database lies in that public directory, where `php -S` (no .htaccess) would serve it to anyone
 * asking for /sites/default/files/.ht.sqlite: it moves to DIR/db/drupal.sqlite.
 * @param {string} dir
 */
export function writeSettings(dir) {
  const file = path.join(dir, 'web', 'sites', 'default', 'settings.php');
  const publicDb = path.join(dir, 'web', 'sites', 'default', 'files', '.ht.sqlite');
  const privateDb = path.join(dir, 'db', 'drupal.sqlite');
  if (existsSync(publicDb)) {
    mkdirSync(path.dirname(privateDb), { recursive: true });
    for (const suffix of ['', '-wal', '-shm', '-journal']) {
      if (existsSync(publicDb + suffix)) renameSync(publicDb + suffix, privateDb + suffix);
    }
  }
  const current = readFileSync(file, 'utf8');
  const start = current.indexOf(settingsBegin);
  const end = current.indexOf(settingsEnd);
  const kept = start >= 0 && end > start ? current.slice(0, start) + current.slice(end + settingsEnd.length + 1) : current;
  const block = [
    settingsBegin,
    "$settings['reverse_proxy'] = TRUE;",
    "$settings['reverse_proxy_addresses'] = ['127.0.0.1', '::1'];",
    "$settings['trusted_host_patterns'] = ['^127\\.0\\.0\\.1$', '^localhost$', '^\\[?::1\\]?$'];",
    "$settings['file_public_path'] = 'sites/default/files';",
    ...(existsSync(privateDb)
      ? [
          '// The SQLite database, out of the public files ($app_root is the web root).',
          "if (($databases['default']['default']['driver'] ?? '') === 'sqlite') {",
          "  $databases['default']['default']['database'] = dirname($app_root) . '/db/drupal.sqlite';",
          '}',
        ]
      : []),
    settingsEnd,
    '',
  ].join('\n');
  writeFileSync(file, `${kept.replace(/\n*$/, '\n\n')}${block}`);
}

/**
 * Copies the project's modules (drupal/modules/*) into the lab's web/modules/custom, where a
 * school's composer.json puts them too.
 * @param {string} dir
 * @param {(line: string) => void} log
 */
function copyModules(dir, log) {
  if (!existsSync(modulesDir)) return;
  for (const entry of readdirSync(modulesDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const target = path.join(dir, 'web', 'modules', 'custom', entry.name);
    rmSync(target, { recursive: true, force: true });
    cpSync(path.join(modulesDir, entry.name), target, { recursive: true });
    log(`[drupal:lab] module ${entry.name}: drupal/modules/${entry.name} → web/modules/custom/${entry.name}`);
  }
}

/**
 * The cms's demo content as `content:export` writes it, from a fresh PGlite database seeded with
 * the demo (`npm run cms -- seed --demo`, then `content:export`), into a new temporary directory.
 * @param {(line: string) => void} log
 */
async function exportCmsDemo(log) {
  const work = mkdtempSync(path.join(tmpdir(), 'campus-lab-demo-'));
  const dataDir = path.join(work, 'cms-data');
  const exportDir = path.join(work, 'export');
  // Never the developer's database: PGlite in the temporary directory.
  const env = { ...process.env, CMS_DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'development' };
  const cms = path.join(repoRoot, 'scripts', 'cms.mjs');
  await run(process.execPath, [cms, 'seed', '--demo'], { log, env, prefix: '  [cms] ' });
  await run(process.execPath, [path.join(repoRoot, 'cms', 'dist', 'cli.js'), 'content:export', exportDir], { log, env, prefix: '  [cms] ' });
  // What the export does not carry, from the cms's own modules (compiled above): the demo
  // accounts' passwords (they never leave the cms's database), and the ids the cms gives the
  // content types and vocabularies (name-based), which Drupal's config entities then take.
  const dist = (/** @type {string} */ file) => pathToFileURL(path.join(repoRoot, 'cms', 'dist', 'content', file)).href;
  const { accounts } = /** @type {{ accounts: { name: string, password: string }[] }} */ (await import(dist('demo/accounts.js')));
  const { uuidV5 } = /** @type {{ uuidV5: (name: string) => string }} */ (await import(dist('ids.js')));
  const { RESOURCE_TYPES } = /** @type {{ RESOURCE_TYPES: readonly { entityType: string, bundle: string }[] }} */ (await import(dist('model.js')));
  /** @type {Record<string, string>} */
  const configUuids = {};
  for (const { entityType, bundle } of RESOURCE_TYPES) {
    if (entityType === 'node') configUuids[`node.type.${bundle}`] = uuidV5(`node_type:${bundle}`);
    if (entityType === 'taxonomy_term') configUuids[`taxonomy.vocabulary.${bundle}`] = uuidV5(`taxonomy_vocabulary:${bundle}`);
  }
  const passwords = Object.fromEntries(accounts.map((account) => [account.name, account.password]));
  writeFileSync(path.join(work, 'lab-data.json'), JSON.stringify({ passwords, configUuids }));
  return { work, exportDir, dataFile: path.join(work, 'lab-data.json') };
}

/**
 * @param {number} since
 */
const secondsSince = (since) => Math.round((Date.now() - since) / 100) / 10;

/**
 * Installs the kit into `dir` (DRUPAL_LAB_DIR, `.data/drupal`), applies the recipe, the settings
 * and the demo content. An install whose stamp matches (same kit, recipe, lab scripts and demo
 * sources) is kept: only the settings and the site entry are written again.
 * @param {InstallLabOptions} [options]
 * @returns {Promise<InstalledLab>}
 */
export async function installLab(options = {}) {
  const { force = false, recipe = true, demo = true, log = console.log } = options;
  const kit = options.kit ?? requireKit();
  const dir = path.resolve(repoRoot, options.dir ?? defaultLabDir());
  const site = resolveSite(options.site);
  const started = Date.now();
  /** @type {Record<string, number>} */
  const steps = {};
  /**
   * @param {string} name
   * @param {() => Promise<void>} work
   */
  const step = async (name, work) => {
    const at = Date.now();
    log(`[drupal:lab] ${name}…`);
    await work();
    steps[name] = secondsSince(at);
  };
  const sh = (/** @type {string[]} */ args) => runLabSh(args, { kit, log, env: { LAB_BASE_URL: 'http://127.0.0.1' } });
  const hash = installHash(kit, { recipe, demo });
  const stamp = readStamp(dir);
  const current = !force && stamp?.hash === hash && existsSync(path.join(dir, 'web', 'sites', 'default', 'settings.php'));
  const hasRecipe = recipe && existsSync(path.join(recipeDir, 'recipe.yml'));
  /** @type {Record<string, number>} */
  let imported = {};

  const configure = () =>
    step('configure', () =>
      sh(['php', dir, path.join(labScriptsDir, 'configure.php'), site.url, site.revalidateUrl, site.revalidateSecret, site.previewUrl, site.previewSecret]),
    );
  // The OAuth client of the site's preview reads (drupal/lab/oauth*.php, idempotent; after the
  // demo, so that the demo's accounts come first): the secret as argument, id and secret in the environment.
  const oauth = async () => {
    const scripts = existsSync(labScriptsDir) ? readdirSync(labScriptsDir).filter((name) => /^oauth.*\.php$/.test(name)).sort() : [];
    for (const name of scripts) {
      await step(name, () =>
        runLabSh(['php', dir, path.join(labScriptsDir, name), site.clientSecret], {
          kit,
          log,
          env: { LAB_BASE_URL: 'http://127.0.0.1', DRUPAL_CLIENT_ID: site.clientId, DRUPAL_CLIENT_SECRET: site.clientSecret },
        }),
      );
    }
  };

  if (current) {
    log(`[drupal:lab] ${dir} is up to date (same kit, recipe, lab scripts and demo): kept (--force reinstalls)`);
    writeSettings(dir);
    await configure();
    await oauth();
    imported = readImportCounts(dir);
  } else {
    if (stamp) log(`[drupal:lab] ${force ? '--force' : 'the kit, the recipe, the lab scripts or the demo changed'}: reinstalling ${dir}`);
    const server = runningServer(dir);
    if (server) throw new Error(`The lab in ${dir} is being served (pid ${server.pid}, port ${server.port}): stop it before it is reinstalled.`);
    rmSync(path.join(dir, stampName), { force: true });
    // The cms exports its demo while Drupal installs.
    const at = Date.now();
    const exporting = demo ? exportCmsDemo(log).then((exported) => ({ ...exported, seconds: secondsSince(at) })) : undefined;
    // Settled here, so that a failed install does not leave an unhandled rejection behind.
    exporting?.catch(() => undefined);
    try {
      const replace = existsSync(path.join(dir, 'web', 'core', 'lib', 'Drupal.php'));
      await step('install', () => sh(['install', dir, '--site-name', 'Campus des métiers (lab)', ...(replace ? ['--force'] : [])]));
      writeSettings(dir);
      if (hasRecipe) copyModules(dir, log);
      if (hasRecipe) await step('recipe', () => sh(['recipe', dir, recipeDir]));
      else if (recipe) log(`[drupal:lab] no recipe at ${path.relative(repoRoot, recipeDir)}: skipped (the content model is missing)`);
      await configure();
      if (exporting) {
        const exported = await exporting;
        steps['demo export (cms, during the install)'] = exported.seconds;
        await step('demo import', () => sh(['php', dir, path.join(labScriptsDir, 'import-demo.php'), exported.exportDir, exported.dataFile]));
        imported = readImportCounts(dir);
      }
    } finally {
      const exported = await exporting?.catch(() => undefined);
      if (exported) rmSync(exported.work, { recursive: true, force: true });
    }
    await oauth();
    writeFileSync(
      path.join(dir, stampName),
      `${JSON.stringify({ hash, recipe: hasRecipe, demo, installedAt: new Date().toISOString(), kit, steps, demoCounts: imported }, null, 2)}\n`,
    );
  }
  const seconds = secondsSince(started);
  log(`[drupal:lab] ${current ? 'kept' : 'installed'} in ${seconds} s (${Object.entries(steps).map(([name, s]) => `${name} ${s} s`).join(', ')})`);
  return { dir, kit, installed: !current, seconds, steps, site, demo: imported };
}

/**
 * What drupal/lab/import-demo.php wrote to `DIR/demo-import.json`: entities per resource type.
 * @param {string} dir
 * @returns {Record<string, number>}
 */
function readImportCounts(dir) {
  try {
    return JSON.parse(readFileSync(path.join(dir, 'demo-import.json'), 'utf8')).counts ?? {};
  } catch {
    return {};
  }
}

/**
 * The server that serveLab started on `dir` and that still runs, from DIR/serve.json.
 * @param {string} dir
 * @returns {{ pid: number, port: number } | undefined}
 */
function runningServer(dir) {
  try {
    const server = /** @type {{ pid: number, port: number }} */ (JSON.parse(readFileSync(path.join(dir, 'serve.json'), 'utf8')));
    process.kill(server.pid, 0);
    return server;
  } catch {
    return undefined;
  }
}

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Serves an installed lab with `lab.sh serve` on 127.0.0.1 and resolves once `GET /jsonapi`
 * answers 200.
 * @param {ServeLabOptions} [options]
 * @returns {Promise<ServedLab>}
 */
export async function serveLab(options = {}) {
  const { log = console.log, timeoutMs = 60_000 } = options;
  const kit = options.kit ?? requireKit();
  const dir = path.resolve(repoRoot, options.dir ?? defaultLabDir());
  const port = options.port ?? Number(process.env['DRUPAL_LAB_PORT'] || LAB_DEFAULTS.port);
  const workers = options.workers ?? Number(process.env['LAB_WORKERS'] || 4);
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await fetch(`${baseUrl}/`, { signal: AbortSignal.timeout(2_000) });
    throw new Error(`Port ${port} is taken: something already answers on ${baseUrl} (choose another with --port or DRUPAL_LAB_PORT).`);
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('Port ')) throw error;
  }
  const child = spawn(path.join(kit, 'lab.sh'), ['serve', dir, String(port)], {
    cwd: repoRoot,
    env: { ...process.env, LAB_WORKERS: String(workers) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    // Without php -S's two lines per connection ("Accepted", "Closing").
    createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
      if (!/ (Accepted|Closing)$/.test(line)) log(`[drupal] ${line}`);
    });
  }
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => {
    child.once('error', () => resolve(null));
    child.once('exit', (code) => resolve(code));
  });
  let done = false;
  const serveFile = path.join(dir, 'serve.json');
  if (child.pid) writeFileSync(serveFile, `${JSON.stringify({ pid: child.pid, port })}\n`);
  exited.then(() => {
    done = true;
    rmSync(serveFile, { force: true });
  });
  const stop = async () => {
    if (done) return;
    // lab.sh stops php -S and its forked workers on SIGTERM.
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (done) throw new Error(`lab.sh serve exited before ${baseUrl}/jsonapi answered (see the lines above)`);
    try {
      const response = await fetch(`${baseUrl}/jsonapi`, { signal: AbortSignal.timeout(20_000) });
      await response.arrayBuffer();
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The lab Drupal did not answer 200 on ${baseUrl}/jsonapi within ${timeoutMs / 1000} s`);
    }
    await sleep(200);
  }
  return { baseUrl, port, pid: child.pid, exited, stop };
}
