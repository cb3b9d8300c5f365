import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { type CSSProperties, useId, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type EditorDelta, RichTextEditor, type RichTextEditorProps } from '@campus/ui';

const LABEL = 'Description de la formation';

const FORMATION_HTML = [
  '<h2>CAP Cuisine en apprentissage</h2>',
  '<p>En deux ans, l’apprenti alterne entre le restaurant d’application du campus et une entreprise partenaire : brasserie, restaurant gastronomique ou cuisine collective. Une semaine au centre de formation pour deux semaines en entreprise.</p>',
  '<h2>Objectifs</h2>',
  '<ul><li>Réaliser les préparations de base : fonds, sauces, pâtes et garnitures.</li>',
  '<li>Organiser son poste de travail et respecter les règles d’hygiène et de sécurité alimentaire.</li>',
  '<li>Dresser et envoyer les assiettes au rythme du service.</li></ul>',
  '<h2>Programme</h2>',
  '<ol><li>Techniques culinaires et organisation de la production (450 heures).</li>',
  '<li>Approvisionnement, stockage et gestion des denrées.</li>',
  '<li>Français, histoire-géographie, mathématiques et prévention santé environnement.</li>',
  '<li>Services au restaurant d’application, ouvert au public le midi du mardi au vendredi.</li></ol>',
  '<h2>Débouchés</h2>',
  '<ul><li>Commis de cuisine, puis cuisinier ou chef de partie.</li>',
  '<li>Poursuite d’études : brevet professionnel Arts de la cuisine, mention complémentaire Cuisinier en desserts de restaurant.</li></ul>',
  '<p>Renseignements : <a href="mailto:admissions@cfa-campus.fr">admissions@cfa-campus.fr</a> ou <a href="tel:+33299000000">02 99 00 00 00</a>.</p>',
].join('');

const OPEN_DAY_DELTA: EditorDelta = {
  ops: [
    { insert: 'Journée portes ouvertes' },
    { insert: '\n', attributes: { header: 2 } },
    { insert: 'Samedi 14 mars, de 9 h à 17 h : ' },
    { insert: 'visite du restaurant d’application', attributes: { bold: true } },
    { insert: ' et rencontre avec les formateurs.\n' },
    { insert: 'Boulangerie' },
    { insert: '\n', attributes: { list: 'bullet' } },
    { insert: 'Pâtisserie' },
    { insert: '\n', attributes: { list: 'bullet' } },
  ],
};

/**
 * The editing area, once the lazily loaded editor is there and the body font has loaded (Quill
 * places its tooltips from measured widths: measured with the fallback font, they end up shifted).
 */
async function findEditor(canvasElement: HTMLElement, name: string | RegExp = new RegExp(`^${LABEL}`)) {
  await document.fonts.load('1rem "Source Sans 3 Variable"');
  return within(canvasElement).findByRole('textbox', { name }, { timeout: 10_000 });
}

/** Lets Quill read a selection change (it reads it on the next tick). */
function pause(ms = 50) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Selects the first occurrence of `text` in the editor, as the mouse would. */
function selectText(editor: HTMLElement, text: string, collapsed = false) {
  const walker = document.createTreeWalker(editor, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const start = node.textContent?.indexOf(text) ?? -1;
    if (start < 0) continue;
    editor.focus();
    const range = document.createRange();
    range.setStart(node, collapsed ? start + 1 : start);
    range.setEnd(node, collapsed ? start + 1 : start + text.length);
    window.getSelection()?.removeAllRanges();
    window.getSelection()?.addRange(range);
    return;
  }
  throw new Error(`« ${text} » is not in the editor.`);
}

/** Puts the caret at the end of the editor's text. */
function caretAtEnd(editor: HTMLElement) {
  const walker = document.createTreeWalker(editor, NodeFilter.SHOW_TEXT);
  let last: Node | null = null;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) last = node;
  editor.focus();
  if (last) window.getSelection()?.collapse(last, last.textContent?.length ?? 0);
}

