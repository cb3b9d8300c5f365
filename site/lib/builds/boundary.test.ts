import { describe, expect, it } from 'vitest';
import { handleBoundaryChunkErrors, reloadOnChunkError } from './boundary';

describe("the error page's chunk errors", () => {
  it('wait for the build watcher, then go straight to it; other errors never do', () => {
    const chunkError = Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' });
    const seen: unknown[] = [];
    reloadOnChunkError(new Error('Cannot read properties of undefined'));
    reloadOnChunkError(chunkError);
    handleBoundaryChunkErrors((error) => seen.push(error));
    expect(seen).toEqual([chunkError]);
    reloadOnChunkError(new TypeError('Failed to fetch dynamically imported module: /a.js'));
    reloadOnChunkError(new Error('boom'));
    expect(seen).toHaveLength(2);
  });
});
