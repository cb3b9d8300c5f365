import { cache } from 'react';
import {
  fetchNodeFormationCollection,
  fetchNodeMetierCollection,
  fetchTaxonomyTermCampusCollection,
} from '@/lib/generated/fetchers';
import type { NodeFormationQuery, NodeMetierQuery } from '@/lib/generated/queries';
import { type NamedTerm, matchTerm, termSlug } from '@/lib/term-slug';
import { firstParagraph } from '@/lib/text';
import { parsePageParam } from './articles';
import { cached, listTag, termListTag } from './cache';
import { readOr } from './errors';
import { type FormationTeaser, getLevels, getSectors, type Picture, TERM_FIELDS, type Term, toPicture, toTeaser } from './formations';
import { richText } from './rich-text';

// The catalogue of courses (`/formations`), the index of the trades (`/metiers`) and of the sectors
// (`/nos-formations`). Filters are taxonomy terms named by their slug (lib/term-slug.ts).

/** Courses per page of `/formations`. */
export const CATALOGUE_PER_PAGE = 12;

/** The catalogue's address. */
export const CATALOGUE_PATH = '/formations';

/**
 * `?apprentissage=oui`: the courses offered as an apprenticeship. The content model has no field
 * saying so: a course is offered as an apprenticeship when its access terms (`field_modalites_acces`)
 * mention the apprenticeship contract, which is what they say to a visitor.
 */
export const APPRENTICESHIP = { param: 'apprentissage', value: 'oui', text: 'apprentissage' } as const;

/** A term a filter offers. */
export type CatalogueTerm = NamedTerm & { weight: number };

/** The values each filter offers. */
export type CatalogueOptions = {
  levels: readonly CatalogueTerm[];
  sectors: readonly CatalogueTerm[];
  campuses: readonly CatalogueTerm[];
};

/** The filters of `/formations`, as read from its URL. */
export type CatalogueFilters = {
  level: CatalogueTerm | null;
  sector: CatalogueTerm | null;
  campus: CatalogueTerm | null;
  apprenticeship: boolean;
};

export const NO_FILTERS: CatalogueFilters = { level: null, sector: null, campus: null, apprenticeship: false };

/** The term filters: their query parameter and where their values come from. */
const TERM_FILTERS = [
  { param: 'niveau', key: 'level', options: 'levels' },
  { param: 'secteur', key: 'sector', options: 'sectors' },
  { param: 'campus', key: 'campus', options: 'campuses' },
] as const;

/** Every query parameter the catalogue reads, in the order its URLs write them. */
export const CATALOGUE_PARAMS = ['niveau', 'secteur', 'campus', APPRENTICESHIP.param, 'page'] as const;

/** What a catalogue URL asks for. */
export type CatalogueRequest =
  | { kind: 'list'; filters: CatalogueFilters; page: number }
  /** A known value spelt otherwise than its slug (or given twice): the canonical address. */
  | { kind: 'redirect'; location: string }
  /** An unknown value or a malformed page: nothing lives there. */
  | { kind: 'invalid' };

type Query = Record<string, string | string[] | undefined>;

/**
 * Reads a catalogue query: each filter must name a known term (its slug; another spelling of a
 * known term is redirected to the slug) and the page must be a positive number. Parameters that are
 * not the catalogue's are ignored. A vocabulary that could not be read ignores its filter rather
 * than answering 404 for a backend failure.
 */
export function parseCatalogueQuery(query: Query, options: CatalogueOptions): CatalogueRequest {
  const filters: CatalogueFilters = { ...NO_FILTERS };
  let canonical = true;
  for (const { param, key, options: from } of TERM_FILTERS) {
    const raw = query[param];
    if (raw === undefined) continue;
    const values = Array.isArray(raw) ? raw : [raw];
    if (values.length !== 1) canonical = false;
    const value = values[0] ?? '';
    // Empty: no filter (a form's "all"), as the other lists read it.
    if (value === '') continue;
    const terms = options[from];
    if (terms.length === 0) continue;
    const match = matchTerm(terms, value);
    if (!match) return { kind: 'invalid' };
    if (!match.canonical) canonical = false;
    filters[key] = match.term;
  }
  const rawApprenticeship = query[APPRENTICESHIP.param];
  if (rawApprenticeship !== undefined) {
    const values = Array.isArray(rawApprenticeship) ? rawApprenticeship : [rawApprenticeship];
    const value = values[0] ?? '';
    const loose = value.trim().toLowerCase();
    if (values.length !== 1 || (value !== '' && value !== APPRENTICESHIP.value)) canonical = false;
    if (loose === APPRENTICESHIP.value || loose === '1' || loose === 'true') filters.apprenticeship = true;
    else if (loose !== '') return { kind: 'invalid' };
  }
  const page = parsePageParam(query['page']);
  if (page === null) return { kind: 'invalid' };
  if (Array.isArray(query['page']) && query['page'].length > 1) canonical = false;
  if (!canonical) return { kind: 'redirect', location: catalogueHref(filters, page) };
  return { kind: 'list', filters, page };
}

