#!/usr/bin/env node
// @ts-check
// The site's journeys on a real Drupal (issue 17, item 4): installs the lab Drupal from the kit
// (../shared/drupal-lab) with the school's recipe and the cms's demo content, serves it on
// loopback, builds the site against it into a dist dir of its own (site/.next-drupal, so that the
// cms's build is kept), starts the site, runs the Playwright tests tagged @journeys
// (e2e/journeys.spec.ts, with E2E_BACKEND=drupal) and stops everything. The lab's `next` site
// entry points at this site's /api/revalidate with a fresh secret, as a school's Drupal would.
//
//   node scripts/e2e-drupal.mjs [--lab-dir DIR] [-- <playwright args>]
//
// --lab-dir DIR  where to install the lab (default: a temporary directory, removed afterwards;
//                a given one is kept, and reused when its install is current: its content then
//                carries what earlier runs wrote)
// Reports: `.e2e/report-drupal.json` (Playwright's JSON; E2E_OUT for another folder), artefacts in
// `.e2e/results-drupal`. Without PHP or the kit it FAILS (exit 1, one failed test in the report).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

// Before stack.mjs is loaded: it reads the dist dir once.
process.env['NEXT_DIST_DIR'] = process.env['E2E_DRUPAL_DIST_DIR'] || '.next-drupal';
const { buildSiteIfStale, freePort, root, startSite, stopAll } = await import('./lib/stack.mjs');
const { findKit, installLab, kitCandidates, runLabSh, serveLab } = await import('./lib/drupal-lab.mjs');
const { CHROMIUM_ARGS, resolveChromium } = await import('./lib/chromium.mjs');

const started = Date.now();
const { values: options, positionals: extra } = parseArgs({ options: { 'lab-dir': { type: 'string' } }, allowPositionals: true });
const out = path.resolve(root, process.env['E2E_OUT'] ?? '.e2e');
mkdirSync(out, { recursive: true });
const report = path.join(out, 'report-drupal.json');
rmSync(report, { force: true });
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
const log = (/** @type {string} */ line) => console.log(`[e2e-drupal ${seconds()}s] ${line}`);
/** @type {Record<string, string>} */
const timings = {};

/**
 * Stops with one failed test in the report (the suite did not run: never a skip).
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  console.error(`\ne2e-drupal: ${message}\n`);
  writeFileSync(report, JSON.stringify({ stats: { expected: 0, unexpected: 1, flaky: 0, skipped: 0 }, errors: [{ message }] }));
  process.exit(1);
}

/**
 * After a failed journey: the lab's `next` module log (each revalidation it asked of the site, and
 * the answer), in the output and in `.e2e/drupal-next-log.txt`: a page that kept old content then
 * says whether Drupal asked for it to be revalidated, and when.
 */
async function printNextLog() {
  /** @type {string[]} */
  const lines = [];
  try {
    await runLabSh(['php', labDir, path.join(root, 'drupal', 'lab', 'next-log.php'), '120'], { kit, log: (line) => lines.push(line.trim()) });
  } catch (error) {
    lines.push(`(the next module's log could not be read: ${error instanceof Error ? error.message : String(error)})`);
  }
  writeFileSync(path.join(out, 'drupal-next-log.txt'), `${lines.join('\n')}\n`);
  log(`the lab's next module log (UTC), its last ${lines.length} lines:\n${lines.map((line) => `    ${line}`).join('\n')}`);
}

const php = spawnSync('php', ['-r', 'echo PHP_VERSION;'], { encoding: 'utf8' });
if (php.status !== 0) {
  fail('PHP is missing: the lab Drupal needs Debian\'s PHP 8.2 (apt-get install php-cli php-sqlite3 php-gd php-xml php-mbstring php-curl php-intl php-zip; /work/shared/drupal-lab/README.md)');
}
const kit = findKit();
if (!kit) fail(`the Drupal lab kit was not found (looked in ${kitCandidates().join(', ')}); set DRUPAL_LAB_KIT`);

