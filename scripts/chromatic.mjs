// `npm run chromatic`: publishes the static Storybook to Chromatic for visual review.
// Needs CHROMATIC_PROJECT_TOKEN (Chromatic → Manage → Configure). Builds the Storybook first;
// extra arguments go to the chromatic CLI (e.g. `--only-changed`, `--exit-zero-on-changes`).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { root } from './lib/stack.mjs';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    'chromatic: CHROMATIC_PROJECT_TOKEN is not set. Create the project on chromatic.com, then\n' +
      '  CHROMATIC_PROJECT_TOKEN=chpt_… npm run chromatic\n' +
      'Offline, the same stories are compared with local baselines by `npm run test:stories`.',
  );
  process.exit(2);
}

const build = spawnSync('npm', ['run', 'build-storybook', '--silent'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const result = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules', 'chromatic', 'dist', 'bin.cjs'), '--storybook-build-dir', 'storybook-static', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
