import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, databases, startTestServer, type TestServer } from './support.js';

const OFFERS = '/jsonapi/node/offre_emploi';

describe.each(databases)('JSON:API on %s with the demo content', (database) => {
  let server: TestServer;
  let anonymous: Client;

  beforeAll(async () => {
    server = await startTestServer(database);
    anonymous = new Client(server.url);
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
  });

  describe('reading', () => {
    it('serves a Drupal-shaped index of every resource type, links sorted by key', async () => {
      const { status, type, body } = await anonymous.get('/jsonapi');
      expect(status).toBe(200);
      expect(type).toBe('application/vnd.api+json');
      expect(body.jsonapi.version).toBe('1.0');
      for (const name of ['node--article', 'node--offre_emploi', 'node--formation', 'taxonomy_term--secteur', 'user--user', 'file--file']) {
        expect(body.links[name].href).toMatch(new RegExp(`/jsonapi/${name.replace('--', '/')}$`));
      }
      expect(Object.keys(body.links)).toEqual([...Object.keys(body.links)].sort());
      expect(body.meta).toBeUndefined();
    });

    it('lists published articles only, newest first, with count and pager links', async () => {
      const first = await anonymous.get('/jsonapi/node/article?sort=-created&page[limit]=10');
      expect(first.status).toBe(200);
      expect(first.body.data).toHaveLength(10);
      expect(first.body.meta.count).toBeGreaterThanOrEqual(30);
      expect(first.body.data.every((item: any) => item.attributes.status === true)).toBe(true);
      const created = first.body.data.map((item: any) => item.attributes.created);
      expect(created).toEqual([...created].sort().reverse());
      expect(first.body.links.next.href).toContain('page%5Boffset%5D=10');
      expect(first.body.links.prev).toBeUndefined();
      expect(first.body.links.last.href).toContain(`page%5Boffset%5D=${Math.floor((first.body.meta.count - 1) / 10) * 10}`);
      const second = await anonymous.get('/jsonapi/node/article?sort=-created&page[limit]=10&page[offset]=10');
      expect(second.body.data[0].id).not.toBe(first.body.data[0].id);
      expect(second.body.links.prev.href).toContain('page%5Boffset%5D=0');
      expect(second.body.links.first).toBeDefined();
    });

    it('cuts page[limit] above 50 to 50, as Drupal does', async () => {
      const { body } = await anonymous.get(`${OFFERS}?page[limit]=500`);
      expect(body.data.length).toBeLessThanOrEqual(50);
    });

    it('filters with the short form, the long form, groups and relationship paths', async () => {
      const all = await anonymous.get(`${OFFERS}?page[limit]=50&include=field_type_contrat`);
      const city: string = all.body.data[0].attributes.field_ville;
      const short = await anonymous.get(`${OFFERS}?filter[field_ville]=${encodeURIComponent(city)}`);
      expect(short.status).toBe(200);
      expect(short.body.data.length).toBeGreaterThan(0);
      expect(short.body.data.every((item: any) => item.attributes.field_ville === city)).toBe(true);

      const word = 'cuisine';
      const contains = await anonymous.get(
        `${OFFERS}?filter[t][condition][path]=title&filter[t][condition][operator]=CONTAINS&filter[t][condition][value]=${word}`,
      );
      expect(contains.body.data.every((item: any) => item.attributes.title.toLowerCase().includes(word))).toBe(true);

      const byContract = await anonymous.get(`${OFFERS}?filter[field_type_contrat.name]=Apprentissage&include=field_type_contrat`);
      expect(byContract.status).toBe(200);
      expect(byContract.body.data.length).toBeGreaterThan(0);
      const apprenticeship = byContract.body.included.find((item: any) => item.attributes.name === 'Apprentissage');
      expect(byContract.body.data.every((item: any) => item.relationships.field_type_contrat.data.id === apprenticeship.id)).toBe(true);

      const either = await anonymous.get(
        `${OFFERS}?filter[or][group][conjunction]=OR` +
          `&filter[a][condition][path]=field_type_contrat.name&filter[a][condition][value]=CDI&filter[a][condition][memberOf]=or` +
          `&filter[b][condition][path]=field_type_contrat.name&filter[b][condition][value]=CDD&filter[b][condition][memberOf]=or`,
      );
      const cdi = await anonymous.get(`${OFFERS}?filter[field_type_contrat.name]=CDI`);
      const cdd = await anonymous.get(`${OFFERS}?filter[field_type_contrat.name]=CDD`);
      expect(either.body.meta.count).toBe(cdi.body.meta.count + cdd.body.meta.count);

      const today = new Date().toISOString().slice(0, 10);
      const unexpired = await anonymous.get(
        `${OFFERS}?filter[x][condition][path]=field_date_expiration&filter[x][condition][operator]=%3E%3D&filter[x][condition][value]=${today}&page[limit]=50`,
      );
      expect(unexpired.body.data.every((item: any) => item.attributes.field_date_expiration >= today)).toBe(true);
      expect(unexpired.body.meta.count).toBeLessThan(all.body.meta.count);

      const byId = await anonymous.get(`${OFFERS}?filter[field_type_contrat.id]=${apprenticeship.id}`);
      expect(byId.body.meta.count).toBe(byContract.body.meta.count);

      const inList = await anonymous.get(`${OFFERS}?filter[c][condition][path]=field_type_contrat.name&filter[c][condition][operator]=IN&filter[c][condition][value][]=CDI&filter[c][condition][value][]=CDD`);
      expect(inList.body.meta.count).toBe(either.body.meta.count);
    });

    it('includes related resources once, nested, and honours sparse fieldsets', async () => {
      const { body } = await anonymous.get(
        `/jsonapi/node/metier?include=field_formations.field_niveau,uid&fields[node--metier]=title,field_formations&fields[node--formation]=title,field_niveau`,
      );
      expect(body.data.length).toBeGreaterThan(0);
      for (const item of body.data) {
        expect(Object.keys(item.attributes)).toEqual(['title']);
        expect(Object.keys(item.relationships)).toEqual(['field_formations']);
      }
      const types = new Set(body.included.map((item: any) => item.type));
      expect(types.has('node--formation')).toBe(true);
      expect(types.has('taxonomy_term--niveau')).toBe(true);
      const ids = body.included.map((item: any) => `${item.type}:${item.id}`);
      expect(new Set(ids).size).toBe(ids.length);
      const course = body.included.find((item: any) => item.type === 'node--formation');
      expect(Object.keys(course.attributes)).toEqual(['title']);
    });

    it('serves an individual resource with its version, and its related routes', async () => {
      const list = await anonymous.get('/jsonapi/node/formation?page[limit]=1');
      const course = list.body.data[0];
      const { status, body } = await anonymous.get(`/jsonapi/node/formation/${course.id}`);
      expect(status).toBe(200);
      expect(body.data.links.self.href).toMatch(/resourceVersion=id%3A\d+$/);
      expect(body.data.attributes.field_objectifs.processed).toBeTypeOf('string');
      const related = await anonymous.get(`/jsonapi/node/formation/${course.id}/field_niveau`);
      expect(related.status).toBe(200);
      expect(related.body.data.type).toBe('taxonomy_term--niveau');
      const linkage = await anonymous.get(`/jsonapi/node/formation/${course.id}/relationships/field_metiers`);
      expect(Array.isArray(linkage.body.data)).toBe(true);
      expect(linkage.body.data[0].meta.drupal_internal__target_id).toBeTypeOf('number');
    });

    it('shows users by their label only to anonymous visitors, the anonymous user first', async () => {
      const { body } = await anonymous.get('/jsonapi/user/user');
      expect(body.data[0].attributes).toEqual({ display_name: 'Anonyme' });
      expect(body.data.every((user: any) => user.attributes.mail === undefined)).toBe(true);
    });

    it('resolves path aliases through the Decoupled Router', async () => {
      const list = await anonymous.get('/jsonapi/node/article?page[limit]=1');
      const article = list.body.data[0];
      const found = await anonymous.get(`/router/translate-path?path=${encodeURIComponent(article.attributes.path.alias)}`);
      expect(found.status).toBe(200);
      expect(found.type).toBe('application/json');
      expect(found.body.entity.uuid).toBe(article.id);
      expect(found.body.jsonapi.individual).toBe(`${server.url}/jsonapi/node/article/${article.id}`);
      expect(found.body.jsonapi.resourceName).toBe('node--article');
      const missing = await anonymous.get('/router/translate-path?path=/nulle-part');
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({
        message: 'Unable to resolve path /nulle-part.',
        details: 'None of the available methods were able to find a match for this path.',
      });
    });
  });

  describe('access', () => {
    it('hides drafts from anonymous visitors (403 on the resource, 403 body from the router)', async () => {
      const company = new Client(server.url);
      expect((await company.login('boulangerie-martin', 'demo-entreprise')).status).toBe(200);
      const mine = await company.get(`${OFFERS}?filter[status]=0&page[limit]=50`);
      expect(mine.status).toBe(200);
      const draft = mine.body.data.find((item: any) => item.attributes.status === false);
      expect(draft).toBeDefined();
      const hidden = await anonymous.get(`${OFFERS}/${draft.id}`);
      expect(hidden.status).toBe(403);
      expect(hidden.body.errors[0].source.pointer).toBe('/data');
      const routed = await anonymous.get(`/router/translate-path?path=${encodeURIComponent(draft.attributes.path.alias)}`);
      expect(routed.status).toBe(403);
      expect(routed.body.message).toBe('Access denied for entity.');
      const listed = await anonymous.get(`${OFFERS}?page[limit]=50&filter[status]=0`);
      expect(listed.body.data).toEqual([]);
    });
  });

  describe('writing as a company', () => {
    let company: Client;
    let other: Client;
    let contract: string;

    beforeAll(async () => {
      company = new Client(server.url);
      other = new Client(server.url);
      await company.login('boulangerie-martin', 'demo-entreprise');
      await other.login('hotel-des-voyageurs', 'demo-entreprise');
      const terms = await anonymous.get('/jsonapi/taxonomy_term/type_contrat?filter[name]=Apprentissage');
      contract = terms.body.data[0].id;
    });

    const offer = (title: string, extra: Record<string, unknown> = {}) => ({
      data: {
        type: 'node--offre_emploi',
        attributes: {
          title,
          field_entreprise: 'Boulangerie Martin',
          field_description: {
            value: '<p><strong>Vous aimez</strong> le pain ?</p><ul><li>Façonnage</li></ul><p><a href="javascript:alert(1)">piège</a><script>alert(1)</script><a href="https://example.fr">site</a></p>',
            format: 'basic_html',
          },
          field_ville: 'Rennes',
          field_code_postal: '35000',
          field_date_expiration: '2099-01-31',
          ...extra,
        },
        relationships: { field_type_contrat: { data: { type: 'taxonomy_term--type_contrat', id: contract } } },
      },
    });

    it('creates an offer (201, Location, alias), sanitising its rich text', async () => {
      const answer = await company.write('POST', OFFERS, offer('Apprenti boulanger (H/F)'));
      expect(answer.status).toBe(201);
      expect(answer.headers.get('location')).toBe(answer.body.data.links.self.href);
      const description: string = answer.body.data.attributes.field_description.value;
      expect(description).toContain('<strong>Vous aimez</strong>');
      expect(description).toContain('<li>Façonnage</li>');
      expect(description).toContain('href="https://example.fr"');
      expect(description).not.toMatch(/<script|javascript:/i);
      expect(answer.body.data.attributes.path.alias).toBe('/offres-emploi/apprenti-boulanger-h-f');
      const publicView = await anonymous.get(`${OFFERS}/${answer.body.data.id}`);
      expect(publicView.status).toBe(200);
    });

    it('keeps meta.count exact across writes (cached counts are dropped on every change)', async () => {
      const countOf = async () => (await anonymous.get(`${OFFERS}?page[limit]=5`)).body.meta.count as number;
      const before = await countOf();
      expect(await countOf()).toBe(before);
      const created = await company.write('POST', OFFERS, offer('Commis de boulangerie'));
      expect(await countOf()).toBe(before + 1);
      await company.write('DELETE', `${OFFERS}/${created.body.data.id}`);
      expect(await countOf()).toBe(before);
      const lastPage = await anonymous.get(`${OFFERS}?page[limit]=5&page[offset]=${before - 2}`);
      expect(lastPage.body.meta.count).toBe(before);
      expect(lastPage.body.data).toHaveLength(2);
    });

    it('edits and unpublishes its own offer; another company cannot', async () => {
      const created = await company.write('POST', OFFERS, offer('Vendeuse en boulangerie'));
      const id = created.body.data.id;
      const patch = { data: { type: 'node--offre_emploi', id, attributes: { title: 'Vendeur ou vendeuse en boulangerie', status: false } } };
      const refused = await other.write('PATCH', `${OFFERS}/${id}`, patch);
      expect(refused.status).toBe(403);
      const edited = await company.write('PATCH', `${OFFERS}/${id}`, patch);
      expect(edited.status).toBe(200);
      expect(edited.body.data.attributes.title).toBe('Vendeur ou vendeuse en boulangerie');
      expect((await anonymous.get(`${OFFERS}/${id}`)).status).toBe(403);
      expect((await company.get(`${OFFERS}/${id}`)).status).toBe(200);
      expect((await other.write('DELETE', `${OFFERS}/${id}`)).status).toBe(403);
      expect((await company.write('DELETE', `${OFFERS}/${id}`)).status).toBe(204);
      expect((await company.get(`${OFFERS}/${id}`)).status).toBe(404);
    });

    it('keeps earlier revisions, visible to editors only', async () => {
      const created = await company.write('POST', OFFERS, offer('Tourier en pâtisserie'));
      const id = created.body.data.id;
      const firstVid = created.body.data.attributes.drupal_internal__vid;
      await company.write('PATCH', `${OFFERS}/${id}`, { data: { type: 'node--offre_emploi', id, attributes: { title: 'Tourier (H/F)' } } });
      const editor = new Client(server.url);
      await editor.login('redaction', 'demo-redaction');
      const old = await editor.get(`${OFFERS}/${id}?resourceVersion=id:${firstVid}`);
      expect(old.status).toBe(200);
      expect(old.body.data.attributes.title).toBe('Tourier en pâtisserie');
      expect((await anonymous.get(`${OFFERS}/${id}?resourceVersion=id:${firstVid}`)).status).toBe(403);
      expect((await anonymous.get(`${OFFERS}/${id}?resourceVersion=rel:latest-version`)).body.data.attributes.title).toBe('Tourier (H/F)');
      expect((await anonymous.get(`${OFFERS}/${id}?resourceVersion=nope`)).status).toBe(400);
    });

    it('refuses a write without the CSRF token, and anonymous writes', async () => {
      const noToken = await company.request('POST', OFFERS, { body: offer('Sans jeton') });
      expect(noToken.status).toBe(403);
      expect(noToken.body.errors[0].detail).toBe('X-CSRF-Token request header is missing');
      const wrong = await company.request('POST', OFFERS, { body: offer('Mauvais jeton'), headers: { 'X-CSRF-Token': 'nope' } });
      expect(wrong.body.errors[0].detail).toBe('X-CSRF-Token request header is invalid');
      expect((await anonymous.request('POST', OFFERS, { body: offer('Anonyme') })).status).toBe(403);
      expect((await company.write('POST', '/jsonapi/node/article', { data: { type: 'node--article', attributes: { title: 'Non' } } })).status).toBe(403);
    });

    it('answers 422 with one French error per field, pointing at it', async () => {
      const answer = await company.write('POST', OFFERS, {
        data: { type: 'node--offre_emploi', attributes: { title: '', field_code_postal: '123456', field_contact_email: 'pas-un-email' } },
      });
      expect(answer.status).toBe(422);
      const pointers = answer.body.errors.map((error: any) => error.source.pointer);
      expect(pointers).toEqual(
        expect.arrayContaining([
          '/data/attributes/title',
          '/data/attributes/field_code_postal',
          '/data/attributes/field_contact_email',
          '/data/attributes/field_entreprise',
          '/data/relationships/field_type_contrat',
        ]),
      );
      expect(answer.body.errors.find((error: any) => error.source.pointer === '/data/attributes/title').detail).toBe('title: Ce champ est obligatoire.');
    });

    it('answers bad requests with the contract status, never a 500', async () => {
      const cases: [Promise<any>, number][] = [
        [company.request('POST', OFFERS, { raw: '{nope', headers: { 'Content-Type': 'application/vnd.api+json', 'X-CSRF-Token': company.csrf } }), 400],
        [company.request('POST', OFFERS, { raw: '{}', headers: { 'Content-Type': 'text/xml', 'X-CSRF-Token': company.csrf } }), 415],
        [company.request('POST', OFFERS, { raw: '{}', headers: { 'X-CSRF-Token': company.csrf } }), 415],
        [company.write('POST', OFFERS, { data: { type: 'node--article', attributes: {} } }), 409],
        [company.write('POST', OFFERS, { data: { type: 'node--offre_emploi', attributes: { nope: 1 } } }), 422],
        [company.write('PATCH', `${OFFERS}/00000000-0000-4000-8000-000000000000`, { data: { type: 'node--offre_emploi', id: '00000000-0000-4000-8000-000000000000' } }), 404],
        [anonymous.get(`${OFFERS}?page[limit]=0`), 400],
        [anonymous.get(`${OFFERS}?page[offset]=-1`), 400],
        [anonymous.get(`${OFFERS}?foo=1`), 400],
        [anonymous.get(`${OFFERS}?filter[nope]=1`), 400],
        [anonymous.get(`${OFFERS}?filter[a][condition][path]=title&filter[a][condition][operator]=LIKE&filter[a][condition][value]=x`), 400],
        [anonymous.get(`${OFFERS}?filter[field_date_expiration]=demain`), 400],
        [anonymous.get(`${OFFERS}?sort=nope`), 400],
        [anonymous.get(`${OFFERS}?include=nope`), 400],
        [anonymous.get(`${OFFERS}?filter[uid.mail]=a@b.c`), 403],
        [anonymous.get(`${OFFERS}?_format=json`), 406],
        [anonymous.get(`${OFFERS}/not-a-uuid`), 404],
        [anonymous.get('/jsonapi/node/nope'), 404],
        [anonymous.request('PUT', OFFERS), 405],
      ];
      for (const [pending, status] of cases) {
        const answer = await pending;
        expect(answer.status).toBe(status);
        expect(answer.type).toBe('application/vnd.api+json');
        expect(answer.body.errors[0].status).toBe(String(status));
      }
    });
  });

  describe('relationship routes', () => {
    it('adds, replaces and removes linkage, refusing to-many verbs on to-one fields', async () => {
      const editor = new Client(server.url);
      await editor.login('redaction', 'demo-redaction');
      const article = (await anonymous.get('/jsonapi/node/article?page[limit]=1')).body.data[0];
      const tags = (await anonymous.get('/jsonapi/taxonomy_term/tags?page[limit]=3')).body.data;
      const url = `/jsonapi/node/article/${article.id}/relationships/field_tags`;
      const identifier = (tag: any) => ({ type: 'taxonomy_term--tags', id: tag.id });
      expect((await editor.write('PATCH', url, { data: [identifier(tags[0])] })).status).toBe(204);
      // As Drupal: the linkage holds more than was sent (tags[0]), so the answer is 200 with it.
      const added = await editor.write('POST', url, { data: [identifier(tags[1]), identifier(tags[2])] });
      expect(added.status).toBe(200);
      expect(added.body.data.map((item: any) => item.id)).toEqual([tags[0].id, tags[1].id, tags[2].id]);
      let linkage = (await anonymous.get(url)).body.data.map((item: any) => item.id);
      expect(linkage).toEqual([tags[0].id, tags[1].id, tags[2].id]);
      // Sent everything the linkage ends with: 204, no body.
      expect((await editor.write('POST', url, { data: tags.map(identifier) })).status).toBe(204);
      expect((await editor.write('DELETE', url, { data: [identifier(tags[1])] })).status).toBe(204);
      linkage = (await anonymous.get(url)).body.data.map((item: any) => item.id);
      expect(linkage).toEqual([tags[0].id, tags[2].id]);
      const toOne = `/jsonapi/node/article/${article.id}/relationships/field_image`;
      // As Drupal: the body is read first (a list for a to-one field is an invalid payload), then the verb.
      expect((await editor.write('POST', toOne, { data: { type: 'file--file', id: tags[0].id } })).status).toBe(409);
      expect((await editor.write('POST', toOne, { data: [] })).status).toBe(400);
      expect((await editor.write('PATCH', url, { data: [{ type: 'taxonomy_term--secteur', id: tags[0].id }] })).status).toBe(400);
      const company = new Client(server.url);
      await company.login('boulangerie-martin', 'demo-entreprise');
      expect((await company.write('PATCH', url, { data: [] })).status).toBe(403);
    });
  });

  describe('profiles', () => {
    it('lets a user edit their own profile, asking the current password for e-mail and password', async () => {
      const me = new Client(server.url);
      const login = await me.login('hotel-des-voyageurs', 'demo-entreprise');
      const users = await me.get('/api/users');
      const id: string = users.body[0].uuid;
      expect(login.body.current_user.name).toBe('hotel-des-voyageurs');
      const profile = await me.write('PATCH', `/jsonapi/user/user/${id}`, {
        data: { type: 'user--user', id, attributes: { field_telephone: '02 99 00 11 22', field_prenom: 'Anne' } },
      });
      expect(profile.status).toBe(200);
      expect(profile.body.data.attributes.field_telephone).toBe('02 99 00 11 22');
      const mailWithout = await me.write('PATCH', `/jsonapi/user/user/${id}`, {
        data: { type: 'user--user', id, attributes: { mail: 'accueil@hotel-des-voyageurs.example' } },
      });
      expect(mailWithout.status).toBe(422);
      expect(mailWithout.body.errors[0].source.pointer).toBe('/data/attributes/mail');
      const password = await me.write('PATCH', `/jsonapi/user/user/${id}`, {
        data: { type: 'user--user', id, attributes: { pass: { existing: 'demo-entreprise', value: 'nouveau-secret-2026' } } },
      });
      expect(password.status).toBe(200);
      // As Drupal, the session goes on under a new id and CSRF seed: the token is fetched again.
      me.csrf = String((await me.get('/session/token')).body);
      const again = new Client(server.url);
      expect((await again.login('hotel-des-voyageurs', 'nouveau-secret-2026')).status).toBe(200);
      const mail = await me.write('PATCH', `/jsonapi/user/user/${id}`, {
        data: { type: 'user--user', id, attributes: { mail: 'accueil@hotel-des-voyageurs.example', pass: { existing: 'nouveau-secret-2026' } } },
      });
      expect(mail.status).toBe(200);
      expect(mail.body.data.attributes.mail).toBe('accueil@hotel-des-voyageurs.example');
      const others = await anonymous.get('/jsonapi/user/user?page[limit]=50');
      const editor = others.body.data.find((user: any) => user.id !== id && user.attributes.display_name === 'redaction');
      const refused = await me.write('PATCH', `/jsonapi/user/user/${editor.id}`, {
        data: { type: 'user--user', id: editor.id, attributes: { field_prenom: 'Pirate' } },
      });
      expect(refused.status).toBe(403);
    });
  });

  describe('files', () => {
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082',
      'hex',
    );

    it('lets an editor upload an image, served from /sites/default/files', async () => {
      const editor = new Client(server.url);
      await editor.login('redaction', 'demo-redaction');
      const upload = await editor.request('POST', '/jsonapi/node/article/field_image', {
        raw: png,
        headers: { 'Content-Type': 'application/octet-stream', 'Content-Disposition': 'file; filename="Été à Saint-Malo.png"', 'X-CSRF-Token': editor.csrf },
      });
      expect(upload.status).toBe(201);
      expect(upload.body.data.type).toBe('file--file');
      const url: string = upload.body.data.attributes.uri.url;
      expect(url).toMatch(/^\/sites\/default\/files\/\d{4}-\d{2}\/ete-a-saint-malo\.png$/);
      const served = await fetch(`${server.url}${url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      const fake = await editor.request('POST', '/jsonapi/node/article/field_image', {
        raw: '<?php echo 1;',
        headers: { 'Content-Type': 'application/octet-stream', 'Content-Disposition': 'file; filename="photo.jpg"', 'X-CSRF-Token': editor.csrf },
      });
      expect(fake.status).toBe(415);
      const noName = await editor.request('POST', '/jsonapi/node/article/field_image', {
        raw: png,
        headers: { 'Content-Type': 'application/octet-stream', 'X-CSRF-Token': editor.csrf },
      });
      expect(noName.status).toBe(400);
      expect((await anonymous.get('/sites/default/files/../../etc/passwd')).status).toBe(404);
    });
  });

  describe('contact form', () => {
    it('stores a valid submission and explains invalid ones in French', async () => {
      const ok = await anonymous.request('POST', '/webform_rest/submit', {
        body: { webform_id: 'contact', name: 'Camille', email: 'camille@example.fr', subject: 'Inscription', message: 'Bonjour', consent: true },
        headers: { 'Content-Type': 'application/json' },
      });
      expect(ok.status).toBe(200);
      expect(ok.body.sid).toMatch(/^\d+$/);
      const invalid = await anonymous.request('POST', '/webform_rest/submit', {
        body: { webform_id: 'contact', name: '', email: 'x', subject: 'Sujet', message: 'Bonjour' },
        headers: { 'Content-Type': 'application/json' },
      });
      expect(invalid.status).toBe(400);
      expect(invalid.body.message).toBe('Submitted Data contains validation errors.');
      expect(Object.keys(invalid.body.error).sort()).toEqual(['consent', 'email', 'name']);
      const unknown = await anonymous.request('POST', '/webform_rest/submit', { body: { webform_id: 'nope' }, headers: { 'Content-Type': 'application/json' } });
      expect(unknown.body).toEqual({ error: { message: 'Invalid webform_id value.' } });
    });
  });
});
