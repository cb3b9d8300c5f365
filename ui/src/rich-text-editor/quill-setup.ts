import Quill, { type QuillOptions } from 'quill';
import Link from 'quill/formats/link';
import {
  EDITOR_HISTORY,
  EDITOR_IMAGE_MIMETYPES,
  EDITOR_LINK_PROTOCOLS,
  EDITOR_TOOLBARS,
  type EditorTheme,
  type EditorToolbar,
  type EditorToolbarPreset,
} from './constants';
import type { EditorLabels } from './labels';

/** Quill's Link format, keeping only http, https, mailto and tel links (Quill also allows sms). */
class EditorLink extends Link {
  static override PROTOCOL_WHITELIST = [...EDITOR_LINK_PROTOCOLS];
}

let registered = false;

/** Registers the editor's formats on Quill, once (Quill's registry is global to the page). */
export function registerEditorFormats(): void {
  if (registered) return;
  Quill.register(EditorLink, true);
  registered = true;
}

function isPreset(toolbar: EditorToolbar): toolbar is EditorToolbarPreset {
  return !toolbar.startsWith('#');
}

/**
 * The custom toolbar markup `toolbar` points to (`null` for a preset), and a function undoing what
 * Quill adds to it, so that a new editor can take it over (React strict mode mounts twice).
 */
export function takeCustomToolbar(toolbar: EditorToolbar): { element: HTMLElement | null; release: () => void } {
  if (isPreset(toolbar)) return { element: null, release: () => {} };
  const element = document.querySelector<HTMLElement>(toolbar);
  if (!element) {
    throw new Error(`RichTextEditor: "toolbar" is "${toolbar}" but no element of the document matches it.`);
  }
  // The bubble theme moves the toolbar into its tooltip: put it back where its owner rendered it.
  const parent = element.parentNode;
  const next = element.nextSibling;
  return {
    element,
    release: () => {
      element.querySelectorAll('.ql-picker, input.ql-image[type=file]').forEach((node) => node.remove());
      element.querySelectorAll('select').forEach((select) => select.style.removeProperty('display'));
      if (parent && element.parentNode !== null && element.parentNode !== parent) {
        parent.insertBefore(element, next?.parentNode === parent ? next : null);
      }
    },
  };
}

type ToolbarHandler = (this: { quill: Quill }, value: unknown) => void;

/** Without a theme there is no link tooltip: ask with the browser's prompt, in French. */
function promptLinkHandler(labels: EditorLabels): ToolbarHandler {
  return function link(value) {
    const url = value === true ? window.prompt(labels['linkInput'] ?? '') : value;
    this.quill.format('link', typeof url === 'string' && url !== '' ? url : false, Quill.sources.USER);
  };
}

/** Quill's options for the editor's theme, toolbar and rules. */
export function editorOptions(options: {
  theme: EditorTheme;
  toolbar: EditorToolbar;
  labels: EditorLabels;
  placeholder?: string | undefined;
  readOnly: boolean;
  /** The element Quill's tooltips (link, bubble toolbar) must stay inside. */
  bounds?: HTMLElement | undefined;
}): QuillOptions {
  const { theme, toolbar, labels, placeholder, readOnly, bounds } = options;
  return {
    theme: theme === '' ? undefined : theme,
    ...(bounds ? { bounds } : {}),
    placeholder,
    readOnly,
    modules: {
      toolbar: {
        container: isPreset(toolbar) ? EDITOR_TOOLBARS[toolbar] : toolbar,
        handlers: theme === '' ? { link: promptLinkHandler(labels) } : {},
      },
      history: { ...EDITOR_HISTORY },
      uploader: { mimetypes: [...EDITOR_IMAGE_MIMETYPES] },
      // Tab must leave the editor (no keyboard trap): indenting stays on the toolbar.
      keyboard: {
        bindings: { tab: false, indent: false, outdent: false, 'indent code-block': false, 'outdent code-block': false },
      },
    },
  };
}
