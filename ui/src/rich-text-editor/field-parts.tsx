import { useSyncExternalStore } from 'react';
import type { EditorValue } from './constants';
import styles from './rich-text-editor.module.css';

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

/** The error message: a warning icon, a visually hidden prefix, then the text. */
export function EditorError({ id, prefix, message }: { id: string; prefix: string; message: string }) {
  return (
    <p id={id} className={styles.error}>
      <svg className={styles.errorIcon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12 7v6.5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        <circle cx="12" cy="17" r="1.4" fill="currentColor" />
      </svg>
      <span>
        <span className={styles.visuallyHidden}>{prefix}</span> {message}
      </span>
    </p>
  );
}
