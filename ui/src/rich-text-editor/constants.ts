/*
 * The editor's rules and toolbar presets, in one place for the component, its tests and its docs.
 * Pure data: nothing here imports Quill, so reading it costs pages nothing.
 */

export type EditorContentType = 'delta' | 'html' | 'text';
export type EditorTheme = 'snow' | 'bubble' | '';
export type EditorToolbarPreset = 'essential' | 'minimal' | 'full';
/** A preset, or a CSS id selector (`#…`) of toolbar markup already in the document. */
export type EditorToolbar = EditorToolbarPreset | `#${string}`;

/** One operation of a Quill Delta (insert text or an embed, retain, delete; optional attributes). */
export type EditorOp = {
  insert?: string | Record<string, unknown>;
  retain?: number | Record<string, unknown>;
  delete?: number;
  attributes?: Record<string, unknown>;
};
/** A Quill Delta document, the value of the editor with `contentType="delta"`. */
export type EditorDelta = { ops: EditorOp[] };
/** The editor's value: a Delta with `contentType="delta"`, a string otherwise. */
export type EditorValue = string | EditorDelta;

/** One control of a toolbar: a button (`'bold'`, `{ list: 'ordered' }`) or a picker (`{ header: [1, 2, false] }`). */
export type EditorToolbarControl = string | Readonly<Record<string, string | number | readonly (string | number | false)[]>>;
/** Groups of controls, as Quill's toolbar module reads them. */
export type EditorToolbarConfig = readonly (readonly EditorToolbarControl[])[];

export const EDITOR_CONTENT_TYPES: readonly EditorContentType[] = ['delta', 'html', 'text'];
export const EDITOR_THEMES: readonly EditorTheme[] = ['snow', 'bubble', ''];
export const EDITOR_TOOLBAR_PRESETS: readonly EditorToolbarPreset[] = ['essential', 'minimal', 'full'];

/** Protocols a link may use; a link with any other protocol is dropped, its text kept. */
export const EDITOR_LINK_PROTOCOLS: readonly string[] = ['http', 'https', 'mailto', 'tel'];
/** What `sanitizeEditorLink` answers for a refused link (the editor then drops the link). */
export const EDITOR_SANITIZED_URL = 'about:blank';
/** Image files accepted by the upload button and by drag and drop. */
export const EDITOR_IMAGE_MIMETYPES: readonly string[] = [
  'image/png',
  'image/gif',
  'image/jpeg',
  'image/bmp',
  'image/x-icon',
];
/** Undo history: changes within `delay` ms merge; only the user's own changes can be undone. */
export const EDITOR_HISTORY = { delay: 1000, maxStack: 100, userOnly: true } as const;
export const EDITOR_FONTS = ['serif', 'monospace'] as const;
export const EDITOR_ALIGNMENTS = ['center', 'right', 'justify'] as const;
/** The colour swatches of the colour pickers (Quill's palette; black is the default text colour). */
export const EDITOR_COLORS: readonly string[] = [
  '#000000', '#e60000', '#ff9900', '#ffff00', '#008a00', '#0066cc', '#9933ff',
  '#ffffff', '#facccc', '#ffebcc', '#ffffcc', '#cce8cc', '#cce0f5', '#ebd6ff',
  '#bbbbbb', '#f06666', '#ffc266', '#ffff66', '#66b966', '#66a3e0', '#c285ff',
  '#888888', '#a10000', '#b26b00', '#b2b200', '#006100', '#0047b2', '#6b24b2',
  '#444444', '#5c0000', '#663d00', '#666600', '#003700', '#002966', '#3d1466',
];

const ALIGN_PICKER = { align: [false, ...EDITOR_ALIGNMENTS] as const };
const LISTS = [{ list: 'ordered' }, { list: 'bullet' }] as const;

/** The toolbars: `essential` (default), `minimal` and `full`. Empty colour lists take `EDITOR_COLORS`. */
export const EDITOR_TOOLBARS: Readonly<Record<EditorToolbarPreset, EditorToolbarConfig>> = {
  essential: [
    [{ header: [1, 2, 3, 4, 5, 6, false] }],
    ['bold', 'italic', 'underline'],
    LISTS,
    [ALIGN_PICKER],
    ['blockquote', 'code-block'],
    ['link', { color: [] }],
    ['clean'],
  ],
  minimal: [[{ header: [1, 2, false] }], ['bold', 'italic', 'underline', 'link'], LISTS, ['clean']],
  full: [
    [{ header: [1, 2, false] }],
    [{ font: [false, ...EDITOR_FONTS] }, { size: ['small', false, 'large', 'huge'] }],
    ['bold', 'italic', 'underline', 'strike'],
    [{ color: [] }, { background: [] }],
    [{ script: 'sub' }, { script: 'super' }],
    [...LISTS, { indent: '-1' }, { indent: '+1' }],
    [ALIGN_PICKER],
    ['blockquote', 'code-block'],
    ['link', 'image', 'video'],
    ['clean'],
  ],
};

/** Toolbar controls that act on the content without being a format of their own. */
const TOOLBAR_ACTIONS: readonly string[] = ['clean'];

/**
 * The Quill formats a toolbar offers, for Quill's `formats` option: the editor then accepts only
 * these (pasted or given content loses any other format, and keeps its text).
 */
export function editorFormatsOf(config: EditorToolbarConfig): string[] {
  const formats = new Set<string>();
  for (const control of config.flat()) {
    for (const name of typeof control === 'string' ? [control] : Object.keys(control)) {
      if (!TOOLBAR_ACTIONS.includes(name)) formats.add(name);
    }
  }
  return [...formats];
}
