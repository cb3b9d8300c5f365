// One address per taxonomy term, everywhere the site names one: sector pages, the board's and the
// catalogue's filters, the map. A term's slug is the last segment of its path alias when editors gave
// it one, else its name slugified; any other spelling of a known term (its number, its uuid, its name
// with accents or capitals, an old slug) is answered with a permanent redirect to the slug.

import { slugify } from '@/lib/text';

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

/** The fields a term's slug and `matchTerm` need, for a JSON:API sparse fieldset. */
export const TERM_SLUG_FIELDS = ['name', 'path', 'drupal_internal__tid'] as const;

/** A JSON:API taxonomy term (deserialised) as URLs name it; `null` without a name. */
export function namedTerm(resource: SluggableTerm & { id: string; drupal_internal__tid?: number | null }): NamedTerm | null {
  if (!resource.name) return null;
  return { id: resource.id, tid: resource.drupal_internal__tid ?? null, name: resource.name, slug: termSlug(resource) };
}

/** A query string as Next hands it to a page (`searchParams`). */
export type QueryValues = Record<string, string | string[] | undefined>;

/**
 * What a filter parameter (`?secteur=`) of `query` names among `terms`: `term: null` when it is
 * absent or empty (a submitted form's "all"), `canonical: false` when it is another spelling of a
 * term or given more than once (the first counts); `null` when it names no term.
 */
export function readTermParam<T extends NamedTerm>(
  terms: readonly T[],
  raw: string | string[] | undefined,
): { term: T | null; canonical: boolean } | null {
  const values = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  const value = values[0] ?? '';
  if (value === '') return { term: null, canonical: values.length <= 1 };
  const match = matchTerm(terms, value);
  return match ? { term: match.term, canonical: match.canonical && values.length === 1 } : null;
}

/**
 * `query` as a query string (`?a=1&b=2`, `''` when empty) with each parameter named in `replace`
 * that `query` has set to that one value: the address a non-canonical spelling redirects to keeps
 * every other parameter, in its order.
 */
export function replaceQueryValues(query: QueryValues, replace: Readonly<Record<string, string>>): string {
  const params = new URLSearchParams();
  for (const [name, raw] of Object.entries(query)) {
    if (raw === undefined) continue;
    if (Object.hasOwn(replace, name)) params.append(name, replace[name] ?? '');
    else for (const value of Array.isArray(raw) ? raw : [raw]) params.append(name, value);
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}
