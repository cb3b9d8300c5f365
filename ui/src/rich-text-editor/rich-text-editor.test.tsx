// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import Quill from 'quill';
import { StrictMode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type EditorDelta, RichTextEditor } from '../index';

// Vitest does not load Quill's CSS: hide what its themes hide, as a browser would.
const quillCss = document.createElement('style');
quillCss.textContent =
  '.ql-hidden, .ql-picker-options, .ql-tooltip:not(.ql-editing) :is(.ql-tooltip-editor, input) { display: none; }';
// jsdom has no layout either: Quill positions its tooltip from the selection's rectangle.
beforeAll(() => {
  document.head.append(quillCss);
  Object.defineProperty(Range.prototype, 'getBoundingClientRect', { value: () => new DOMRect(), configurable: true });
});
afterAll(() => {
  quillCss.remove();
  Reflect.deleteProperty(Range.prototype, 'getBoundingClientRect');
});
afterEach(cleanup);

const LABEL = 'Description de la formation';

/** The editing area, once the lazily loaded editor is there. */
function findEditor(name: string | RegExp = LABEL) {
  return screen.findByRole('textbox', { name }, { timeout: 5000 });
}

/** Types as the browser does in a contenteditable: Quill sees the DOM change. */
function typeInto(editor: HTMLElement, text: string) {
  const paragraph = editor.querySelector('p') ?? editor;
  paragraph.textContent = text;
}

/** Pastes `html` where the selection is, as the browser's clipboard would hand it to Quill. */
function paste(editor: HTMLElement, html: string) {
  const data: Record<string, string> = { 'text/html': html, 'text/plain': html.replace(/<[^>]*>/g, '') };
  fireEvent.paste(editor, { clipboardData: { getData: (type: string) => data[type] ?? '', files: [] } });
}

