import { describe, expect, it } from 'vitest';
import { drupal } from './client';
import { deserialize } from './deserialize';
import { sitePath, withSitePaths } from './site-path';

describe('sitePath', () => {
  it('keeps the paths of this site', () => {
    for (const path of ['/', '/offres-emploi/commis-de-cuisine', '/article/portes-ouvertes-2026', '/métier/pâtissier', '/ecole/notre-histoire', '/1-an']) {
      expect(sitePath(path)).toBe(path);
    }
  });

  it('drops what a browser would read as another host, a scheme, or not a path at all', () => {
    for (const path of [
      '//evil.example/phish',
      '/\\evil.example',
      '/\\/evil.example',
      '///evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'evil.example/x',
      '/ spaced',
      '/-dash-first',
      '/.hidden',
      '/a\\b',
      '/a\nb',
      '/a\tb',
      '',
      null,
      42,
    ]) {
      expect(sitePath(path), String(path)).toBeNull();
    }
  });
});

describe('withSitePaths', () => {
  const offer = (id: string, alias: unknown) => ({ type: 'node--offre_emploi', id, attributes: { title: id, path: { alias, pid: 1, langcode: 'fr' } } });

  it('nulls the aliases that are not paths of this site, in data and in included, and keeps the rest', () => {
    const document = {
      data: [offer('a', '//evil.example/phish'), offer('b', '/offres-emploi/b')],
      included: [offer('c', '/\\evil.example')],
    };
    const [first, second] = deserialize(withSitePaths(document)) as unknown as { path: { alias: string | null; pid: number } }[];
    expect(first?.path).toEqual({ alias: null, pid: 1, langcode: 'fr' });
    expect(second?.path.alias).toBe('/offres-emploi/b');
    expect(document.included[0]?.attributes.path.alias).toBeNull();
  });

  it('leaves documents without aliases, single resources and errors alone', () => {
    expect(withSitePaths({ data: offer('d', '/offres-emploi/d') }).data.attributes.path.alias).toBe('/offres-emploi/d');
    expect(withSitePaths({ errors: [{ status: '404' }] })).toEqual({ errors: [{ status: '404' }] });
    expect(withSitePaths(null)).toBeNull();
  });
});

describe('the documents the site reads', () => {
  const document = {
    data: [
      { type: 'node--offre_emploi', id: 'a', attributes: { title: 'A', path: { alias: '//evil.example/phish' } } },
      { type: 'node--offre_emploi', id: 'b', attributes: { title: 'B', path: { alias: '/offres-emploi/b' } } },
    ],
  };

  it('lose their foreign aliases in the server client (drupal.deserialize) and in the browser deserialiser', () => {
    for (const read of [(d: typeof document) => drupal.deserialize(structuredClone(d)), (d: typeof document) => deserialize(structuredClone(d))]) {
      const items = read(document) as unknown as { id: string; path: { alias: string | null } }[];
      expect(items.map((item) => [item.id, item.path.alias])).toEqual([
        ['a', null],
        ['b', '/offres-emploi/b'],
      ]);
    }
  });
});
