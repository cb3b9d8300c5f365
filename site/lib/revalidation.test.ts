import { describe, expect, it } from 'vitest';
import { readRevalidation } from './revalidation';

const read = (query: string) => readRevalidation(new URLSearchParams(query));

describe('readRevalidation', () => {
  it('reads the cms’s tags and path', () => {
    expect(read('secret=s&path=/article/portes-ouvertes&tags=node:0f8d2c4e-1a2b-4c3d-9e8f-123456789abc,node_list:article')).toEqual({
      tags: ['node:0f8d2c4e-1a2b-4c3d-9e8f-123456789abc', 'node_list:article'],
      paths: [{ path: '/article/portes-ouvertes' }],
    });
  });

  it('reads the path Drupal’s next module sends as `slug`', () => {
    expect(read('slug=/accessibilite&secret=s')).toEqual({ tags: [], paths: [{ path: '/accessibilite' }] });
    expect(read('slug=/a&path=/a')).toEqual({ tags: [], paths: [{ path: '/a' }] });
  });

  it('a list’s path takes its cached routes along, every page and filter', () => {
    expect(read('slug=/offres-emploi')).toEqual({
      tags: [],
      paths: [{ path: '/offres-emploi' }, { path: '/offres-emploi/liste', type: 'layout' }],
    });
    expect(read('slug=/articles')?.paths).toContainEqual({ path: '/articles/page', type: 'layout' });
    expect(read('slug=/evenements')?.paths).toContainEqual({ path: '/evenements/page', type: 'layout' });
    expect(read('slug=/formations')?.paths).toContainEqual({ path: '/formations/liste', type: 'layout' });
    expect(read('slug=/article/offres-emploi')?.paths).toEqual([{ path: '/article/offres-emploi' }]);
  });

  it('ignores what is not a path of the site or not a tag', () => {
    expect(read('slug=//evil.example/x&path=https://evil.example&tags=<script>,node:x y')).toBeNull();
    expect(read('secret=s')).toBeNull();
    expect(read('tags=node_list:page&slug=relative')).toEqual({ tags: ['node_list:page'], paths: [] });
  });
});
