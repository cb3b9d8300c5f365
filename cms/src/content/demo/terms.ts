/** Taxonomy terms of every vocabulary of the content model. */
import { html } from './helpers.js';
import type { DemoItem } from './types.js';

interface TermSpec {
  readonly key: string;
  readonly label: string;
  readonly description?: string;
}

function vocabulary(bundle: string, specs: readonly TermSpec[]): DemoItem[] {
  return specs.map((spec, index) => ({
    type: `taxonomy_term--${bundle}`,
    key: spec.key,
    label: spec.label,
    weight: index,
    ...(spec.description ? { fields: { description: html(`<p>${spec.description}</p>`) } } : {}),
  }));
}

const secteurs: readonly TermSpec[] = [
  {
    key: 'boulangerie-patisserie',
    label: 'Boulangerie-pâtisserie',
    description: 'Pains, viennoiseries, entremets et chocolats : les métiers du fournil et du laboratoire de pâtisserie.',
  },
  {
    key: 'cuisine',
    label: 'Cuisine',
    description: 'De la brigade de restaurant à la restauration collective, les métiers de la production culinaire.',
  },
  {
    key: 'service-et-commercialisation',
    label: 'Service et commercialisation',
    description: 'Accueil des clients, service en salle, bar et sommellerie.',
  },
  {
    key: 'boucherie-charcuterie',
    label: 'Boucherie-charcuterie',
    description: 'Découpe, préparation et vente des viandes, charcuterie et plats traiteur.',
  },
  {
    key: 'hotellerie',
    label: 'Hôtellerie',
    description: 'Réception, hébergement et management des établissements hôteliers.',
  },
  {
    key: 'commerce-alimentaire',
    label: 'Commerce alimentaire',
    description: 'Vente et conseil en magasin alimentaire, épicerie fine et rayons traditionnels.',
  },
];

/** In the order of the brief: diplomas by level, then the one-year specialisation. */
const niveaux: readonly TermSpec[] = [
  { key: 'cap', label: 'CAP', description: 'Certificat d’aptitude professionnelle, niveau 3.' },
  { key: 'bp', label: 'BP', description: 'Brevet professionnel, niveau 4.' },
  { key: 'bac-pro', label: 'Bac pro', description: 'Baccalauréat professionnel, niveau 4.' },
  { key: 'bts', label: 'BTS', description: 'Brevet de technicien supérieur, niveau 5 (bac + 2).' },
  { key: 'licence-pro', label: 'Licence pro', description: 'Licence professionnelle, niveau 6 (bac + 3).' },
  { key: 'mention-complementaire', label: 'Mention complémentaire', description: 'Spécialisation d’un an après un CAP ou un bac pro.' },
];

const typesContrat: readonly TermSpec[] = [
  { key: 'apprentissage', label: 'Apprentissage' },
  { key: 'contrat-de-professionnalisation', label: 'Contrat de professionnalisation' },
  { key: 'cdd', label: 'CDD' },
  { key: 'cdi', label: 'CDI' },
  { key: 'stage', label: 'Stage' },
  { key: 'saisonnier', label: 'Saisonnier' },
];

const tags: readonly TermSpec[] = [
  { key: 'concours', label: 'Concours' },
  { key: 'partenariats', label: 'Partenariats' },
  { key: 'international', label: 'International' },
  { key: 'examens', label: 'Examens' },
  { key: 'restaurant-d-application', label: 'Restaurant d’application' },
  { key: 'vie-du-campus', label: 'Vie du campus' },
  { key: 'alternance', label: 'Alternance' },
  { key: 'developpement-durable', label: 'Développement durable' },
];

const categoriesEvenement: readonly TermSpec[] = [
  { key: 'journee-portes-ouvertes', label: 'Journée portes ouvertes' },
  { key: 'salon', label: 'Salon' },
  { key: 'atelier', label: 'Atelier' },
  { key: 'concours', label: 'Concours' },
  { key: 'job-dating', label: 'Job dating' },
];

const campus: readonly TermSpec[] = [
  {
    key: 'rennes',
    label: 'Campus de Rennes',
    description: 'Site principal : ateliers de boulangerie, pâtisserie, boucherie et cuisine, restaurant d’application.',
  },
  {
    key: 'saint-malo',
    label: 'Campus de Saint-Malo',
    description: 'Formations de l’hôtellerie, du service et de la sommellerie, au plus près des établissements de la Côte d’Émeraude.',
  },
  {
    key: 'fougeres',
    label: 'Campus de Fougères',
    description: 'Formations de la boucherie, de la charcuterie et du commerce alimentaire.',
  },
];

export const terms: DemoItem[] = [
  ...vocabulary('secteur', secteurs),
  ...vocabulary('niveau', niveaux),
  ...vocabulary('type_contrat', typesContrat),
  ...vocabulary('tags', tags),
  ...vocabulary('categorie_evenement', categoriesEvenement),
  ...vocabulary('campus', campus),
];
