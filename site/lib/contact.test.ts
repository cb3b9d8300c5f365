import { describe, expect, it } from 'vitest';
import { backendErrors, readContactForm } from './contact';
import { validateContact } from './contact-schema';

const valid = { name: 'Jeanne Le Goff', email: 'jeanne.legoff@exemple.fr', subject: 'Visite', message: 'Bonjour,\nune visite ?', consent: true };

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

describe('contact form', () => {
  it('reads the submitted values, trimmed, the box ticked when sent', () => {
    expect(readContactForm(form({ name: ' Jeanne ', email: 'j@exemple.fr ', subject: 'Objet', message: ' Ligne 1\nLigne 2 ', consent: '1' }))).toEqual({
      name: 'Jeanne',
      email: 'j@exemple.fr',
      subject: 'Objet',
      message: 'Ligne 1\nLigne 2',
      consent: true,
    });
    expect(readContactForm(form({})).consent).toBe(false);
  });

  it('accepts a complete message', () => {
    expect(validateContact(valid)).toEqual({});
  });

  it('names every missing field in French', () => {
    expect(validateContact({ name: '', email: '', subject: '', message: '', consent: false })).toEqual({
      name: 'Veuillez renseigner votre nom.',
      email: 'Veuillez renseigner votre adresse e-mail.',
      subject: 'Veuillez renseigner l’objet de votre message.',
      message: 'Veuillez renseigner votre message.',
      consent: 'Veuillez accepter que vos données soient utilisées pour vous recontacter.',
    });
  });

  it('refuses an invalid address (the one e-mail rule) and values too long', () => {
    for (const email of ['jeanne.legoff', 'jérôme@exemple.fr', 'jeanne@exemple.fr.']) {
      expect(validateContact({ ...valid, email })).toEqual({ email: 'Veuillez saisir une adresse e-mail valide, par exemple nom@exemple.fr.' });
    }
    expect(validateContact({ ...valid, name: 'x'.repeat(101), email: `${'x'.repeat(250)}@exemple.fr`, message: 'x'.repeat(5001) })).toEqual({
      name: 'Veuillez saisir 100 caractères au maximum.',
      email: 'Veuillez saisir 254 caractères au maximum.',
      message: 'Veuillez saisir 5\u202f000 caractères au maximum.',
    });
  });

  it('keeps the backend’s messages on the site’s fields only', () => {
    expect(backendErrors({ email: 'Adresse refusée.', autre: 'x', subject: '' })).toEqual({ email: 'Adresse refusée.' });
    expect(backendErrors(null)).toEqual({});
  });
});
