import { describe, expect, it } from 'vitest';
import { ADMIN_MAIL, ANONYMOUS_401, ANONYMOUS_AUTHOR_FILTER, RFC3339_DATE_FILTER } from './deliberate.js';
import { Client, as, both, expectSame, getBoth, query, withIds } from './support.js';

/**
 * Reads: the same JSON:API query to Drupal and to the cms, anonymous unless said, answers compared
 * whole (status, media type, normalised document: data, included, links, meta.count).
 */

const collections: readonly [string, Record<string, string>][] = [
  ['all articles, default order', {}],
  ['sort on two fields', { sort: '-sticky,created' }],
  ['sort by created', { sort: 'created' }],
  ['sort by created, descending', { sort: '-created' }],
  ['filter, short form', { 'filter[promote]': '1' }],
  ['filter, long form with operator =', { 'filter[t][condition][path]': 'title', 'filter[t][condition][value]': 'BP boulanger' }],
  ['filter CONTAINS', { 'filter[t][condition][path]': 'title', 'filter[t][condition][operator]': 'CONTAINS', 'filter[t][condition][value]': 'ou' }],
  ['filter STARTS_WITH', { 'filter[t][condition][path]': 'title', 'filter[t][condition][operator]': 'STARTS_WITH', 'filter[t][condition][value]': 'B' }],
  ['filter ENDS_WITH', { 'filter[t][condition][path]': 'title', 'filter[t][condition][operator]': 'ENDS_WITH', 'filter[t][condition][value]': 'cuisine' }],
  ['filter <>', { 'filter[t][condition][path]': 'title', 'filter[t][condition][operator]': '<>', 'filter[t][condition][value]': 'BP boulanger' }],
  ['filter > on created', { 'filter[c][condition][path]': 'created', 'filter[c][condition][operator]': '>', 'filter[c][condition][value]': '2024-03-03T08:00:00+00:00' }],
  ['filter >= on created', { 'filter[c][condition][path]': 'created', 'filter[c][condition][operator]': '>=', 'filter[c][condition][value]': '2024-03-03T08:00:00+00:00' }],
  ['filter > on created, UNIX timestamp', { 'filter[c][condition][path]': 'created', 'filter[c][condition][operator]': '>', 'filter[c][condition][value]': String(Date.parse('2024-03-03T08:00:00Z') / 1000) }],
  ['filter = on created, UNIX timestamp', { 'filter[created]': String(Date.parse('2024-03-03T08:00:00Z') / 1000) }],
  ['filter BETWEEN', {
    'filter[c][condition][path]': 'created',
    'filter[c][condition][operator]': 'BETWEEN',
    'filter[c][condition][value][0]': '2024-03-02T00:00:00+00:00',
    'filter[c][condition][value][1]': '2024-03-04T00:00:00+00:00',
  }],
  ['filter IN', {
    'filter[t][condition][path]': 'title',
    'filter[t][condition][operator]': 'IN',
    'filter[t][condition][value][0]': 'BP boulanger',
    'filter[t][condition][value][1]': 'Bac pro cuisine',
  }],
  ['filter NOT IN', {
    'filter[t][condition][path]': 'title',
    'filter[t][condition][operator]': 'NOT IN',
    'filter[t][condition][value][0]': 'BP boulanger',
  }],
  ['filter IS NULL on a relationship', { 'filter[n][condition][path]': 'field_tags.id', 'filter[n][condition][operator]': 'IS NULL' }],
  ['filter on a relationship field (term name)', { 'filter[field_tags.name]': 'apprentissage' }],
  ['filter on a relationship field with CONTAINS', {
    'filter[r][condition][path]': 'field_tags.name',
    'filter[r][condition][operator]': 'CONTAINS',
    'filter[r][condition][value]': 'pro',
  }],
  ['filter on the author’s name', { 'filter[uid.name]': 'entreprise-a' }],
  ['OR group', {
    'filter[g][group][conjunction]': 'OR',
    'filter[a][condition][path]': 'title',
    'filter[a][condition][value]': 'BP boulanger',
    'filter[a][condition][memberOf]': 'g',
    'filter[b][condition][path]': 'sticky',
    'filter[b][condition][value]': '0',
    'filter[b][condition][memberOf]': 'g',
    'filter[c][condition][path]': 'promote',
    'filter[c][condition][value]': '1',
  }],
  ['nested groups', {
    'filter[outer][group][conjunction]': 'AND',
    'filter[inner][group][conjunction]': 'OR',
    'filter[inner][group][memberOf]': 'outer',
    'filter[x][condition][path]': 'field_tags.name',
    'filter[x][condition][value]': 'Vendeur',
    'filter[x][condition][memberOf]': 'inner',
    'filter[y][condition][path]': 'field_tags.name',
    'filter[y][condition][value]': 'BP',
    'filter[y][condition][memberOf]': 'inner',
    'filter[z][condition][path]': 'promote',
    'filter[z][condition][value]': '1',
    'filter[z][condition][memberOf]': 'outer',
  }],
  ['include tags and author', { include: 'field_tags,uid', sort: 'created' }],
  ['sparse fieldsets', { 'fields[node--article]': 'title,created,field_tags', include: 'field_tags', 'fields[taxonomy_term--tags]': 'name', sort: 'created' }],
  ['first page', { 'page[limit]': '3', sort: 'created' }],
  ['second page', { 'page[limit]': '3', 'page[offset]': '3', sort: 'created' }],
  ['last page', { 'page[limit]': '3', 'page[offset]': '6', sort: 'created' }],
  ['past the end', { 'page[limit]': '3', 'page[offset]': '30', sort: 'created' }],
];

