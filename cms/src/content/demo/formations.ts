/**
 * Training courses (`node--formation`): course sheets with every field French training bodies
 * must publish. Texts shared by all courses of a level or campus live here; the courses' own data
 * in `formations-data.ts`.
 */
import { METIER_FORMATIONS, SECTEUR_COLORS } from './catalog.js';
import { dateIn, img, list, paragraphs, term } from './helpers.js';
import { type Campus, type Niveau, formationSpecs as specs } from './formations-data.js';
import { type DemoItem, ref } from './types.js';

const CONTACTS: Record<Campus, { nom: string; email: string; telephone: string }> = {
  rennes: {
    nom: 'Nadia Bouvier, chargée des admissions',
    email: 'admissions-rennes@campus-des-metiers.example',
    telephone: '02 99 12 34 60',
  },
  'saint-malo': {
    nom: 'Thomas Guillou, chargé des admissions',
    email: 'admissions-saint-malo@campus-des-metiers.example',
    telephone: '02 99 56 21 40',
  },
  fougeres: {
    nom: 'Claire Hamon, chargée des admissions',
    email: 'admissions-fougeres@campus-des-metiers.example',
    telephone: '02 99 99 12 45',
  },
};

const RYTHMES: Record<Niveau, string> = {
  cap: 'Une semaine au campus et deux semaines en entreprise, soit environ douze semaines de cours par an. Les congés suivent le calendrier de l’entreprise (cinq semaines par an).',
  'mention-complementaire':
    'Une semaine au campus et trois semaines en entreprise, de septembre à juin. L’apprenti prépare en entreprise les productions évaluées à l’examen.',
  bp: 'Une semaine au campus toutes les trois semaines pendant deux ans. Une semaine de révisions est organisée avant les épreuves de juin.',
  'bac-pro':
    'Deux semaines au campus et deux semaines en entreprise pendant trois ans, avec un renforcement des enseignements généraux en première année.',
  bts: 'Deux semaines au campus et deux semaines en entreprise. Un séjour d’études de quatre semaines en Europe peut être proposé en première année (Erasmus+).',
  'licence-pro':
    'Deux semaines en formation et deux semaines en entreprise de septembre à avril, puis entreprise à temps plein jusqu’à la soutenance du projet tuteuré en septembre.',
};

const EVALUATIONS: Record<Niveau, readonly string[]> = {
  cap: [
    'Épreuves professionnelles pratiques et écrites passées en contrôle en cours de formation (CCF), le campus étant habilité par le rectorat',
    'Enseignements généraux : français, histoire-géographie, mathématiques-sciences, prévention-santé-environnement',
    'Présentation orale du chef-d’œuvre en fin de seconde année',
    'Évaluations formatives en atelier et bilan semestriel avec le maître d’apprentissage',
  ],
  'mention-complementaire': [
    'Épreuve pratique de production en CCF et épreuve écrite de technologie',
    'Dossier professionnel présenté à l’oral, construit à partir des réalisations en entreprise',
    'Examen blanc en février et bilan trimestriel avec le maître d’apprentissage',
  ],
  bp: [
    'Épreuves ponctuelles terminales : épreuve pratique de production, épreuves écrites de technologie, de sciences appliquées et de gestion',
    'Expression française et ouverture sur le monde, langue vivante étrangère',
    'Deux examens blancs par an et bilan semestriel avec l’entreprise',
  ],
  'bac-pro': [
    'Contrôle en cours de formation pour les épreuves professionnelles et une partie des enseignements généraux',
    'Épreuves ponctuelles terminales de français, histoire-géographie et économie-gestion',
    'Épreuve du chef-d’œuvre en terminale ; attestation de réussite du CAP intermédiaire possible en première',
  ],
  bts: [
    'Épreuves ponctuelles écrites et orales et contrôle en cours de formation selon le référentiel',
    'Soutenance d’un projet de développement réalisé dans l’entreprise d’accueil',
    'Partiels semestriels et entretiens de suivi avec le tuteur en entreprise',
  ],
  'licence-pro': [
    'Contrôle continu intégral par unité d’enseignement, sessions de rattrapage en juin',
    'Mémoire d’apprentissage et projet tuteuré soutenus devant un jury mixte (enseignants et professionnels)',
    'Validation par acquisition de 60 crédits européens (ECTS)',
  ],
};

function modalitesAcces(niveau: Niveau): { value: string; format: string } {
  if (niveau === 'bts') {
    return list([
      'Candidature sur Parcoursup (formation en apprentissage), puis entretien de motivation au campus',
      'Signature d’un contrat d’apprentissage avec un établissement hôtelier ou de restauration',
      'Notre service relations entreprises vous transmet les offres de nos partenaires et vous prépare aux entretiens',
    ]);
  }
  if (niveau === 'licence-pro') {
    return list([
      'Candidature sur dossier auprès de l’université partenaire, de février à mai',
      'Entretien devant un jury composé d’un enseignant et d’un professionnel',
      'Inscription définitive à la signature du contrat d’apprentissage ou de professionnalisation',
    ]);
  }
  return list([
    'Dossier de candidature en ligne ou lors d’une journée portes ouvertes',
    'Entretien de positionnement avec un conseiller en formation, qui peut proposer un parcours réduit selon vos diplômes',
    'Signature d’un contrat d’apprentissage (de 16 à 29 ans révolus, sans limite d’âge pour les personnes en situation de handicap) ; notre service relations entreprises vous aide à trouver un employeur',
  ]);
}

