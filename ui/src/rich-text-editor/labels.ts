/**
 * Accessible names of the toolbar controls, by Quill format: `'bold'` names the bold button or
 * the header picker (`'header'`), `'list:ordered'` a button with a value, `'header:1'` an option
 * of a picker and `'header:'` its default option. Also the texts of Quill's link tooltip.
 */
export type EditorLabels = Readonly<Record<string, string>>;

/** French names of every control Quill can render; override some with the `labels` prop. */
export const EDITOR_LABELS: EditorLabels = {
  toolbar: 'Mise en forme du texte',
  bold: 'Gras',
  italic: 'Italique',
  underline: 'Souligné',
  strike: 'Barré',
  code: 'Code',
  'list:ordered': 'Liste numérotée',
  'list:bullet': 'Liste à puces',
  'list:check': 'Liste de cases à cocher',
  blockquote: 'Citation',
  'code-block': 'Bloc de code',
  link: 'Lien',
  image: 'Image',
  video: 'Vidéo',
  formula: 'Formule',
  clean: 'Effacer la mise en forme',
  'script:sub': 'Indice',
  'script:super': 'Exposant',
  'indent:-1': 'Diminuer le retrait',
  'indent:+1': 'Augmenter le retrait',
  'direction:rtl': 'Texte de droite à gauche',
  header: 'Titre',
  'header:': 'Texte normal',
  'header:1': 'Titre 1',
  'header:2': 'Titre 2',
  'header:3': 'Titre 3',
  'header:4': 'Titre 4',
  'header:5': 'Titre 5',
  'header:6': 'Titre 6',
  font: 'Police',
  'font:': 'Police par défaut',
  'font:serif': 'Police avec empattement',
  'font:monospace': 'Police à chasse fixe',
  size: 'Taille',
  'size:': 'Taille normale',
  'size:small': 'Petite taille',
  'size:large': 'Grande taille',
  'size:huge': 'Très grande taille',
  align: 'Alignement',
  'align:': 'Aligner à gauche',
  'align:center': 'Centrer',
  'align:right': 'Aligner à droite',
  'align:justify': 'Justifier',
  color: 'Couleur du texte',
  'color:': 'Couleur par défaut',
  background: 'Couleur de fond',
  'background:': 'Sans couleur de fond',
  /** Prefix of a colour swatch's name: "Couleur #e60000". */
  colorOption: 'Couleur',
  linkInput: 'Adresse du lien',
  videoInput: 'Adresse de la vidéo',
  formulaInput: 'Formule',
  edit: 'Modifier',
  save: 'Enregistrer',
  remove: 'Supprimer',
  close: 'Fermer',
};

/** The name of a control (`format`, or `format:value` when it has a value), if known. */
export function controlLabel(labels: EditorLabels, format: string, value?: string | null): string | undefined {
  if (value === undefined) return labels[format];
  return labels[`${format}:${value ?? ''}`];
}
