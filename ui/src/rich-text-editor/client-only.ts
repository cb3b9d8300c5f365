import { useSyncExternalStore } from 'react';
import type { EditorValue } from './constants';

const subscribeNothing = () => () => {};
/** False on the server and while hydrating: Quill needs `document`. */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

/** The value as the hidden input posts it: Deltas as JSON. */
export function serializeEditorValue(value: EditorValue | undefined): string {
  if (value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}
