import { defineConfig } from 'vitest/config';

// The tests of the shipped nginx configuration, in Debian's nginx (deploy/test/).
export default defineConfig({
  test: {
    include: ['test/**/*.test.mjs'],
    environment: 'node',
    testTimeout: 30_000,
    // Installing nginx with apt, when it is missing and we are root, happens in the first hook.
    hookTimeout: 180_000,
  },
});
