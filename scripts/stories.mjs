// Story tests: builds the static Storybook (`npm run build-storybook`), serves it, then runs
// every story in headless Chromium with Playwright: render and play function without error,
// axe (WCAG 2.1 AA) and a screenshot compared with the committed baseline.
//   node scripts/stories.mjs                      build + test
//   node scripts/stories.mjs --no-build           reuse storybook-static/
//   node scripts/stories.mjs --update-snapshots   rewrite the baselines (`npm run stories:baselines`)
// Other arguments go to `playwright test` (e.g. `-g Paginator`).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_ARGS, resolveChromium } from './lib/chromium.mjs';
import { freePort, root } from './lib/stack.mjs';
import { serveStatic } from './lib/static-server.mjs';

const args = process.argv.slice(2);
const build = !args.includes('--no-build');
const playwrightArgs = args.filter((arg) => arg !== '--no-build');
const staticDir = path.join(root, 'storybook-static');

if (build) {
  console.log('stories: building the static Storybook…');
  const result = spawnSync('npm', ['run', 'build-storybook', '--silent'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
} else if (!existsSync(path.join(staticDir, 'index.json'))) {
  console.error('stories: storybook-static/ is missing; run without --no-build.');
  process.exit(1);
}

const chromium = await resolveChromium();
const port = await freePort();
const server = await serveStatic(staticDir, port);
console.log(`stories: Storybook on http://127.0.0.1:${port}, Chromium ${chromium}`);
// Asynchronous spawn: the static server lives in this process and must keep serving.
const child = spawn(
  process.execPath,
  [path.join(root, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', '-c', 'playwright.stories.config.ts', ...playwrightArgs],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      STORYBOOK_URL: `http://127.0.0.1:${port}`,
      STORYBOOK_DIR: staticDir,
      E2E_CHROMIUM: chromium,
      E2E_CHROMIUM_ARGS: CHROMIUM_ARGS.join(' '),
    },
  },
);
const status = await new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
server.close();
process.exit(status);
