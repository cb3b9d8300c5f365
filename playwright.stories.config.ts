import { defineConfig, devices } from '@playwright/test';

// Story tests against the static Storybook, started by scripts/stories.mjs (`npm run test:stories`).
const executablePath = process.env['E2E_CHROMIUM'];

export default defineConfig({
  testDir: 'stories/test',
  outputDir: '.e2e/stories-results',
  // Baselines are committed next to the stories; `npm run stories:baselines` rewrites them.
  snapshotPathTemplate: 'stories/__screenshots__/{arg}{ext}',
  // A story without a baseline fails in CI; locally its first screenshot becomes the baseline.
  updateSnapshots: process.env['CI'] ? 'none' : 'missing',
  fullyParallel: true,
  forbidOnly: Boolean(process.env['CI']),
  retries: 0,
  workers: 2,
  timeout: 30_000,
  reporter: [['dot'], ['json', { outputFile: '.e2e/stories-report.json' }]],
  expect: {
    // Anti-aliasing and font hinting differ slightly between runs; a real change moves far more.
    toHaveScreenshot: { maxDiffPixelRatio: 0.002, threshold: 0.2, animations: 'disabled', caret: 'hide' },
  },
  use: {
    baseURL: process.env['STORYBOOK_URL'] ?? 'http://127.0.0.1:6006',
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    reducedMotion: 'reduce',
    // Traces cost seconds per story; a failure already shows the error, the diff and the screenshot.
    trace: 'off',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1024, height: 768 },
        deviceScaleFactor: 1,
        launchOptions: {
          ...(executablePath ? { executablePath } : {}),
          args: (process.env['E2E_CHROMIUM_ARGS'] ?? '').split(' ').filter(Boolean),
        },
      },
    },
  ],
});