const chromium = await resolveChromium();
const labDir = options['lab-dir'] ? path.resolve(root, options['lab-dir']) : mkdtempSync(path.join(tmpdir(), 'campus-e2e-drupal-'));
/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
/** @type {import('./lib/drupal-lab.d.mts').ServedLab | undefined} */
let lab;
let status = 1;
try {
  const sitePort = /** @type {number} */ (await freePort());
  const labPort = /** @type {number} */ (await freePort());
  const siteUrl = `http://localhost:${sitePort}`;
  const revalidateSecret = randomBytes(24).toString('hex');
  // The lab's `next` site entry: this site, and the secret of its /api/revalidate.
  let at = Date.now();
  const installed = await installLab({
    dir: labDir,
    kit,
    site: { url: siteUrl, revalidateUrl: `http://127.0.0.1:${sitePort}/api/revalidate`, revalidateSecret },
    log: (line) => console.log(`  ${line}`),
  });
  timings['lab install'] = `${((Date.now() - at) / 1000).toFixed(1)} s${installed.installed ? '' : ' (kept)'}`;
  at = Date.now();
  // php -S logs a line per request: only the others (errors, warnings) are shown.
  lab = await serveLab({ dir: labDir, kit, port: labPort, log: (line) => (/\[\d{3}\]: [A-Z]+ \//.test(line) ? undefined : console.log(`  ${line}`)) });
  timings['lab serve'] = `${((Date.now() - at) / 1000).toFixed(1)} s`;
  log(`lab Drupal on ${lab.baseUrl} (${labDir})`);

  at = Date.now();
  const built = buildSiteIfStale({ drupalBaseUrl: lab.baseUrl, log });
  timings['site build'] = built ? `${((Date.now() - at) / 1000).toFixed(1)} s` : 'kept';
  at = Date.now();
  const site = await startSite({
    port: sitePort,
    drupalBaseUrl: lab.baseUrl,
    env: {
      REVALIDATE_SECRET: revalidateSecret,
      DRUPAL_CLIENT_ID: installed.site.clientId,
      DRUPAL_CLIENT_SECRET: installed.site.clientSecret,
      DRUPAL_PREVIEW_SECRET: installed.site.previewSecret,
    },
  });
  children.push(site);
  timings['site start'] = `${((Date.now() - at) / 1000).toFixed(1)} s`;
  log(`site on ${siteUrl}, Chromium ${chromium}`);

  at = Date.now();
  // Not spawnSync: the lab's output comes through a pipe this process must keep reading, or
  // php -S blocks once the pipe is full and the lab stops answering.
  const playwright = spawn(process.execPath, [path.join(root, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', '--grep', '@journeys', ...extra], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_BACKEND: 'drupal',
      E2E_BASE_URL: siteUrl,
      E2E_CMS_URL: lab.baseUrl,
      E2E_DRUPAL_KIT: kit,
      E2E_DRUPAL_DIR: labDir,
      E2E_REVALIDATE_SECRET: revalidateSecret,
      E2E_CHROMIUM: chromium,
      E2E_CHROMIUM_ARGS: CHROMIUM_ARGS.join(' '),
      E2E_REPORT: report,
      E2E_OUTPUT: path.join(out, 'results-drupal'),
    },
  });
  status = await new Promise((resolve) => {
    playwright.once('error', () => resolve(1));
    playwright.once('close', (code) => resolve(code ?? 1));
  });
  timings['playwright'] = `${((Date.now() - at) / 1000).toFixed(1)} s`;
  if (status !== 0) await printNextLog();
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  status = 1;
} finally {
  await stopAll(children);
  await lab?.stop();
  if (!options['lab-dir']) rmSync(labDir, { recursive: true, force: true });
}
log(`done: ${Object.entries(timings).map(([step, time]) => `${step} ${time}`).join(', ')}; exit ${status}`);
if (status !== 0) {
  // Crashed before Playwright wrote its report: counted as one failure, not as nothing.
  try {
    JSON.parse(readFileSync(report, 'utf8'));
  } catch {
    writeFileSync(report, JSON.stringify({ stats: { expected: 0, unexpected: 1, flaky: 0, skipped: 0 } }));
  }
}
process.exit(status);
