import { formatFileSize } from './file-hint';

const count = new Intl.NumberFormat('fr-FR');

/**
 * French default messages for the site's most common validations. The site decides when to show
 * them; every one says what to do, and ends with a full stop.
 *
 * @example fieldMessages.required('le titre de l’offre') // "Veuillez renseigner le titre de l’offre."
 */
export const fieldMessages = {
  /** A text left empty: `required('le titre')` → "Veuillez renseigner le titre." */
  required: (what: string) => `Veuillez renseigner ${what}.`,
  /** A select or radio group left empty: `choose('le type de contrat')` → "Veuillez choisir le type de contrat." */
  choose: (what: string) => `Veuillez choisir ${what}.`,
  /** A box that must be ticked: `mustAccept('les conditions d’utilisation')` → "Veuillez accepter les conditions d’utilisation." */
  mustAccept: (what: string) => `Veuillez accepter ${what}.`,
  invalidEmail: 'Veuillez saisir une adresse e-mail valide, par exemple nom@exemple.fr.',
  postalCode: 'Veuillez saisir un code postal à 5 chiffres.',
  dateInPast: 'Veuillez saisir une date égale ou postérieure à la date du jour.',
  /** `tooLong(80)` → "Veuillez saisir 80 caractères au maximum." */
  tooLong: (max: number) => `Veuillez saisir ${count.format(max)} ${max > 1 ? 'caractères' : 'caractère'} au maximum.`,
  /** `fileTooLarge('2 Mo')` or `fileTooLarge(2097152)` → "Le fichier dépasse la taille maximale de 2 Mo." */
  fileTooLarge: (maxSize: string | number) =>
    `Le fichier dépasse la taille maximale de ${typeof maxSize === 'number' ? formatFileSize(maxSize) : maxSize}.`,
  /**
   * `fileType(['PNG', 'JPEG'])` → "Ce format de fichier n’est pas accepté. Formats acceptés : PNG, JPEG."
   * (`acceptedFormats(accept)` gives the list from an `accept` attribute).
   */
  fileType: (formats: readonly string[]) =>
    `Ce format de fichier n’est pas accepté. ${formats.length > 1 ? 'Formats acceptés' : 'Format accepté'} : ${formats.join(', ')}.`,
} as const;
