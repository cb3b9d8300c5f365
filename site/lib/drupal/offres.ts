import { cache } from 'react';
import {
  fetchNodeOffreEmploi,
  fetchNodeOffreEmploiCollection,
  fetchTaxonomyTermSecteurCollection,
  fetchTaxonomyTermTypeContratCollection,
} from '@/lib/generated/fetchers';
import type { NodeOffreEmploiQuery } from '@/lib/generated/queries';
import type { NodeOffreEmploi } from '@/lib/generated/resources';
import { todayInParis } from '@/lib/paris-date';
import type { JsonLdObject } from '@/lib/seo';
import { type NamedTerm, namedTerm, type QueryValues, readTermParam, replaceQueryValues, TERM_SLUG_FIELDS } from '@/lib/term-slug';
import { cached, listTag, nodeTag, termListTag } from './cache';
import { readOr, readOrNotFound } from './errors';
import { resolveSlug } from './resolve';
import { richText } from './rich-text';

/** Offers per page of `/offres-emploi`. */
export const OFFERS_PER_PAGE = 10;

/** A term the board filters on (contract type, sector): its uuid, its number, its name and its slug (URLs). */
export type OfferTerm = NamedTerm;

/** The filters of `/offres-emploi`, as read from its URL. */
export type OfferFilters = {
  /** `?contrat=` (a contract type), `?secteur=` (a sector). */
  contract: OfferTerm | null;
  sector: OfferTerm | null;
  /** `?lieu=`: a city (part of its name) or a postal code (its beginning: `35` for the whole département). */
  place: string | null;
  /** `?q=`: words of the title, the company or the description. */
  text: string | null;
};

/** An offer on the board. */
export type OfferTeaser = {
  id: string;
  title: string;
  path: string;
  company: string;
  city: string;
  postalCode: string | null;
  contractType: string;
  sector: string | null;
  published: string;
  starts: string | null;
  expires: string;
};

/** The whole offer, for `/offres-emploi/{slug}`. */
export type Offer = OfferTeaser & {
  /** The description after the text format's filters: sanitised by the backend. */
  html: string;
  changed: string | null;
  email: string | null;
  phone: string | null;
};

export type OffersPage = { items: OfferTeaser[]; total: number | null; hasNext: boolean };

const LIST_FIELDS = {
  'node--offre_emploi': [
    'title',
    'path',
    'created',
    'field_entreprise',
    'field_ville',
    'field_code_postal',
    'field_date_prise_poste',
    'field_date_expiration',
    'field_type_contrat',
    'field_secteur',
  ],
  'taxonomy_term--type_contrat': ['name'],
  'taxonomy_term--secteur': ['name'],
} as const;

/** What every list of offers shows of one (the board, the home page, a company's own list). */
export type OfferBasics = Pick<OfferTeaser, 'id' | 'title' | 'company' | 'city' | 'postalCode' | 'contractType'>;

/** An offer's basics, from a node read with its title, company, city, postal code and contract type. */
export function offerBasics(node: NodeOffreEmploi): OfferBasics {
  return {
    id: node.id,
    title: node.title,
    company: node.field_entreprise ?? '',
    city: node.field_ville ?? '',
    postalCode: node.field_code_postal ?? null,
    contractType: node.field_type_contrat?.name ?? 'Contrat',
  };
}

function toTeaser(node: NodeOffreEmploi): OfferTeaser | null {
  if (!node.path?.alias || !node.created || !node.field_date_expiration) return null;
  return {
    ...offerBasics(node),
    path: node.path.alias,
    sector: node.field_secteur?.name ?? null,
    published: node.created,
    starts: node.field_date_prise_poste ?? null,
    expires: node.field_date_expiration,
  };
}

/** Whether an offer is past its last day (`expires`, a date) on `today` in Paris. */
export function isExpired(offer: Pick<OfferTeaser, 'expires'>, today: string = todayInParis()): boolean {
  return offer.expires < today;
}

const first = (value: string | string[] | undefined): string => (Array.isArray(value) ? (value[0] ?? '') : (value ?? '')).trim();

/**
 * The filters of a query string, and whether its `?contrat=` and `?secteur=` are their terms' slugs
 * (`canonical`; the page redirects to `offerListRedirect` otherwise); `null` when one names a
 * contract type or sector that does not exist (the page then answers 404), unless the terms could
 * not be read at all (the filter is then ignored). Free text is capped at 100 characters.
 */
