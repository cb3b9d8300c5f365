import type Quill from 'quill';
import { EDITOR_COLORS } from './constants';
import type { EditorLabels } from './labels';

/*
 * Quill 2 renders its toolbar, pickers and link tooltip with English or no accessible names, and
 * the tooltip's actions as anchors without href (not focusable). This names every control in
 * French and makes the tooltip's actions keyboard buttons.
 */

const NOT_FORMATS = new Set(['ql-picker', 'ql-color-picker', 'ql-icon-picker', 'ql-expanded', 'ql-active', 'ql-formats']);
const COLOR_FORMATS = new Set(['color', 'background']);
const TOOLTIP_ACTIONS = 'a.ql-action, a.ql-remove, a.ql-close';

/** The Quill format of a control, read from its `ql-<format>` class. */
function formatOf(element: Element): string | undefined {
  return Array.from(element.classList)
    .find((name) => name.startsWith('ql-') && !NOT_FORMATS.has(name))
    ?.slice('ql-'.length);
}

function optionLabel(labels: EditorLabels, format: string, value: string): string | undefined {
  if (COLOR_FORMATS.has(format) && value !== '') return `${labels['colorOption'] ?? ''} ${value}`.trim();
  return labels[`${format}:${value}`];
}

function labelButton(button: HTMLButtonElement, labels: EditorLabels, plain: boolean): void {
  const format = formatOf(button);
  if (!format) return;
  const value = button.getAttribute('value');
  const name = (value === null ? undefined : labels[`${format}:${value}`]) ?? labels[format];
  const current = button.getAttribute('aria-label');
  // Quill names the buttons it generates after the format ("bold", "list: ordered"): replace those.
  if (name && (current === null || current === format || current === `${format}: ${value ?? ''}`)) {
    button.setAttribute('aria-label', name);
  }
  // Without a theme there are no icons: show the name.
  if (plain && !button.textContent?.trim()) button.textContent = button.getAttribute('aria-label');
}

function labelPicker(picker: Element, labels: EditorLabels): void {
  const format = formatOf(picker);
  if (!format) return;
  // Quill copies the select's attributes onto the picker: a name belongs on its button instead.
  const copiedName = picker.getAttribute('aria-label');
  picker.removeAttribute('aria-label');
  picker.querySelector('.ql-picker-label')?.setAttribute('aria-label', copiedName ?? labels[format] ?? format);
  picker.querySelectorAll('.ql-picker-item').forEach((item) => {
    const value = item.getAttribute('data-value') ?? '';
    // Option texts of custom markup win over the default names.
    const name = item.getAttribute('data-label') ?? optionLabel(labels, format, value) ?? value;
    if (name) item.setAttribute('aria-label', name);
  });
}

/** Without a theme the pickers stay native selects: name them and their options, fill the colour lists. */
function labelSelect(select: HTMLSelectElement, labels: EditorLabels): void {
  const format = formatOf(select);
  if (!format) return;
  if (!select.hasAttribute('aria-label')) select.setAttribute('aria-label', labels[format] ?? format);
  if (select.options.length === 0 && COLOR_FORMATS.has(format)) {
    const fallback = format === 'color' ? '#000000' : '#ffffff';
    EDITOR_COLORS.forEach((color) => {
      const option = document.createElement('option');
      if (color === fallback) option.setAttribute('selected', 'selected');
      else option.setAttribute('value', color);
      select.appendChild(option);
    });
  }
  Array.from(select.options).forEach((option) => {
    if (!option.textContent) option.textContent = optionLabel(labels, format, option.getAttribute('value') ?? '') ?? option.value;
  });
}

/** Space activates a role="button" span as Enter does (Quill only listens to Enter). */
function spaceAsEnter(selector: string, activate: (target: HTMLElement) => void) {
  return (event: KeyboardEvent) => {
    const { target } = event;
    if (!(target instanceof HTMLElement) || !target.matches(selector)) return;
    if (event.key === ' ' || (event.key === 'Enter' && target.matches(TOOLTIP_ACTIONS))) {
      event.preventDefault();
      activate(target);
    }
  };
}

