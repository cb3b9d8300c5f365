// One address per taxonomy term, everywhere the site names one: sector pages, the board's and the
// catalogue's filters, the map. A term's slug is the last segment of its path alias when editors gave
// it one, else its name slugified; any other spelling of a known term (its number, its uuid, its name
// with accents or capitals, an old slug) is answered with a permanent redirect to the slug.

/** "Boulangerie-pâtisserie" → "boulangerie-patisserie": lowercased, accents removed, other runs → dashes. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** What a term's slug is made from (a JSON:API taxonomy term, deserialised). */
export type SluggableTerm = { name?: string | null; path?: { alias?: string | null } | null };

/** The term's slug: the last segment of its alias when it has one, else its name slugified. */
export function termSlug(term: SluggableTerm): string {
  const alias = term.path?.alias?.split('/').filter(Boolean).pop();
  return alias ?? slugify(term.name ?? '');
}

/** A term as URLs name it. */
export type NamedTerm = { id: string; tid: number | null; name: string; slug: string };

/**
 * The term a URL value names, and whether that value is already its slug (`canonical`); `null` for
 * an unknown value. Accepted spellings: the slug; the term number; the uuid; the name or the slug
 * in any case, with or without accents (`Boulangerie-p%C3%A2tisserie`). `value` is decoded.
 */
export function matchTerm<T extends NamedTerm>(terms: readonly T[], value: string): { term: T; canonical: boolean } | null {
  const exact = terms.find((term) => term.slug === value);
  if (exact) return { term: exact, canonical: true };
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const loose = slugify(trimmed);
  const term =
    terms.find((candidate) => String(candidate.tid) === trimmed || candidate.id === trimmed.toLowerCase()) ??
    (loose === '' ? undefined : terms.find((candidate) => candidate.slug === loose || slugify(candidate.name) === loose));
  return term ? { term, canonical: false } : null;
}
