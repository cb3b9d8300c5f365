import { describe, expect, it } from 'vitest';
import { ANONYMOUS_401 } from './deliberate.js';
import { Client, as, both, expectSame, getBoth, query, withIds, type Backend, type BackendName } from './support.js';

/**
 * The job board on the school's bundles (recipe): a company posts, edits, unpublishes and deletes
 * its offer; another company and anonymous are refused; reads of the school's other bundles.
 */

const offer = (target: Backend, title: string) => ({
  data: {
    type: 'node--offre_emploi',
    attributes: {
      title,
      status: true,
      field_entreprise: 'Entreprise A',
      field_description: { value: '<p>Nous recrutons un <strong>apprenti</strong>.</p>', format: 'basic_html' },
      field_ville: 'Rennes',
      field_code_postal: '35000',
      field_date_prise_poste: '2025-09-01',
      field_date_expiration: '2025-12-31',
      field_contact_email: 'recrutement@example.com',
    },
    relationships: {
      field_type_contrat: { data: { type: 'taxonomy_term--type_contrat', id: target.ids['term:type_contrat:Apprentissage'] } },
      field_secteur: { data: { type: 'taxonomy_term--secteur', id: target.ids['term:secteur:Boulangerie'] } },
    },
  },
});

describe('a company’s offer', () => {
  const ids: Partial<Record<BackendName, string>> = {};
  const url = (target: Backend) => `/jsonapi/node/offre_emploi/${ids[target.name]}`;

  it('is posted: 201 and the document (alias from the title)', async () => {
    const pair = await both(async (target) => (await as(target, 'entreprise-a')).write('POST', '/jsonapi/node/offre_emploi', offer(target, 'Apprenti boulanger (H/F)')));
    ids.drupal = pair.drupal.body?.data?.id;
    ids.cms = pair.cms.body?.data?.id;
    expectSame(pair);
    expect(pair.drupal.status, JSON.stringify(pair.drupal.body)).toBe(201);
  });

  it('is read back with its terms included, anonymous', async () => {
    expectSame(await getBoth((target) => `${url(target)}${query({ include: 'field_type_contrat,field_secteur' })}`));
  });

  it('is found by a filter on its contract type’s name and sorted by expiry', async () => {
    expectSame(await getBoth(`/jsonapi/node/offre_emploi${query({ 'filter[field_type_contrat.name]': 'Apprentissage', sort: '-field_date_expiration' })}`));
  });

  it('is edited by its company: 200', async () => {
    expectSame(
      await both(async (target) =>
        (await as(target, 'entreprise-a')).write('PATCH', url(target), { data: { type: 'node--offre_emploi', id: ids[target.name], attributes: { field_ville: 'Saint-Malo' } } }),
      ),
    );
  });

  it('another company may not edit it: 403', async () => {
    expectSame(
      await both(async (target) =>
        (await as(target, 'entreprise-b')).write('PATCH', url(target), { data: { type: 'node--offre_emploi', id: ids[target.name], attributes: { field_ville: 'Brest' } } }),
      ),
    );
  });

  it('a company may not set its path alias: 403', async () => {
    expectSame(
      await both(async (target) =>
        (await as(target, 'entreprise-a')).write('PATCH', url(target), { data: { type: 'node--offre_emploi', id: ids[target.name], attributes: { path: { alias: '/ailleurs' } } } }),
      ),
    );
  });

  it('its company changes its sector through the relationship endpoint', async () => {
    expectSame(
      await both(async (target) =>
        (await as(target, 'entreprise-a')).write('PATCH', `${url(target)}/relationships/field_secteur`, {
          data: { type: 'taxonomy_term--secteur', id: target.ids['term:secteur:Hôtellerie'] },
        }),
      ),
    );
  });

  it('is unpublished by its company, then hidden from anonymous', async () => {
    expectSame(
      await both(async (target) =>
        (await as(target, 'entreprise-a')).write('PATCH', url(target), { data: { type: 'node--offre_emploi', id: ids[target.name], attributes: { status: false } } }),
      ),
    );
    expectSame(await getBoth((target) => url(target)), { deliberate: ANONYMOUS_401 });
  });

  it('its company still reads its draft', async () => {
    expectSame(await both(async (target) => (await as(target, 'entreprise-a')).get(url(target))));
  });

  it('another company may not delete it: 403', async () => {
    expectSame(await both(async (target) => (await as(target, 'entreprise-b')).write('DELETE', url(target))));
  });

  it('anonymous may not post one', async () => {
    expectSame(await both((target) => new Client(target.base).request('POST', '/jsonapi/node/offre_emploi', { body: offer(target, 'Anonyme') })), { deliberate: ANONYMOUS_401 });
  });

  it('is deleted by its company: 204, then 404', async () => {
    expectSame(await both(async (target) => (await as(target, 'entreprise-a')).write('DELETE', url(target))));
    expectSame(await both(async (target) => (await as(target, 'admin')).get(url(target))));
  });
});

describe('the school’s other bundles', () => {
  it('an event (datetime, link, text with summary, category)', async () => {
    expectSame(await getBoth(withIds(`/jsonapi/node/evenement/{node:evenement:Portes ouvertes de printemps}${query({ include: 'field_categorie' })}`)));
  });

  it('a course sheet (integer, decimal, date, e-mail, telephone, terms)', async () => {
    expectSame(await getBoth(withIds(`/jsonapi/node/formation/{node:formation:CAP Boulanger}${query({ include: 'field_niveau,field_secteur' })}`)));
  });

  it('events filtered on their start date and sorted', async () => {
    expectSame(
      await getBoth(
        `/jsonapi/node/evenement${query({
          'filter[d][condition][path]': 'field_date_debut',
          'filter[d][condition][operator]': '>=',
          'filter[d][condition][value]': '2025-04-01T00:00:00',
          sort: 'field_date_debut',
        })}`,
      ),
    );
  });

  it('course sheets filtered on a decimal', async () => {
    expectSame(
      await getBoth(
        `/jsonapi/node/formation${query({ 'filter[t][condition][path]': 'field_taux_reussite', 'filter[t][condition][operator]': '>', 'filter[t][condition][value]': '90' })}`,
      ),
    );
  });
});
