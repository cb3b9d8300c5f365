import { defineConfig } from 'vitest/config';

// One run for the unit and component tests of every workspace (`npm test` reads its report).
export default defineConfig({
  test: {
    projects: ['cms/vitest.config.ts', 'ui/vitest.config.ts', 'site/vitest.config.ts', 'codegen/vitest.config.ts', 'deploy/vitest.config.ts', 'bench/vitest.config.ts'],
  },
});