/** The query parameters of some filters (and a page above 1), in the catalogue's order. */
export function catalogueParams(filters: CatalogueFilters, page = 1): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.level) params['niveau'] = filters.level.slug;
  if (filters.sector) params['secteur'] = filters.sector.slug;
  if (filters.campus) params['campus'] = filters.campus.slug;
  if (filters.apprenticeship) params[APPRENTICESHIP.param] = APPRENTICESHIP.value;
  if (page > 1) params['page'] = String(page);
  return params;
}

/** The address of the catalogue with some filters, at some page: `/formations?niveau=cap&page=2`. */
export function catalogueHref(filters: CatalogueFilters, page = 1): string {
  const search = new URLSearchParams(catalogueParams(filters, page)).toString();
  return search ? `${CATALOGUE_PATH}?${search}` : CATALOGUE_PATH;
}

/** Whether any filter is set. */
export function isFiltered(filters: CatalogueFilters): boolean {
  return Boolean(filters.level || filters.sector || filters.campus || filters.apprenticeship);
}

const TEASER_FIELDS = ['title', 'path', 'field_objectifs', 'field_duree_heures', 'field_duree_mois', 'field_niveau', 'field_campus', 'field_image'] as const;

/** The JSON:API query of one page of the catalogue: published courses by level then title, filtered. */
export function catalogueQuery(filters: CatalogueFilters, page: number): NodeFormationQuery {
  return {
    filter: {
      status: 1,
      ...(filters.level ? { 'field_niveau.id': filters.level.id } : {}),
      ...(filters.sector ? { 'field_secteur.id': filters.sector.id } : {}),
      ...(filters.campus ? { 'field_campus.id': filters.campus.id } : {}),
      ...(filters.apprenticeship ? { field_modalites_acces: { operator: 'CONTAINS', value: APPRENTICESHIP.text } } : {}),
    },
    // The nid breaks ties, so pages never overlap.
    sort: ['field_niveau.weight', 'title', 'drupal_internal__nid'],
    include: ['field_niveau', 'field_campus', 'field_image'],
    fields: {
      'node--formation': [...TEASER_FIELDS],
      'taxonomy_term--niveau': [...TERM_FIELDS],
      'taxonomy_term--campus': ['name'],
      'file--file': ['uri'],
    },
    page: { offset: (page - 1) * CATALOGUE_PER_PAGE, limit: CATALOGUE_PER_PAGE },
  };
}

type RawTerm = { id: string; name?: string | null; path?: { alias?: string | null } | null; drupal_internal__tid?: number | null; weight?: number | null };

function toCatalogueTerm(term: RawTerm): CatalogueTerm | null {
  if (!term.name) return null;
  return { id: term.id, tid: term.drupal_internal__tid ?? null, name: term.name, slug: termSlug(term), weight: term.weight ?? 0 };
}

const TERM_QUERY = { sort: ['weight', 'name'], page: { limit: 50 } } as const;

const toCatalogueTerms = (terms: readonly Term[]): CatalogueTerm[] => terms.map(({ id, tid, name, slug, weight }) => ({ id, tid, name, slug, weight }));

/** The levels, sectors and campuses the filters offer, in the editors' order; a list is `[]` when it cannot be read. */
export const getCatalogueOptions = cache(async (): Promise<CatalogueOptions> => {
  const [levels, sectors, campuses] = await Promise.all([
    // Shared with the sector pages and the map (each says itself when it fails).
    getLevels().then(toCatalogueTerms),
    getSectors().then(toCatalogueTerms),
    readOr(
      'the campuses',
      async () => {
        const { items } = await fetchTaxonomyTermCampusCollection(
          { ...TERM_QUERY, fields: { 'taxonomy_term--campus': [...TERM_FIELDS] } },
          cached(termListTag('campus')),
        );
        return items.flatMap((item) => toCatalogueTerm(item) ?? []);
      },
      [],
    ),
  ]);
  return { levels, sectors, campuses };
});

