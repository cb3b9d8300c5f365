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
import { cached, listTag, type NodeBundle } from './cache';

/** One published page of content for the sitemap. */
export type SitemapEntry = { path: string; changed: string | null };

type Listed = { path?: { alias?: string | null } | null; changed?: string | null };
type PageReader = (offset: number) => Promise<Collection<Listed>>;

const PAGE = 50;
/** A sitemap file holds at most 50,000 URLs; far more than the school publishes. */
const MAX_PER_TYPE = 10_000;

async function readAll(bundle: string, read: PageReader): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = [];
  try {
    for (let offset = 0; offset < MAX_PER_TYPE; offset += PAGE) {
      const { items } = await read(offset);
      for (const item of items) {
        const alias = item.path?.alias;
        if (alias) entries.push({ path: alias, changed: item.changed ?? null });
      }
      if (items.length < PAGE) break;
    }
  } catch (error) {
    console.error(`Listing ${bundle} for the sitemap failed:`, error);
  }
  return entries;
}

const cacheOptions = (bundle: NodeBundle) => cached(listTag(bundle));
const page = (offset: number) => ({ offset, limit: PAGE });


/** Every published node with an alias; job offers only while they are open. */
export async function getSitemapEntries(): Promise<SitemapEntry[]> {
  const today = todayInParis();
  const lists = await Promise.all([
    readAll('article', (o) => fetchNodeArticleCollection({ fields: { 'node--article': ['path', 'changed'] }, page: page(o) }, cacheOptions('article'))),
    readAll('evenement', (o) => fetchNodeEvenementCollection({ fields: { 'node--evenement': ['path', 'changed'] }, page: page(o) }, cacheOptions('evenement'))),
    readAll('metier', (o) => fetchNodeMetierCollection({ fields: { 'node--metier': ['path', 'changed'] }, page: page(o) }, cacheOptions('metier'))),
    readAll('formation', (o) => fetchNodeFormationCollection({ fields: { 'node--formation': ['path', 'changed'] }, page: page(o) }, cacheOptions('formation'))),
    readAll('formation_carte', (o) =>
      fetchNodeFormationCarteCollection({ fields: { 'node--formation_carte': ['path', 'changed'] }, page: page(o) }, cacheOptions('formation_carte')),
    ),
    readAll('menu_restaurant', (o) =>
      fetchNodeMenuRestaurantCollection({ fields: { 'node--menu_restaurant': ['path', 'changed'] }, page: page(o) }, cacheOptions('menu_restaurant')),
    ),
    readAll('offre_emploi', (o) =>
      fetchNodeOffreEmploiCollection(
        {
          filter: { field_date_expiration: { value: today, operator: '>=' } },
          fields: { 'node--offre_emploi': ['path', 'changed'] },
          page: page(o),
        },
        cacheOptions('offre_emploi'),
      ),
    ),
    readAll('page', (o) => fetchNodePageCollection({ fields: { 'node--page': ['path', 'changed'] }, page: page(o) }, cacheOptions('page'))),
  ]);
  return lists.flat();
}
