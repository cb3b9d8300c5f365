import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_PAYLOADS, unsafeInRichText, XSS_PAYLOADS } from '../../e2e/xss-payloads.js';
import { sanitizeRichText } from '../src/content/sanitize.js';
import { webformSubmission } from '../src/db/schema.js';
import { Client, databases, startTestServer, type TestServer } from './support.js';

// The corpus shared with the end-to-end tests (e2e/security.spec.ts), run here through the
// sanitiser and the JSON:API write path: cheap, and every payload on every run.

const OFFERS = '/jsonapi/node/offre_emploi';

describe('the shared XSS corpus', () => {
  it('has at least 50 payloads with unique names', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
    expect(new Set(XSS_PAYLOADS.map((payload) => payload.name)).size).toBe(XSS_PAYLOADS.length);
  });

  it('is flagged by the check before sanitising, every payload (so the check can fail)', () => {
    const flagged = XSS_PAYLOADS.filter((payload) => unsafeInRichText(payload.html).length > 0);
    expect(flagged.length).toBe(XSS_PAYLOADS.length);
  });

  it.each(XSS_PAYLOADS.map((payload) => [payload.name, payload.html]))('sanitiser neutralises %s', (_name, html) => {
    const clean = sanitizeRichText(html);
    expect(unsafeInRichText(clean)).toEqual([]);
    expect(sanitizeRichText(clean)).toBe(clean);
  });
});

describe.each(databases)('XSS through the JSON:API on %s', (database) => {
  let server: TestServer;
  let company: Client;
  let contract: string;

  beforeAll(async () => {
    server = await startTestServer(database);
    company = new Client(server.url);
    expect((await company.login('boulangerie-martin', 'demo-entreprise')).status).toBe(200);
    contract = (await company.get('/jsonapi/taxonomy_term/type_contrat?page[limit]=1')).body.data[0].id;
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
  });

  const offer = (title: string, description: string, text = 'Rennes') => ({
    data: {
      type: 'node--offre_emploi',
      attributes: {
        title,
        field_entreprise: text,
        field_ville: text,
        field_code_postal: '35000',
        field_date_expiration: '2099-01-31',
        field_description: { value: description, format: 'basic_html' },
      },
      relationships: { field_type_contrat: { data: { type: 'taxonomy_term--type_contrat', id: contract } } },
    },
  });

  it('stores no payload of the corpus in an offer’s description, on create and on update', async () => {
    const leaks: string[] = [];
    for (const [index, payload] of XSS_PAYLOADS.entries()) {
      const html = `<p>Offre ${index}</p>${payload.html}`;
      const created = await company.write('POST', OFFERS, offer(`XSS ${payload.name}`, html));
      expect(created.status, payload.name).toBe(201);
      const id: string = created.body.data.id;
      const stored = (await company.get(`${OFFERS}/${id}`)).body.data.attributes.field_description.value as string;
      for (const problem of unsafeInRichText(stored)) leaks.push(`${payload.name} (create): ${problem}`);
      // The same payload appended by an update.
      const patched = await company.write('PATCH', `${OFFERS}/${id}`, {
        data: { type: 'node--offre_emploi', id, attributes: { field_description: { value: `${stored}${payload.html}`, format: 'basic_html' } } },
      });
      expect(patched.status, payload.name).toBe(200);
      for (const problem of unsafeInRichText(patched.body.data.attributes.field_description.value)) leaks.push(`${payload.name} (update): ${problem}`);
    }
    expect(leaks).toEqual([]);
  }, 120_000);

  it('shows a description sent in the plain_text format escaped in `processed`, as Drupal does, never as markup', async () => {
    const value = '<p>Texte</p><img src=x onerror=alert(1)><script>alert(2)</script>\n\nSecond paragraphe\nligne';
    const body = offer('Offre en texte brut', '');
    body.data.attributes.field_description = { value, format: 'plain_text' };
    const created = await company.write('POST', OFFERS, body);
    expect(created.status).toBe(201);
    const description = (await new Client(server.url).get(`${OFFERS}/${created.body.data.id}`)).body.data.attributes.field_description;
    expect(description.format).toBe('plain_text');
    expect(description.value).toBe(value);
    expect(description.processed).toBe(
      '<p>&lt;p&gt;Texte&lt;/p&gt;&lt;img src=x onerror=alert(1)&gt;&lt;script&gt;alert(2)&lt;/script&gt;</p>\n<p>Second paragraphe<br>\nligne</p>\n',
    );
    expect(unsafeInRichText(description.processed)).toEqual([]);
  });

  it('keeps plain-text fields as text (the site escapes them), without control characters', async () => {
    for (const text of TEXT_PAYLOADS) {
      const created = await company.write('POST', OFFERS, offer(text, '<p>Texte</p>', `${text}\u0000\u0007`));
      expect(created.status, text).toBe(201);
      const { attributes } = (await company.get(`${OFFERS}/${created.body.data.id}`)).body.data;
      expect(attributes.title).toBe(text);
      expect(attributes.field_ville).toBe(text);
      expect(attributes.field_entreprise).toBe(text);
      // The alias is built from the title's words only.
      expect(attributes.path.alias).toMatch(/^\/offres-emploi\/[a-z0-9-]+$/);
    }
  });

  it('keeps profile fields as text and refuses a payload as a phone number', async () => {
    const user = new Client(server.url);
    await user.login('maison-gueguen-traiteur', 'demo-entreprise');
    const [me] = (await user.get('/api/users?_format=json')).body as { uuid: string }[];
    const url = `/jsonapi/user/user/${me!.uuid}`;
    for (const text of TEXT_PAYLOADS) {
      const answer = await user.write('PATCH', url, {
        data: { type: 'user--user', id: me!.uuid, attributes: { field_prenom: text, field_nom: text, field_organisation: text } },
      });
      expect(answer.status, text).toBe(200);
      expect(answer.body.data.attributes).toMatchObject({ field_prenom: text, field_nom: text, field_organisation: text });
    }
    const phone = await user.write('PATCH', url, {
      data: { type: 'user--user', id: me!.uuid, attributes: { field_telephone: '<img src=x onerror=alert(1)>' } },
    });
    expect(phone.status).toBe(422);
  });

  it('stores contact messages as plain text', async () => {
    const anonymous = new Client(server.url);
    for (const text of TEXT_PAYLOADS) {
      const answer = await anonymous.request('POST', '/webform_rest/submit', {
        body: { webform_id: 'contact', name: text, email: 'camille@example.fr', subject: text, message: `${text}\u0000`, consent: true },
        headers: { 'Content-Type': 'application/json' },
      });
      expect(answer.status, text).toBe(200);
    }
    const rows = await server.database.db.select().from(webformSubmission);
    const messages = rows.map((row) => (row.data as Record<string, unknown>)['message']);
    for (const text of TEXT_PAYLOADS) expect(messages).toContain(text);
  });
});
