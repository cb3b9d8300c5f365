/**
 * Job offers (`node--offre_emploi`) published by partner companies. Each offer expires 60 days
 * after it was created, so the oldest ones are already expired on the seeding day.
 */
import { dateIn, html, term } from './helpers.js';
import { jobSpecsHotellerie } from './jobs-hotellerie.js';
import { jobSpecsMetiersDeBouche } from './jobs-metiers-de-bouche.js';
import type { DemoItem } from './types.js';

/** Validity of an offer, in days after its creation. */
export const OFFER_VALIDITY_DAYS = 60;

export interface Company {
  /** Owner account key (`user--user`); offers of companies without an account are posted by the editor. */
  readonly owner: string;
  readonly organisation: string;
  readonly ville: string;
  readonly codePostal: string;
  readonly email: string;
  readonly telephone: string;
}

export const COMPANIES = {
  'boulangerie-martin': {
    owner: 'boulangerie-martin',
    organisation: 'Boulangerie Martin',
    ville: 'Rennes',
    codePostal: '35000',
    email: 'contact@boulangerie-martin.example',
    telephone: '02 99 30 41 52',
  },
  'hotel-des-voyageurs': {
    owner: 'hotel-des-voyageurs',
    organisation: 'Hôtel des Voyageurs',
    ville: 'Saint-Malo',
    codePostal: '35400',
    email: 'recrutement@hotel-des-voyageurs.example',
    telephone: '02 99 40 18 27',
  },
  'restaurant-la-maree': {
    owner: 'restaurant-la-maree',
    organisation: 'Restaurant La Marée',
    ville: 'Cancale',
    codePostal: '35260',
    email: 'equipe@restaurant-la-maree.example',
    telephone: '02 99 89 63 14',
  },
  'boucherie-le-roux': {
    owner: 'boucherie-le-roux',
    organisation: 'Boucherie Le Roux',
    ville: 'Fougères',
    codePostal: '35300',
    email: 'boucherie@boucherie-le-roux.example',
    telephone: '02 99 94 27 80',
  },
  'maison-gueguen-traiteur': {
    owner: 'maison-gueguen-traiteur',
    organisation: 'Maison Guéguen Traiteur',
    ville: 'Vannes',
    codePostal: '56000',
    email: 'recrutement@maison-gueguen.example',
    telephone: '02 97 47 25 63',
  },
} satisfies Record<string, Company>;

export type CompanyKey = keyof typeof COMPANIES;

export interface JobSpec {
  readonly slug: string;
  readonly title: string;
  readonly company: CompanyKey;
  /** Key of `taxonomy_term--type_contrat`. */
  readonly contrat: string;
  /** Key of `taxonomy_term--secteur`. */
  readonly secteur: string;
  /** Days before the seeding day the offer was published (over 60: expired). */
  readonly daysAgo: number;
  /** Start of the job, in days from the seeding day. */
  readonly startIn: number;
  readonly intro: string;
  readonly missions: readonly string[];
  readonly profil: string;
  readonly conditions: string;
  /** Workplace when it is not the company's main address. */
  readonly lieu?: { readonly ville: string; readonly codePostal: string };
  readonly draft?: boolean;
}

function description(spec: JobSpec): { value: string; format: string } {
  return html(
    `<p>${spec.intro}</p>` +
      `<p><strong>Vos missions :</strong></p><ul>${spec.missions.map((mission) => `<li>${mission}</li>`).join('')}</ul>` +
      `<p><strong>Profil recherché :</strong> ${spec.profil}</p>` +
      `<p><strong>Conditions :</strong> ${spec.conditions}</p>`,
  );
}

export const jobSpecs: readonly JobSpec[] = [...jobSpecsMetiersDeBouche, ...jobSpecsHotellerie];

export function jobs(now: Date): DemoItem[] {
  return jobSpecs.map((spec) => {
    const company: Company = COMPANIES[spec.company];
    return {
      type: 'node--offre_emploi',
      key: spec.slug,
      label: spec.title,
      status: !spec.draft,
      owner: company.owner,
      createdDaysAgo: -spec.daysAgo,
      pathAlias: `/offres-emploi/${spec.slug}`,
      fields: {
        field_entreprise: company.organisation,
        field_description: description(spec),
        field_type_contrat: term.typeContrat(spec.contrat),
        field_secteur: term.secteur(spec.secteur),
        field_ville: spec.lieu?.ville ?? company.ville,
        field_code_postal: spec.lieu?.codePostal ?? company.codePostal,
        field_date_prise_poste: dateIn(now, spec.startIn),
        field_date_expiration: dateIn(now, OFFER_VALIDITY_DAYS - spec.daysAgo),
        field_contact_email: company.email,
        field_contact_telephone: company.telephone,
      },
    };
  });
}
