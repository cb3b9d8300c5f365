import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, databases, startTestServer, type Answer, type TestServer } from './support.js';

/**
 * Filters and sorts never tell a visitor more than the documents it may read (issue 18, points 1
 * and 2): a field the visitor may not view cannot be filtered or sorted on, at any step of a path
 * (403, as Drupal's `FieldResolver`), and a path through a relationship only reaches entities the
 * visitor may view (as Drupal's `TemporaryQueryGuard`), so a right guess and a wrong one get the
 * same answer.
 */

const OFFERS = '/jsonapi/node/offre_emploi';
const USERS = '/jsonapi/user/user';
const METIERS = '/jsonapi/node/metier';

/** `hotel-des-voyageurs`'s phone number (demo content) starts with RIGHT, no account's with WRONG. */
const RIGHT = '02 99 4';
const WRONG = '02 99 5';
const SECRET = 'XQZ-7731';
const WITNESS = 'Métier témoin des brouillons';

function condition(path: string, operator: string, value?: string, name = 'x'): string {
  const prefix = `filter[${name}][condition]`;
  const parts = [`${prefix}[path]=${encodeURIComponent(path)}`, `${prefix}[operator]=${encodeURIComponent(operator)}`];
  if (value !== undefined) parts.push(`${prefix}[value]=${encodeURIComponent(value)}`);
  return parts.join('&');
}

function notAuthorized(field: string, path: string): string {
  return `The current user is not authorized to filter by the \`${field}\` field, given in the path \`${path}\`.`;
}

/** The error document without `links.via` (the request's own URL). */
function withoutVia(answer: Answer): unknown {
  return {
    status: answer.status,
    errors: (answer.body?.errors ?? []).map(({ links, ...rest }: { links?: Record<string, unknown> }) => {
      const { via: _via, ...others } = links ?? {};
      return { ...rest, links: others };
    }),
  };
}

function expectForbidden(answer: Answer, field: string, path: string): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(403);
  expect(answer.type).toBe('application/vnd.api+json');
  expect(answer.body.errors).toHaveLength(1);
  expect(answer.body.errors[0].status).toBe('403');
  expect(answer.body.errors[0].title).toBe('Forbidden');
  expect(answer.body.errors[0].detail).toBe(notAuthorized(field, path));
}

function ids(answer: Answer): string[] {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.map((item: { id: string }) => item.id);
}

