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
  // The page settings (viewport, locale fr-FR, Europe/Paris, reduced motion) are those of the
  // worker's browser context, created in stories/test/stories.spec.ts.
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          ...(executablePath ? { executablePath } : {}),
          // Debian's chromium ships only the en-US UI pack: native date and file inputs show their
          // English chrome in the baselines, while visitors' browsers show their own language.
          args: (process.env['E2E_CHROMIUM_ARGS'] ?? '').split(' ').filter(Boolean),
        },
      },
    },
  ],
});
