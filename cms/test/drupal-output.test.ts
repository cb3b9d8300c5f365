import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEntity } from '../src/content/store.js';
import { Client, databases, startTestServer, type TestServer } from './support.js';

/**
 * What the cms answers, member for member as the lab Drupal 10.3 of issue 17 answers it (the
 * differential suite in cms/test/drupal compares the two; each Drupal answer is quoted here).
 */

const ARTICLES = '/jsonapi/node/article';
const EVENTS = '/jsonapi/node/evenement';

describe.each(databases)('the output of a real Drupal, on %s', (database) => {
  let server: TestServer;
  let editor: Client;
  let anonymous: Client;

  beforeAll(async () => {
    server = await startTestServer(database);
    anonymous = new Client(server.url);
    editor = new Client(server.url);
    expect((await editor.login('redaction', 'demo-redaction')).status).toBe(200);
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
  });

  // Drupal: POST with "created":"2024-03-03T08:00:00+00:00" → "changed" and "revision_timestamp"
  // are the time of the request (ChangedItem), not the given creation date.
  it('a node created with a given `created` is changed at the time of the write', async () => {
    const before = Math.floor(Date.now() / 1000) * 1000;
    const posted = await editor.write('POST', ARTICLES, {
      data: { type: 'node--article', attributes: { title: 'Écrit avec une date de création', created: '2024-03-03T08:00:00+00:00' } },
    });
    expect(posted.status).toBe(201);
    const { attributes, id } = posted.body.data;
    expect(attributes.created).toBe('2024-03-03T08:00:00+00:00');
    for (const name of ['changed', 'revision_timestamp']) {
      expect(Date.parse(attributes[name]), name).toBeGreaterThanOrEqual(before);
      expect(Date.parse(attributes[name]), name).toBeLessThanOrEqual(Date.now());
    }
    const read = await editor.get(`${ARTICLES}/${id}`);
    expect(read.body.data.attributes.changed).toBe(attributes.changed);
  });

  // Drupal: a link written without options reads `"options": []` (an empty PHP array).
  it('a link field without options reads `options: []`', async () => {
    const posted = await editor.write('POST', EVENTS, {
      data: {
        type: 'node--evenement',
        attributes: {
          title: 'Portes ouvertes (lien)',
          field_date_debut: '2027-03-14T09:00:00+00:00',
          field_lien_inscription: { uri: 'https://example.fr/inscription', title: 'S’inscrire' },
        },
      },
    });
    expect(posted.status).toBe(201);
    expect(posted.body.data.attributes.field_lien_inscription).toEqual({ uri: 'https://example.fr/inscription', title: 'S’inscrire', options: [] });
    const read = await anonymous.get(`${EVENTS}/${posted.body.data.id}`);
    expect(read.body.data.attributes.field_lien_inscription.options).toEqual([]);
  });

  // Drupal: a body stored without a summary reads `"summary": null`; one given "" reads "".
  it('a body stored without a summary reads `summary: null`', async () => {
    const row = await createEntity(server.database.db, {
      type: 'node--article',
      label: 'Importé sans résumé',
      uid: 1,
      fields: { body: { value: '<p>Texte</p>', format: 'basic_html' } },
    });
    const read = await anonymous.get(`${ARTICLES}/${row.uuid}`);
    expect(read.body.data.attributes.body).toEqual({ value: '<p>Texte</p>', format: 'basic_html', processed: '<p>Texte</p>', summary: null });
  });

  // Drupal (decoupled_router 2.0): {"resolved":…,"isHomePath":false,"entity":{"canonical":…,"type":"node",
  // "bundle":"article","id":"1","uuid":…,"langcode":…,"path":"/article/…"},"label":…,"jsonapi":…,"meta":…},
  // no `isExternal`; for a term the same with "type":"taxonomy_term" and its path.
  it('/router/translate-path answers an entity as Decoupled Router does: `entity.path`, no `isExternal`', async () => {
    const posted = await editor.write('POST', ARTICLES, { data: { type: 'node--article', attributes: { title: 'Traduit en chemin' } } });
    expect(posted.status).toBe(201);
    const alias: string = posted.body.data.attributes.path.alias;
    const nid: number = posted.body.data.attributes.drupal_internal__nid;
    for (const path of [alias, `/node/${nid}`]) {
      const found = await anonymous.get(`/router/translate-path?path=${encodeURIComponent(path)}`);
      expect(found.status).toBe(200);
      expect(Object.keys(found.body)).toEqual(['resolved', 'isHomePath', 'entity', 'label', 'jsonapi', 'meta']);
      expect(found.body.resolved).toBe(`${server.url}${alias}`);
      expect(found.body.entity).toEqual({
        canonical: `${server.url}${alias}`,
        type: 'node',
        bundle: 'article',
        id: String(nid),
        uuid: posted.body.data.id,
        langcode: posted.body.data.attributes.langcode,
        path: alias,
      });
    }
    const missing = await anonymous.get('/router/translate-path?path=/nulle-part');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Unable to resolve path /nulle-part.', details: 'None of the available methods were able to find a match for this path.' });
  });
});
