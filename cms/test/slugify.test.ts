import { describe, expect, it } from 'vitest';
import { slugify } from '../src/content/slugify.js';

describe('slugify', () => {
  it('drops accents and lowercases', () => {
    expect(slugify('Boulangerie-Pâtisserie')).toBe('boulangerie-patisserie');
    expect(slugify('ÉLÈVE À L’ÉCOLE Ç')).toBe('eleve-a-l-ecole-c');
    expect(slugify('Crème brûlée, maïs')).toBe('creme-brulee-mais');
  });

  it('spells out the ligatures œ and æ as Drupal’s transliteration does', () => {
    expect(slugify('Joue de bœuf')).toBe('joue-de-boeuf');
    expect(slugify('ŒUF PARFAIT')).toBe('oeuf-parfait');
    expect(slugify('Chef-d’œuvre')).toBe('chef-d-oeuvre');
    expect(slugify('Cæcilia et Æsope')).toBe('caecilia-et-aesope');
  });

  it('turns apostrophes, both the typographic ’ and the straight \', into a dash', () => {
    expect(slugify('L’atelier d’Anne')).toBe('l-atelier-d-anne');
    expect(slugify("L'atelier d'Anne")).toBe('l-atelier-d-anne');
  });

  it('joins every other run of punctuation or space with one dash, none at the ends', () => {
    expect(slugify(' Commis de cuisine (H/F) ')).toBe('commis-de-cuisine-h-f');
    expect(slugify('Bœuf & Pâtisserie – CAP !')).toBe('boeuf-patisserie-cap');
    expect(slugify('« Portes ouvertes » : 14 mars, 9 h 30…')).toBe('portes-ouvertes-14-mars-9-h-30');
    expect(slugify('a__b..c')).toBe('a-b-c');
  });

  it('leaves nothing of a text without letters or digits', () => {
    expect(slugify('')).toBe('');
    expect(slugify(' – ! ’ ')).toBe('');
  });
});
