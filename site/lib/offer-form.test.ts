import { describe, expect, it } from 'vitest';
import { addDays, backendOfferErrors, emptyOffer, offerPayload, validateOffer } from './offer-form';

const TODAY = '2026-11-22';
const valid = {
  ...emptyOffer(TODAY, 'Boulangerie Martin'),
  title: 'Apprenti boulanger (H/F)',
  contract: 'uuid-contrat',
  city: 'Rennes',
  postalCode: '35000',
  email: 'recrutement@boulangerie.fr',
  description: '<p>Pains au <strong>levain</strong>.</p>',
};

describe('offer form', () => {
  it('opens for 60 days by default and keeps the organisation as the company', () => {
    expect(emptyOffer(TODAY, 'Hôtel').expiryDate).toBe('2027-01-21');
    expect(emptyOffer(TODAY, 'Hôtel').company).toBe('Hôtel');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('accepts a complete offer', () => {
    expect(validateOffer(valid, TODAY)).toEqual({});
  });

  it('names every missing field in French', () => {
    const errors = validateOffer({ ...emptyOffer(TODAY), expiryDate: '' }, TODAY);
    expect(Object.keys(errors).sort()).toEqual(['city', 'company', 'contract', 'description', 'email', 'expiryDate', 'postalCode', 'title']);
    expect(errors.email).toBe('Indiquez au moins un moyen de vous contacter : e-mail ou téléphone.');
    expect(errors.description).toBe('Décrivez le poste : missions, profil recherché, conditions.');
  });

  it('rejects malformed values and dates out of range', () => {
    const errors = validateOffer({ ...valid, postalCode: '3500', email: 'pas-une-adresse', phone: '12', expiryDate: '2026-11-21' }, TODAY);
    expect(errors.postalCode).toMatch(/5 chiffres/);
    expect(errors.email).toMatch(/n’est pas valide/);
    expect(errors.phone).toMatch(/n’est pas valide/);
    expect(errors.expiryDate).toBe('La date d’expiration ne peut pas être passée.');
    expect(validateOffer({ ...valid, expiryDate: addDays(TODAY, 366) }, TODAY).expiryDate).toMatch(/un an au plus/);
    expect(validateOffer({ ...valid, title: 'x'.repeat(256) }, TODAY).title).toMatch(/255/);
  });

  it('refuses an address the cms would refuse (the one e-mail rule, @campus/cms/mail)', () => {
    for (const email of ['jérôme@boulangerie.fr', 'recrutement@boulangerie.fr.', 'recrutement@boulangerie']) {
      expect(validateOffer({ ...valid, email }, TODAY).email).toBe('L’adresse e-mail n’est pas valide, par exemple : recrutement@entreprise.fr.');
    }
    expect(validateOffer({ ...valid, email: '', phone: '02 99 12 34 56' }, TODAY)).toEqual({});
  });

  it('treats an editor with no text as an empty description', () => {
    expect(validateOffer({ ...valid, description: '<p><br></p>' }, TODAY).description).toBeDefined();
    expect(validateOffer({ ...valid, description: '<p>&nbsp;</p>' }, TODAY).description).toBeDefined();
  });

  it('builds the JSON:API document, draft or published', () => {
    const draft = offerPayload({ ...valid, sector: '' }, false);
    expect(draft.attributes).toMatchObject({
      title: 'Apprenti boulanger (H/F)',
      status: false,
      field_entreprise: 'Boulangerie Martin',
      field_code_postal: '35000',
      field_date_prise_poste: null,
      field_date_expiration: '2027-01-21',
      field_contact_email: 'recrutement@boulangerie.fr',
      field_contact_telephone: null,
      field_description: { value: '<p>Pains au <strong>levain</strong>.</p>', format: 'basic_html' },
    });
    expect(draft.relationships.field_type_contrat.data).toEqual({ type: 'taxonomy_term--type_contrat', id: 'uuid-contrat' });
    expect(draft.relationships.field_secteur?.data).toBeNull();
    expect(offerPayload(valid, true).attributes.status).toBe(true);
  });

  it('places the backend’s 422 errors on their fields and keeps the rest for the form', () => {
    expect(
      backendOfferErrors({
        errors: [
          { status: '422', detail: 'field_code_postal: Le code postal doit comporter 5 chiffres.', source: { pointer: '/data/attributes/field_code_postal' } },
          { status: '422', detail: 'field_type_contrat: Ce terme n’existe pas.', source: { pointer: '/data/relationships/field_type_contrat' } },
          { status: '422', detail: 'Autre chose.' },
        ],
      }),
    ).toEqual({
      fields: { postalCode: 'Le code postal doit comporter 5 chiffres.', contract: 'Ce terme n’existe pas.' },
      general: 'Autre chose.',
    });
    expect(backendOfferErrors('not a document')).toEqual({ fields: {}, general: null });
  });
});
