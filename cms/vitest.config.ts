import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The differential suite against a real Drupal runs on its own (vitest.drupal.config.ts,
    // scripts/drupal-tests.mjs): it needs PHP and the lab kit.
    exclude: [...configDefaults.exclude, 'test/drupal/**'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
