import { describe, expect, it } from 'vitest';
import { readRevalidation } from './revalidation';

const read = (query: string) => readRevalidation(new URLSearchParams(query));

describe('readRevalidation', () => {
  it('reads the cms’s tags and path', () => {
    expect(read('secret=s&path=/article/portes-ouvertes&tags=node:0f8d2c4e-1a2b-4c3d-9e8f-123456789abc,node_list:article')).toEqual({
      tags: ['node:0f8d2c4e-1a2b-4c3d-9e8f-123456789abc', 'node_list:article'],
      paths: ['/article/portes-ouvertes'],
    });
  });

  it('reads the path Drupal’s next module sends as `slug`', () => {
    expect(read('slug=/accessibilite&secret=s')).toEqual({ tags: [], paths: ['/accessibilite'] });
    expect(read('slug=/a&path=/a')).toEqual({ tags: [], paths: ['/a'] });
  });

  it('a list’s path gives its list’s tag, which reaches its cached pages and filters', () => {
    expect(read('slug=/offres-emploi')).toEqual({ tags: ['node_list:offre_emploi'], paths: ['/offres-emploi'] });
    expect(read('slug=/articles/')?.tags).toEqual(['node_list:article']);
    expect(read('slug=/evenements')?.tags).toEqual(['node_list:evenement']);
    expect(read('slug=/formations')?.tags).toEqual(['node_list:formation']);
    // Every list page of lib/content-types.ts, those rendered at their own path too.
    expect(read('slug=/agenda')?.tags).toEqual(['node_list:evenement']);
    expect(read('slug=/formations-carte')?.tags).toEqual(['node_list:formation_carte']);
    expect(read('slug=/menus-restaurant')?.tags).toEqual(['node_list:menu_restaurant']);
    expect(read('path=/offres-emploi&tags=node_list:offre_emploi')?.tags).toEqual(['node_list:offre_emploi']);
    expect(read('slug=/article/offres-emploi')).toEqual({ tags: [], paths: ['/article/offres-emploi'] });
    expect(read('slug=/')).toEqual({ tags: [], paths: ['/'] });
  });

  it('ignores what is not a path of the site or not a tag', () => {
    expect(read('slug=//evil.example/x&path=https://evil.example&tags=<script>,node:x y')).toBeNull();
    expect(read('secret=s')).toBeNull();
    expect(read('tags=node_list:page&slug=relative')).toEqual({ tags: ['node_list:page'], paths: [] });
  });
});
