import { describe, expect, it } from 'vitest';
import { backendProfileErrors, profilePayload, validateProfile } from './profile-form';

const base = {
  firstName: 'Jeanne',
  lastName: 'Martin',
  phone: '02 99 12 34 56',
  organisation: 'Boulangerie Martin',
  mail: 'jeanne@boulangerie.fr',
  newPassword: '',
  confirmPassword: '',
  currentPassword: '',
};

describe('profile form', () => {
  it('saves names, phone and organisation without the current password', () => {
    expect(validateProfile(base, 'jeanne@boulangerie.fr')).toEqual({});
    expect(profilePayload(base)).toEqual({
      field_prenom: 'Jeanne',
      field_nom: 'Martin',
      field_telephone: '02 99 12 34 56',
      field_organisation: 'Boulangerie Martin',
      mail: 'jeanne@boulangerie.fr',
    });
  });

  it('asks for the current password to change the e-mail or the password', () => {
    expect(validateProfile({ ...base, mail: 'autre@boulangerie.fr' }, 'jeanne@boulangerie.fr').currentPassword).toMatch(/mot de passe actuel/);
    expect(validateProfile({ ...base, newPassword: 'nouveau-secret', confirmPassword: 'nouveau-secret' }, 'jeanne@boulangerie.fr').currentPassword).toMatch(
      /mot de passe actuel/,
    );
    // The same address in another case is no change.
    expect(validateProfile({ ...base, mail: 'Jeanne@Boulangerie.fr' }, 'jeanne@boulangerie.fr')).toEqual({});
    expect(profilePayload({ ...base, newPassword: 'nouveau-secret', confirmPassword: 'nouveau-secret', currentPassword: 'ancien' }).pass).toEqual({
      existing: 'ancien',
      value: 'nouveau-secret',
    });
  });

  it('checks the new password, its confirmation, the e-mail and the phone', () => {
    const errors = validateProfile({ ...base, mail: 'x', phone: '12', newPassword: 'court', confirmPassword: 'autre', currentPassword: 'p' }, 'jeanne@boulangerie.fr');
    expect(errors.mail).toMatch(/n’est pas valide/);
    expect(errors.phone).toMatch(/n’est pas valide/);
    expect(errors.newPassword).toMatch(/8 caractères/);
    expect(errors.confirmPassword).toBe('Les deux mots de passe ne sont pas identiques.');
  });

  it('refuses an address the cms would refuse (the one e-mail rule, @campus/cms/mail)', () => {
    for (const mail of ['jérôme@boulangerie.fr', 'jeanne@boulangerie.fr.', 'jeanne@boulangerie']) {
      expect(validateProfile({ ...base, mail, currentPassword: 'p' }, 'jeanne@boulangerie.fr').mail).toBe(
        'L’adresse e-mail n’est pas valide, par exemple : nom@entreprise.fr.',
      );
    }
    expect(validateProfile({ ...base, mail: ' ' }, 'jeanne@boulangerie.fr').mail).toBe('Indiquez votre adresse e-mail.');
  });

  it('puts a wrong current password on the current password field', () => {
    expect(
      backendProfileErrors({
        errors: [
          { detail: 'mail: Votre mot de passe actuel est manquant ou incorrect ; il est nécessaire pour modifier l’adresse e-mail.', source: { pointer: '/data/attributes/mail' } },
          { detail: 'mail: Cette adresse e-mail est déjà utilisée.', source: { pointer: '/data/attributes/mail' } },
        ],
      }).fields,
    ).toEqual({
      currentPassword: 'Votre mot de passe actuel est manquant ou incorrect ; il est nécessaire pour modifier l’adresse e-mail.',
      mail: 'Cette adresse e-mail est déjà utilisée.',
    });
  });
});
