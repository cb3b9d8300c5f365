import {
  fetchNodeArticleCollection,
  fetchNodeEvenementCollection,
  fetchNodeFormationCarteCollection,
  fetchNodeFormationCollection,
  fetchNodeMenuRestaurantCollection,
  fetchNodeMetierCollection,
  fetchNodeOffreEmploiCollection,
  fetchNodePageCollection,
} from '@/lib/generated/fetchers';
import type { Collection } from '@/lib/generated/collection';
import { todayInParis } from '@/lib/paris-date';
import { CONTENT_TYPES, NODE_BUNDLES, type NodeBundle } from '@/lib/content-types';
import { cached, listTag } from './cache';
import { readOr } from './errors';

/** One published page of content for the sitemap. */
export type SitemapEntry = { path: string; changed: string | null };

type Listed = { path?: { alias?: string | null } | null; changed?: string | null };
type PageReader = (offset: number, today: string) => Promise<Collection<Listed>>;

const PAGE = 50;
/** A sitemap file holds at most 50,000 URLs; far more than the school publishes. */
const MAX_PER_TYPE = 10_000;

const page = (offset: number) => ({ offset, limit: PAGE });

/**
 * How the sitemap reads each bundle of lib/content-types.ts: a bundle added to the model fails to
 * compile here until it is given its reader. Only what the sitemap needs (path, changed).
 */
const READERS: Record<NodeBundle, PageReader> = {
  article: (o) => fetchNodeArticleCollection({ fields: { 'node--article': ['path', 'changed'] }, page: page(o) }, cached(listTag('article'))),
  evenement: (o) => fetchNodeEvenementCollection({ fields: { 'node--evenement': ['path', 'changed'] }, page: page(o) }, cached(listTag('evenement'))),
  formation: (o) => fetchNodeFormationCollection({ fields: { 'node--formation': ['path', 'changed'] }, page: page(o) }, cached(listTag('formation'))),
  metier: (o) => fetchNodeMetierCollection({ fields: { 'node--metier': ['path', 'changed'] }, page: page(o) }, cached(listTag('metier'))),
  formation_carte: (o) =>
    fetchNodeFormationCarteCollection({ fields: { 'node--formation_carte': ['path', 'changed'] }, page: page(o) }, cached(listTag('formation_carte'))),
  menu_restaurant: (o) =>
    fetchNodeMenuRestaurantCollection({ fields: { 'node--menu_restaurant': ['path', 'changed'] }, page: page(o) }, cached(listTag('menu_restaurant'))),
  // Job offers only while they are open.
  offre_emploi: (o, today) =>
    fetchNodeOffreEmploiCollection(
      { filter: { field_date_expiration: { value: today, operator: '>=' } }, fields: { 'node--offre_emploi': ['path', 'changed'] }, page: page(o) },
      cached(listTag('offre_emploi')),
    ),
  page: (o) => fetchNodePageCollection({ fields: { 'node--page': ['path', 'changed'] }, page: page(o) }, cached(listTag('page'))),
};

/** Every aliased node of `bundle`; what was read before a failure is kept (and the failure logged). */
async function readAll(bundle: NodeBundle, today: string): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = [];
  await readOr(
    `the ${bundle} nodes for the sitemap`,
    async () => {
      for (let offset = 0; offset < MAX_PER_TYPE; offset += PAGE) {
        const { items } = await READERS[bundle](offset, today);
        for (const item of items) {
          const alias = item.path?.alias;
          if (alias) entries.push({ path: alias, changed: item.changed ?? null });
        }
        if (items.length < PAGE) break;
      }
    },
    undefined,
  );
  return entries;
}

/** Every published node with an alias, of the bundles of lib/content-types.ts that go in the sitemap. */
export async function getSitemapEntries(): Promise<SitemapEntry[]> {
  const today = todayInParis();
  const bundles = NODE_BUNDLES.filter((bundle) => CONTENT_TYPES[bundle].inSitemap);
  return (await Promise.all(bundles.map((bundle) => readAll(bundle, today)))).flat();
}
