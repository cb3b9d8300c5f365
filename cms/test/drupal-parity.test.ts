import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, databases, startTestServer, type TestServer } from './support.js';

/**
 * Behaviours where the cms differed from a real Drupal 10.3 (the lab kit of issue 17), each
 * reproduced there first; the Drupal answer is quoted beside each test.
 */

const ARTICLES = '/jsonapi/node/article';
const RFC3339_SECONDS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/;

const unixSeconds = (rfc3339: string): number => Date.parse(rfc3339) / 1000;

describe.each(databases)('parity with Drupal on %s', (database) => {
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

  describe('timestamps are whole seconds, as Drupal stores them', () => {
    // Drupal: POST /jsonapi/node/article → "created":"2026-11-25T09:41:26+00:00" (TimestampNormalizer,
    // RFC 3339 in UTC); GET …?filter[changed]=1795599686 → that article.
    it('finds an article again by the created and changed values it was answered with', async () => {
      const posted = await editor.write('POST', ARTICLES, { data: { type: 'node--article', attributes: { title: 'Horodatage à la seconde' } } });
      expect(posted.status).toBe(201);
      const { id, attributes } = posted.body.data;
      for (const name of ['created', 'changed', 'revision_timestamp']) expect(attributes[name]).toMatch(RFC3339_SECONDS);

      for (const name of ['created', 'changed']) {
        const found = await editor.get(`${ARTICLES}?filter[${name}]=${unixSeconds(attributes[name])}&filter[title]=Horodatage à la seconde`);
        expect(found.status).toBe(200);
        expect(found.body.data.map((item: { id: string }) => item.id)).toEqual([id]);
      }

      // After an update too, and through the long form of the filter.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const patched = await editor.write('PATCH', `${ARTICLES}/${id}`, { data: { type: 'node--article', id, attributes: { title: 'Horodatage modifié' } } });
      expect(patched.status).toBe(200);
      const changed: string = patched.body.data.attributes.changed;
      expect(changed).toMatch(RFC3339_SECONDS);
      expect(changed > attributes.changed).toBe(true);
      const params = new URLSearchParams({
        'filter[c][condition][path]': 'changed',
        'filter[c][condition][operator]': '=',
        'filter[c][condition][value]': String(unixSeconds(changed)),
      });
      const again = await anonymous.get(`${ARTICLES}?${params}`);
      expect(again.body.data.map((item: { id: string }) => item.id)).toContain(id);
      const fetched = await anonymous.get(`${ARTICLES}/${id}`);
      expect(fetched.body.data.attributes.changed).toBe(changed);
    });

    it('keeps whole seconds for a created date sent with a fraction', async () => {
      const posted = await editor.write('POST', ARTICLES, {
        data: { type: 'node--article', attributes: { title: 'Date avec fraction', created: '2026-03-04T05:06:07.890Z' } },
      });
      expect(posted.status).toBe(201);
      expect(posted.body.data.attributes.created).toBe('2026-03-04T05:06:07+00:00');
      const found = await anonymous.get(`${ARTICLES}?filter[created]=${unixSeconds('2026-03-04T05:06:07Z')}`);
      expect(found.body.data.map((item: { id: string }) => item.id)).toEqual([posted.body.data.id]);
    });
  });

  describe('text sorts in French order', () => {
    // The lab Drupal on SQLite (and on PostgreSQL with its C-locale database) sorts bytes:
    // "Agent | BP | Bac pro | Ecailler | … | abc | bac | … | Écailler | éclair | Œuf". Drupal on
    // MySQL (utf8mb4_general_ci) and visitors expect letters first, then accents and case.
    const words = ['Vendeur', 'Écailler', 'BP', 'Bac pro', 'bac', 'éclair', 'Eclat', 'Zèbre', 'abc', 'Oeuf', 'Œuf', 'agent'];
    const french = ['abc', 'agent', 'bac', 'Bac pro', 'BP', 'Écailler', 'éclair', 'Eclat', 'Oeuf', 'Œuf', 'Vendeur', 'Zèbre'];

    it('sorts titles and term names as Intl.Collator("fr") does, both directions', async () => {
      expect([...words].sort(new Intl.Collator('fr').compare)).toEqual(french);
      for (const word of words) {
        const article = await editor.write('POST', ARTICLES, { data: { type: 'node--article', attributes: { title: `Tri ${word}` } } });
        expect(article.status).toBe(201);
        const term = await editor.write('POST', '/jsonapi/taxonomy_term/tags', { data: { type: 'taxonomy_term--tags', attributes: { name: `tri ${word}` } } });
        expect(term.status).toBe(201);
      }
      const titles = async (sort: string) => {
        const answer = await anonymous.get(`${ARTICLES}?filter[t][condition][path]=title&filter[t][condition][operator]=STARTS_WITH&filter[t][condition][value]=Tri%20&sort=${sort}`);
        expect(answer.status).toBe(200);
        return answer.body.data.map((item: { attributes: { title: string } }) => item.attributes.title.slice('Tri '.length));
      };
      expect(await titles('title')).toEqual(french);
      expect(await titles('-title')).toEqual([...french].reverse());
      const names = await anonymous.get('/jsonapi/taxonomy_term/tags?filter[t][condition][path]=name&filter[t][condition][operator]=STARTS_WITH&filter[t][condition][value]=tri%20&sort=name');
      expect(names.body.data.map((item: { attributes: { name: string } }) => item.attributes.name.slice('tri '.length))).toEqual(french);
    });
  });
});
