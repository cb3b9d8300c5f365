import { describe, expect, it } from 'vitest';
import { CountCache } from '../src/jsonapi/load.js';

/**
 * The cache of collection counts (`meta.count`): a count is served only to a request that read
 * the same write generation as the one read before counting it (issue 21: several cms processes
 * on one PostgreSQL, each with its own cache).
 */
describe('CountCache', () => {
  it('serves a count at the generation it was counted at, and at no other', () => {
    const cache = new CountCache();
    cache.set('node--article|anonymous|null', 12, 7, 0);
    expect(cache.get('node--article|anonymous|null', 7, 1)).toBe(12);
    expect(cache.get('node--article|anonymous|null', 7, 2)).toBe(12);
    // Another process wrote: the generation moved on, the count is no longer served.
    expect(cache.get('node--article|anonymous|null', 8, 3)).toBeUndefined();
    // Nor afterwards at its own generation (the entry was dropped, not kept for later).
    expect(cache.get('node--article|anonymous|null', 7, 4)).toBeUndefined();
  });

  it('never serves a count made at a later generation to a request that read an earlier one, nor the other way', () => {
    const cache = new CountCache();
    cache.set('k', 5, 10, 0);
    expect(cache.get('k', 9, 1)).toBeUndefined();
    cache.set('k', 4, 9, 2);
    expect(cache.get('k', 10, 3)).toBeUndefined();
  });

  it('keeps the counts of each key apart, and a recount at the new generation replaces the old one', () => {
    const cache = new CountCache();
    cache.set('a', 1, 1, 0);
    cache.set('b', 2, 1, 0);
    expect(cache.get('a', 1, 1)).toBe(1);
    expect(cache.get('b', 1, 1)).toBe(2);
    expect(cache.get('a', 2, 1)).toBeUndefined();
    cache.set('a', 3, 2, 1);
    expect(cache.get('a', 2, 2)).toBe(3);
    expect(cache.get('b', 2, 2)).toBeUndefined();
  });

  it('forgets a count after its age limit even at the same generation', () => {
    const cache = new CountCache(1_000);
    cache.set('k', 5, 3, 0);
    expect(cache.get('k', 3, 1_000)).toBe(5);
    expect(cache.get('k', 3, 1_001)).toBeUndefined();
  });

  it('forgets everything on clear() and stays within its number of entries', () => {
    const cache = new CountCache(30_000, 3);
    for (const key of ['a', 'b', 'c']) cache.set(key, 1, 1, 0);
    expect(cache.size).toBe(3);
    cache.set('a', 2, 1, 0);
    expect(cache.size).toBe(3);
    cache.set('d', 4, 1, 0);
    expect(cache.size).toBeLessThanOrEqual(3);
    expect(cache.get('d', 1, 0)).toBe(4);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.get('d', 1, 0)).toBeUndefined();
  });
});
