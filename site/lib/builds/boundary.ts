import { isChunkLoadError } from './chunk-error';

let handler: ((error: unknown) => void) | undefined;
let pending: unknown;

/**
 * For the error page, and for the map's lazy Leaflet chunk (components/training-map.tsx), which
 * catch their chunk errors: such an error goes to the build watcher (lib/builds/client.ts), now or
 * once it runs. Kept apart from the watcher so that the error page's own chunk, loaded with every
 * page, does not carry a second copy of it.
 */
export function reloadOnChunkError(error: unknown): void {
  if (!isChunkLoadError(error)) return;
  if (handler) handler(error);
  else pending = error;
}

/** The watcher takes the error page's chunk errors, the one seen before it ran first. */
export function handleBoundaryChunkErrors(next: (error: unknown) => void): void {
  handler = next;
  if (pending !== undefined) next(pending);
  pending = undefined;
}
