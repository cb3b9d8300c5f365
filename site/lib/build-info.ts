import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export type BuildInfo = { id: string; builtAt: string };

let cached: BuildInfo | undefined;

/**
 * The build this server runs: Next's build id (`{distDir}/BUILD_ID`) and when it was written.
 * Read once per process: a new build is served by a new process.
 */
export function currentBuild(): BuildInfo {
  if (cached) return cached;
  const file = path.join(process.cwd(), process.env['NEXT_DIST_DIR'] ?? '.next', 'BUILD_ID');
  try {
    cached = { id: readFileSync(file, 'utf8').trim(), builtAt: statSync(file).mtime.toISOString() };
  } catch {
    // `next dev` writes no BUILD_ID: its id is Next's own 'development'.
    cached = { id: 'development', builtAt: new Date(0).toISOString() };
  }
  return cached;
}
