import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './chunk-error';

describe('chunk load errors', () => {
  it("recognises webpack's ChunkLoadError by name and by its messages", () => {
    const error = Object.assign(new Error('Loading chunk 4817 failed.\n(error: https://example.fr/_next/static/chunks/4817-ab12.js)'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(error)).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('anything'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk app/(default)/page failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 912 failed.\n(/_next/static/css/912.css)'))).toBe(true);
  });

  it('recognises failed native dynamic imports (Chromium, Firefox, Safari)', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://example.fr/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: https://example.fr/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
  });

  it('recognises the message alone (a window error event without its error)', () => {
    expect(isChunkLoadError('Uncaught ChunkLoadError: Loading chunk 12 failed.')).toBe(true);
  });

  it('leaves every other error alone', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError('Script error.')).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
    expect(isChunkLoadError(404)).toBe(false);
    expect(isChunkLoadError({ message: 42 })).toBe(false);
  });
});
