import { deserialize } from '@/lib/drupal/deserialize';
import { readPager } from '@/lib/drupal/pager';
import { nodeOffreEmploiCollectionKey } from '@/lib/generated/keys';
import type { CurrentUserRow } from '@/lib/generated/resources';
import type { NodeOffreEmploiQuery } from '@/lib/generated/queries';
import type { NodeOffreEmploi } from '@/lib/generated/resources';
import { MY_OFFER_FIELDS, type MyOffer, readWithSession, toMyOffer } from './my-offers';

// Every company's offers, for the editors who may edit each of them ("Toutes les offres d’emploi"
// on /mes-offres-emploi). Read with the visitor's own session, like their own offers: the backend
// decides what it shows (an editor sees every draft; anyone else would get published offers and
// their own drafts only), so this is a convenience of the page, never a permission of its own.

/** Whether the signed-in user edits every offer: the roles of `/api/users` name `editor` (or `administrator`). */
export function editsEveryOffer(user: Pick<CurrentUserRow, 'roles'>): boolean {
  const roles = String(user.roles ?? '')
    .split(',')
    .map((role) => role.trim());
  return roles.includes('editor') || roles.includes('administrator');
}

/** The states an editor filters by, as the URL names them (`?etat=`). */
export const OFFER_STATES = {
  publiee: 'Publiées',
  brouillon: 'Brouillons',
  expiree: 'Expirées',
} as const;
export type OfferState = keyof typeof OFFER_STATES;

export const ALL_OFFERS_PER_PAGE = 20;

/** The editor's filters, read from the URL (`entreprise`, `etat`, `page`); unknown values are dropped. */
export type AllOffersFilters = { company: string | null; state: OfferState | null; page: number };

const single = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/** The filters of a query string; `page` is 1 when absent or not a plain positive number. */
export function parseAllOffersFilters(query: Record<string, string | string[] | undefined>): AllOffersFilters {
  const company = single(query['entreprise'])?.trim().slice(0, 200) || null;
  const state = single(query['etat']);
  const page = single(query['page']);
  return {
    company,
    state: state !== undefined && Object.hasOwn(OFFER_STATES, state) ? (state as OfferState) : null,
    page: page !== undefined && /^[1-9]\d{0,3}$/.test(page) ? Number(page) : 1,
  };
}

/** The query string of some filters (page 1 omitted), for links and the pager. */
export function allOffersParams(filters: Omit<AllOffersFilters, 'page'> & { page?: number }): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.company) params.set('entreprise', filters.company);
  if (filters.state) params.set('etat', filters.state);
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/**
 * The JSON:API query of one page of every company's offers: of one company (its name as the
 * offers give it) and in one state when asked; newest change first. "Publiée" is published and
 * still open on `today` (Paris), "Expirée" published and past its last day, "Brouillon" unpublished.
 */
export function allOffersQuery(filters: AllOffersFilters, today: string): NodeOffreEmploiQuery {
  const filter: NonNullable<NodeOffreEmploiQuery['filter']> = {};
  if (filters.company) filter.field_entreprise = filters.company;
  if (filters.state === 'brouillon') filter.status = 0;
  if (filters.state === 'publiee' || filters.state === 'expiree') {
    filter.status = 1;
    filter.field_date_expiration = { value: today, operator: filters.state === 'publiee' ? '>=' : '<' };
  }
  return {
    filter,
    sort: ['-changed', '-drupal_internal__nid'],
    include: ['field_type_contrat'],
    fields: MY_OFFER_FIELDS,
    page: { offset: (filters.page - 1) * ALL_OFFERS_PER_PAGE, limit: ALL_OFFERS_PER_PAGE },
  };
}

export type AllOffersPage = { items: MyOffer[]; total: number | null; hasNext: boolean };

/** One page of the offers the session may read, filtered; `null` when the backend cannot be read. */
export async function getAllOffersPage(filters: AllOffersFilters, today: string): Promise<AllOffersPage | null> {
  try {
    const document = await readWithSession(nodeOffreEmploiCollectionKey(allOffersQuery(filters, today)));
    const pager = readPager(document, ALL_OFFERS_PER_PAGE);
    const items = (deserialize(document) ?? []) as unknown as NodeOffreEmploi[];
    return {
      total: pager.total,
      hasNext: pager.hasNext,
      items: items.map(toMyOffer),
    };
  } catch (error) {
    console.error('Reading every company’s job offers failed:', error);
    return null;
  }
}

/** Pages read at most for the list of companies (50 offers each: Drupal's largest page). */
const COMPANY_PAGES = 20;

/**
 * The companies named by the offers the session may read, sorted in French; `[]` when the backend
 * cannot be read. Drupal's JSON:API has no "distinct", so the names are read 50 offers at a time.
 */
export async function getOfferCompanies(): Promise<string[]> {
  const names = new Set<string>();
  try {
    for (let page = 0; page < COMPANY_PAGES; page += 1) {
      const query: NodeOffreEmploiQuery = {
        sort: ['field_entreprise', 'drupal_internal__nid'],
        fields: { 'node--offre_emploi': ['field_entreprise'] },
        page: { offset: page * 50, limit: 50 },
      };
      const document = await readWithSession(nodeOffreEmploiCollectionKey(query));
      for (const node of (deserialize(document) ?? []) as unknown as NodeOffreEmploi[]) {
        const name = node.field_entreprise?.trim();
        if (name) names.add(name);
      }
      if (!readPager(document, 50).hasNext) break;
    }
  } catch (error) {
    console.error('Reading the companies of the job offers failed:', error);
    return [];
  }
  return [...names].sort((a, b) => a.localeCompare(b, 'fr'));
}
