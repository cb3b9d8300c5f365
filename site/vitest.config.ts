import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('.', import.meta.url)),
      // The marker of server-only modules (lib/env.ts) is empty on the server, as Next resolves it there.
      'server-only': 'next/dist/compiled/server-only/empty.js',
    },
  },
  test: {
    include: ['lib/**/*.test.ts', 'lib/**/*.test.mjs'],
    environment: 'node',
    // Through Vite's module graph, so that `vi.resetModules()` evaluates it again (lib/map-view.test.ts
    // loads it once per screen density, which Leaflet reads when it is evaluated).
    server: { deps: { inline: ['leaflet'] } },
  },
});
