// Nothing here may import Quill: it loads lazily, from ./quill-editor only.
export { RichTextEditor, type RichTextEditorProps } from './rich-text-editor';
export {
  EDITOR_ALIGNMENTS,
  EDITOR_COLORS,
  EDITOR_CONTENT_TYPES,
  EDITOR_FONTS,
  EDITOR_HISTORY,
  EDITOR_IMAGE_MIMETYPES,
  EDITOR_LINK_PROTOCOLS,
  EDITOR_SANITIZED_URL,
  EDITOR_THEMES,
  EDITOR_TOOLBAR_PRESETS,
  EDITOR_TOOLBARS,
  editorFormatsOf,
  type EditorContentType,
  type EditorDelta,
  type EditorOp,
  type EditorTheme,
  type EditorToolbar,
  type EditorToolbarConfig,
  type EditorToolbarControl,
  type EditorToolbarPreset,
  type EditorValue,
} from './constants';
export { EDITOR_LABELS, type EditorLabels } from './labels';
export { isAllowedEditorLink, sanitizeEditorLink } from './sanitize-link';
