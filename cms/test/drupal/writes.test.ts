import { beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS_401 } from './deliberate.js';
import { BACKENDS, Client, as, backend, both, expectSame, type Backend, type BackendName } from './support.js';

/**
 * Writes through JSON:API, compared: as the administrator (who may), as a company on content it
 * does not own and on content it owns but may not edit (articles), and anonymous. Each write goes
 * to both backends, so the fixtures stay the same on both whatever the order of the files.
 */

const article = (target: Backend, title: string) => ({
  data: {
    type: 'node--article',
    // `promote` given: its default differs (resources.test.ts).
    attributes: { title, status: true, promote: true, created: '2024-04-01T10:00:00+00:00', body: { value: '<p>Nouvel article.</p>', format: 'basic_html' } },
    relationships: { field_tags: { data: [{ type: 'taxonomy_term--tags', id: target.ids['term:BP'] }] } },
  },
});

describe('the administrator', () => {
  const created: Partial<Record<BackendName, string>> = {};

  beforeAll(async () => {
    for (const name of BACKENDS) await as(backend(name), 'admin');
  });

  it('creates an article: 201, Location, the document', async () => {
    const pair = await both(async (target) => (await as(target, 'admin')).write('POST', '/jsonapi/node/article', article(target, 'Créé par le test')));
    created.drupal = pair.drupal.body?.data?.id;
    created.cms = pair.cms.body?.data?.id;
    expectSame(pair);
  });

  it('updates its title: 200 and the document', async () => {
    expectSame(
      await both(async (target) =>
        (await as(target, 'admin')).write('PATCH', `/jsonapi/node/article/${created[target.name]}`, {
          data: { type: 'node--article', id: created[target.name], attributes: { title: 'Modifié par le test' } },
        }),
      ),
    );
  });

  it('adds a tag through the relationship endpoint (POST): 200 and the linkage, then the linkage', async () => {
    const relationship = (target: Backend) => `/jsonapi/node/article/${created[target.name]}/relationships/field_tags`;
    expectSame(
      await both(async (target) =>
        (await as(target, 'admin')).write('POST', relationship(target), { data: [{ type: 'taxonomy_term--tags', id: target.ids['term:Vendeur'] }] }),
      ),
    );
    expectSame(await both(async (target) => (await as(target, 'admin')).get(relationship(target))));
  });

  it('replaces the tags (PATCH on the relationship): 204, then the linkage', async () => {
    const relationship = (target: Backend) => `/jsonapi/node/article/${created[target.name]}/relationships/field_tags`;
    expectSame(
      await both(async (target) =>
        (await as(target, 'admin')).write('PATCH', relationship(target), {
          data: [
            { type: 'taxonomy_term--tags', id: target.ids['term:Zéro déchet'] },
            { type: 'taxonomy_term--tags', id: target.ids['term:Écailler'] },
          ],
        }),
      ),
    );
    expectSame(await both(async (target) => (await as(target, 'admin')).get(relationship(target))));
  });

  it('removes a tag (DELETE on the relationship): 204, then the linkage', async () => {
    const relationship = (target: Backend) => `/jsonapi/node/article/${created[target.name]}/relationships/field_tags`;
    expectSame(
      await both(async (target) =>
        (await as(target, 'admin')).write('DELETE', relationship(target), { data: [{ type: 'taxonomy_term--tags', id: target.ids['term:Zéro déchet'] }] }),
      ),
    );
    expectSame(await both(async (target) => (await as(target, 'admin')).get(relationship(target))));
  });

  it('POST on a to-one relationship: the same refusal', async () => {
    expectSame(
      await both(async (target) =>
        (await as(target, 'admin')).write('POST', `/jsonapi/node/article/${created[target.name]}/relationships/uid`, {
          data: { type: 'user--user', id: target.ids['user:entreprise-a'] },
        }),
      ),
    );
  });

  it('deletes it: 204, then 404', async () => {
    expectSame(await both(async (target) => (await as(target, 'admin')).write('DELETE', `/jsonapi/node/article/${created[target.name]}`)));
    expectSame(await both(async (target) => new Client(target.base).get(`/jsonapi/node/article/${created[target.name]}`)));
  });

  it('creates and deletes a term', async () => {
    const pair = await both(async (target) =>
      (await as(target, 'admin')).write('POST', '/jsonapi/taxonomy_term/tags', { data: { type: 'taxonomy_term--tags', attributes: { name: 'Terme du test' } } }),
    );
    expectSame(pair);
    expectSame(
      await both(async (target) => (await as(target, 'admin')).write('DELETE', `/jsonapi/taxonomy_term/tags/${(target.name === 'drupal' ? pair.drupal : pair.cms).body.data.id}`)),
    );
  });
});

describe('a company', () => {
  it('may not create an article: the same 403', async () => {
    expectSame(await both(async (target) => (await as(target, 'entreprise-b')).write('POST', '/jsonapi/node/article', article(target, 'Refusé'))));
  });

  it('may not edit another account’s article: the same 403', async () => {
    expectSame(
      await both(async (target) => {
        const id = target.ids['node:BP boulanger'];
        return (await as(target, 'entreprise-b')).write('PATCH', `/jsonapi/node/article/${id}`, { data: { type: 'node--article', id, attributes: { title: 'Piraté' } } });
      }),
    );
  });

  it('may not edit an article it owns either (no "edit own article content"): the same 403', async () => {
    expectSame(
      await both(async (target) => {
        const id = target.ids['node:Article de l’entreprise A'];
        return (await as(target, 'entreprise-a')).write('PATCH', `/jsonapi/node/article/${id}`, { data: { type: 'node--article', id, attributes: { title: 'Modifié' } } });
      }),
    );
  });

  it('may not delete another account’s article: the same 403', async () => {
    expectSame(await both(async (target) => (await as(target, 'entreprise-b')).write('DELETE', `/jsonapi/node/article/${target.ids['node:BP boulanger']}`)));
  });

  it('may not change the tags of another account’s article: the same 403', async () => {
    expectSame(
      await both(async (target) =>
        (await as(target, 'entreprise-b')).write('POST', `/jsonapi/node/article/${target.ids['node:BP boulanger']}/relationships/field_tags`, {
          data: [{ type: 'taxonomy_term--tags', id: target.ids['term:Vendeur'] }],
        }),
      ),
    );
  });

  it('may not create a term: the same 403', async () => {
    expectSame(
      await both(async (target) =>
        (await as(target, 'entreprise-b')).write('POST', '/jsonapi/taxonomy_term/tags', { data: { type: 'taxonomy_term--tags', attributes: { name: 'Refusé' } } }),
      ),
    );
  });
});

describe('anonymous', () => {
  it('may not create an article: the same 403', async () => {
    expectSame(await both(async (target) => new Client(target.base).request('POST', '/jsonapi/node/article', { body: article(target, 'Anonyme') })), { deliberate: ANONYMOUS_401 });
  });

  it('may not delete an article: the same 403', async () => {
    expectSame(await both(async (target) => new Client(target.base).request('DELETE', `/jsonapi/node/article/${target.ids['node:BP boulanger']}`)), { deliberate: ANONYMOUS_401 });
  });

  it('the fixtures are unchanged after the refusals', async () => {
    const pair = await both(async (target) => new Client(target.base).get(`/jsonapi/node/article/${target.ids['node:BP boulanger']}`));
    expect(pair.drupal.body.data.attributes.title).toBe('BP boulanger');
    expectSame(pair);
  });
});