describe.each(databases)('filter and sort access on %s', (database) => {
  let server: TestServer;
  let anonymous: Client;
  let company: Client;
  let other: Client;
  let editor: Client;
  let companyUuid: string;
  let draftFormation: { id: string; nid: number };
  let draftSector: string;
  let witness: string;

  beforeAll(async () => {
    server = await startTestServer(database);
    anonymous = new Client(server.url);
    company = new Client(server.url);
    other = new Client(server.url);
    editor = new Client(server.url);
    expect((await company.login('boulangerie-martin', 'demo-entreprise')).status).toBe(200);
    expect((await other.login('hotel-des-voyageurs', 'demo-entreprise')).status).toBe(200);
    expect((await editor.login('redaction', 'demo-redaction')).status).toBe(200);
    companyUuid = (await company.get('/jsonapi')).body.meta.links.me.meta.id;

    // A published sector and an unpublished one, a draft course and a published trade leading to it.
    const sector = (await anonymous.get('/jsonapi/taxonomy_term/secteur?page[limit]=1')).body.data[0].id;
    const term = await editor.write('POST', '/jsonapi/taxonomy_term/secteur', {
      data: { type: 'taxonomy_term--secteur', attributes: { name: 'Aaaa secteur en préparation', status: false } },
    });
    expect(term.status, JSON.stringify(term.body)).toBe(201);
    draftSector = term.body.data.id;
    const course = await editor.write('POST', '/jsonapi/node/formation', {
      data: {
        type: 'node--formation',
        attributes: {
          title: 'Formation en préparation',
          status: false,
          field_objectifs: { value: `<p>Objectif confidentiel ${SECRET}</p>`, format: 'basic_html' },
        },
        relationships: { field_secteur: { data: { type: 'taxonomy_term--secteur', id: sector } } },
      },
    });
    expect(course.status, JSON.stringify(course.body)).toBe(201);
    draftFormation = { id: course.body.data.id, nid: course.body.data.attributes.drupal_internal__nid };
    const trade = await editor.write('POST', METIERS, {
      data: {
        type: 'node--metier',
        attributes: { title: WITNESS, status: true },
        relationships: {
          field_formations: { data: [{ type: 'node--formation', id: draftFormation.id }] },
          field_secteur: { data: { type: 'taxonomy_term--secteur', id: draftSector } },
        },
      },
    });
    expect(trade.status, JSON.stringify(trade.body)).toBe(201);
    witness = trade.body.data.id;
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
  });

  describe('fields the visitor may not view', () => {
    it('refuses a phone number guess on users with the same 403, right or wrong', async () => {
      const guess = (prefix: string) => anonymous.get(`${USERS}?${condition('field_telephone', 'STARTS_WITH', prefix)}`);
      const [right, wrong] = await Promise.all([guess(RIGHT), guess(WRONG)]);
      expectForbidden(right, 'field_telephone', 'field_telephone');
      expect(withoutVia(right)).toEqual(withoutVia(wrong));
      expectForbidden(await anonymous.get(`${USERS}?filter[field_telephone]=${encodeURIComponent('02 99 40 18 27')}`), 'field_telephone', 'field_telephone');
      expectForbidden(await anonymous.get(`${USERS}?sort=field_telephone`), 'field_telephone', 'field_telephone');
      expectForbidden(await anonymous.get(`${USERS}?sort=-field_nom`), 'field_nom', 'field_nom');
    });

    it('refuses a phone number guess through the offers’ author, in filters and sorts', async () => {
      const guess = (prefix: string) => anonymous.get(`${OFFERS}?${condition('uid.field_telephone', 'STARTS_WITH', prefix)}`);
      const [right, wrong] = await Promise.all([guess(RIGHT), guess(WRONG)]);
      expectForbidden(right, 'field_telephone', 'uid.entity:user.field_telephone');
      expect(withoutVia(right)).toEqual(withoutVia(wrong));
      expectForbidden(await anonymous.get(`${OFFERS}?${condition('uid.entity.field_telephone', '=', '02 99 40 18 27')}`), 'field_telephone', 'uid.entity.field_telephone');
      expectForbidden(await anonymous.get(`${OFFERS}?sort=uid.field_telephone`), 'field_telephone', 'uid.entity:user.field_telephone');
      expectForbidden(await anonymous.get(`${OFFERS}?sort[a][path]=uid.field_telephone&sort[a][direction]=DESC`), 'field_telephone', 'uid.entity:user.field_telephone');
      // A 403 in a filter group, next to an allowed condition, still refuses the whole request.
      const grouped = await anonymous.get(
        `${OFFERS}?filter[g][group][conjunction]=OR&${condition('title', 'CONTAINS', 'a', 'a')}&filter[a][condition][memberOf]=g&${condition('uid.field_telephone', 'STARTS_WITH', RIGHT, 'b')}&filter[b][condition][memberOf]=g`,
      );
      expectForbidden(grouped, 'field_telephone', 'uid.entity:user.field_telephone');
    });

    it('refuses every user field but the label to visitors without access to profiles, and names the internal field', async () => {
      expectForbidden(await anonymous.get(`${USERS}?filter[name]=hotel-des-voyageurs`), 'name', 'name');
      expectForbidden(await anonymous.get(`${USERS}?filter[drupal_internal__uid]=3`), 'uid', 'uid');
      expectForbidden(await anonymous.get(`${USERS}?filter[field_organisation]=Boulangerie%20Martin`), 'field_organisation', 'field_organisation');
      expectForbidden(await anonymous.get(`${OFFERS}?filter[uid.name]=boulangerie-martin`), 'name', 'uid.entity:user.name');
      expectForbidden(await anonymous.get(`${OFFERS}?sort=uid.name`), 'name', 'uid.entity:user.name');
      expectForbidden(await anonymous.get(`${OFFERS}?filter[uid.mail]=contact%40boulangerie-martin.example`), 'mail', 'uid.entity:user.mail');
      expectForbidden(await anonymous.get(`${OFFERS}?filter[revision_uid.created][value]=0&filter[revision_uid.created][operator]=%3E`), 'created', 'revision_uid.entity:user.created');
      // Companies see their own profile only, so they may not filter on profiles either.
      for (const client of [company, other]) {
        expectForbidden(await client.get(`${USERS}?${condition('field_telephone', 'STARTS_WITH', RIGHT)}`), 'field_telephone', 'field_telephone');
        expectForbidden(await client.get(`${USERS}?filter[mail]=contact%40boulangerie-martin.example`), 'mail', 'mail');
        expectForbidden(await client.get(`${OFFERS}?${condition('uid.field_telephone', 'STARTS_WITH', RIGHT)}`), 'field_telephone', 'uid.entity:user.field_telephone');
      }
    });

    it('lets editors filter and sort on profiles, but not on what only administrators see', async () => {
      const guess = (prefix: string) => editor.get(`${USERS}?${condition('field_telephone', 'STARTS_WITH', prefix)}`);
      const right = await guess(RIGHT);
      expect(right.status).toBe(200);
      expect(right.body.data.map((user: any) => user.attributes.name)).toEqual(['hotel-des-voyageurs']);
      expect(ids(await guess(WRONG))).toEqual([]);
      const theirs = await editor.get(`${OFFERS}?${condition('uid.field_telephone', 'STARTS_WITH', '02 99 30')}&page[limit]=50&fields[node--offre_emploi]=status`);
      expect(theirs.status).toBe(200);
      expect(theirs.body.data.length).toBe(12);
      expect(theirs.body.data.some((offer: any) => offer.attributes.status === false)).toBe(true);
      expect((await editor.get(`${OFFERS}?sort=uid.name,drupal_internal__nid`)).status).toBe(200);
      expectForbidden(await editor.get(`${USERS}?filter[mail]=contact%40boulangerie-martin.example`), 'mail', 'mail');
      expectForbidden(await editor.get(`${USERS}?filter[status]=0`), 'status', 'status');
      expectForbidden(await editor.get(`${OFFERS}?filter[uid.status]=1`), 'status', 'uid.entity:user.status');
    });

    it('refuses the revision log to all but editors', async () => {
      for (const client of [anonymous, company]) {
        expectForbidden(await client.get(`/jsonapi/node/article?${condition('revision_log', 'IS NOT NULL')}`), 'revision_log', 'revision_log');
        expectForbidden(await client.get(`${OFFERS}?sort=revision_log`), 'revision_log', 'revision_log');
      }
      // Editors pass the access check; the cms does not store revision logs, so it cannot filter on them.
      const logged = await editor.get(`/jsonapi/node/article?${condition('revision_log', 'IS NOT NULL')}`);
      expect(logged.status).toBe(400);
      expect(logged.body.errors[0].detail).toBe('Filtering and sorting on the computed field `revision_log` is not supported.');
    });
  });

  describe('paths through relationships', () => {
    it('never matches a draft course through a published trade, whatever is guessed', async () => {
      const probe = (client: Client, path: string, operator: string, value?: string) =>
        client.get(`${METIERS}?${condition(path, operator, value)}&fields[node--metier]=title`);
      const cases: [string, string, string | undefined][] = [
        ['field_formations.field_objectifs.value', 'CONTAINS', SECRET],
        ['field_formations.field_objectifs', 'CONTAINS', SECRET],
        ['field_formations.title', '=', 'Formation en préparation'],
        ['field_formations.status', '=', '0'],
        ['field_formations.id', '=', draftFormation.id],
        ['field_formations.entity.drupal_internal__nid', '=', String(draftFormation.nid)],
      ];
      for (const [path, operator, value] of cases) {
        expect(ids(await probe(anonymous, path, operator, value)), path).toEqual([]);
        expect(ids(await probe(company, path, operator, value)), path).toEqual([]);
        expect(ids(await probe(editor, path, operator, value)), path).toContain(witness);
      }
      // A wrong guess answers exactly as the right one.
      const right = await probe(anonymous, 'field_formations.field_objectifs.value', 'CONTAINS', SECRET);
      const wrong = await probe(anonymous, 'field_formations.field_objectifs.value', 'CONTAINS', 'XQZ-0000');
      expect(right.body.data).toEqual(wrong.body.data);
      expect(right.body.meta).toEqual(wrong.body.meta);
    });

    it('treats a draft behind a relationship as absent for IS NULL and IS NOT NULL', async () => {
      const probe = (client: Client, operator: string) =>
        client.get(`${METIERS}?filter[title]=${encodeURIComponent(WITNESS)}&${condition('field_formations.field_objectifs', operator)}`);
      expect(ids(await probe(anonymous, 'IS NOT NULL'))).toEqual([]);
      expect(ids(await probe(anonymous, 'IS NULL'))).toEqual([witness]);
      expect(ids(await probe(editor, 'IS NOT NULL'))).toEqual([witness]);
      expect(ids(await probe(editor, 'IS NULL'))).toEqual([]);
    });

    it('checks access at every step of a longer path', async () => {
      const sector = (await editor.get(`/jsonapi/node/formation/${draftFormation.id}`)).body.data.relationships.field_secteur.data.id;
      const path = `${METIERS}?filter[title]=${encodeURIComponent(WITNESS)}&filter[field_formations.field_secteur.id]=${sector}`;
      expect(ids(await anonymous.get(path))).toEqual([]);
      expect(ids(await editor.get(path))).toEqual([witness]);
      expectForbidden(
        await anonymous.get(`/jsonapi/node/formation?filter[field_metiers.uid.field_telephone]=x`),
        'field_telephone',
        'field_metiers.entity:node.uid.entity:user.field_telephone',
      );
    });

    it('never matches an unpublished term', async () => {
      const byName = `${METIERS}?filter[field_secteur.name]=${encodeURIComponent('Aaaa secteur en préparation')}`;
      expect(ids(await anonymous.get(byName))).toEqual([]);
      expect(ids(await editor.get(byName))).toEqual([witness]);
    });

    it('sorts as if the name of an unpublished term were unknown', async () => {
      const sorted = (client: Client) => client.get(`${METIERS}?sort=field_secteur.name,drupal_internal__nid&fields[node--metier]=title`);
      const before = ids(await sorted(anonymous));
      const editorBefore = ids(await sorted(editor));
      const renamed = await editor.write('PATCH', `/jsonapi/taxonomy_term/secteur/${draftSector}`, {
        data: { type: 'taxonomy_term--secteur', id: draftSector, attributes: { name: 'Zzzz secteur en préparation' } },
      });
      expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
      expect(ids(await sorted(anonymous))).toEqual(before);
      // The editor sees the term, so the order moves: the test could tell the difference.
      expect(ids(await sorted(editor))).not.toEqual(editorBefore);
      expect(before.at(-1)).toBe(witness);
    });

    it('keeps the linkage filters Drupal resolves without crossing the relationship', async () => {
      // The reference's own target id is printed in the trade's linkage, which the visitor reads.
      const trade = await anonymous.get(`${METIERS}/${witness}`);
      expect(trade.body.data.relationships.field_formations.data[0].meta.drupal_internal__target_id).toBe(draftFormation.nid);
      const linkage = await anonymous.get(`${METIERS}?filter[field_formations.meta.drupal_internal__target_id]=${draftFormation.nid}`);
      expect(ids(linkage)).toEqual([witness]);
    });
  });

  describe('the site’s own queries', () => {
    it('still answers the public queries of the site', async () => {
      const contract = (await anonymous.get('/jsonapi/taxonomy_term/type_contrat?filter[status]=1&sort=weight,name&page[limit]=50')).body.data[0].id;
      const sector = (await anonymous.get('/jsonapi/taxonomy_term/secteur?filter[status]=1&sort=weight,name&page[limit]=50')).body.data[0].id;
      const queries = [
        `${OFFERS}?filter[status]=1&filter[field_date_expiration][value]=2000-01-01&filter[field_date_expiration][operator]=%3E%3D&filter[field_type_contrat.id]=${contract}&sort=-created,-drupal_internal__nid&include=field_type_contrat,field_secteur`,
        `${OFFERS}?filter[field_secteur.id]=${sector}&filter[texte][group][conjunction]=OR&${condition('title', 'CONTAINS', 'a', 't')}&filter[t][condition][memberOf]=texte&${condition('field_description', 'CONTAINS', 'a', 'd')}&filter[d][condition][memberOf]=texte&${condition('field_code_postal', 'STARTS_WITH', '35', 'lieu')}`,
        `/jsonapi/node/formation?filter[field_secteur.id]=${sector}&sort=field_niveau.weight,title&include=field_niveau,field_campus,field_image`,
        `/jsonapi/node/evenement?filter[status]=1&filter[field_date_debut][value]=2000-01-01T00:00:00Z&filter[field_date_debut][operator]=%3E%3D&sort=field_date_debut,drupal_internal__nid`,
        `${METIERS}?filter[field_secteur.id]=${sector}&sort=title`,
      ];
      for (const query of queries) {
        const answer = await anonymous.get(query);
        expect(answer.status, `${query} → ${JSON.stringify(answer.body).slice(0, 300)}`).toBe(200);
      }
      const withSector = await anonymous.get(`/jsonapi/node/formation?filter[field_secteur.id]=${sector}`);
      expect(withSector.body.data.length).toBeGreaterThan(0);
    });

    it('lists a company’s own offers, drafts included, by its uuid; a filter reaches no one else’s account but an editor’s', async () => {
      const mine = `${OFFERS}?filter[uid.id]=${companyUuid}&sort=-changed,-drupal_internal__nid&include=field_type_contrat&page[limit]=50`;
      const own = await company.get(mine);
      expect(own.status).toBe(200);
      expect(own.body.data).toHaveLength(12);
      expect(own.body.data.some((offer: any) => offer.attributes.status === false)).toBe(true);
      const byId = await company.get(`${OFFERS}?filter[uid.meta.drupal_internal__target_id]=${own.body.data[0].relationships.uid.data.meta.drupal_internal__target_id}&page[limit]=50`);
      expect(ids(byId).sort()).toEqual(ids(own).sort());
      // As Drupal's TemporaryQueryGuard (jsonapi_jsonapi_user_filter_access): without `access user
      // profiles`, a filter through `uid` reaches only the account itself, never another one, though
      // the offers themselves are public and their linkage names the author.
      for (const client of [anonymous, other]) {
        const theirs = await client.get(mine);
        expect(theirs.status).toBe(200);
        expect(theirs.body.data).toEqual([]);
        const byNid = await client.get(`${OFFERS}?filter[uid.meta.drupal_internal__target_id]=${own.body.data[0].relationships.uid.data.meta.drupal_internal__target_id}&filter[status]=1`);
        expect(ids(byNid).length).toBeGreaterThan(0);
      }
      // An editor (`access user profiles`) reaches every active account: the published and draft offers.
      expect(ids(await editor.get(mine)).sort()).toEqual(ids(own).sort());
    });

    it('never reaches the anonymous user through a filter of the user collection', async () => {
      expect(ids(await editor.get(`${USERS}?filter[name]=boulangerie-martin`))).toEqual([companyUuid]);
      // Never the anonymous user, whose label every visitor still reads in the unfiltered list.
      const listed = await anonymous.get(USERS);
      expect(listed.body.data.some((user: any) => user.attributes.display_name === 'Anonyme')).toBe(true);
      expect(ids(await editor.get(`${USERS}?filter[drupal_internal__uid]=0`))).toEqual([]);
    });
  });
});