/** Read as the administrator, who sees every item: collections, counts and pages are the same. */
const adminGet = (url: string) => both(async (target) => (await as(target, 'admin')).get(url));

describe('collections of node--article, as the administrator', () => {
  it.each(collections)('%s', async (_, params) => {
    const values = params as Record<string, string>;
    // An RFC 3339 value on `created`: the cms matches it, Drupal nothing (see deliberate.ts).
    const rfc3339 = values['filter[c][condition][path]'] === 'created' && Object.entries(values).some(([key, value]) => key.startsWith('filter[c][condition][value]') && /^\d{4}-/.test(value));
    expectSame(await adminGet(`/jsonapi/node/article${query(params)}`), values['include']?.includes('uid') ? { deliberate: ADMIN_MAIL } : rfc3339 ? { deliberate: RFC3339_DATE_FILTER } : {});
  });
});

describe('collections, anonymous', () => {
  it.each(collections.filter(([name]) => /filter on|group|include/.test(name)))('%s', async (_, params) => {
    // On the author's name, the cms refuses (403) what Drupal answers with nothing (see deliberate.ts).
    const deliberate = (params as Record<string, string>)['filter[uid.name]'] ? { deliberate: ANONYMOUS_AUTHOR_FILTER } : {};
    expectSame(await getBoth(`/jsonapi/node/article${query({ ...params, 'filter[status]': '1' })}`), deliberate);
  });
});

/**
 * Sorts on labels with accents and case. The lab Drupal's order is its database's collation:
 * SQLite's BINARY (and PostgreSQL's C locale, which lab.sh creates) compare bytes, so "BP" comes
 * before "Bac pro" and "Écailler" after "Zéro"; Drupal on MySQL (utf8mb4 general or unicode
 * collations, a school's usual host) orders as a French reader does, which the cms follows. So
 * here: the same items on both; Drupal's order is its bytes' and the cms's is French (Intl.Collator).
 */
describe('sorts on labels: the same items, French order on the cms', () => {
  const french = new Intl.Collator('fr', { sensitivity: 'base' });
  const bytes = (a: string, b: string) => (Buffer.from(a) < Buffer.from(b) ? -1 : Buffer.from(a) > Buffer.from(b) ? 1 : 0);
  it.each([
    ['/jsonapi/node/article', 'title'],
    ['/jsonapi/node/article', '-title'],
    ['/jsonapi/taxonomy_term/tags', 'name'],
    ['/jsonapi/taxonomy_term/tags', '-name'],
  ] as const)('%s?sort=%s', async (url, sort) => {
    const pair = await both(async (target) => (await as(target, 'admin')).get(`${url}${query({ sort })}`));
    const field = sort.replace('-', '');
    const labels = (answer: typeof pair.cms) => (answer.body.data as { attributes: Record<string, string> }[]).map((item) => item.attributes[field]!);
    const order = (compare: (a: string, b: string) => number) => (a: string, b: string) => (sort.startsWith('-') ? compare(b, a) : compare(a, b));
    expect(labels(pair.cms)).toEqual([...labels(pair.drupal)].sort(order(french.compare)));
    expect(labels(pair.drupal)).toEqual([...labels(pair.drupal)].sort(order(bytes)));
    // Everything else alike, the order of `data` aside.
    expectSame(pair, { project: (seen) => ({ ...seen, body: { ...(seen.body as object), data: [...((seen.body as { data: { id: string }[] }).data ?? [])].sort((a, b) => a.id.localeCompare(b.id)) } }) });
  });
});

