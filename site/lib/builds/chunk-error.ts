/**
 * How browsers and webpack word a script or style sheet of the page that could not be loaded: the
 * usual sign that the page belongs to a build the server no longer has (chunk names change with
 * every build). Webpack names its error `ChunkLoadError` ("Loading chunk 123 failed.", "Loading
 * CSS chunk 45 failed."); native dynamic imports fail with the browser's own wording (Chromium,
 * Firefox, Safari).
 */
const CHUNK_ERROR =
  /ChunkLoadError|Loading (?:CSS )?chunk \S+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

/** Whether `error` (anything thrown or rejected) is a failed chunk load. */
export function isChunkLoadError(error: unknown): boolean {
  if (typeof error === 'string') return CHUNK_ERROR.test(error);
  if (typeof error !== 'object' || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return name === 'ChunkLoadError' || (typeof message === 'string' && CHUNK_ERROR.test(message));
}
