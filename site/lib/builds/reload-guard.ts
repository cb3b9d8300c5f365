/** How long a path that was reloaded for a new build is not reloaded again. */
export const RELOAD_GUARD_MS = 10_000;

const KEY = 'campus.build-reload';

type LastReload = { path: string; at: number };

/**
 * Whether the page at `path` may reload now, and if so records it (path and time, in
 * sessionStorage, so it survives the reload): the same path is not reloaded twice within
 * `RELOAD_GUARD_MS`, so a chunk that still fails after a reload cannot make the page loop. Without
 * a usable storage the answer is no, for the same reason.
 */
export function claimReload(storage: Pick<Storage, 'getItem' | 'setItem'>, path: string, now = Date.now()): boolean {
  try {
    const last = readLastReload(storage.getItem(KEY));
    if (last?.path === path && now - last.at >= 0 && now - last.at < RELOAD_GUARD_MS) return false;
    storage.setItem(KEY, JSON.stringify({ path, at: now } satisfies LastReload));
    return true;
  } catch {
    return false;
  }
}

function readLastReload(text: string | null): LastReload | null {
  try {
    const value = JSON.parse(text ?? 'null') as Partial<LastReload> | null;
    return typeof value?.path === 'string' && typeof value.at === 'number' ? { path: value.path, at: value.at } : null;
  } catch {
    return null;
  }
}
