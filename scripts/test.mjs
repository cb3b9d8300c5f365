// `npm test`: lint, typecheck, the unit and component tests of every workspace, the Storybook
// story tests, the end-to-end suite against a fresh stack, the suites on the lab Drupal
// (differential contract suite, the site's journeys), then the JavaScript budget and the
// Lighthouse gate on the site's production build. Ends with one line `N passed, N failed` for all suites.
// `npm run check` (--no-e2e) stops before the end-to-end suite.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib/stack.mjs';

const withE2e = !process.argv.includes('--no-e2e');
const reports = path.join(root, '.e2e');
mkdirSync(reports, { recursive: true });
const bin = (pkg, file) => path.join(root, 'node_modules', pkg, file);

const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];

function step(title, args, { env = {}, count } = {}) {
  console.log(`\n━━ ${title}`);
  const started = Date.now();
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  // A suite reports its own counts; a check (lint, typecheck) counts as one.
  const counted = count?.() ?? { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 };
  if (!ok && counted.failed === 0) counted.failed = 1; // crashed before reporting
  totals.passed += counted.passed;
  totals.failed += counted.failed;
  totals.skipped += counted.skipped;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  lines.push(`${ok ? 'ok  ' : 'FAIL'} ${title}: ${counted.passed} passed, ${counted.failed} failed (${seconds} s)`);
  return ok;
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

step('lint', [bin('eslint', 'bin/eslint.js'), '--max-warnings', '0', '.']);
for (const project of ['tsconfig.json', 'bench/tsconfig.json', 'cms/tsconfig.json', 'ui/tsconfig.json', 'codegen/tsconfig.json', 'site/tsconfig.json']) {
  step(`typecheck ${project}`, [bin('typescript', 'bin/tsc'), '-p', project, '--noEmit']);
}

const vitestReport = path.join(reports, 'vitest.json');
rmSync(vitestReport, { force: true });
step('unit and component tests (vitest)', [bin('vitest', 'vitest.mjs'), 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`], {
  count: () => {
    const report = readJson(vitestReport);
    if (!report) return undefined;
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
    };
  },
});

/** Counts of a Playwright JSON report (flaky counts as failed: a test must pass first time). */
function playwrightCounts(file) {
  const report = readJson(file);
  if (!report) return undefined;
  const { expected, unexpected, flaky, skipped } = report.stats;
  return { passed: expected, failed: unexpected + flaky, skipped };
}

if (withE2e) {
  const storiesReport = path.join(reports, 'stories-report.json');
  rmSync(storiesReport, { force: true });
  step('Storybook: build, then every story in Chromium (play functions, axe, visual baselines)', [path.join(root, 'scripts', 'stories.mjs')], {
    count: () => playwrightCounts(storiesReport),
  });

  const e2eReport = path.join(reports, 'report.json');
  const writesReport = path.join(reports, 'report-writes.json');
  const cmsDownReport = path.join(reports, 'report-cms-down.json');
  const rebuildReport = path.join(reports, 'report-rebuild.json');
  const clusterReport = path.join(reports, 'report-cluster.json');
  for (const file of [e2eReport, writesReport, cmsDownReport, rebuildReport, clusterReport]) rmSync(file, { force: true });
  step('end-to-end tests (Playwright, Chromium)', [path.join(root, 'scripts', 'e2e.mjs')], {
    count: () => {
      const main = playwrightCounts(e2eReport);
      const none = { passed: 0, failed: 0, skipped: 0 };
      const later = [writesReport, rebuildReport, clusterReport, cmsDownReport].map((file) => playwrightCounts(file) ?? none);
      return (
        main &&
        later.reduce(
          (sum, counts) => ({ passed: sum.passed + counts.passed, failed: sum.failed + counts.failed, skipped: sum.skipped + counts.skipped }),
          main,
        )
      );
    },
  });

  // The real Drupal (issue 17): the lab kit of ../shared/drupal-lab on Debian's PHP. First the
  // differential contract suite (the same requests to the lab and to a fresh cms, answers
  // compared), then the site's journeys built and run against the lab with the demo content.
  const drupalReport = path.join(reports, 'drupal-tests.json');
  rmSync(drupalReport, { force: true });
  step('differential contract suite: the lab Drupal and the cms answer alike (scripts/drupal-tests.mjs, cms/test/drupal)', [path.join(root, 'scripts', 'drupal-tests.mjs'), '--report', drupalReport], {
    count: () => readJson(drupalReport),
  });
  const drupalE2eReport = path.join(reports, 'report-drupal.json');
  rmSync(drupalE2eReport, { force: true });
  step('the site on the lab Drupal: journeys in Chromium (scripts/e2e-drupal.mjs, @journeys)', [path.join(root, 'scripts', 'e2e-drupal.mjs')], {
    count: () => playwrightCounts(drupalE2eReport),
  });

  // Both reuse the site's build of the end-to-end step (built again only if the sources changed).
  const budgetReport = path.join(reports, 'js-budget.json');
  rmSync(budgetReport, { force: true });
  step('JavaScript budget: first-load JavaScript of each route (gzip), Quill, Leaflet, Sentry, tarteaucitron and sanitize-html', [path.join(root, 'scripts', 'js-budget.mjs'), '--report', budgetReport], {
    count: () => readJson(budgetReport),
  });
  const lighthouseReport = path.join(reports, 'lighthouse.json');
  rmSync(lighthouseReport, { force: true });
  step('Lighthouse gate: loading (performance without TBT) ≥ 85, main thread ≤ 7× the empty Next page’s, accessibility, best practices and SEO at 100 (bench/lighthouse.mjs --gate)', [path.join(root, 'bench', 'lighthouse.mjs'), '--gate', '--report', lighthouseReport], {
    count: () => readJson(lighthouseReport),
  });
}

console.log(`\n━━ summary\n${lines.join('\n')}\n`);
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed === 0 ? 0 : 1);