function enhanceToolbar(container: HTMLElement, labels: EditorLabels, plain: boolean): () => void {
  container.setAttribute('role', 'toolbar');
  if (!container.hasAttribute('aria-label')) container.setAttribute('aria-label', labels['toolbar'] ?? '');
  container.querySelectorAll('button').forEach((button) => labelButton(button, labels, plain));
  container.querySelectorAll('.ql-picker').forEach((picker) => labelPicker(picker, labels));
  if (plain) container.querySelectorAll('select').forEach((select) => labelSelect(select, labels));
  const onKeyDown = spaceAsEnter('.ql-picker-label, .ql-picker-item', (target) =>
    target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })),
  );
  container.addEventListener('keydown', onKeyDown);
  return () => container.removeEventListener('keydown', onKeyDown);
}

function enhanceTooltip(tooltip: HTMLElement, labels: EditorLabels): () => void {
  const input = tooltip.querySelector('input[type="text"]');
  input?.setAttribute('data-link', 'https://www.exemple.fr');
  input?.setAttribute('data-video', 'https://www.youtube.com/watch?v=…');
  tooltip.querySelectorAll(TOOLTIP_ACTIONS).forEach((action) => {
    action.setAttribute('role', 'button');
    action.setAttribute('tabindex', '0');
  });
  const sync = () => {
    const mode = tooltip.getAttribute('data-mode');
    const inputName = mode === 'video' ? 'videoInput' : mode === 'formula' ? 'formulaInput' : 'linkInput';
    input?.setAttribute('aria-label', labels[inputName] ?? '');
    const editing = tooltip.classList.contains('ql-editing');
    tooltip.querySelector('a.ql-action')?.setAttribute('aria-label', labels[editing ? 'save' : 'edit'] ?? '');
    tooltip.querySelector('a.ql-remove')?.setAttribute('aria-label', labels['remove'] ?? '');
    tooltip.querySelector('a.ql-close')?.setAttribute('aria-label', labels['close'] ?? '');
  };
  sync();
  const observer = new MutationObserver(sync);
  observer.observe(tooltip, { attributes: true, attributeFilter: ['class', 'data-mode'] });
  const onKeyDown = spaceAsEnter(TOOLTIP_ACTIONS, (target) => target.click());
  tooltip.addEventListener('keydown', onKeyDown);
  return () => {
    observer.disconnect();
    tooltip.removeEventListener('keydown', onKeyDown);
  };
}

/**
 * Quill empties a select while the editor has no selection; a plain select then looks blank:
 * show its default option ("Texte normal") instead.
 */
function keepDefaultOptions(quill: Quill, container: HTMLElement): () => void {
  const selects = Array.from(container.querySelectorAll('select'));
  const showDefaults = () =>
    selects.forEach((select) => {
      const fallback = select.querySelector<HTMLOptionElement>('option[selected]');
      if (select.selectedIndex < 0 && fallback) fallback.selected = true;
    });
  showDefaults();
  quill.on('editor-change', showDefaults);
  return () => quill.off('editor-change', showDefaults);
}

/** Names the toolbar and tooltip of `quill` in French; returns a function removing the listeners it added. */
export function enhanceAccessibility(quill: Quill, labels: EditorLabels, plain: boolean): () => void {
  const toolbar = quill.getModule('toolbar') as { container?: HTMLElement | null } | undefined;
  const releases: (() => void)[] = [];
  if (toolbar?.container) releases.push(enhanceToolbar(toolbar.container, labels, plain));
  if (plain && toolbar?.container) releases.push(keepDefaultOptions(quill, toolbar.container));
  const tooltip = quill.container.querySelector<HTMLElement>('.ql-tooltip');
  if (tooltip) releases.push(enhanceTooltip(tooltip, labels));
  return () => releases.forEach((release) => release());
}
