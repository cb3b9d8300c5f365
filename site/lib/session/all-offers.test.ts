import { describe, expect, it } from 'vitest';
import { toParams } from '@/lib/drupal/query';
import { allOffersParams, allOffersQuery, editsEveryOffer, parseAllOffersFilters } from './all-offers';

describe('every company’s offers (editors)', () => {
  it('is for editors and administrators only', () => {
    expect(editsEveryOffer({ roles: 'editor' })).toBe(true);
    expect(editsEveryOffer({ roles: 'authenticated, administrator' })).toBe(true);
    expect(editsEveryOffer({ roles: '' })).toBe(false);
    expect(editsEveryOffer({ roles: 'authenticated, editorial' })).toBe(false);
  });

  it('reads the filters of the URL, dropping what names nothing', () => {
    expect(parseAllOffersFilters({ entreprise: ' Boulangerie Martin ', etat: 'brouillon', page: '2' })).toEqual({ company: 'Boulangerie Martin', state: 'brouillon', page: 2 });
    expect(parseAllOffersFilters({ entreprise: '', etat: 'toString', page: '-1' })).toEqual({ company: null, state: null, page: 1 });
    expect(parseAllOffersFilters({ etat: ['expiree', 'publiee'], page: '0' })).toEqual({ company: null, state: 'expiree', page: 1 });
  });

  it('asks the backend for the company and the state', () => {
    const today = '2026-11-25';
    expect(toParams(allOffersQuery({ company: 'Hôtel des Voyageurs', state: 'brouillon', page: 1 }, today))).toMatchObject({
      'filter[field_entreprise]': 'Hôtel des Voyageurs',
      'filter[status]': '0',
      'page[offset]': '0',
      'page[limit]': '20',
    });
    const open = toParams(allOffersQuery({ company: null, state: 'publiee', page: 3 }, today));
    expect(open).toMatchObject({
      'filter[status]': '1',
      'filter[field_date_expiration][condition][operator]': '>=',
      'filter[field_date_expiration][condition][value]': today,
      'page[offset]': '40',
    });
    expect(open).not.toHaveProperty('filter[field_entreprise]');
    expect(toParams(allOffersQuery({ company: null, state: 'expiree', page: 1 }, today))['filter[field_date_expiration][condition][operator]']).toBe('<');
  });

  it('keeps the filters in the links, page 1 left out', () => {
    expect(allOffersParams({ company: 'La Marée', state: null, page: 1 }).toString()).toBe('entreprise=La+Mar%C3%A9e');
    expect(allOffersParams({ company: null, state: 'expiree', page: 2 }).toString()).toBe('etat=expiree&page=2');
  });
});