export type CataloguePage = { items: FormationTeaser[]; total: number | null; hasNext: boolean };

/** One page of the catalogue, or `null` when the backend cannot be read. */
export async function getCataloguePage(filters: CatalogueFilters, page: number): Promise<CataloguePage | null> {
  return readOr(
    `page ${page} of the course catalogue`,
    async () => {
      const collection = await fetchNodeFormationCollection(catalogueQuery(filters, page), cached(listTag('formation'), termListTag('niveau'), termListTag('campus')));
      return { items: collection.items.flatMap((item) => toTeaser(item) ?? []), total: collection.count, hasNext: collection.pager.hasNext };
    },
    null,
  );
}

/** A guard on the loops below: 10 pages of 50. */
const MAX_PAGES = 10;
const BATCH = 50;

/** The number of published courses of each sector (by sector uuid); `null` when it cannot be read. */
export const getSectorCourseCounts = cache(async (): Promise<Map<string, number> | null> =>
  readOr(
    'the number of courses of each sector',
    async () => {
      const counts = new Map<string, number>();
      for (let page = 0; page < MAX_PAGES; page += 1) {
        const { items, pager } = await fetchNodeFormationCollection(
          { filter: { status: 1 }, sort: ['drupal_internal__nid'], fields: { 'node--formation': ['field_secteur'] }, page: { offset: page * BATCH, limit: BATCH } },
          cached(listTag('formation')),
        );
        for (const item of items) {
          const sector = item.field_secteur?.id;
          if (sector) counts.set(sector, (counts.get(sector) ?? 0) + 1);
        }
        if (!pager.hasNext) break;
      }
      return counts;
    },
    null,
  ),
);

/** A trade in the index of `/metiers`. */
export type MetierTeaser = {
  id: string;
  title: string;
  path: string;
  summary: string;
  sector: { id: string; name: string; weight: number } | null;
  image: Picture | null;
};

/** The query of one batch of trades, by title: only what the index shows. */
export function metiersQuery(offset: number): NodeMetierQuery {
  return {
    filter: { status: 1 },
    sort: ['title', 'drupal_internal__nid'],
    include: ['field_image', 'field_secteur'],
    fields: {
      'node--metier': ['title', 'path', 'field_description', 'field_image', 'field_secteur'],
      'taxonomy_term--secteur': ['name', 'weight'],
      'file--file': ['uri'],
    },
    page: { offset, limit: BATCH },
  };
}

/** Every published trade with a page, by title; `null` when the backend cannot be read. */
export const getMetierTeasers = cache(async (): Promise<MetierTeaser[] | null> =>
  readOr(
    'the trades',
    async () => {
      const teasers: MetierTeaser[] = [];
      for (let page = 0; page < MAX_PAGES; page += 1) {
        const { items, pager } = await fetchNodeMetierCollection(metiersQuery(page * BATCH), cached(listTag('metier'), termListTag('secteur')));
        for (const item of items) {
          const path = item.path?.alias;
          if (!path || !item.title) continue;
          const sector = item.field_secteur;
          teasers.push({
            id: item.id,
            title: item.title,
            path,
            summary: firstParagraph(richText(item.field_description), 160),
            sector: sector?.name ? { id: sector.id, name: sector.name, weight: sector.weight ?? 0 } : null,
            image: toPicture(item.field_image),
          });
        }
        if (!pager.hasNext) break;
      }
      return teasers;
    },
    null,
  ),
);

/** Trades grouped by sector, sectors in the editors' order, those without one last (`sector: null`). */
export function groupBySector(metiers: readonly MetierTeaser[]): { sector: MetierTeaser['sector']; metiers: MetierTeaser[] }[] {
  const groups = new Map<string, { sector: MetierTeaser['sector']; metiers: MetierTeaser[] }>();
  for (const metier of metiers) {
    const key = metier.sector?.id ?? '';
    const group = groups.get(key) ?? { sector: metier.sector, metiers: [] };
    group.metiers.push(metier);
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => {
    if (!a.sector || !b.sector) return a.sector ? -1 : b.sector ? 1 : 0;
    return a.sector.weight - b.sector.weight || a.sector.name.localeCompare(b.sector.name, 'fr');
  });
}