export function parseOfferFilters(
  query: QueryValues,
  options: { contracts: readonly OfferTerm[]; sectors: readonly OfferTerm[] },
): { filters: OfferFilters; canonical: boolean } | null {
  const contract = options.contracts.length > 0 ? readTermParam(options.contracts, query['contrat']) : { term: null, canonical: true };
  const sector = options.sectors.length > 0 ? readTermParam(options.sectors, query['secteur']) : { term: null, canonical: true };
  if (!contract || !sector) return null;
  const place = first(query['lieu']).slice(0, 100);
  const text = first(query['q']).slice(0, 100);
  return {
    filters: { contract: contract.term, sector: sector.term, place: place || null, text: text || null },
    canonical: contract.canonical && sector.canonical,
  };
}

/**
 * Where a query with another spelling of its terms (`?secteur=8`, `?secteur=Boulangerie-pâtisserie`)
 * is sent: the same address with the terms' slugs, every other parameter kept (`page`, `q`, `lieu`…).
 */
export function offerListRedirect(query: QueryValues, filters: OfferFilters): string {
  return `/offres-emploi${replaceQueryValues(query, { contrat: filters.contract?.slug ?? '', secteur: filters.sector?.slug ?? '' })}`;
}

/** The query string of the filters (for the paginator and canonical links), `page` excluded. */
export function offerFilterParams(filters: OfferFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.contract) params['contrat'] = filters.contract.slug;
  if (filters.sector) params['secteur'] = filters.sector.slug;
  if (filters.place) params['lieu'] = filters.place;
  if (filters.text) params['q'] = filters.text;
  return params;
}

/** The JSON:API query of a page of the board: open offers, newest first, filtered. */
export function offersPageQuery(page: number, filters: OfferFilters, today: string = todayInParis()): NodeOffreEmploiQuery {
  const conditions: NonNullable<NodeOffreEmploiQuery['conditions']> = {};
  const groups: NonNullable<NodeOffreEmploiQuery['groups']> = {};
  if (filters.place) {
    // Digits: the beginning of a postal code; otherwise part of the city's name.
    conditions['lieu'] = /^\d{1,5}$/.test(filters.place)
      ? { path: 'field_code_postal', operator: 'STARTS_WITH', value: filters.place }
      : { path: 'field_ville', operator: 'CONTAINS', value: filters.place };
  }
  if (filters.text) {
    groups['texte'] = { conjunction: 'OR' };
    conditions['texte_titre'] = { path: 'title', operator: 'CONTAINS', value: filters.text, memberOf: 'texte' };
    conditions['texte_entreprise'] = { path: 'field_entreprise', operator: 'CONTAINS', value: filters.text, memberOf: 'texte' };
    conditions['texte_description'] = { path: 'field_description', operator: 'CONTAINS', value: filters.text, memberOf: 'texte' };
  }
  return {
    filter: {
      status: 1,
      field_date_expiration: { value: today, operator: '>=' },
      ...(filters.contract ? { 'field_type_contrat.id': filters.contract.id } : {}),
      ...(filters.sector ? { 'field_secteur.id': filters.sector.id } : {}),
    },
    conditions,
    groups,
    // The nid breaks ties between offers created at the same second, so pages never overlap.
    sort: ['-created', '-drupal_internal__nid'],
    include: ['field_type_contrat', 'field_secteur'],
    fields: LIST_FIELDS,
    page: { offset: (page - 1) * OFFERS_PER_PAGE, limit: OFFERS_PER_PAGE },
  };
}

/** Page `page` of the board, or `null` when the backend cannot be read. */
export async function getOffersPage(page: number, filters: OfferFilters): Promise<OffersPage | null> {
  return readOr(
    `page ${page} of the job offers`,
    async () => {
      const collection = await fetchNodeOffreEmploiCollection(offersPageQuery(page, filters), cached(listTag('offre_emploi')));
      const items = collection.items.map(toTeaser).filter((item): item is OfferTeaser => item !== null);
      return { items, total: collection.count, hasNext: collection.pager.hasNext };
    },
    null,
  );
}

/**
 * The newest open offers (expiring today or later, in Paris), of one sector when `sectorId` (a
 * uuid) is given: for the home page and the trades' pages. `[]` when the backend cannot be read.
 */
