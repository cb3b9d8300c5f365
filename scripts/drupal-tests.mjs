#!/usr/bin/env node
// The differential contract suite (issue 17, cms/test/drupal): installs the lab Drupal from the kit
// (../shared/drupal-lab) with the school's recipe and no demo content, serves it on loopback, and
// runs cms/vitest.drupal.config.ts against it and a fresh cms (started by the suite's global setup:
// new PGlite data directory, no demo content). Both get the same fixtures over HTTP, then the same
// requests; their answers are compared.
//
//   node scripts/drupal-tests.mjs [--report FILE] [--lab-dir DIR] [--port N] [--cms-port N] [--drupal-url URL]
//
// --report FILE   writes {"passed", "failed", "skipped", "seconds"} (for `npm test`'s summary)
// --lab-dir DIR   where to install the lab (default: a temporary directory, removed afterwards)
// --port N        the lab's port (default: a free one); --cms-port N the cms's (default: a free one)
// --drupal-url U  a lab already served with the recipe and no content (while working on the suite;
//                 its fixtures stay, so serve a fresh copy each time): no install
//                 (add --lab-dir with that lab's directory: composer.test.ts reads its code tree)
//
// Without PHP or the kit it FAILS (exit 1, and 1 failed in the report): it never skips.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { findKit, installLab, kitCandidates, serveLab } from './lib/drupal-lab.mjs';
import { freePort, root } from './lib/stack.mjs';

const started = Date.now();
const { values: options } = parseArgs({
  options: {
    report: { type: 'string' },
    'lab-dir': { type: 'string' },
    port: { type: 'string' },
    'cms-port': { type: 'string' },
    'drupal-url': { type: 'string' },
  },
});
const log = (line) => console.log(`[drupal-tests ${((Date.now() - started) / 1000).toFixed(1)}s] ${line}`);
const reports = path.join(root, '.e2e');
mkdirSync(reports, { recursive: true });
const vitestReport = path.join(reports, 'drupal-vitest.json');

function writeReport(counts) {
  const seconds = Math.round((Date.now() - started) / 100) / 10;
  if (options.report) writeFileSync(options.report, JSON.stringify({ ...counts, seconds }));
  log(`${counts.passed} passed, ${counts.failed} failed (${seconds} s)`);
}

function fail(message) {
  console.error(`\ndrupal-tests: ${message}\n`);
  writeReport({ passed: 0, failed: 1, skipped: 0 });
  process.exit(1);
}

const kit = findKit();
if (!kit) {
  fail(
    `the Drupal lab kit was not found (looked in ${kitCandidates().join(', ')}; DRUPAL_LAB_KIT). The differential suite needs a real Drupal: ` +
      'get the kit, or see drupal/README.md for a Drupal built with drupal/composer.json.',
  );
}
const php = spawnSync(process.env['LAB_PHP'] ?? 'php', ['-r', 'echo PHP_VERSION;'], { encoding: 'utf8' });
if (php.status !== 0) {
  fail(
    'PHP is missing; the lab Drupal needs Debian PHP 8.2: apt-get install -y --no-install-recommends php-cli php-sqlite3 php-pgsql php-gd php-xml php-mbstring php-curl php-intl php-zip xz-utils',
  );
}
log(`kit ${kit}, PHP ${php.stdout}`);

const labDir = options['lab-dir'] ? path.resolve(options['lab-dir']) : options['drupal-url'] ? '' : mkdtempSync(path.join(tmpdir(), 'drupal-tests-'));
const port = Number(options.port ?? (await freePort()));
const cmsPort = Number(options['cms-port'] ?? (await freePort()));
const children = [];
let stopLab = async () => {};

async function cleanUp() {
  await stopLab();
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  if (labDir && !options['lab-dir']) rmSync(labDir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    cleanUp().finally(() => process.exit(1));
  });
}

let baseUrl = options['drupal-url']?.replace(/\/$/, '');
if (baseUrl) {
  log(`using the Drupal at ${baseUrl} (no install)`);
} else {
  log(`installing the lab in ${labDir}`);
  try {
    await installLab({ dir: labDir, force: true, recipe: true, demo: false, log });
    // php -S logs every request: kept for a failure's post-mortem (.e2e/drupal-lab-server.log), not printed.
    const serverLog = [];
    const served = await serveLab({ dir: labDir, port, log: (line) => serverLog.push(line) });
    const stopServed = served.stop;
    served.stop = async () => {
      await stopServed();
      writeFileSync(path.join(reports, 'drupal-lab-server.log'), `${serverLog.join('\n')}\n`);
    };
    baseUrl = served.baseUrl;
    stopLab = () => served.stop();
  } catch (error) {
    await cleanUp();
    fail(`the lab Drupal could not be installed or served: ${error instanceof Error ? error.message : String(error)}`);
  }
}
log(`lab Drupal on ${baseUrl}; running the suite`);

rmSync(vitestReport, { force: true });
// Not spawnSync: this process must keep reading the lab server's output meanwhile (a full pipe
// stops php -S).
const vitest = spawn(
  process.execPath,
  [
    path.join(root, 'node_modules', 'vitest', 'vitest.mjs'),
    'run',
    '-c',
    'vitest.drupal.config.ts',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestReport}`,
  ],
  { stdio: 'inherit', cwd: path.join(root, 'cms'), env: { ...process.env, DRUPAL_URL: baseUrl, CMS_PORT: String(cmsPort), ...(labDir ? { DRUPAL_LAB_DIR: labDir } : {}) } },
);
children.push(vitest);
const vitestStatus = await new Promise((resolve) => vitest.once('exit', (code) => resolve(code)));
await cleanUp();

const report = existsSync(vitestReport) ? JSON.parse(readFileSync(vitestReport, 'utf8')) : undefined;
const counts = report
  ? { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests }
  : { passed: 0, failed: 0, skipped: 0 };
// A run that failed before any test (the global setup: fixtures refused) still counts as a failure.
if (vitestStatus !== 0 && counts.failed === 0) counts.failed = 1;
writeReport(counts);
process.exit(vitestStatus === 0 && counts.failed === 0 ? 0 : 1);
