import { describe, expect, it } from 'vitest';
import { claimReload, RELOAD_GUARD_MS } from './reload-guard';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
}

describe('the reload guard', () => {
  it('lets a path reload once, then not again within 10 s', () => {
    const storage = memoryStorage();
    expect(RELOAD_GUARD_MS).toBe(10_000);
    expect(claimReload(storage, '/articles', 1_000)).toBe(true);
    expect(claimReload(storage, '/articles', 1_001)).toBe(false);
    expect(claimReload(storage, '/articles', 1_000 + 9_999)).toBe(false);
  });

  it('lets the same path reload again once 10 s have passed', () => {
    const storage = memoryStorage();
    expect(claimReload(storage, '/articles', 1_000)).toBe(true);
    expect(claimReload(storage, '/articles', 11_000)).toBe(true);
    expect(claimReload(storage, '/articles', 12_000)).toBe(false);
  });

  it('keeps the path and the time in the storage, so the guard survives the reload', () => {
    const storage = memoryStorage();
    claimReload(storage, '/agenda', 5_000);
    expect(JSON.parse([...storage.items.values()][0] ?? '')).toEqual({ path: '/agenda', at: 5_000 });
  });

  it('guards each path: another path may reload at once', () => {
    const storage = memoryStorage();
    expect(claimReload(storage, '/articles', 1_000)).toBe(true);
    expect(claimReload(storage, '/agenda', 2_000)).toBe(true);
  });

  it('ignores an unreadable record, and refuses when the storage cannot be used', () => {
    const storage = memoryStorage();
    storage.items.set('campus.build-reload', '{not json');
    expect(claimReload(storage, '/articles', 1_000)).toBe(true);
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(claimReload(broken, '/articles', 1_000)).toBe(false);
  });
});
