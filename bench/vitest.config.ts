import { defineConfig } from 'vitest/config';

// The bench's own figures (bench/lib), tested on numbers from real Lighthouse reports.
export default defineConfig({
  test: {
    include: ['test/**/*.test.mjs'],
    environment: 'node',
  },
});
