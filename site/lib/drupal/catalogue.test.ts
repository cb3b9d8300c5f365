import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_PER_PAGE,
  type CatalogueOptions,
  catalogueHref,
  catalogueQuery,
  groupBySector,
  type MetierTeaser,
  NO_FILTERS,
  parseCatalogueQuery,
} from './catalogue';
import { toParams } from './query';

const levels = [
  { id: 'uuid-cap', tid: 11, name: 'CAP', slug: 'cap', weight: 0 },
  { id: 'uuid-bac', tid: 13, name: 'Bac pro', slug: 'bac-pro', weight: 2 },
];
const sectors = [{ id: 'uuid-boul', tid: 1, name: 'Boulangerie-pâtisserie', slug: 'boulangerie-patisserie', weight: 0 }];
const campuses = [{ id: 'uuid-rennes', tid: 30, name: 'Campus de Rennes', slug: 'campus-de-rennes', weight: 0 }];
const options: CatalogueOptions = { levels, sectors, campuses };

describe('parseCatalogueQuery', () => {
  it('reads no filter and page 1 from an empty query, and ignores parameters that are not the catalogue’s', () => {
    expect(parseCatalogueQuery({}, options)).toEqual({ kind: 'list', filters: NO_FILTERS, page: 1 });
    expect(parseCatalogueQuery({ utm_source: 'x', niveau: '' }, options)).toEqual({ kind: 'list', filters: NO_FILTERS, page: 1 });
  });

  it('reads every filter by its slug, combined, with the page', () => {
    expect(
      parseCatalogueQuery({ niveau: 'bac-pro', secteur: 'boulangerie-patisserie', campus: 'campus-de-rennes', apprentissage: 'oui', page: '2' }, options),
    ).toEqual({ kind: 'list', filters: { level: levels[1], sector: sectors[0], campus: campuses[0], apprenticeship: true }, page: 2 });
  });

  it('redirects another spelling of a known term to its slug, keeping the other filters and the page', () => {
    for (const niveau of ['Bac-Pro', 'BAC PRO', '13', 'uuid-bac', ' bac-pro ']) {
      expect(parseCatalogueQuery({ niveau, campus: 'campus-de-rennes', page: '2' }, options), niveau).toEqual({
        kind: 'redirect',
        location: '/formations?niveau=bac-pro&campus=campus-de-rennes&page=2',
      });
    }
    expect(parseCatalogueQuery({ secteur: 'Boulangerie-pâtisserie' }, options)).toEqual({ kind: 'redirect', location: '/formations?secteur=boulangerie-patisserie' });
    expect(parseCatalogueQuery({ niveau: ['cap', 'cap'] }, options)).toEqual({ kind: 'redirect', location: '/formations?niveau=cap' });
    expect(parseCatalogueQuery({ apprentissage: 'OUI' }, options)).toEqual({ kind: 'redirect', location: '/formations?apprentissage=oui' });
    expect(parseCatalogueQuery({ apprentissage: '1' }, options)).toEqual({ kind: 'redirect', location: '/formations?apprentissage=oui' });
  });

  it('says an unknown value or a malformed page names nothing', () => {
    for (const query of [{ niveau: 'doctorat' }, { secteur: 'informatique' }, { campus: 'paris' }, { apprentissage: 'peut-etre' }, { page: '0' }, { page: 'deux' }]) {
      expect(parseCatalogueQuery(query, options), JSON.stringify(query)).toEqual({ kind: 'invalid' });
    }
  });

  it('ignores a filter whose vocabulary could not be read rather than answering 404', () => {
    expect(parseCatalogueQuery({ niveau: 'cap' }, { ...options, levels: [] })).toEqual({ kind: 'list', filters: NO_FILTERS, page: 1 });
  });
});

describe('catalogueHref', () => {
  it('writes the filters in a fixed order, by slug, and the page only above 1', () => {
    expect(catalogueHref(NO_FILTERS)).toBe('/formations');
    expect(catalogueHref(NO_FILTERS, 1)).toBe('/formations');
    expect(catalogueHref({ level: levels[0] ?? null, sector: null, campus: campuses[0] ?? null, apprenticeship: true }, 3)).toBe(
      '/formations?niveau=cap&campus=campus-de-rennes&apprentissage=oui&page=3',
    );
  });
});

describe('catalogueQuery', () => {
  it('filters published courses on the terms’ uuids and the apprenticeship contract, one page at a time', () => {
    const params = toParams(catalogueQuery({ level: levels[0] ?? null, sector: sectors[0] ?? null, campus: campuses[0] ?? null, apprenticeship: true }, 3));
    expect(params).toMatchObject({
      'filter[status]': '1',
      'filter[field_niveau.id]': 'uuid-cap',
      'filter[field_secteur.id]': 'uuid-boul',
      'filter[field_campus.id]': 'uuid-rennes',
      'filter[field_modalites_acces][condition][path]': 'field_modalites_acces',
      'filter[field_modalites_acces][condition][value]': 'apprentissage',
      'filter[field_modalites_acces][condition][operator]': 'CONTAINS',
      sort: 'field_niveau.weight,title,drupal_internal__nid',
      'page[offset]': String(2 * CATALOGUE_PER_PAGE),
      'page[limit]': String(CATALOGUE_PER_PAGE),
    });
  });

  it('has no term filter without filters', () => {
    const params = toParams(catalogueQuery(NO_FILTERS, 1));
    expect(Object.keys(params).filter((key) => key.startsWith('filter['))).toEqual(['filter[status]']);
    expect(params['page[offset]']).toBe('0');
  });
});

describe('groupBySector', () => {
  const metier = (id: string, sector: MetierTeaser['sector']): MetierTeaser => ({ id, title: id, path: `/metier/${id}`, summary: '', sector, image: null });
  it('groups the trades by sector in the editors’ order, those without a sector last', () => {
    const cuisine = { id: 's2', name: 'Cuisine', weight: 1 };
    const boulangerie = { id: 's1', name: 'Boulangerie', weight: 0 };
    const groups = groupBySector([metier('a', cuisine), metier('b', null), metier('c', boulangerie), metier('d', cuisine)]);
    expect(groups.map(({ sector, metiers }) => [sector?.name ?? null, metiers.map(({ id }) => id)])).toEqual([
      ['Boulangerie', ['c']],
      ['Cuisine', ['a', 'd']],
      [null, ['b']],
    ]);
  });
});