// The first test waits for Quill to load (and transform): allow for a busy machine.
describe('RichTextEditor', { timeout: 15_000 }, () => {
  it('has no accessibility violations, with each toolbar and theme', async () => {
    for (const props of [
      { toolbar: 'essential' as const },
      { toolbar: 'minimal' as const, error: 'La description est obligatoire.', required: true },
      { toolbar: 'full' as const, hint: 'Objectifs, programme et débouchés.' },
      { theme: 'bubble' as const },
      { theme: '' as const, toolbar: 'minimal' as const },
    ]) {
      const { container } = render(<RichTextEditor label={LABEL} {...props} />);
      await findEditor(new RegExp(`^${LABEL}`));
      const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
      expect(results.violations).toEqual([]);
      cleanup();
    }
  }, 30_000);

  it('labels the editing area as a multi-line textbox, with its hint, error and required state', async () => {
    render(<RichTextEditor label={LABEL} hint="Trois paragraphes au plus." error="La description est obligatoire." required id="description" />);
    const editor = await findEditor(`${LABEL} (obligatoire)`);
    expect(editor.id).toBe('description');
    expect(editor.getAttribute('aria-multiline')).toBe('true');
    expect(editor.getAttribute('aria-required')).toBe('true');
    expect(editor.getAttribute('aria-invalid')).toBe('true');
    const described = (editor.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Trois paragraphes au plus.', 'Erreur : La description est obligatoire.']);
  });

  it('names the toolbar, its buttons, pickers and colour swatches in French', async () => {
    render(<RichTextEditor label={LABEL} toolbar="full" />);
    await findEditor();
    const toolbar = screen.getByRole('toolbar', { name: 'Mise en forme du texte' });
    for (const name of ['Gras', 'Italique', 'Souligné', 'Barré', 'Liste numérotée', 'Liste à puces', 'Citation', 'Bloc de code', 'Lien', 'Image', 'Vidéo', 'Effacer la mise en forme', 'Indice', 'Exposant', 'Diminuer le retrait', 'Augmenter le retrait', 'Titre', 'Police', 'Taille', 'Alignement', 'Couleur du texte', 'Couleur de fond']) {
      expect(within(toolbar).getByRole('button', { name })).toBeTruthy();
    }
    const colour = within(toolbar).getByRole('button', { name: 'Couleur du texte' });
    const swatches = document.getElementById(colour.getAttribute('aria-controls') ?? '');
    expect(swatches?.querySelector('[data-value="#e60000"]')?.getAttribute('aria-label')).toBe('Couleur #e60000');
  });

  it('opens a picker with Space as with Enter', async () => {
    render(<RichTextEditor label={LABEL} />);
    await findEditor();
    const heading = screen.getByRole('button', { name: 'Titre' });
    fireEvent.keyDown(heading, { key: ' ' });
    expect(heading.getAttribute('aria-expanded')).toBe('true');
  });

  it('reports the user’s edits as HTML, and posts them through a hidden input', async () => {
    const onChange = vi.fn();
    const { container } = render(<RichTextEditor label={LABEL} name="description" onChange={onChange} />);
    typeInto(await findEditor(), 'Former des cuisiniers et des pâtissiers');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p>Former des cuisiniers et des pâtissiers</p>'));
    const hidden = container.querySelector<HTMLInputElement>('input[type="hidden"][name="description"]');
    expect(hidden?.value).toBe('<p>Former des cuisiniers et des pâtissiers</p>');
  });

  it('reports plain text, and Delta documents, with those content types', async () => {
    const onText = vi.fn();
    render(<RichTextEditor label={LABEL} contentType="text" defaultValue="Boulangerie" onChange={onText} />);
    typeInto(await findEditor(), 'Pâtisserie');
    await waitFor(() => expect(onText).toHaveBeenLastCalledWith('Pâtisserie'));
    cleanup();

    const onDelta = vi.fn<(value: EditorDelta) => void>();
    render(<RichTextEditor label={LABEL} contentType="delta" defaultValue={{ ops: [{ insert: 'CAP\n' }] }} onChange={onDelta} />);
    const editor = await findEditor();
    expect(editor.textContent).toBe('CAP');
    typeInto(editor, 'BTS');
    await waitFor(() => expect(onDelta).toHaveBeenLastCalledWith({ ops: [{ insert: 'BTS\n' }] }));
  });

  it('shows a new value given from outside without reporting it as a change', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<RichTextEditor label={LABEL} value="<p>Objectifs</p>" onChange={onChange} />);
    const editor = await findEditor();
    expect(editor.innerHTML).toBe('<p>Objectifs</p>');
    rerender(<RichTextEditor label={LABEL} value="<h2>Objectifs</h2><ul><li>Réaliser une pâte feuilletée</li></ul>" onChange={onChange} />);
    await waitFor(() => expect(editor.querySelector('h2')?.textContent).toBe('Objectifs'));
    expect(editor.querySelector('li')?.textContent).toBe('Réaliser une pâte feuilletée');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps only http, https, mailto, tel and relative links in given content; drops the others, keeping their text', async () => {
    const html = ['javascript:alert(1)', 'data:text/html,x', 'sms:+33600000000', 'https://www.example.fr', 'tel:+33299000000', '/formations']
      .map((href, i) => `<a href="${href}">lien ${i}</a>`)
      .join(' ');
    const onChange = vi.fn();
    render(<RichTextEditor label={LABEL} value={`<p>${html}</p>`} onChange={onChange} />);
    const editor = await findEditor();
    const links = Array.from(editor.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([['lien 3', 'https://www.example.fr'], ['lien 4', 'tel:+33299000000'], ['lien 5', '/formations']]);
    expect(editor.textContent).toBe('lien 0 lien 1 lien 2 lien 3 lien 4 lien 5');
  });

  it('drops refused links given in a Delta, keeping their text', async () => {
    const onDelta = vi.fn<(value: EditorDelta) => void>();
    const value: EditorDelta = {
      ops: [
        { insert: 'piège', attributes: { link: 'javascript:alert(1)' } },
        { insert: ' et ' },
        { insert: 'campus', attributes: { link: 'https://www.example.fr' } },
        { insert: '\n' },
      ],
    };
    render(<RichTextEditor label={LABEL} contentType="delta" defaultValue={value} onChange={onDelta} />);
    const editor = await findEditor();
    expect(editor.innerHTML).toBe('<p>piège et <a href="https://www.example.fr" rel="noopener noreferrer" target="_blank">campus</a></p>');
    const quill = Quill.find(editor.parentElement as HTMLElement) as Quill;
    expect(quill.getContents().ops).toEqual([
      { insert: 'piège et ' },
      { insert: 'campus', attributes: { link: 'https://www.example.fr' } },
      { insert: '\n' },
    ]);
  });

  it('drops a pasted javascript: link, keeping its text, and keeps pasted allowed links', async () => {
    const onChange = vi.fn();
    render(<RichTextEditor label={LABEL} onChange={onChange} />);
    const editor = await findEditor();
    const quill = Quill.find(editor.parentElement as HTMLElement) as Quill;
    quill.setSelection(0, 0, Quill.sources.USER);
    paste(editor, '<p>Voir <a href="javascript:alert(1)">texte</a> ou <a href="mailto:accueil@cfa.example.fr">écrire</a></p>');
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(editor.textContent).toBe('Voir texte ou écrire');
    expect(Array.from(editor.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['écrire', 'mailto:accueil@cfa.example.fr'],
    ]);
    const saved = onChange.mock.lastCall?.[0] as string;
    expect(saved).not.toMatch(/javascript:|about:blank/);
    expect(saved).toContain('Voir texte ou ');
    expect(saved.match(/<a /g)).toHaveLength(1);
  });

  it('accepts only the formats its toolbar offers: a pasted image, video, font or size is dropped, its text kept', async () => {
    const onChange = vi.fn();
    render(<RichTextEditor label={LABEL} onChange={onChange} />);
    const editor = await findEditor();
    const quill = Quill.find(editor.parentElement as HTMLElement) as Quill;
    quill.setSelection(0, 0, Quill.sources.USER);
    paste(
      editor,
      '<p>Avant <img src="http://pisteur.example/pixel.png"> après <span class="ql-font-serif ql-size-huge">grand</span> <s>barré</s> <strong>gras</strong></p>' +
        '<iframe class="ql-video" src="https://www.youtube.com/embed/x"></iframe><p>fin</p>',
    );
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(editor.querySelector('img, iframe, s, .ql-font-serif, .ql-size-huge')).toBeNull();
    expect(editor.querySelector('strong')?.textContent).toBe('gras');
    expect(editor.textContent).toContain('Avant  après grand barré gras');
    expect(editor.textContent).toContain('fin');
    expect(onChange.mock.lastCall?.[0]).not.toMatch(/<img|<iframe|pisteur/);
  });

  it('keeps pasted images and videos with the full toolbar, which offers them', async () => {
    render(<RichTextEditor label={LABEL} toolbar="full" />);
    const editor = await findEditor();
    const quill = Quill.find(editor.parentElement as HTMLElement) as Quill;
    quill.setSelection(0, 0, Quill.sources.USER);
    paste(editor, '<p>Avant <img src="https://www.example.fr/four.png"> après</p>');
    await waitFor(() => expect(editor.querySelector('img')?.getAttribute('src')).toBe('https://www.example.fr/four.png'));
  });

  it('drops a javascript: link applied with Quill’s link tooltip, keeping its text', async () => {
    const onChange = vi.fn();
    render(<RichTextEditor label={LABEL} defaultValue="<p>Consultez le site du campus ou appelez le standard.</p>" onChange={onChange} />);
    const editor = await findEditor();
    const quill = Quill.find(editor.parentElement as HTMLElement) as Quill;
    for (const [word, url] of [['site', 'javascript:alert(1)'], ['campus', 'https://www.example.fr'], ['standard', 'tel:+33299000000']] as const) {
      quill.setSelection(quill.getText().indexOf(word), word.length, Quill.sources.USER);
      fireEvent.click(screen.getByRole('button', { name: 'Lien' }));
      const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Adresse du lien' });
      expect(input.value).toBe(word);
      input.value = url;
      fireEvent.keyDown(input, { key: 'Enter' });
    }
    const links = Array.from(editor.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([['campus', 'https://www.example.fr'], ['standard', 'tel:+33299000000']]);
    expect(editor.textContent).toBe('Consultez le site du campus ou appelez le standard.');
    expect(onChange.mock.lastCall?.[0]).toBe(
      '<p>Consultez le site du <a href="https://www.example.fr" rel="noopener noreferrer" target="_blank">campus</a> ou appelez le <a href="tel:+33299000000" rel="noopener noreferrer" target="_blank">standard</a>.</p>',
    );

    // Changing an allowed link to a refused one removes the link.
    quill.formatText(quill.getText().indexOf('campus'), 'campus'.length, 'link', 'javascript:alert(2)', Quill.sources.USER);
    expect(Array.from(editor.querySelectorAll('a')).map((a) => a.textContent)).toEqual(['standard']);
    // So does Quill's own format call, as the tooltip makes it.
    quill.setSelection(quill.getText().indexOf('standard'), 'standard'.length, Quill.sources.USER);
    quill.format('link', 'JaVa\tScRiPt:alert(3)', Quill.sources.USER);
    expect(editor.querySelector('a')).toBeNull();
    expect(editor.textContent).toBe('Consultez le site du campus ou appelez le standard.');
  });

  it('lets Tab leave the editor instead of inserting a tab (no keyboard trap)', async () => {
    render(<RichTextEditor label={LABEL} defaultValue="<ul><li>Fonds et sauces</li></ul>" />);
    const editor = await findEditor();
    const quill = Quill.find(editor.parentElement as HTMLElement) as Quill;
    quill.setSelection(0, 0, Quill.sources.USER);
    expect(document.activeElement).toBe(editor);
    expect(fireEvent.keyDown(editor, { key: 'Tab' })).toBe(true);
    expect(fireEvent.keyDown(editor, { key: 'Tab', shiftKey: true })).toBe(true);
    expect(editor.innerHTML).toBe('<ol><li data-list="bullet"><span class="ql-ui" contenteditable="false"></span>Fonds et sauces</li></ol>');
  });

  it('is read-only on demand: not editable, toolbar hidden, still focusable', async () => {
    const { rerender } = render(<RichTextEditor label={LABEL} defaultValue="<p>Débouchés</p>" />);
    const editor = await findEditor();
    expect(editor.getAttribute('contenteditable')).toBe('true');
    rerender(<RichTextEditor label={LABEL} defaultValue="<p>Débouchés</p>" readOnly />);
    expect(editor.getAttribute('contenteditable')).toBe('false');
    expect(editor.getAttribute('aria-readonly')).toBe('true');
    expect(editor.getAttribute('tabindex')).toBe('0');
    expect(screen.queryByRole('toolbar')).toBeNull();
  });

  it('takes over custom toolbar markup, once even in strict mode', async () => {
    render(
      <StrictMode>
        <div id="barre-outils">
          <button type="button" className="ql-bold" />
          <button type="button" className="ql-list" value="bullet" />
          <select className="ql-header" defaultValue="">
            <option value="1" />
            <option value="" />
          </select>
        </div>
        <RichTextEditor label={LABEL} toolbar="#barre-outils" />
      </StrictMode>,
    );
    await findEditor();
    const toolbar = screen.getByRole('toolbar', { name: 'Mise en forme du texte' });
    expect(within(toolbar).getByRole('button', { name: 'Gras' })).toBeTruthy();
    expect(within(toolbar).getByRole('button', { name: 'Liste à puces' })).toBeTruthy();
    expect(toolbar.querySelectorAll('.ql-picker')).toHaveLength(1);
  });

  it('without a theme, shows the controls’ names as text', async () => {
    render(<RichTextEditor label={LABEL} theme="" toolbar="minimal" />);
    await findEditor();
    expect(screen.getByRole('button', { name: 'Gras' }).textContent).toBe('Gras');
    const heading = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Titre' });
    expect(Array.from(heading.options).map((o) => o.textContent)).toEqual(['Titre 1', 'Titre 2', 'Texte normal']);
    expect(heading.selectedOptions[0]?.textContent).toBe('Texte normal');
  });

  it('throws an Error naming an invalid prop', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<RichTextEditor label={LABEL} toolbar={'complet' as 'full'} />)).toThrow(/"toolbar" must be one of/);
    vi.restoreAllMocks();
  });
});
