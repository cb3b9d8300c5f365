import { describe, expect, it } from 'vitest';
import { DRAFT_MARK, publicationLine } from './publication';

const created = '2026-09-01T08:00:00+00:00';
const changed = '2026-11-03T15:30:00+00:00';

describe('publicationLine', () => {
  it('a published offer says when it was published (its creation date)', () => {
    expect(publicationLine({ published: true, created, changed }, 'offre')).toEqual({ draft: false, label: 'Publiée le', date: created });
  });

  it('a draft offer is marked as a draft, not published, dated by its last change', () => {
    expect(publicationLine({ published: false, created, changed }, 'offre')).toEqual({
      draft: true,
      mark: 'Brouillon',
      status: 'Non publiée',
      label: 'Modifiée le',
      date: changed,
    });
  });

  it('articles get the masculine forms', () => {
    expect(publicationLine({ published: true, created, changed }, 'article')).toEqual({ draft: false, label: 'Publié le', date: created });
    expect(publicationLine({ published: false, created, changed }, 'article')).toEqual({
      draft: true,
      mark: DRAFT_MARK,
      status: 'Non publié',
      label: 'Modifié le',
      date: changed,
    });
  });

  it('a draft without a change date falls back to its creation, then to no date; still a draft', () => {
    expect(publicationLine({ published: false, created, changed: null }, 'offre')).toMatchObject({ draft: true, date: created });
    expect(publicationLine({ published: false, created: '', changed: '' }, 'offre')).toMatchObject({ draft: true, label: 'Modifiée le', date: null });
    expect(publicationLine({ published: true, created: '', changed }, 'article')).toEqual({ draft: false, label: 'Publié le', date: null });
  });

  it('never says "Publié(e) le" of a draft', () => {
    for (const noun of ['offre', 'article'] as const) {
      const line = publicationLine({ published: false, created, changed }, noun);
      expect(JSON.stringify(line)).not.toMatch(/Publiée? le/);
    }
  });
});
