import { describe, expect, it } from 'vitest';
import { isValidMail, MAIL_MAX_LENGTH } from '../src/auth/mail.js';

describe('isValidMail', () => {
  it('accepts the addresses of the HTML5 type=email with a dot in the domain', () => {
    for (const mail of ['nom@exemple.fr', 'jeanne.le-goff+cfa@mail.boulangerie-martin.fr', "o'neil@exemple.ie", 'a@b.co']) expect(isValidMail(mail), mail).toBe(true);
  });

  it('refuses the rest, even where a looser "x@y.z" rule (or a real Drupal, for jérôme@) would accept it', () => {
    for (const mail of ['', 'jeanne.legoff', 'nom@exemple', 'nom @exemple.fr', 'jérôme@exemple.fr', 'nom@exemple.fr.', 'nom@-exemple.fr', 'nom@exemple..fr', 'nom@exemple_fr.fr', '<nom>@exemple.fr']) {
      expect(isValidMail(mail), mail).toBe(false);
    }
  });

  it(`refuses an address longer than ${MAIL_MAX_LENGTH} characters`, () => {
    const domain = `${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}.fr`;
    expect(isValidMail(`${'n'.repeat(MAIL_MAX_LENGTH - domain.length - 1)}@${domain}`)).toBe(true);
    expect(isValidMail(`${'n'.repeat(MAIL_MAX_LENGTH - domain.length)}@${domain}`)).toBe(false);
  });
});
