import { describe, expect, it } from 'vitest';
import { matchTerm, slugify, termSlug } from './term-slug';

const terms = [
  { id: '6f1c1b9e-6f0a-4c54-9d59-0b5a3c1d2e01', tid: 8, name: 'Boulangerie-pâtisserie', slug: 'boulangerie-patisserie' },
  { id: '6f1c1b9e-6f0a-4c54-9d59-0b5a3c1d2e02', tid: 9, name: 'Commerce alimentaire', slug: 'commerce' },
];

describe('slugify and termSlug', () => {
  it('lowercases, strips accents and ligatures, joins words with dashes', () => {
    expect(slugify(' Bœuf & Pâtisserie – CAP ')).toBe('boeuf-patisserie-cap');
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
