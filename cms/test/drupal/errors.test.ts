import { describe, it } from 'vitest';
import { ANONYMOUS_401, BODY_TYPE_MISMATCH, FRENCH_MESSAGES, INCLUDE_MENU_LINK, JSONAPI_404, UNKNOWN_ATTRIBUTE } from './deliberate.js';
import { BACKENDS, Client, as, backend, both, expectSame, getBoth, query, withIds, type Pair, type Seen } from './support.js';

/** Bad requests: the same status, media type and error document (title, `detail`, pointer). */

/** Deletes what a POST that should have been refused created. */
async function deleteCreated(pair: Pair): Promise<void> {
  for (const name of BACKENDS) {
    const answer = pair[name];
    if (answer.status === 201) await (await as(backend(name), 'admin')).write('DELETE', `/jsonapi/node/page/${answer.body.data.id}`);
  }
}

const article = withIds('/jsonapi/node/article/{node:BP boulanger}');
const patch = (id: string) => ({ data: { type: 'node--article', id, attributes: { title: 'BP boulanger' } } });

describe('reads', () => {
  it('an unknown resource type', async () => {
    expectSame(await getBoth('/jsonapi/node/nope'), { deliberate: JSONAPI_404 });
  });

  it('an unknown id', async () => {
    expectSame(await getBoth('/jsonapi/node/article/00000000-0000-4000-8000-000000000000'));
  });

  it('an unknown field in a filter', async () => {
    expectSame(await getBoth(`/jsonapi/node/article${query({ 'filter[field_nope]': 'x' })}`));
  });

  it('an unknown operator', async () => {
    expectSame(
      await getBoth(
        `/jsonapi/node/article${query({ 'filter[t][condition][path]': 'title', 'filter[t][condition][operator]': 'LIKE', 'filter[t][condition][value]': 'x' })}`,
      ),
    );
  });

  it('a sort on an unknown field', async () => {
    expectSame(await getBoth(`/jsonapi/node/article${query({ sort: 'field_nope' })}`));
  });

  it('a sort on a field of another bundle (term name on articles)', async () => {
    expectSame(await getBoth(`/jsonapi/node/article${query({ sort: 'name' })}`));
  });

  it('an include of an unknown relationship', async () => {
    expectSame(await getBoth(`/jsonapi/node/article${query({ include: 'field_nope' })}`), { deliberate: INCLUDE_MENU_LINK });
  });

  it('page[limit]=0', async () => {
    expectSame(await getBoth(`/jsonapi/node/article${query({ 'page[limit]': '0' })}`));
  });

  it('an unknown relationship endpoint', async () => {
    expectSame(await getBoth((target) => `${article(target)}/relationships/field_nope`), { deliberate: JSONAPI_404 });
  });
});

describe('writes as the administrator', () => {
  it('a malformed body', async () => {
    expectSame(await both(async (target) => (await as(target, 'admin')).request('POST', '/jsonapi/node/article', { raw: '{"data":', headers: { 'X-CSRF-Token': (await as(target, 'admin')).csrf, 'Content-Type': 'application/vnd.api+json' } })));
  });

  it('an empty body', async () => {
    expectSame(await both(async (target) => (await as(target, 'admin')).request('POST', '/jsonapi/node/article', { raw: '', headers: { 'X-CSRF-Token': (await as(target, 'admin')).csrf, 'Content-Type': 'application/vnd.api+json' } })));
  });

  it('a body without data', async () => {
    expectSame(await both(async (target) => (await as(target, 'admin')).write('POST', '/jsonapi/node/article', { meta: {} })));
  });

  // Drupal creates the resource in these two cases (it takes the URL's type, and drops unknown
  // attributes): on a page, deleted afterwards, so that the articles stay the same on both sides.
  it('a type that does not match the URL', async () => {
    const pair = await both(async (target) => (await as(target, 'admin')).write('POST', '/jsonapi/node/page', { data: { type: 'node--article', attributes: { title: 'x' } } }));
    await deleteCreated(pair);
    expectSame(pair, { deliberate: BODY_TYPE_MISMATCH });
  });

  it('an unknown attribute', async () => {
    const pair = await both(async (target) => (await as(target, 'admin')).write('POST', '/jsonapi/node/page', { data: { type: 'node--page', attributes: { title: 'x', field_nope: 1 } } }));
    await deleteCreated(pair);
    expectSame(pair, { deliberate: UNKNOWN_ATTRIBUTE });
  });

  it('a missing title', async () => {
    expectSame(await both(async (target) => (await as(target, 'admin')).write('POST', '/jsonapi/node/article', { data: { type: 'node--article', attributes: {} } })), {
      deliberate: FRENCH_MESSAGES,
    });
  });

  it('a PATCH whose id is not the URL’s', async () => {
    expectSame(await both(async (target) => (await as(target, 'admin')).write('PATCH', article(target), patch(target.ids['node:Bac pro cuisine']!))));
  });

  it('a wrong Content-Type, with the CSRF token', async () => {
    expectSame(
      await both(async (target) => {
        const client = await as(target, 'admin');
        return client.request('PATCH', article(target), { raw: JSON.stringify(patch(target.ids['node:BP boulanger']!)), headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': client.csrf } });
      }),
    );
  });

  it('a wrong Content-Type, without the CSRF token (415 before 403)', async () => {
    expectSame(
      await both(async (target) =>
        (await as(target, 'admin')).request('PATCH', article(target), { raw: JSON.stringify(patch(target.ids['node:BP boulanger']!)), headers: { 'Content-Type': 'text/plain' } }),
      ),
    );
  });

  it('no CSRF token', async () => {
    expectSame(await both(async (target) => (await as(target, 'admin')).request('PATCH', article(target), { body: patch(target.ids['node:BP boulanger']!) })));
  });

  it('a wrong CSRF token', async () => {
    expectSame(
      await both(async (target) => (await as(target, 'admin')).request('PATCH', article(target), { body: patch(target.ids['node:BP boulanger']!), headers: { 'X-CSRF-Token': 'nope' } })),
    );
  });
});

describe('status and media type of every error', () => {
  const statusAndType = (seen: Seen) => ({ status: seen.status, type: seen.type });
  it('anonymous PATCH', async () => {
    expectSame(await both((target) => new Client(target.base).request('PATCH', article(target), { body: patch(target.ids['node:BP boulanger']!) })), { project: statusAndType, deliberate: ANONYMOUS_401 });
  });
});