const DELAIS: Record<Niveau, string> = {
  cap: 'Inscriptions de janvier à octobre ; réponse sous quinze jours après l’entretien ; entrée possible jusqu’à trois mois après le début du cycle.',
  'mention-complementaire': 'Inscriptions de mars à septembre ; réponse sous quinze jours après l’entretien.',
  bp: 'Inscriptions de janvier à octobre ; réponse sous quinze jours après l’entretien.',
  'bac-pro': 'Inscriptions de janvier à octobre ; entrée possible jusqu’à trois mois après le début du cycle.',
  bts: 'Calendrier Parcoursup, puis entretien en juin ou juillet ; entrée jusqu’à fin octobre.',
  'licence-pro': 'Candidatures de février à mai ; réponse fin juin ; rentrée mi-septembre.',
};

const METHODES_ATELIER: Record<string, string> = {
  'boulangerie-patisserie': 'Travaux pratiques en fournil et en laboratoire de pâtisserie équipés comme en entreprise (pétrins, fours à sole, chambres de pousse contrôlée)',
  cuisine: 'Travaux pratiques en cuisine pédagogique et productions servies au restaurant d’application',
  'service-et-commercialisation': 'Services réels au restaurant d’application, au bar pédagogique et lors des réceptions du campus',
  'boucherie-charcuterie': 'Travaux pratiques en atelier de découpe et en laboratoire de charcuterie-traiteur, vente en boutique pédagogique',
  hotellerie: 'Mises en situation à la réception pédagogique (logiciel de gestion hôtelière) et au restaurant d’application',
  'commerce-alimentaire': 'Mises en situation dans le magasin pédagogique : réception des marchandises, mise en rayon, conseil et encaissement',
};

function methodes(secteur: string): { value: string; format: string } {
  return list([
    METHODES_ATELIER[secteur] ?? 'Travaux pratiques en atelier',
    'Cours en petits groupes (quatorze apprentis au plus en atelier) et pédagogie de projet',
    'Plateforme numérique pour les cours, le livret d’apprentissage et les échanges avec l’entreprise',
    'Visite en entreprise par un formateur référent au moins une fois par an',
  ]);
}

const TARIF = paragraphs(
  'Formation gratuite pour l’apprenti : son coût est pris en charge par l’opérateur de compétences (OPCO) dont relève l’entreprise, selon le niveau de prise en charge fixé par France compétences. L’apprenti perçoit une rémunération et peut bénéficier des aides au premier équipement et au logement.',
  'Contrat de professionnalisation, reconversion ou compte personnel de formation : devis sur demande auprès du service des admissions.',
);

const ACCESSIBILITE = paragraphs(
  'Les locaux du campus sont accessibles aux personnes à mobilité réduite. Des aménagements de parcours, de postes en atelier et d’examens (temps majoré, supports adaptés, aide humaine) sont étudiés avec chaque candidat et, si besoin, avec l’Agefiph et le médecin du travail.',
  'Référente handicap : Anne Lefeuvre, <a href="mailto:referent-handicap@campus-des-metiers.example">referent-handicap@campus-des-metiers.example</a>, 02 99 12 34 70.',
);

const CERTIFICATEURS: Record<Niveau, string> = {
  cap: 'Ministère de l’Éducation nationale',
  'mention-complementaire': 'Ministère de l’Éducation nationale',
  bp: 'Ministère de l’Éducation nationale',
  'bac-pro': 'Ministère de l’Éducation nationale',
  bts: 'Ministère de l’Enseignement supérieur et de la Recherche',
  'licence-pro': 'Université de Rennes',
};

/** The métiers each formation leads to, derived from `METIER_FORMATIONS` so both sides agree. */
function metiersOf(formationKey: string): string[] {
  return Object.entries(METIER_FORMATIONS)
    .filter(([, formationKeys]) => formationKeys.includes(formationKey))
    .map(([metierKey]) => metierKey);
}

export function formations(now: Date): DemoItem[] {
  return specs.map((spec, index) => {
    const contact = CONTACTS[spec.campus];
    return {
      type: 'node--formation',
      key: spec.key,
      label: spec.label,
      createdDaysAgo: -(280 - index * 5),
      pathAlias: `/formation/${spec.key}`,
      fields: {
        field_objectifs: list(spec.objectifs, spec.intro),
        field_prerequis: paragraphs(spec.prerequis),
        field_duree_heures: spec.heures,
        field_duree_mois: spec.mois,
        field_rythme: paragraphs(RYTHMES[spec.niveau]),
        field_modalites_acces: modalitesAcces(spec.niveau),
        field_delais_acces: DELAIS[spec.niveau],
        field_methodes: methodes(spec.secteur),
        field_evaluation: list(EVALUATIONS[spec.niveau]),
        field_tarif: TARIF,
        field_accessibilite: ACCESSIBILITE,
        field_contact_nom: contact.nom,
        field_contact_email: contact.email,
        field_contact_telephone: contact.telephone,
        field_code_rncp: spec.rncp,
        field_certificateur: CERTIFICATEURS[spec.niveau],
        field_niveau: term.niveau(spec.niveau),
        field_secteur: term.secteur(spec.secteur),
        field_campus: term.campus(spec.campus),
        field_metiers: metiersOf(spec.key).map((key) => ref('node--metier', key)),
        field_taux_reussite: spec.taux[0],
        field_taux_poursuite: spec.taux[1],
        field_taux_insertion: spec.taux[2],
        field_annee_indicateurs: 2025,
        field_date_mise_a_jour: dateIn(now, -(12 + index * 3)),
        field_image: img(`formation-${spec.key}`, spec.alt, SECTEUR_COLORS[spec.secteur] ?? ['#3d5a80', '#e0fbfc']),
      },
    };
  });
}
