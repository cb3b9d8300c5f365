import { readFileSync } from 'node:fs';
import path from 'node:path';
import { currentBuild } from '@/lib/build-info';
import type { BuildMeta, LatestBuild } from './latest';

/** The build this server runs, as `/builds/latest.json` tells it. */
export function latestBuild(): LatestBuild {
  const { id, builtAt } = currentBuild();
  return { id, timestamp: builtAt };
}

let prerendered: string[] | undefined;

/** The paths the running build prerendered (Next's prerender manifest), read once per process. */
function prerenderedPaths(): string[] {
  if (prerendered) return prerendered;
  try {
    const file = path.join(process.cwd(), process.env['NEXT_DIST_DIR'] ?? '.next', 'prerender-manifest.json');
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as { routes?: Record<string, unknown> };
    prerendered = Object.keys(manifest.routes ?? {}).sort();
  } catch {
    // `next dev` writes no such manifest.
    prerendered = [];
  }
  return prerendered;
}

/** What `/builds/meta/{id}.json` tells of build `id`: only the running build is known. */
export function buildMeta(id: string): BuildMeta | null {
  const latest = latestBuild();
  return id === latest.id ? { ...latest, prerendered: prerenderedPaths() } : null;
}

/** Answers of the build routes are never cached: they change with the next deployment. */
export const NO_CACHE = { 'Cache-Control': 'no-store' };
