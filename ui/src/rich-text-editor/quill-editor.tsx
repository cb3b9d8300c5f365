'use client';
/*
 * The Quill-based editor, loaded lazily by RichTextEditor: the only module importing Quill and
 * its CSS, so they reach a page only when an editor is shown.
 */
import Quill from 'quill';
import 'quill/dist/quill.snow.css';
import 'quill/dist/quill.bubble.css';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { EditorContentType, EditorTheme, EditorToolbar, EditorValue } from './constants';
import type { EditorLabels } from './labels';
import { enhanceAccessibility } from './quill-a11y';
import styles from './quill-editor.module.css';
import { editorOptions, registerEditorFormats, takeCustomToolbar } from './quill-setup';
import { readEditorValue, writeEditorValue } from './quill-value';

registerEditorFormats();

export type QuillEditorProps = {
  /** Id of the editing area. */
  editorId: string;
  labelId: string;
  describedBy?: string | undefined;
  required: boolean;
  invalid: boolean;
  readOnly: boolean;
  placeholder?: string | undefined;
  theme: EditorTheme;
  toolbar: EditorToolbar;
  contentType: EditorContentType;
  value: EditorValue | undefined;
  onChange: (value: EditorValue) => void;
  labels: EditorLabels;
};

function setAttribute(element: HTMLElement, name: string, value: string | undefined): void {
  if (value === undefined) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

/** The editing area is a labelled multi-line textbox; read-only hides the toolbar. */
function syncAttributes(quill: Quill, props: QuillEditorProps): void {
  const root = quill.root;
  root.id = props.editorId;
  root.setAttribute('role', 'textbox');
  root.setAttribute('aria-multiline', 'true');
  root.setAttribute('aria-labelledby', props.labelId);
  setAttribute(root, 'aria-describedby', props.describedBy);
  setAttribute(root, 'aria-required', props.required ? 'true' : undefined);
  setAttribute(root, 'aria-invalid', props.invalid ? 'true' : undefined);
  setAttribute(root, 'aria-readonly', props.readOnly ? 'true' : undefined);
  setAttribute(root, 'aria-placeholder', props.placeholder || undefined);
  setAttribute(root, 'data-placeholder', props.placeholder || undefined);
  // A read-only textbox stays focusable, so its text can be read and scrolled with the keyboard.
  setAttribute(root, 'tabindex', props.readOnly ? '0' : undefined);
  if (quill.isEnabled() === props.readOnly) quill.enable(!props.readOnly);
  const toolbarModule = quill.getModule('toolbar') as { container?: HTMLElement | null } | undefined;
  if (toolbarModule?.container) toolbarModule.container.hidden = props.readOnly;
}

export default function QuillEditor(props: QuillEditorProps) {
  const { theme, toolbar, contentType, value } = props;
  const hostRef = useRef<HTMLDivElement>(null);
  const quillRef = useRef<Quill | null>(null);
  // True while the editor shows a value given from outside: that is no change to report.
  const applyingRef = useRef(false);
  // The latest props, for Quill's event handlers (installed once per mount). Not
  // `useEffectEvent`: Next 15 renders with its own React build, which does not export it.
  const latestRef = useRef(props);
  useLayoutEffect(() => {
    latestRef.current = props;
  });

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return undefined;
    const initial = latestRef.current;
    const custom = takeCustomToolbar(toolbar);
    const quill = new Quill(
      host.appendChild(document.createElement('div')),
      editorOptions({ theme, toolbar, labels: initial.labels, placeholder: initial.placeholder, readOnly: initial.readOnly, bounds: host }),
    );
    const releaseAccessibility = enhanceAccessibility(quill, initial.labels, theme === '');
    writeEditorValue(quill, contentType, initial.value);
    quill.history.clear();
    const onTextChange = () => {
      if (!applyingRef.current) latestRef.current.onChange(readEditorValue(quill, latestRef.current.contentType));
    };
    quill.on(Quill.events.TEXT_CHANGE, onTextChange);
    quillRef.current = quill;
    syncAttributes(quill, initial);
    return () => {
      quill.off(Quill.events.TEXT_CHANGE, onTextChange);
      releaseAccessibility();
      custom.release();
      host.replaceChildren();
      quillRef.current = null;
    };
  }, [theme, toolbar, contentType]);

  // A value given from outside replaces the content when it differs from it.
  useEffect(() => {
    const quill = quillRef.current;
    if (!quill) return;
    applyingRef.current = true;
    try {
      writeEditorValue(quill, contentType, value);
    } finally {
      applyingRef.current = false;
    }
  }, [value, contentType]);

  useEffect(() => {
    if (quillRef.current) syncAttributes(quillRef.current, props);
  });

  return <div ref={hostRef} className={styles.editor} data-theme={theme || 'none'} />;
}
