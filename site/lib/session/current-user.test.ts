import { describe, expect, it } from 'vitest';
import { currentUserRow } from './current-user';

// Answers of `GET /api/users?_format=json`: the lab Drupal 10.3.7's Views REST export (issue 17)
// and the embedded cms's.
describe('currentUserRow', () => {
  it('reads Drupal’s row of a company whose profile fields are empty (Views gives false) as empty strings', () => {
    const drupal = [
      {
        uid: '5',
        uuid: '0d6f5a0e-3a6b-5a51-9d62-3f2f0f4c8a11',
        name: 'boulangerie-martin',
        mail: 'contact@boulangerie-martin.example',
        field_prenom: false,
        field_nom: false,
        field_telephone: false,
        field_organisation: 'Boulangerie Martin',
        roles: '',
      },
    ];
    const row = currentUserRow(drupal);
    expect(row).toEqual({
      uid: '5',
      uuid: '0d6f5a0e-3a6b-5a51-9d62-3f2f0f4c8a11',
      name: 'boulangerie-martin',
      mail: 'contact@boulangerie-martin.example',
      field_prenom: '',
      field_nom: '',
      field_telephone: '',
      field_organisation: 'Boulangerie Martin',
      roles: '',
    });
    expect(row?.field_prenom.trim()).toBe('');
  });

  it('keeps the cms’s row as it is', () => {
    const cms = [
      { uid: '12', uuid: 'u', name: 'redaction', mail: 'redaction@campus.example', field_prenom: 'Claire', field_nom: 'Le Gall', field_telephone: '', field_organisation: '', roles: 'authenticated, editor' },
    ];
    expect(currentUserRow(cms)).toEqual(cms[0]);
  });

  it('takes anonymous answers for no user: the cms’s [] and Drupal’s {"content":"[]"} quirk', () => {
    expect(currentUserRow([])).toBeNull();
    expect(currentUserRow({ content: '[]', headers: { 'Content-Type': 'application/json' } })).toBeNull();
    expect(currentUserRow([{ uid: '0', name: '', mail: false }])).toBeNull();
  });
});
