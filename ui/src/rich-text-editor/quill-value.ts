import Quill, { Delta, type Op } from 'quill';
import type { EditorContentType, EditorValue } from './constants';

/**
 * Quill 2.0's `getSemanticHTML()` writes every space as `&nbsp;`, which stops lines from wrapping
 * where the HTML is shown: keep a normal space, and `&nbsp;` only where spaces follow one another.
 */
function restoreSpaces(html: string): string {
  return html.replace(/(?:&nbsp;)+/g, (run) => ` ${'&nbsp;'.repeat(run.length / '&nbsp;'.length - 1)}`);
}

/** The editor's content as `contentType`: empty content is `''` in html and text. */
export function readEditorValue(quill: Quill, contentType: EditorContentType): EditorValue {
  switch (contentType) {
    case 'delta':
      return { ops: quill.getContents().ops };
    case 'html':
      return quill.getLength() <= 1 ? '' : restoreSpaces(quill.getSemanticHTML());
    case 'text':
      return quill.getText().replace(/\n$/, '');
    default:
      return contentType satisfies never;
  }
}

export function sameEditorValue(a: EditorValue, b: EditorValue): boolean {
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  return JSON.stringify(a.ops) === JSON.stringify(b.ops);
}

function toDelta(quill: Quill, contentType: EditorContentType, value: EditorValue): Delta {
  let delta: Delta;
  if (typeof value !== 'string') delta = new Delta(value.ops as Op[]);
  else if (contentType === 'html') delta = quill.clipboard.convert({ html: value });
  else delta = new Delta().insert(value);
  // A Quill document always ends with a line break.
  const last = delta.ops.at(-1);
  if (typeof last?.insert !== 'string' || !last.insert.endsWith('\n')) delta.insert('\n');
  return delta;
}

/**
 * Shows `value` in the editor, if it differs from its content, by applying only the difference:
 * Quill moves the selection along with the change instead of losing it.
 */
export function writeEditorValue(quill: Quill, contentType: EditorContentType, value: EditorValue | undefined): void {
  if (value === undefined || sameEditorValue(readEditorValue(quill, contentType), value)) return;
  const change = quill.getContents().diff(toDelta(quill, contentType, value));
  if (change.ops.length > 0) quill.updateContents(change, Quill.sources.API);
}
