import { describe, expect, it } from 'vitest';
import { employmentType, isExpired, jobPosting, type Offer, offerFilterParams, offerListRedirect, offersPageQuery, parseOfferFilters } from './offres';
import { toParams } from './query';

const contracts = [
  { id: 'uuid-cdi', tid: 3, name: 'CDI', slug: 'cdi' },
  { id: 'uuid-pro', tid: 1, name: 'Contrat de professionnalisation', slug: 'contrat-de-professionnalisation' },
];
const sectors = [{ id: 'uuid-boul', tid: 7, name: 'Boulangerie-pâtisserie', slug: 'boulangerie-patisserie' }];
const options = { contracts, sectors };

describe('parseOfferFilters', () => {
  it('reads terms by their slugs (canonical), and trims place and words', () => {
    expect(parseOfferFilters({ contrat: 'contrat-de-professionnalisation', secteur: 'boulangerie-patisserie', lieu: ' 35 ', q: ' levain ' }, options)).toEqual({
      filters: { contract: contracts[1], sector: sectors[0], place: '35', text: 'levain' },
      canonical: true,
    });
  });

  it('knows the terms by number, uuid or name in any case and accents, but says they are not canonical', () => {
    for (const query of [{ contrat: '3' }, { contrat: 'uuid-cdi' }, { contrat: 'cdi' }, { contrat: ' cdi ' }, { contrat: ['cdi', 'cdi'] }]) {
      const parsed = parseOfferFilters(query, options);
      expect(parsed?.filters.contract, JSON.stringify(query)).toEqual(contracts[0]);
      expect(parsed?.canonical, JSON.stringify(query)).toBe(query.contrat === 'cdi');
    }
    for (const secteur of ['7', 'Boulangerie-pâtisserie', 'boulangerie-PÂTISSERIE', 'Boulangerie pâtisserie']) {
      expect(parseOfferFilters({ secteur }, options)).toEqual({ filters: { contract: null, sector: sectors[0], place: null, text: null }, canonical: false });
    }
  });

  it('treats empty parameters (a submitted form) as no filter', () => {
    expect(parseOfferFilters({ contrat: '', secteur: '', lieu: '', q: '' }, options)).toEqual({
      filters: { contract: null, sector: null, place: null, text: null },
      canonical: true,
    });
  });

  it('answers null for a term that does not exist, unless the terms could not be read', () => {
    expect(parseOfferFilters({ contrat: '999' }, options)).toBeNull();
    expect(parseOfferFilters({ secteur: 'inconnu' }, options)).toBeNull();
    expect(parseOfferFilters({ secteur: 'boulangerie' }, options)).toBeNull();
    expect(parseOfferFilters({ contrat: '999' }, { contracts: [], sectors: [] })).toEqual({
      filters: { contract: null, sector: null, place: null, text: null },
      canonical: true,
    });
  });

  it('caps free text at 100 characters and uses the first of repeated parameters', () => {
    expect(parseOfferFilters({ q: 'x'.repeat(300) }, options)?.filters.text).toHaveLength(100);
    expect(parseOfferFilters({ lieu: ['Rennes', 'Brest'] }, options)?.filters.place).toBe('Rennes');
  });
});

describe('offerListRedirect', () => {
  it('puts the slugs in place of the other spellings and keeps every other parameter in its order', () => {
    const redirect = (query: Record<string, string | string[]>) => offerListRedirect(query, parseOfferFilters(query, options)!.filters);
    expect(redirect({ secteur: '7' })).toBe('/offres-emploi?secteur=boulangerie-patisserie');
    expect(redirect({ secteur: 'boulangerie-pâtisserie', page: '2', q: 'levain', lieu: 'Rennes', utm_source: 'x' })).toBe(
      '/offres-emploi?secteur=boulangerie-patisserie&page=2&q=levain&lieu=Rennes&utm_source=x',
    );
    expect(redirect({ contrat: '', secteur: 'uuid-boul', lieu: '35', q: '' })).toBe('/offres-emploi?contrat=&secteur=boulangerie-patisserie&lieu=35&q=');
    expect(redirect({ contrat: ['CDI', 'stage'] })).toBe('/offres-emploi?contrat=cdi');
  });
});

