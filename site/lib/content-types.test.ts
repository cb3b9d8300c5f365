import { RESOURCE_TYPES } from '@campus/cms/content-model';
import { describe, expect, it } from 'vitest';
import { bundlesListedAt, CONTENT_TYPES, type ContentType, HOME_BUNDLES, LIST_PAGES, NODE_BUNDLES, sectionsOf } from './content-types';
import { NAVIGATION } from './site-config';

// The site's table of content types says what the content model (cms/src/content/model.ts) says:
// the model drives the cms and the Drupal recipe (its `next` module revalidates the same pages).
const nodeTypes = RESOURCE_TYPES.filter((def) => def.entityType === 'node');

describe('the table of content types', () => {
  it('has every node bundle of the content model, and no other', () => {
    expect([...NODE_BUNDLES].sort()).toEqual(nodeTypes.map((def) => def.bundle).sort());
  });

  it.each(nodeTypes.map((def) => [def.bundle, def] as const))('%s: the alias prefix, the list pages and the home page of the model', (bundle, def) => {
    const type: ContentType = CONTENT_TYPES[bundle as keyof typeof CONTENT_TYPES];
    expect(type.prefix).toBe(def.pathPrefix ?? null);
    expect(type.lists).toEqual(def.listPaths ?? []);
    expect(HOME_BUNDLES.includes(bundle as (typeof HOME_BUNDLES)[number])).toBe(def.onHome === true);
  });

  it('tells which bundles a list page shows', () => {
    expect(bundlesListedAt('/agenda')).toEqual(['evenement']);
    expect(bundlesListedAt('/nos-formations')).toEqual(['formation']);
    expect(bundlesListedAt('/formations-carte')).toEqual(['formation_carte']);
    expect(bundlesListedAt('/contact')).toEqual([]);
    expect(LIST_PAGES).toEqual(['/articles', '/evenements', '/agenda', '/formations', '/nos-formations', '/metiers', '/formations-carte', '/menus-restaurant', '/offres-emploi']);
  });

  it('gives each section of the navigation the list and detail pages of its content types', () => {
    expect(sectionsOf('article')).toEqual(['/articles', '/article']);
    const formations = NAVIGATION.find((entry) => entry.href === '/formations');
    expect([...(formations?.sections ?? [])].sort()).toEqual(['/formation', '/formation-carte', '/formations', '/formations-carte', '/metier', '/metiers', '/nos-formations']);
    // Every detail prefix and list page is in exactly one section (the generic pages have none).
    const sections = NAVIGATION.flatMap((entry) => entry.sections);
    for (const bundle of NODE_BUNDLES) for (const path of sectionsOf(bundle)) expect(sections.filter((section) => section === path)).toHaveLength(1);
  });
});