export async function getOpenOffers(limit: number, sectorId?: string): Promise<OfferTeaser[]> {
  return readOr(
    `the open job offers${sectorId ? ` of the sector ${sectorId}` : ''}`,
    async () => {
      const { items } = await fetchNodeOffreEmploiCollection(
        {
          filter: {
            status: 1,
            field_date_expiration: { value: todayInParis(), operator: '>=' },
            ...(sectorId ? { 'field_secteur.id': sectorId } : {}),
          },
          sort: ['-created', '-drupal_internal__nid'],
          include: ['field_type_contrat', 'field_secteur'],
          fields: LIST_FIELDS,
          page: { limit },
        },
        cached(listTag('offre_emploi')),
      );
      return items.map(toTeaser).filter((item): item is OfferTeaser => item !== null);
    },
    [],
  );
}

async function readTerms(read: () => Promise<{ items: Parameters<typeof namedTerm>[0][] }>, label: string): Promise<OfferTerm[]> {
  return readOr(`the ${label}`, async () => (await read()).items.flatMap((term) => namedTerm(term) ?? []), []);
}

/** The contract types and sectors the board filters on (with their slugs); an unreadable backend gives empty lists. */
export const getOfferFilterOptions = cache(async (): Promise<{ contracts: OfferTerm[]; sectors: OfferTerm[] }> => {
  const termQuery = { filter: { status: 1 }, sort: ['weight', 'name'], page: { limit: 50 } } as const;
  const [contracts, sectors] = await Promise.all([
    readTerms(
      () =>
        fetchTaxonomyTermTypeContratCollection(
          { ...termQuery, fields: { 'taxonomy_term--type_contrat': [...TERM_SLUG_FIELDS] } },
          cached(termListTag('type_contrat')),
        ),
      'contract types',
    ),
    readTerms(
      () =>
        fetchTaxonomyTermSecteurCollection(
          { ...termQuery, fields: { 'taxonomy_term--secteur': [...TERM_SLUG_FIELDS] } },
          cached(termListTag('secteur')),
        ),
      'sectors',
    ),
  ]);
  return { contracts, sectors };
});

/** The published offer at `/offres-emploi/{slug}` (expired ones too), or `null`. Cached per request. */
export const getOfferBySlug = cache(async (slug: string): Promise<Offer | null> => {
  const resolved = await resolveSlug('offre_emploi', slug);
  if (!resolved) return null;
  const node = await readOrNotFound(`the job offer ${slug}`, () =>
    fetchNodeOffreEmploi(
      resolved.uuid,
      {
        include: ['field_type_contrat', 'field_secteur'],
        fields: {
          ...LIST_FIELDS,
          'node--offre_emploi': [...LIST_FIELDS['node--offre_emploi'], 'changed', 'field_description', 'field_contact_email', 'field_contact_telephone'],
        },
      },
      cached(nodeTag(resolved.uuid)),
    ),
  );
  if (!node) return null;
  const teaser = toTeaser(node);
  if (!teaser) return null;
  return {
    ...teaser,
    html: richText(node.field_description),
    changed: node.changed ?? null,
    email: node.field_contact_email ?? null,
    phone: node.field_contact_telephone ?? null,
  };
});

/** Schema.org's employment types for the school's contract types (apprenticeship is an internship there). */
export function employmentType(contractType: string): string {
  const name = contractType.toLocaleLowerCase('fr');
  if (name.includes('cdi')) return 'FULL_TIME';
  if (name.includes('cdd') || name.includes('saisonnier')) return 'TEMPORARY';
  if (name.includes('stage')) return 'INTERN';
  if (name.includes('apprentissage') || name.includes('professionnalisation') || name.includes('alternance')) return 'INTERN';
  if (name.includes('temps partiel')) return 'PART_TIME';
  return 'OTHER';
}

/** The `JobPosting` structured data of an offer (Google's required and recommended properties). */
export function jobPosting(offer: Offer, url: string): JsonLdObject {
  return {
    '@context': 'https://schema.org' as const,
    '@type': 'JobPosting',
    title: offer.title,
    description: offer.html || offer.title,
    datePosted: offer.published,
    // The last day the offer is open (a date: the whole day counts).
    validThrough: offer.expires,
    employmentType: employmentType(offer.contractType),
    hiringOrganization: { '@type': 'Organization', name: offer.company },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: offer.city,
        ...(offer.postalCode ? { postalCode: offer.postalCode } : {}),
        addressCountry: 'FR',
      },
    },
    ...(offer.starts ? { jobStartDate: offer.starts } : {}),
    url,
    inLanguage: 'fr-FR',
  };
}
