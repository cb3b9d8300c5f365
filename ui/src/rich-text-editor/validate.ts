import {
  EDITOR_CONTENT_TYPES,
  EDITOR_THEMES,
  EDITOR_TOOLBAR_PRESETS,
  type EditorContentType,
  type EditorTheme,
  type EditorToolbar,
} from './constants';

function fail(prop: string, message: string, received: unknown): never {
  throw new Error(`RichTextEditor: "${prop}" ${message} (received ${JSON.stringify(received) ?? String(received)}).`);
}

function quoted(values: readonly string[]): string {
  return values.map((v) => `"${v}"`).join(', ');
}

/** Throws an Error naming the prop and its allowed values when `contentType`, `theme` or `toolbar` is invalid. */
export function validateEditorProps(contentType: EditorContentType, theme: EditorTheme, toolbar: EditorToolbar): void {
  if (!EDITOR_CONTENT_TYPES.includes(contentType)) {
    fail('contentType', `must be one of ${quoted(EDITOR_CONTENT_TYPES)}`, contentType);
  }
  if (!EDITOR_THEMES.includes(theme)) {
    fail('theme', `must be one of ${quoted(EDITOR_THEMES)}`, theme);
  }
  const isPreset = (EDITOR_TOOLBAR_PRESETS as readonly string[]).includes(toolbar);
  if (!isPreset && (typeof toolbar !== 'string' || !/^#[A-Za-z_][\w-]*$/.test(toolbar))) {
    fail('toolbar', `must be one of ${quoted(EDITOR_TOOLBAR_PRESETS)} or a CSS id selector such as "#barre-outils"`, toolbar);
  }
}

/** Throws when a value does not match `contentType`: a Delta (`{ ops: [...] }`) for `delta`, a string otherwise. */
export function validateEditorValue(contentType: EditorContentType, prop: string, value: unknown): void {
  if (value === undefined) return;
  if (contentType === 'delta') {
    const ops: unknown = typeof value === 'object' && value !== null ? (value as { ops?: unknown }).ops : undefined;
    if (!Array.isArray(ops)) fail(prop, 'must be a Delta ({ ops: [...] }) when "contentType" is "delta"', value);
  } else if (typeof value !== 'string') {
    fail(prop, `must be a string when "contentType" is "${contentType}"`, value);
  }
}
