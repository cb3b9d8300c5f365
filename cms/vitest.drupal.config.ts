import { defineConfig } from 'vitest/config';

/**
 * The differential contract suite (issue 17): the same requests to a real Drupal (the lab kit, with
 * the school's recipe) and to the cms, answers compared. Not one of the workspace's vitest projects:
 * it needs PHP and the kit. Run it with `node scripts/drupal-tests.mjs`, which installs and serves
 * the lab and passes its URL in `DRUPAL_URL`; the global setup starts a fresh cms (or takes `CMS_URL`).
 */
export default defineConfig({
  test: {
    include: ['test/drupal/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/drupal/global-setup.ts'],
    // One set of fixtures on two live backends: files run one after the other.
    fileParallelism: false,
    // The files share their modules (sessions of support.ts): each would otherwise load them again.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
