import { describe, expect, it } from 'vitest';
import { toParams, toQueryString, type CollectionQuery } from './query';

type Query = CollectionQuery<'title' | 'status' | 'uid.name', 'title' | 'created', 'uid' | 'field_tags', { 'node--article': 'title' | 'created' }>;

describe('toParams', () => {
  it('serialises every part in Drupal bracket syntax with sorted keys', () => {
    const query: Query = {
      sort: ['-created', 'title'],
      page: { offset: 10, limit: 5 },
      include: ['uid', 'field_tags'],
      fields: { 'node--article': ['title', 'created'] },
      filter: { status: true, title: { value: 'Bon', operator: 'STARTS_WITH' } },
      conditions: { names: { path: 'uid.name', operator: 'IN', value: ['a', 'b'], memberOf: 'either' } },
      groups: { either: { conjunction: 'OR' } },
    };
    const params = toParams(query);
    expect(params).toEqual({
      'fields[node--article]': 'title,created',
      'filter[either][group][conjunction]': 'OR',
      'filter[names][condition][memberOf]': 'either',
      'filter[names][condition][operator]': 'IN',
      'filter[names][condition][path]': 'uid.name',
      'filter[names][condition][value][0]': 'a',
      'filter[names][condition][value][1]': 'b',
      'filter[status]': 'true',
      'filter[title][condition][operator]': 'STARTS_WITH',
      'filter[title][condition][path]': 'title',
      'filter[title][condition][value]': 'Bon',
      include: 'uid,field_tags',
      'page[limit]': '5',
      'page[offset]': '10',
      sort: '-created,title',
    });
    expect(Object.keys(params)).toEqual(Object.keys(params).sort());
  });

  it('gives equal strings for equal queries written in another order', () => {
    const a: Query = { page: { limit: 3 }, sort: ['title'] };
    const b: Query = { sort: ['title'], page: { limit: 3 } };
    expect(toQueryString(a)).toBe(toQueryString(b));
    expect(toQueryString(a)).toBe('?page[limit]=3&sort=title');
    expect(toQueryString({})).toBe('');
  });

  it('rejects unknown paths at compile time', () => {
    // @ts-expect-error — not a sortable path
    const bad: Query = { sort: ['titel'] };
    expect(bad.sort).toEqual(['titel']);
  });
});
