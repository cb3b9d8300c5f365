/**
 * How a node's date reads, after whether it is published (Drupal's `status`): a published node
 * says when it was published ("Publiée le 3 novembre 2026", its creation date as everywhere on
 * the site); a draft says it is one, that it is not published, and when it last changed
 * ("Brouillon", "Non publiée", "Modifiée le …"). A draft never says "Publiée le". The words agree
 * with the noun: an offer (feminine), an article (masculine). Dates stay ISO 8601; pages show them
 * in French with `formatFrenchDate`, as elsewhere.
 */

export type PublicationNoun = 'offre' | 'article';

export type PublicationLine =
  | { draft: false; label: string; date: string | null }
  | { draft: true; mark: string; status: string; label: string; date: string | null };

const WORDS = {
  offre: { published: 'Publiée le', status: 'Non publiée', modified: 'Modifiée le' },
  article: { published: 'Publié le', status: 'Non publié', modified: 'Modifié le' },
} as const;

/** The mark of a draft, offers and articles alike. */
export const DRAFT_MARK = 'Brouillon';

/** `date` is `null` when the backend gave none: the page then leaves the date out, not the mark. */
export function publicationLine(node: { published: boolean; created: string | null; changed: string | null }, noun: PublicationNoun): PublicationLine {
  const words = WORDS[noun];
  if (node.published) return { draft: false, label: words.published, date: node.created || null };
  return { draft: true, mark: DRAFT_MARK, status: words.status, label: words.modified, date: node.changed || node.created || null };
}
