import { describe, expect, it } from 'vitest';
import { firstParagraph, htmlToLine, htmlToText, slugify, truncate } from './text';

describe('slugify', () => {
  it('is the cms’s rule (tested in cms/test/slugify.test.ts)', () => {
    expect(slugify('Chef-d’œuvre')).toBe('chef-d-oeuvre');
  });
});

describe('htmlToText', () => {
  it('keeps paragraphs and line breaks, drops tags and decodes entities', () => {
    const html = '<p>Visitez les <strong>ateliers</strong> &amp; rencontrez&nbsp;nous.</p>\n<p>Ligne 1<br>Ligne 2</p><ul><li>un</li><li>deux</li></ul>';
    expect(htmlToText(html)).toBe('Visitez les ateliers & rencontrez\u00a0nous.\n\nLigne 1\nLigne 2\n\n- un\n- deux');
  });

  it('decodes numeric entities, the straight apostrophe as typed, and leaves unknown ones', () => {
    expect(htmlToText('&#8217;&#x2019;&unknown;')).toBe('’’&unknown;');
    expect(htmlToText('l&#039;atelier, l&apos;école, &QUOT;')).toBe('l\'atelier, l\'école, "');
  });

  it('gives nothing for an empty editor or no HTML', () => {
    for (const html of ['<p><br></p>', '<p>&nbsp;</p>', ' <p> </p> ', '', null, undefined]) expect(htmlToText(html)).toBe('');
  });
});

describe('htmlToLine', () => {
  it('puts paragraphs and list items on one line, without the list dashes', () => {
    expect(htmlToLine('<p>Objectifs :</p><ul><li>pétrir</li><li>façonner</li></ul>')).toBe('Objectifs : pétrir façonner');
    expect(htmlToLine('<ul><li>un</li></ul><p>Ligne 1<br>Ligne 2</p>')).toBe('un Ligne 1 Ligne 2');
  });
});

describe('truncate', () => {
  it('leaves a short text alone', () => {
    expect(truncate('Portes ouvertes', 15)).toBe('Portes ouvertes');
  });
  it('cuts at the last word that fits, without trailing punctuation, "…" included in the length', () => {
    expect(truncate('Portes ouvertes, visite des ateliers', 20)).toBe('Portes ouvertes…');
    expect(truncate('Portes ouvertes du campus', 22)).toBe('Portes ouvertes du…');
    expect(truncate('Portes ouvertes du campus', 22).length).toBeLessThanOrEqual(22);
  });
  it('cuts a single long word where it must', () => {
    expect(truncate('Anticonstitutionnellement', 10)).toBe('Anticonst…');
  });
});

describe('firstParagraph', () => {
  it('takes the first paragraph as plain text, cut at a word', () => {
    const html = '<p>Le <em>CAP Boulanger</em> forme en deux ans aux gestes du métier.</p><p>Suite.</p>';
    expect(firstParagraph(html)).toBe('Le CAP Boulanger forme en deux ans aux gestes du métier.');
    expect(firstParagraph(html, 30)).toBe('Le CAP Boulanger forme en…');
  });
  it('reads the whole HTML when it has no paragraph', () => {
    expect(firstParagraph('<ul><li>pétrir</li><li>façonner</li></ul>')).toBe('pétrir façonner');
    expect(firstParagraph(null)).toBe('');
  });
});
