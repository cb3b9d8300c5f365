// End-to-end tests: a fresh `npm start`-style stack (new data directory, free ports), then
// Playwright in headless Chromium against it; then the tests tagged @writes (they add content),
// those tagged @rebuild (a second build of the site) and those tagged @cluster (two more site
// instances, nginx, Redis and a cms of their own) run on their own; then the cms is stopped and
// the tests tagged @cms-down run against the site alone. Extra arguments go to `playwright test`.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, resolveChromium } from './lib/chromium.mjs';
import { startSentrySink } from './lib/sentry-sink.mjs';
import { buildCms, buildSiteIfStale, freePort, root, startCms, startSite, stopAll } from './lib/stack.mjs';

// Google Tag Manager is on in the tests (a made-up container): the consent tests check that
// nothing reaches Google before consent.
const E2E_GTM_ID = 'GTM-E2ETEST';
const chromium = await resolveChromium();
const dataDir = mkdtempSync(path.join(tmpdir(), 'campus-e2e-'));
const children = [];
// Error reporting goes to a local stand-in for Sentry, which the monitoring tests read.
const sentrySink = await startSentrySink();
const monitoringSecret = randomBytes(24).toString('hex');
let status = 1;
try {
  buildCms();
  const cmsPort = await freePort();
  const sitePort = await freePort();
  const revalidateSecret = randomBytes(24).toString('hex');
  // The preview links' secret (Drupal's `next` module), known to the cms and to the tests.
  const draftSecret = randomBytes(24).toString('hex');
  // The site's OAuth client (preview links from the backend's admin, issue 17): both sides know it.
  const clientSecret = randomBytes(24).toString('hex');
  children.push(
    await startCms({
      port: cmsPort,
      dataDir,
      env: { DATABASE_URL: '', SITE_REVALIDATE_URL: `http://127.0.0.1:${sitePort}/api/revalidate`, REVALIDATE_SECRET: revalidateSecret, DRAFT_SECRET: draftSecret, DRUPAL_CLIENT_SECRET: clientSecret },
    }),
  );
  const drupalBaseUrl = `http://127.0.0.1:${cmsPort}`;
  buildSiteIfStale({ drupalBaseUrl });
  children.push(await startSite({ port: sitePort, drupalBaseUrl, env: { REVALIDATE_SECRET: revalidateSecret, DRUPAL_CLIENT_SECRET: clientSecret, GTM_ENABLED: 'true', GTM_ID: E2E_GTM_ID, SENTRY_DSN: `http://public@127.0.0.1:${sentrySink.port}/1`, MONITORING_SECRET: monitoringSecret } }));
  console.log(`e2e: site on http://localhost:${sitePort}, cms on ${drupalBaseUrl}, Chromium ${chromium}`);
  const playwright = (args, report, output) =>
    spawnSync(process.execPath, [path.join(root, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', ...args], {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        E2E_BASE_URL: `http://localhost:${sitePort}`,
        E2E_CMS_URL: drupalBaseUrl,
        E2E_REVALIDATE_SECRET: revalidateSecret,
        E2E_DRAFT_SECRET: draftSecret,
        E2E_GTM_ID,
        E2E_SENTRY_SINK: `http://127.0.0.1:${sentrySink.port}`,
        E2E_MONITORING_SECRET: monitoringSecret,
        E2E_CHROMIUM: chromium,
        E2E_CHROMIUM_ARGS: CHROMIUM_ARGS.join(' '),
        E2E_REPORT: report,
        E2E_OUTPUT: output,
      },
    });
  const extra = process.argv.slice(2);
  // A pass with no test fails, so that a renamed tag cannot turn a pass green with nothing run;
  // only when extra arguments pick some specs (`npm run e2e -- e2e/news.spec.ts`) may a pass find
  // none of its tests among them.
  const emptyPass = extra.length > 0 ? ['--pass-with-no-tests'] : [];
  // E2E_OUT: another folder for reports and artefacts, so that two runs can share a checkout.
  const out = process.env['E2E_OUT'] ?? '.e2e';
  const main = playwright(['--grep-invert', '@cms-down|@writes|@rebuild|@cluster', ...emptyPass, ...extra], `${out}/report.json`, `${out}/results`);
  status = main.status ?? 1;
  // Tests that add content (offers posted through the site) run alone, after the tests that count
  // what the cms holds, so that no count moves under them.
  console.log('e2e: running the @writes tests');
  const writes = playwright(['--grep', '@writes', ...emptyPass, ...extra], `${out}/report-writes.json`, `${out}/results-writes`);
  if (status === 0) status = writes.status ?? 1;
  // A second build of the site (its own server and dist dir) takes both cores for a minute or more.
  console.log('e2e: running the @rebuild tests');
  const rebuild = playwright(['--grep', '@rebuild', ...emptyPass, ...extra], `${out}/report-rebuild.json`, `${out}/results-rebuild`);
  if (status === 0) status = rebuild.status ?? 1;
  // Scaling out (issue 21): a stack of its own with two site instances, on a copy of this build.
  console.log('e2e: running the @cluster tests');
  const cluster = playwright(['--grep', '@cluster', ...emptyPass, ...extra], `${out}/report-cluster.json`, `${out}/results-cluster`);
  if (status === 0) status = cluster.status ?? 1;
  // Then the backend goes away: tests tagged @cms-down check what visitors get without it.
  await stopAll([children[0]]);
  console.log('e2e: the cms is stopped; running the @cms-down tests');
  const down = playwright(['--grep', '@cms-down', ...emptyPass, ...extra], `${out}/report-cms-down.json`, `${out}/results-cms-down`);
  if (status === 0) status = down.status ?? 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await stopAll(children);
  await sentrySink.close();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status);
