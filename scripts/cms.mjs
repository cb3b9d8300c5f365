// `npm run cms -- <command>`: the cms admin CLI, compiled first so it always runs current code.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { readConfig } from './lib/config.mjs';
import { buildCms, root } from './lib/stack.mjs';

const config = readConfig();
buildCms();
const result = spawnSync(process.execPath, [path.join(root, 'cms', 'dist', 'cli.js'), ...process.argv.slice(2)], {
  stdio: 'inherit',
  cwd: root,
  env: { ...process.env, CMS_PORT: String(config.CMS_PORT), CMS_DATA_DIR: config.CMS_DATA_DIR },
});
process.exit(result.status ?? 1);
