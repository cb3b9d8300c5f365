import { describe, it } from 'vitest';
import { ARTICLE_PROMOTE, EXTRA_DRUPAL_MEMBERS } from './deliberate.js';
import { as, backend, both, expectSame, getBoth, withIds, type BackendName, type Seen } from './support.js';

/**
 * The members the other files set aside (`SET_ASIDE` in support.ts), each compared here on its
 * own, so that one cause fails one test; then whole resources, nothing set aside.
 */

const attribute =
  (...steps: string[]) =>
  (seen: Seen) => {
    let value: unknown = (seen.body as { data?: unknown }).data;
    for (const step of ['attributes', ...steps]) value = value && typeof value === 'object' ? (value as Record<string, unknown>)[step] : undefined;
    return { status: seen.status, [steps.join('.')]: value };
  };

const names = (seen: Seen) => {
  const data = (seen.body as { data?: { attributes?: object; relationships?: object } }).data;
  return {
    attributes: Object.keys(data?.attributes ?? {}).sort(),
    relationships: Object.keys(data?.relationships ?? {}).sort(),
  };
};

const article = withIds('/jsonapi/node/article/{node:BP boulanger}');
const term = withIds('/jsonapi/taxonomy_term/tags/{term:BP}');
const user = withIds('/jsonapi/user/user/{user:entreprise-a}');

describe('members set aside elsewhere, one test each', () => {
  it('the language of content is the site’s (langcode)', async () => {
    expectSame(await getBoth(article), { whole: true, project: attribute('langcode') });
  });

  it('the language of a path', async () => {
    expectSame(await getBoth(article), { whole: true, project: attribute('path', 'langcode') });
  });

  it('`changed` of a node created with a given `created` is the time of the write', async () => {
    expectSame(await getBoth(article), { whole: true, project: attribute('changed') });
  });

  it('`revision_timestamp` of a node created with a given `created` is the time of the write', async () => {
    expectSame(await getBoth(article), { whole: true, project: attribute('revision_timestamp') });
  });

  it('a body written without a summary has `summary: null`', async () => {
    expectSame(await getBoth(article), { whole: true, project: attribute('body', 'summary') });
  });

  it('the path alias of an article (Pathauto pattern of the recipe)', async () => {
    expectSame(await getBoth(article), { whole: true, project: attribute('path', 'alias') });
  });

  it('`changed` and `revision_created` of a term are whole seconds of the write', async () => {
    expectSame(await getBoth(term), { whole: true, project: (seen) => [attribute('changed')(seen), attribute('revision_created')(seen)] });
  });

  it.each(['article', 'page'])('a node--%s created without `promote` gets the bundle’s default (Drupal: articles and new bundles promoted, pages not)', async (bundle) => {
    const pair = await both(async (target) =>
      (await as(target, 'admin')).write('POST', `/jsonapi/node/${bundle}`, { data: { type: `node--${bundle}`, attributes: { title: 'Sans promote' } } }),
    );
    for (const [name, answer] of Object.entries(pair)) {
      if (answer.status === 201) await (await as(backend(name as BackendName), 'admin')).write('DELETE', `/jsonapi/node/${bundle}/${answer.body.data.id}`);
    }
    expectSame(pair, { whole: true, project: attribute('promote'), ...(bundle === 'article' ? { deliberate: ARTICLE_PROMOTE } : {}) });
  });

  it('the attribute and relationship names of node--article', async () => {
    expectSame(await getBoth(article), { whole: true, project: names, deliberate: EXTRA_DRUPAL_MEMBERS });
  });

  it('the attribute and relationship names of taxonomy_term--tags', async () => {
    expectSame(await getBoth(term), { whole: true, project: names });
  });

  it('the attribute and relationship names of user--user, as the administrator', async () => {
    expectSame(await both(async (target) => (await as(target, 'admin')).get(user(target))), { whole: true, project: names, deliberate: EXTRA_DRUPAL_MEMBERS });
  });
});

describe('whole resources, nothing set aside', () => {
  it('an article', async () => {
    expectSame(await getBoth(article), { whole: true, deliberate: EXTRA_DRUPAL_MEMBERS });
  });

  it('a term', async () => {
    expectSame(await getBoth(term), { whole: true });
  });

  it('a user, as the administrator', async () => {
    expectSame(await both(async (target) => (await as(target, 'admin')).get(user(target))), { whole: true, deliberate: EXTRA_DRUPAL_MEMBERS });
  });
});
