import Quill, { type QuillOptions } from 'quill';
import Link from 'quill/formats/link';
import {
  EDITOR_HISTORY,
  EDITOR_IMAGE_MIMETYPES,
  EDITOR_LINK_PROTOCOLS,
  EDITOR_TOOLBARS,
  editorFormatsOf,
  type EditorTheme,
  type EditorToolbar,
  type EditorToolbarPreset,
} from './constants';
import type { EditorLabels } from './labels';
import { isAllowedEditorLink } from './sanitize-link';

/**
 * Quill's Link format, keeping only http, https, mailto, tel and relative links (Quill also allows
 * sms). Any other link is dropped and its text kept, however it comes in (link tooltip, paste,
 * value, Delta): an `<a>` without an allowed `href` has no format, and Quill unwraps it.
 */
class EditorLink extends Link {
  static override PROTOCOL_WHITELIST = [...EDITOR_LINK_PROTOCOLS];

  static override create(value: string): HTMLElement {
    const node = super.create(value) as HTMLElement;
    if (!isAllowedEditorLink(value)) node.removeAttribute('href');
    return node;
  }

  static override formats(domNode: HTMLElement): string | null {
    const href = domNode.getAttribute('href');
    return isAllowedEditorLink(href) ? href : null;
  }

  override format(name: string, value: unknown): void {
    // Changing a link to a refused URL removes the link.
    super.format(name, name === EditorLink.blotName && value && !isAllowedEditorLink(value) ? false : value);
  }
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

/** The formats a custom toolbar's markup offers: its `ql-…` buttons and pickers that name a Quill format. */
function customToolbarFormats(selector: string): string[] | undefined {
  const element = document.querySelector(selector);
  if (!element) return undefined;
  const formats = new Set<string>();
  element.querySelectorAll('button, select').forEach((input) => {
    const name = Array.from(input.classList).find((className) => className.startsWith('ql-'))?.slice('ql-'.length);
    if (name && Quill.imports[`formats/${name}`] !== undefined) formats.add(name);
  });
  return [...formats];
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
    // Only what the toolbar offers: pasted images, videos, colours or fonts it has no control for are dropped.
    formats: (isPreset(toolbar) ? editorFormatsOf(EDITOR_TOOLBARS[toolbar]) : customToolbarFormats(toolbar)) ?? null,
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
