import { describe, expect, it } from 'vitest';
import { matchTerm, namedTerm, readTermParam, replaceQueryValues, termSlug } from './term-slug';

const terms = [
  { id: '6f1c1b9e-6f0a-4c54-9d59-0b5a3c1d2e01', tid: 8, name: 'Boulangerie-pâtisserie', slug: 'boulangerie-patisserie' },
  { id: '6f1c1b9e-6f0a-4c54-9d59-0b5a3c1d2e02', tid: 9, name: 'Commerce alimentaire', slug: 'commerce' },
];

describe('termSlug', () => {
  it('slugifies the name when there is no alias (the rule: cms/test/slugify.test.ts)', () => {
    expect(termSlug({ name: ' Bœuf & Pâtisserie – CAP ', path: null })).toBe('boeuf-patisserie-cap');
  });
  it('prefers the last segment of the alias editors gave', () => {
    expect(termSlug({ name: 'Commerce alimentaire', path: { alias: '/nos-formations/commerce' } })).toBe('commerce');
    expect(termSlug({ name: 'Commerce alimentaire', path: { alias: null } })).toBe('commerce-alimentaire');
  });
});

describe('matchTerm', () => {
  it('the slug itself is canonical', () => {
    expect(matchTerm(terms, 'boulangerie-patisserie')).toEqual({ term: terms[0], canonical: true });
  });
  it('the number, the uuid, the name in any spelling name the term but are not canonical', () => {
    for (const value of ['8', terms[0]!.id, terms[0]!.id.toUpperCase(), 'Boulangerie-pâtisserie', 'boulangerie-pâtisserie', 'BOULANGERIE PATISSERIE']) {
      expect(matchTerm(terms, value)).toEqual({ term: terms[0], canonical: false });
    }
    expect(matchTerm(terms, 'commerce-alimentaire')).toEqual({ term: terms[1], canonical: false });
  });
  it('anything else names nothing', () => {
    for (const value of ['', ' ', '7', 'boulangerie', '---', 'commerce-alimentaire-bio']) expect(matchTerm(terms, value)).toBeNull();
  });
});

describe('namedTerm', () => {
  it('takes the uuid, the number, the name and the slug of a JSON:API term', () => {
    expect(namedTerm({ id: 'u1', drupal_internal__tid: 8, name: 'Boulangerie-pâtisserie', path: { alias: null } })).toEqual({
      id: 'u1',
      tid: 8,
      name: 'Boulangerie-pâtisserie',
      slug: 'boulangerie-patisserie',
    });
    expect(namedTerm({ id: 'u2', name: 'Commerce alimentaire', path: { alias: '/secteurs/commerce' } })).toMatchObject({ tid: null, slug: 'commerce' });
    expect(namedTerm({ id: 'u3', name: '' })).toBeNull();
  });
});

describe('readTermParam', () => {
  it('no value, or an empty one, asks for no term', () => {
    expect(readTermParam(terms, undefined)).toEqual({ term: null, canonical: true });
    expect(readTermParam(terms, '')).toEqual({ term: null, canonical: true });
    expect(readTermParam(terms, ['', ''])).toEqual({ term: null, canonical: false });
  });
  it('the slug once is canonical; any other spelling, or the slug twice, is not', () => {
    expect(readTermParam(terms, 'commerce')).toEqual({ term: terms[1], canonical: true });
    expect(readTermParam(terms, ['commerce', 'commerce'])).toEqual({ term: terms[1], canonical: false });
    expect(readTermParam(terms, ' commerce')).toEqual({ term: terms[1], canonical: false });
    expect(readTermParam(terms, '9')).toEqual({ term: terms[1], canonical: false });
    expect(readTermParam(terms, ['Commerce', 'inconnu'])).toEqual({ term: terms[1], canonical: false });
  });
  it('an unknown value is null', () => {
    expect(readTermParam(terms, 'inconnu')).toBeNull();
    expect(readTermParam(terms, ['inconnu', 'commerce'])).toBeNull();
  });
});

describe('replaceQueryValues', () => {
  it('sets the named parameters the query has, once, and keeps the others in order', () => {
    expect(replaceQueryValues({ niveau: '3', a: ['1', '2'], b: undefined }, { niveau: 'cap', secteur: 'x' })).toBe('?niveau=cap&a=1&a=2');
    expect(replaceQueryValues({ q: 'pain & sel', secteur: ['8', '9'] }, { secteur: 'boulangerie-patisserie' })).toBe(
      '?q=pain+%26+sel&secteur=boulangerie-patisserie',
    );
    expect(replaceQueryValues({}, { secteur: 'x' })).toBe('');
  });
});