describe('collections of taxonomy_term--tags, anonymous', () => {
  it.each([
    ['default order', {}],
    ['filter on name with STARTS_WITH', { 'filter[n][condition][path]': 'name', 'filter[n][condition][operator]': 'STARTS_WITH', 'filter[n][condition][value]': 'B' }],
  ] as const)('%s', async (_, params) => {
    expectSame(await getBoth(`/jsonapi/taxonomy_term/tags${query(params)}`));
  });
});

describe('one resource', () => {
  it('an article with its tags and author included', async () => {
    expectSame(await getBoth(withIds(`/jsonapi/node/article/{node:Écailler : un métier de la mer}${query({ include: 'field_tags,uid' })}`)));
  });

  it('an article, sparse', async () => {
    expectSame(await getBoth(withIds(`/jsonapi/node/article/{node:BP boulanger}${query({ 'fields[node--article]': 'title,body' })}`)));
  });

  it('the related resources of a relationship', async () => {
    expectSame(await getBoth(withIds('/jsonapi/node/article/{node:BP boulanger}/field_tags')));
  });

  it('the linkage of a relationship', async () => {
    expectSame(await getBoth(withIds('/jsonapi/node/article/{node:BP boulanger}/relationships/field_tags')));
  });

  it('a term', async () => {
    expectSame(await getBoth(withIds('/jsonapi/taxonomy_term/tags/{term:Écailler}')));
  });

  it('a draft, anonymous: 403', async () => {
    expectSame(await getBoth(withIds('/jsonapi/node/article/{node:Brouillon : portes ouvertes}')), { deliberate: ANONYMOUS_401 });
  });

  it('a draft, as the administrator', async () => {
    expectSame(await both(async (target) => (await as(target, 'admin')).get(withIds('/jsonapi/node/article/{node:Brouillon : portes ouvertes}')(target))));
  });

  it('a user, anonymous', async () => {
    expectSame(await getBoth(withIds('/jsonapi/user/user/{user:entreprise-a}')));
  });

  it('a filter on `changed` with the value just returned, as a UNIX timestamp, matches the item', async () => {
    const pair = await both(async (target) => {
      const client = new Client(target.base);
      const item = await client.get(`/jsonapi/taxonomy_term/tags/${target.ids['term:Vendeur']}`);
      const seconds = String(Date.parse(item.body.data.attributes.changed) / 1000);
      return client.get(`/jsonapi/taxonomy_term/tags${query({ 'filter[drupal_internal__tid]': String(item.body.data.attributes.drupal_internal__tid), 'filter[changed]': seconds })}`);
    });
    expect(pair.drupal.body.data).toHaveLength(1);
    expectSame(pair, { project: (seen) => ({ ...seen, body: { ...(seen.body as object), links: undefined } }) });
  });

  it('a filter on `changed` with the value just returned (RFC 3339) matches the item', async () => {
    const pair = await both(async (target) => {
      const client = new Client(target.base);
      const item = await client.get(`/jsonapi/taxonomy_term/tags/${target.ids['term:Vendeur']}`);
      const { changed, drupal_internal__tid: tid } = item.body.data.attributes;
      return client.get(`/jsonapi/taxonomy_term/tags${query({ 'filter[drupal_internal__tid]': String(tid), 'filter[changed]': changed })}`);
    });
    // The link repeats the value, which is each side's own time of the write. Drupal matches the
    // RFC 3339 value with nothing (deliberate.ts).
    expectSame(pair, { project: (seen) => ({ ...seen, body: { ...(seen.body as object), links: undefined } }), deliberate: RFC3339_DATE_FILTER });
  });

  it('the JSON:API index, anonymous: the content resource types', async () => {
    // Drupal lists every entity type, configuration included (`node_type--node_type`, `view--view`…);
    // the cms serves only content (docs/cms.md, deliberate differences). Compared: the content
    // entity types, which the site reads.
    const content = /^(node|taxonomy_term|user|file)--/;
    expectSame(await getBoth('/jsonapi'), {
      project: (seen) => {
        const body = seen.body as { links: Record<string, unknown>; meta?: unknown };
        return { ...seen, body: { ...body, links: Object.fromEntries(Object.entries(body.links).filter(([key]) => content.test(key) || key === 'self')) } };
      },
    });
  });
});