describe('offersPageQuery', () => {
  const none = { contract: null, sector: null, place: null, text: null };

  it('asks for open published offers, newest first, ten from the page offset', () => {
    const params = toParams(offersPageQuery(3, none, '2026-11-22'));
    expect(params).toMatchObject({
      'filter[status]': '1',
      'filter[field_date_expiration][condition][path]': 'field_date_expiration',
      'filter[field_date_expiration][condition][value]': '2026-11-22',
      'filter[field_date_expiration][condition][operator]': '>=',
      sort: '-created,-drupal_internal__nid',
      'page[offset]': '20',
      'page[limit]': '10',
    });
  });

  it('filters a postal-code prefix for digits and a part of the city otherwise', () => {
    expect(toParams(offersPageQuery(1, { ...none, place: '35' }, '2026-11-22'))).toMatchObject({
      'filter[lieu][condition][path]': 'field_code_postal',
      'filter[lieu][condition][operator]': 'STARTS_WITH',
      'filter[lieu][condition][value]': '35',
    });
    expect(toParams(offersPageQuery(1, { ...none, place: 'Saint-Malo' }, '2026-11-22'))).toMatchObject({
      'filter[lieu][condition][path]': 'field_ville',
      'filter[lieu][condition][operator]': 'CONTAINS',
    });
  });

  it('looks for words in the title, the company or the description (an OR group)', () => {
    const params = toParams(offersPageQuery(1, { ...none, text: 'levain' }, '2026-11-22'));
    expect(params['filter[texte][group][conjunction]']).toBe('OR');
    for (const path of ['title', 'field_entreprise', 'field_description']) {
      const name = Object.keys(params).find((key) => key.endsWith('[condition][path]') && params[key] === path)!;
      const prefix = name.replace('[condition][path]', '');
      expect(params[`${prefix}[condition][memberOf]`]).toBe('texte');
      expect(params[`${prefix}[condition][value]`]).toBe('levain');
    }
  });

  it('filters terms by uuid and keeps them, without the page, in the paginator’s parameters', () => {
    const filters = { contract: contracts[0]!, sector: sectors[0]!, place: 'Rennes', text: null };
    expect(toParams(offersPageQuery(1, filters, '2026-11-22'))).toMatchObject({
      'filter[field_type_contrat.id]': 'uuid-cdi',
      'filter[field_secteur.id]': 'uuid-boul',
    });
    expect(offerFilterParams(filters)).toEqual({ contrat: 'cdi', secteur: 'boulangerie-patisserie', lieu: 'Rennes' });
  });
});

describe('expiry and JobPosting', () => {
  const offer: Offer = {
    id: 'o1',
    title: 'Apprenti boulanger (H/F)',
    path: '/offres-emploi/apprenti-boulanger',
    company: 'Boulangerie Martin',
    city: 'Rennes',
    postalCode: '35000',
    contractType: 'Apprentissage',
    sector: 'Boulangerie-pâtisserie',
    published: '2026-11-20T09:00:00+00:00',
    starts: '2027-01-06',
    expires: '2027-01-19',
    html: '<p>Pains au levain.</p>',
    changed: null,
    email: 'contact@example.fr',
    phone: null,
  };

  it('is open through its last day in Paris, expired the day after', () => {
    expect(isExpired(offer, '2027-01-19')).toBe(false);
    expect(isExpired(offer, '2027-01-20')).toBe(true);
  });

  it('maps contract types to schema.org employment types', () => {
    expect(employmentType('CDI')).toBe('FULL_TIME');
    expect(employmentType('CDD')).toBe('TEMPORARY');
    expect(employmentType('Saisonnier')).toBe('TEMPORARY');
    expect(employmentType('Apprentissage')).toBe('INTERN');
    expect(employmentType('Contrat de professionnalisation')).toBe('INTERN');
    expect(employmentType('Autre chose')).toBe('OTHER');
  });

  it('describes the offer with every property Google requires', () => {
    expect(jobPosting(offer, 'https://campus.example/offres-emploi/apprenti-boulanger')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Apprenti boulanger (H/F)',
      description: '<p>Pains au levain.</p>',
      datePosted: '2026-11-20T09:00:00+00:00',
      validThrough: '2027-01-19',
      employmentType: 'INTERN',
      hiringOrganization: { '@type': 'Organization', name: 'Boulangerie Martin' },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Rennes', postalCode: '35000', addressCountry: 'FR' } },
      jobStartDate: '2027-01-06',
      url: 'https://campus.example/offres-emploi/apprenti-boulanger',
      inLanguage: 'fr-FR',
    });
  });
});
