import { defineConfig, devices } from '@playwright/test';

// The stack is started by scripts/e2e.mjs (fresh data directory, free ports), which passes
// its URL and the Chromium to use. Run the suite with `npm run e2e`.
const baseURL = process.env['E2E_BASE_URL'] ?? 'http://localhost:3000';
const executablePath = process.env['E2E_CHROMIUM'];

/**
 * Every page shows the mandatory consent banner until the visitor decides. Tests start as a
 * visitor who already refused everything (tarteaucitron's own cookie), so the banner does not
 * cover the page under test; the consent tests start without it (`test.use({ storageState: NO_CONSENT })`).
 */
const decided = {
  cookies: [
    {
      name: 'tarteaucitron',
      value: '!googletagmanager=false!youtube=false',
      domain: new URL(baseURL).hostname,
      path: '/',
      expires: -1,
      httpOnly: false,
      secure: false,
      sameSite: 'Lax' as const,
    },
  ],
  origins: [],
};

export default defineConfig({
  testDir: 'e2e',
  // The run with the cms stopped has its own folder, so it does not wipe the main run's artefacts.
  outputDir: process.env['E2E_OUTPUT'] ?? '.e2e/results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env['CI']),
  retries: 0,
  workers: 2,
  // Two workers share two cores with the site and the cms. In clean runs of 2026-11-29 the longest
  // tests without a timeout of their own took 28–30 s (a preview with two logins, a password reset
  // through the mail file), at Playwright's default of 30 s, and static files took 0.5–1 s each on
  // loopback. The timeouts guard against hangs; they are not what the tests assert.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env['E2E_REPORT'] ?? '.e2e/report.json' }]],
  use: {
    baseURL,
    locale: 'fr-FR',
    storageState: decided,
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          ...(executablePath ? { executablePath } : {}),
          args: (process.env['E2E_CHROMIUM_ARGS'] ?? '').split(' ').filter(Boolean),
        },
      },
    },
  ],
});
