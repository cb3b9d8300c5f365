/**
 * The job offer form (`/offres-emploi/deposer`): its values, the checks made in the browser before
 * sending (the backend checks again and its answers are shown the same way), and the JSON:API
 * payload. Shared by the form and its tests; no framework in here.
 */
import { z } from 'zod/mini';
import type { NodeOffreEmploiCreatePayload } from '@/lib/generated/resources';
import { isValidMail, isValidPhone, schemaErrors } from '@/lib/form-rules';
import { fieldErrors } from '@/lib/jsonapi-errors';
import { htmlToText } from '@/lib/text';

export const OFFER_FIELDS = [
  'title',
  'company',
  'contract',
  'sector',
  'city',
  'postalCode',
  'startDate',
  'expiryDate',
  'email',
  'phone',
  'description',
] as const;

export type OfferField = (typeof OFFER_FIELDS)[number];
export type OfferValues = Record<OfferField, string>;
export type OfferErrors = Partial<Record<OfferField, string>>;

/** How long an offer stays open by default, in days. */
export const DEFAULT_OPEN_DAYS = 60;

export const OFFER_LABELS: Record<OfferField, string> = {
  title: 'Intitulé du poste',
  company: 'Entreprise',
  contract: 'Type de contrat',
  sector: 'Secteur',
  city: 'Ville',
  postalCode: 'Code postal',
  startDate: 'Date de début',
  expiryDate: 'Date d’expiration de l’offre',
  email: 'E-mail de contact',
  phone: 'Téléphone de contact',
  description: 'Description du poste',
};

export const offerFieldId = (field: OfferField) => `offre-${field}`;

/** `YYYY-MM-DD` plus `days` days (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

export function emptyOffer(today: string, company = ''): OfferValues {
  return {
    title: '',
    company,
    contract: '',
    sector: '',
    city: '',
    postalCode: '',
    startDate: '',
    expiryDate: addDays(today, DEFAULT_OPEN_DAYS),
    email: '',
    phone: '',
    description: '',
  };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A line of text the offer must have, of at most 255 characters once trimmed. */
const requiredLine = (missing: string, tooLong: string) => z.string().check(z.trim(), z.minLength(1, missing), z.maxLength(255, tooLong));

/** An optional value: empty, or one `valid` accepts once trimmed. */
const optional = (valid: (value: string) => boolean, message: string) => z.string().check(z.trim(), z.refine((value) => value === '' || valid(value), message));

/**
 * The offer's rules and French messages on `today` (`YYYY-MM-DD`, Paris): the expiry date lies
 * between today and a year from now.
 */
export function offerSchema(today: string) {
  return z
    .object({
      title: requiredLine('Indiquez l’intitulé du poste.', 'L’intitulé ne peut pas dépasser 255 caractères.'),
      company: requiredLine('Indiquez le nom de l’entreprise.', 'Le nom de l’entreprise ne peut pas dépasser 255 caractères.'),
      contract: z.string().check(z.minLength(1, 'Choisissez le type de contrat.')),
      sector: z.string(),
      city: requiredLine('Indiquez la ville du poste.', 'La ville ne peut pas dépasser 255 caractères.'),
      postalCode: z.string().check(z.trim(), z.regex(/^\d{5}$/, 'Le code postal doit comporter 5 chiffres, par exemple 35000.')),
      startDate: optional((date) => ISO_DATE.test(date), 'La date de début n’est pas une date valide.'),
      expiryDate: z.string().check(
        z.regex(ISO_DATE, 'Indiquez jusqu’à quand l’offre reste ouverte.'),
        z.refine((date) => date >= today, 'La date d’expiration ne peut pas être passée.'),
        z.refine((date) => date <= addDays(today, 365), 'Une offre reste ouverte un an au plus.'),
      ),
      email: optional(isValidMail, 'L’adresse e-mail n’est pas valide, par exemple : recrutement@entreprise.fr.'),
      phone: optional(isValidPhone, 'Le numéro de téléphone n’est pas valide, par exemple : 02 99 12 34 56.'),
      description: z.string().check(z.refine((html) => htmlToText(html) !== '', 'Décrivez le poste : missions, profil recherché, conditions.')),
    })
    .check(
      z.refine((offer) => offer.email !== '' || offer.phone !== '', {
        path: ['email'],
        message: 'Indiquez au moins un moyen de vous contacter : e-mail ou téléphone.',
      }),
    );
}

/** French messages for what is missing or malformed; `{}` when the offer can be sent. */
export function validateOffer(values: OfferValues, today: string): OfferErrors {
  return schemaErrors(offerSchema(today), values);
}

/** The JSON:API document that creates the offer (published or as a draft). */
export function offerPayload(values: OfferValues, publish: boolean): Omit<NodeOffreEmploiCreatePayload['data'], 'type'> {
  return {
    attributes: {
      title: values.title.trim(),
      status: publish,
      field_entreprise: values.company.trim(),
      field_ville: values.city.trim(),
      field_code_postal: values.postalCode.trim(),
      field_date_prise_poste: values.startDate || null,
      field_date_expiration: values.expiryDate,
      field_contact_email: values.email.trim() || null,
      field_contact_telephone: values.phone.trim() || null,
      field_description: { value: values.description, format: 'basic_html' },
    },
    relationships: {
      field_type_contrat: { data: { type: 'taxonomy_term--type_contrat', id: values.contract } },
      field_secteur: { data: values.sector ? { type: 'taxonomy_term--secteur', id: values.sector } : null },
    },
  };
}

const ATTRIBUTE_FIELDS: Record<string, OfferField> = {
  title: 'title',
  field_entreprise: 'company',
  field_ville: 'city',
  field_code_postal: 'postalCode',
  field_date_prise_poste: 'startDate',
  field_date_expiration: 'expiryDate',
  field_contact_email: 'email',
  field_contact_telephone: 'phone',
  field_description: 'description',
  field_type_contrat: 'contract',
  field_secteur: 'sector',
};

/** The backend's 422 errors on the offer's fields; the others as one message for the form. */
export function backendOfferErrors(error: unknown): { fields: OfferErrors; general: string | null } {
  return fieldErrors(error, ATTRIBUTE_FIELDS);
}