const outputStyle: CSSProperties = {
  display: 'block',
  marginTop: 'var(--space-2)',
  padding: 'var(--space-3)',
  borderRadius: 'var(--radius)',
  background: 'var(--color-surface-alt)',
  color: 'var(--color-text)',
  fontFamily: 'var(--font-mono)',
  fontSize: 'var(--font-size-sm)',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
};

function show(value: string | EditorDelta | undefined): string {
  if (value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
}

/** The editor, and below it the value it emits, for the designers and the developers. */
function EditorWithEmittedValue(props: RichTextEditorProps) {
  const id = useId();
  const outputId = `${id}-valeur`;
  const [emitted, setEmitted] = useState(() => show(props.value ?? props.defaultValue));
  const type = props.contentType ?? 'html';
  const onChange = (value: string | EditorDelta) => {
    setEmitted(show(value));
    (props.onChange as ((value: string | EditorDelta) => void) | undefined)?.(value);
  };
  return (
    <div style={{ fontFamily: 'var(--font-body)', color: 'var(--color-text)' }}>
      <RichTextEditor {...props} onChange={onChange} />
      <p style={{ margin: 'var(--space-4) 0 0' }}>
        <label id={`${outputId}-label`} htmlFor={outputId}>
          Valeur émise ({type})
        </label>
      </p>
      <output id={outputId} aria-labelledby={`${outputId}-label`} style={outputStyle}>
        {emitted}
      </output>
    </div>
  );
}

const meta = {
  title: 'Composants/RichTextEditor',
  component: RichTextEditor,
  args: { label: LABEL, name: 'description' },
  argTypes: {
    theme: { control: 'inline-radio', options: ['snow', 'bubble', ''] },
    toolbar: { control: 'inline-radio', options: ['essential', 'minimal', 'full'] },
    contentType: { control: 'inline-radio', options: ['html', 'text', 'delta'] },
  },
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default toolbar: headings 1 to 6, bold, italic, underline, lists, alignment, quote, code, link, colour. */
export const Essential: Story = {
  args: { defaultValue: '<p>Le CAP Boulanger se prépare en deux ans, en alternance.</p>' },
  play: async ({ canvasElement }) => {
    await findEditor(canvasElement);
    const toolbar = within(canvasElement).getByRole('toolbar', { name: 'Mise en forme du texte' });
    for (const name of ['Titre', 'Gras', 'Italique', 'Souligné', 'Liste numérotée', 'Liste à puces', 'Alignement', 'Citation', 'Bloc de code', 'Lien', 'Couleur du texte', 'Effacer la mise en forme']) {
      await expect(within(toolbar).getByRole('button', { name })).toBeVisible();
    }
  },
};

export const Minimal: Story = {
  args: { toolbar: 'minimal', defaultValue: '<p>Stage de découverte en pâtisserie pendant les vacances de février.</p>' },
  play: async ({ canvasElement }) => {
    await findEditor(canvasElement);
    const toolbar = within(canvasElement).getByRole('toolbar', { name: 'Mise en forme du texte' });
    await expect(within(toolbar).getByRole('button', { name: 'Gras' })).toBeVisible();
    await expect(within(toolbar).queryByRole('button', { name: 'Citation' })).toBeNull();
  },
};

/** Every format, and the colour picker opened and closed with the keyboard. */
export const Full: Story = {
  args: { toolbar: 'full', defaultValue: FORMATION_HTML.slice(0, FORMATION_HTML.indexOf('<h2>Objectifs')) },
  play: async ({ canvasElement }) => {
    await findEditor(canvasElement);
    const toolbar = within(canvasElement).getByRole('toolbar', { name: 'Mise en forme du texte' });
    for (const name of ['Police', 'Taille', 'Barré', 'Couleur de fond', 'Indice', 'Exposant', 'Diminuer le retrait', 'Augmenter le retrait', 'Image', 'Vidéo']) {
      await expect(within(toolbar).getByRole('button', { name })).toBeVisible();
    }
    const colour = within(toolbar).getByRole('button', { name: 'Couleur du texte' });
    colour.focus();
    await userEvent.keyboard(' ');
    await expect(colour).toHaveAttribute('aria-expanded', 'true');
    await expect(within(toolbar).getAllByRole('button', { name: 'Couleur #e60000' })[0]).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(colour).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The page supplies its own toolbar markup (`ql-*` classes) and points the editor to it. */
export const CustomToolbar: Story = {
  args: {
    toolbar: '#barre-outils-actualite',
    label: 'Texte de l’actualité',
    hint: 'La barre d’outils ci-dessus appartient à la page.',
    defaultValue: '<p>Nos apprentis en hôtellerie accueillent le salon régional des métiers de bouche.</p>',
  },
  render: (args) => (
    <div>
      <div id="barre-outils-actualite" role="toolbar" aria-label="Mise en forme de l’actualité">
        <span className="ql-formats">
          <select className="ql-header" aria-label="Niveau de titre" defaultValue="" style={{ width: '8rem' }}>
            <option value="2">Titre 2</option>
            <option value="3">Titre 3</option>
            <option value="">Paragraphe</option>
          </select>
        </span>
        <span className="ql-formats">
          <button type="button" className="ql-bold" aria-label="Mettre en gras" />
          <button type="button" className="ql-italic" aria-label="Mettre en italique" />
          <button type="button" className="ql-link" aria-label="Insérer un lien" />
        </span>
        <span className="ql-formats">
          <button type="button" className="ql-list" value="bullet" aria-label="Liste à puces" />
          <button type="button" className="ql-clean" aria-label="Effacer la mise en forme" />
        </span>
      </div>
      <RichTextEditor {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await findEditor(canvasElement, 'Texte de l’actualité');
    const toolbar = within(canvasElement).getByRole('toolbar', { name: 'Mise en forme de l’actualité' });
    const bold = within(toolbar).getByRole('button', { name: 'Mettre en gras' });
    await waitFor(() => expect(bold.querySelector('svg')).not.toBeNull());
    await expect(within(toolbar).getByRole('button', { name: 'Niveau de titre' })).toBeVisible();
  },
};

/** The bubble theme: the toolbar appears over the selected text. */
export const Bubble: Story = {
  args: {
    theme: 'bubble',
    toolbar: 'minimal',
    defaultValue: '<p>Le restaurant d’application accueille le public du mardi au vendredi midi.</p>',
  },
  play: async ({ canvasElement }) => {
    const editor = await findEditor(canvasElement);
    await expect(within(canvasElement).queryByRole('toolbar')).toBeNull();
    selectText(editor, 'restaurant d’application');
    const toolbar = await within(canvasElement).findByRole('toolbar', { name: 'Mise en forme du texte' });
    await expect(within(toolbar).getByRole('button', { name: 'Gras' })).toBeVisible();
  },
};

/** No theme: plain buttons and selects showing their names. */
export const NoTheme: Story = {
  args: { theme: '', toolbar: 'minimal', defaultValue: '<p>Menu du jour préparé par les apprentis de deuxième année.</p>' },
  play: async ({ canvasElement }) => {
    await findEditor(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: 'Gras' })).toHaveTextContent('Gras');
    await expect(within(canvasElement).getByRole('combobox', { name: 'Titre' })).toBeVisible();
  },
};

/** A long formation description, shown read-only: no toolbar, still focusable. */
export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: FORMATION_HTML },
  play: async ({ canvasElement }) => {
    const editor = await findEditor(canvasElement);
    await expect(editor).toHaveAttribute('aria-readonly', 'true');
    await expect(editor).toHaveAttribute('contenteditable', 'false');
    await expect(within(canvasElement).queryByRole('toolbar')).toBeNull();
    await expect(within(editor).getByText('Débouchés')).toBeVisible();
  },
};

export const EmptyWithPlaceholder: Story = {
  args: { placeholder: 'Présentez la formation : objectifs, programme, débouchés…', hint: 'Cinq à dix lignes suffisent.' },
  play: async ({ canvasElement }) => {
    const editor = await findEditor(canvasElement);
    await expect(editor).toHaveAttribute('aria-placeholder', 'Présentez la formation : objectifs, programme, débouchés…');
    await expect(editor).toHaveTextContent('');
  },
};

export const WithError: Story = {
  args: { required: true, error: 'La description est obligatoire.', placeholder: 'Présentez la formation…' },
  play: async ({ canvasElement }) => {
    const editor = await findEditor(canvasElement, `${LABEL} (obligatoire)`);
    await expect(editor).toHaveAttribute('aria-invalid', 'true');
    await expect(editor).toHaveAttribute('aria-required', 'true');
    await expect(editor).toHaveAccessibleDescription('Erreur : La description est obligatoire.');
  },
};

/** HTML (the default): the value below follows what is typed. */
export const HtmlContent: Story = {
  args: { contentType: 'html', defaultValue: '<p>Rentrée des apprentis le <strong>lundi 7 septembre</strong>.</p>' },
  render: (args) => <EditorWithEmittedValue {...args} />,
  play: async ({ canvasElement }) => {
    const editor = await findEditor(canvasElement);
    const output = within(canvasElement).getByRole('status', { name: 'Valeur émise (html)' });
    caretAtEnd(editor);
    await pause();
    // One key at a time, as a person types: Quill reads each change from the DOM.
    await userEvent.keyboard(' Accueil à 8 h 30.', { delay: 50 });
    await waitFor(() => expect(output).toHaveTextContent('<strong>lundi 7 septembre</strong>. Accueil à 8 h 30.</p>'));
  },
};

export const DeltaContent: Story = {
  args: { contentType: 'delta', defaultValue: OPEN_DAY_DELTA },
  render: (args) => <EditorWithEmittedValue {...args} />,
  play: async ({ canvasElement }) => {
    const editor = await findEditor(canvasElement);
    await expect(within(editor).getByText('Journée portes ouvertes').tagName).toBe('H2');
    await expect(within(canvasElement).getByRole('status', { name: 'Valeur émise (delta)' })).toHaveTextContent('"header": 2');
  },
};

export const TextContent: Story = {
  args: { contentType: 'text', defaultValue: 'Formation gratuite pour l’apprenti, rémunérée selon son âge et l’année du contrat.' },
  render: (args) => <EditorWithEmittedValue {...args} />,
  play: async ({ canvasElement }) => {
    await findEditor(canvasElement);
    await expect(within(canvasElement).getByRole('status', { name: 'Valeur émise (text)' })).toHaveTextContent(
      'Formation gratuite pour l’apprenti',
    );
  },
};

/** Links go through Quill's own link tooltip: only http, https, mailto and tel stay links; any other is dropped, its text kept. */
export const LinkSanitising: Story = {
  args: { defaultValue: '<p>Consultez le site du campus ou appelez le standard.</p>' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = await findEditor(canvasElement);
    const links = () => Array.from(editor.querySelectorAll('a'), (a) => [a.textContent, a.getAttribute('href')]);

    for (const [word, url] of [
      ['site', 'javascript:alert(1)'],
      ['campus', 'https://www.example.fr'],
      ['standard', 'tel:+33299000000'],
    ] as const) {
      selectText(editor, word);
      await pause();
      await userEvent.click(canvas.getByRole('button', { name: 'Lien' }));
      const input = await canvas.findByRole('textbox', { name: 'Adresse du lien' });
      await userEvent.clear(input);
      await userEvent.type(input, `${url}{Enter}`);
      await waitFor(() => expect(input).not.toBeVisible());
    }

    await waitFor(() => expect(links()).toEqual([['campus', 'https://www.example.fr'], ['standard', 'tel:+33299000000']]));
    await expect(editor).toHaveTextContent('Consultez le site du campus ou appelez le standard.');

    // The caret in a link opens its tooltip, whose actions are keyboard buttons.
    selectText(editor, 'campus', true);
    await expect(await canvas.findByRole('button', { name: 'Modifier' })).toHaveAttribute('tabindex', '0');
    await expect(canvas.getByRole('button', { name: 'Supprimer' })).toBeVisible();
  },
};
