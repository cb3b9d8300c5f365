/** Events (`node--evenement`), spread over the three months before and after the seeding day. */
import { body, img, nearWeekday, parisDateTime, shiftDate, term } from './helpers.js';
import type { DemoItem } from './types.js';

const MONDAY = 1;
const TUESDAY = 2;
const WEDNESDAY = 3;
const THURSDAY = 4;
const FRIDAY = 5;
const SATURDAY = 6;

interface Place {
  readonly nom: string;
  readonly adresse: string;
  readonly ville: string;
}

const PLACES = {
  rennes: { nom: 'Campus de Rennes', adresse: '2 rue des Compagnons', ville: 'Rennes' },
  saintMalo: { nom: 'Campus de Saint-Malo', adresse: '14 boulevard de la Rance', ville: 'Saint-Malo' },
  fougeres: { nom: 'Campus de Fougères', adresse: '5 rue du Nançon', ville: 'Fougères' },
  restaurant: { nom: 'La Table des apprentis, restaurant d’application', adresse: '2 rue des Compagnons', ville: 'Rennes' },
} satisfies Record<string, Place>;

interface EventSpec {
  readonly slug: string;
  readonly title: string;
  readonly category: string;
  /** About how many days from the seeding day (negative: past); moved to the nearest `weekday`. */
  readonly inDays: number;
  readonly weekday: number;
  readonly start: readonly [number, number];
  readonly end: readonly [number, number];
  /** Number of extra days the event lasts (0 for a one-day event). */
  readonly extraDays?: number;
  readonly place: Place;
  readonly summary: string;
  readonly paragraphs: readonly string[];
  readonly registration?: string;
  readonly alt: string;
  readonly colors: readonly [string, string];
}

const JPO_COLORS = ['#1e3a8a', '#fcd34d'] as const;
const ATELIER_COLORS = ['#9a3412', '#fde68a'] as const;
const SALON_COLORS = ['#0f766e', '#ccfbf1'] as const;
const CONCOURS_COLORS = ['#7c2d12', '#fecaca'] as const;
const JOB_COLORS = ['#4c1d95', '#ddd6fe'] as const;

const specs: readonly EventSpec[] = [
  {
    slug: 'journee-portes-ouvertes-campus-de-rennes',
    title: 'Journée portes ouvertes du campus de Rennes',
    category: 'journee-portes-ouvertes',
    inDays: -84,
    weekday: SATURDAY,
    start: [9, 0],
    end: [17, 0],
    place: PLACES.rennes,
    summary: 'Visitez les ateliers, rencontrez les formateurs et les apprentis, et préparez votre inscription.',
    paragraphs: [
      'Fournil, laboratoires de pâtisserie et de charcuterie, cuisines, restaurant d’application : toutes les portes du campus de Rennes sont ouvertes. Apprentis et formateurs présentent chaque formation et répondent à vos questions.',
      'Le service relations entreprises vous explique comment trouver un employeur, et des entretiens de positionnement sont proposés sur place. Pensez à apporter vos derniers bulletins scolaires.',
    ],
    registration: 'https://www.campus-des-metiers.example/inscription/portes-ouvertes-rennes',
    alt: 'Des familles visitent un atelier de pâtisserie',
    colors: JPO_COLORS,
  },
  {
    slug: 'atelier-decouverte-petrir-son-premier-pain',
    title: 'Atelier découverte : pétrir son premier pain',
    category: 'atelier',
    inDays: -70,
    weekday: WEDNESDAY,
    start: [14, 0],
    end: [17, 0],
    place: PLACES.rennes,
    summary: 'Un après-midi au fournil pour les collégiens qui s’intéressent au métier de boulanger.',
    paragraphs: [
      'Encadrés par un formateur et des apprentis, les collégiens de quatrième et de troisième pétrissent, façonnent et cuisent leur propre pain. Ils repartent avec leur production et une documentation sur le CAP Boulanger.',
      'Nombre de places limité à douze participants. Tenue fournie.',
    ],
    registration: 'https://www.campus-des-metiers.example/inscription/atelier-pain',
    alt: 'Des mains d’enfant pétrissent une pâte à pain',
    colors: ATELIER_COLORS,
  },
  {
    slug: 'salon-de-l-apprentissage-et-de-l-alternance',
    title: 'Salon de l’apprentissage et de l’alternance',
    category: 'salon',
    inDays: -61,
    weekday: FRIDAY,
    start: [9, 30],
    end: [17, 30],
    extraDays: 1,
    place: { nom: 'Parc des expositions Rennes Aéroport', adresse: 'La Haie Gautrais', ville: 'Bruz' },
    summary: 'Retrouvez le campus sur son stand pendant les deux jours du salon.',
    paragraphs: [
      'Le campus présente l’ensemble de ses formations sur son stand, avec des démonstrations de façonnage et de découpe. Des apprentis témoignent de leur quotidien en entreprise.',
      'Entrée libre. Des conférences sur le contrat d’apprentissage et la rémunération des apprentis ont lieu chaque heure.',
    ],
    alt: 'Un stand de salon décoré de pains et de viennoiseries',
    colors: SALON_COLORS,
  },
  {
    slug: 'job-dating-hotellerie-restauration-saint-malo',
    title: 'Job dating hôtellerie-restauration à Saint-Malo',
    category: 'job-dating',
    inDays: -47,
    weekday: TUESDAY,
    start: [9, 0],
    end: [12, 30],
    place: PLACES.saintMalo,
    summary: 'Dix minutes pour convaincre : rencontrez les hôtels et restaurants de la Côte d’Émeraude qui recrutent des apprentis.',
    paragraphs: [
      'Une trentaine d’hôtels et de restaurants de Saint-Malo, Dinard et Cancale recrutent des apprentis en cuisine, en service et à la réception. Venez avec plusieurs exemplaires de votre CV.',
      'Un atelier de préparation aux entretiens est proposé la veille, de 14 heures à 16 heures.',
    ],
    registration: 'https://www.campus-des-metiers.example/inscription/job-dating-saint-malo',
    alt: 'Un candidat serre la main d’une recruteuse',
    colors: JOB_COLORS,
  },
  {
    slug: 'concours-regional-des-jeunes-boulangers',
    title: 'Concours régional des jeunes boulangers',
    category: 'concours',
    inDays: -33,
    weekday: MONDAY,
    start: [7, 0],
    end: [18, 0],
    place: PLACES.rennes,
    summary: 'Douze apprentis de toute la Bretagne s’affrontent au fournil du campus.',
    paragraphs: [
      'Pains de tradition, pains spéciaux, viennoiseries et pièce artistique : les candidats disposent de huit heures pour réaliser leur production devant un jury de professionnels.',
      'Le public peut assister aux épreuves depuis la galerie vitrée du fournil. La remise des prix a lieu à 17 heures.',
    ],
    alt: 'Une pièce artistique en pâte à pain représentant un phare',
    colors: CONCOURS_COLORS,
  },
  {
    slug: 'journee-portes-ouvertes-campus-de-fougeres',
    title: 'Journée portes ouvertes du campus de Fougères',
    category: 'journee-portes-ouvertes',
    inDays: -19,
    weekday: SATURDAY,
    start: [9, 0],
    end: [13, 0],
    place: PLACES.fougeres,
    summary: 'Boucherie, charcuterie-traiteur et commerce alimentaire : découvrez les formations du campus de Fougères.',
    paragraphs: [
      'Les apprentis réalisent des démonstrations de découpe et de préparation traiteur. Les formateurs présentent les CAP et BP proposés sur le site, ainsi que les débouchés dans les entreprises du pays de Fougères.',
      'Une dégustation des productions des apprentis clôt la matinée.',
    ],
    alt: 'Un apprenti présente un plateau traiteur à des visiteurs',
    colors: JPO_COLORS,
  },
  {
    slug: 'atelier-parents-enfants-gateaux-bretons',
    title: 'Atelier parents-enfants : gâteaux bretons',
    category: 'atelier',
    inDays: -8,
    weekday: WEDNESDAY,
    start: [14, 30],
    end: [16, 30],
    place: PLACES.rennes,
    summary: 'Quatre-quarts, far et palets bretons : un atelier gourmand à partager en famille.',
    paragraphs: [
      'Les apprentis de CAP Pâtissier animent un atelier pour les enfants de huit à douze ans accompagnés d’un adulte. Chaque binôme réalise un far breton et des palets, à emporter.',
      'Participation de 10 € par binôme, ingrédients et tablier compris.',
    ],
    registration: 'https://www.campus-des-metiers.example/inscription/atelier-gateaux-bretons',
    alt: 'Un enfant et sa mère découpent des palets bretons',
    colors: ATELIER_COLORS,
  },
  {
    slug: 'job-dating-des-metiers-de-bouche',
    title: 'Job dating des métiers de bouche',
    category: 'job-dating',
    inDays: 5,
    weekday: THURSDAY,
    start: [9, 0],
    end: [12, 0],
    place: PLACES.rennes,
    summary: 'Boulangeries, boucheries, charcuteries et pâtisseries de la région recrutent leurs futurs apprentis.',
    paragraphs: [
      'Plus de trente entreprises des métiers de bouche proposent des contrats d’apprentissage en CAP, BP et mention complémentaire. Les entretiens durent dix minutes, sans rendez-vous.',
      'Vous n’avez pas encore choisi votre formation ? Les conseillers du campus vous reçoivent sur place.',
    ],
    registration: 'https://www.campus-des-metiers.example/inscription/job-dating-metiers-de-bouche',
    alt: 'Des recruteurs en tablier échangent avec des jeunes candidats',
    colors: JOB_COLORS,
  },
  {
    slug: 'journee-portes-ouvertes-campus-de-saint-malo',
    title: 'Journée portes ouvertes du campus de Saint-Malo',
    category: 'journee-portes-ouvertes',
    inDays: 12,
    weekday: SATURDAY,
    start: [9, 0],
    end: [16, 0],
    place: PLACES.saintMalo,
    summary: 'Service, sommellerie, réception et management : découvrez les formations de l’hôtellerie-restauration.',
    paragraphs: [
      'Visitez la nouvelle cuisine pédagogique, le bar et la salle de dégustation du campus de Saint-Malo. Les étudiants de BTS présentent leur projet de développement réalisé en entreprise.',
      'Des entretiens de positionnement sont proposés toute la journée pour les formations de la prochaine rentrée.',
    ],
    registration: 'https://www.campus-des-metiers.example/inscription/portes-ouvertes-saint-malo',
    alt: 'Le bar pédagogique du campus de Saint-Malo',
    colors: JPO_COLORS,
  },
  {
    slug: 'atelier-decouverte-les-secrets-du-service-en-salle',
    title: 'Atelier découverte : les secrets du service en salle',
    category: 'atelier',
    inDays: 20,
    weekday: WEDNESDAY,
    start: [14, 0],
    end: [16, 30],
    place: PLACES.saintMalo,
    summary: 'Dresser une table, porter trois assiettes, servir un café : initiez-vous au service avec nos apprentis.',
    paragraphs: [
      'Cet atelier s’adresse aux collégiens, lycéens et adultes qui envisagent une formation en service. Les participants s’exercent aux gestes de base avant de servir un goûter préparé par les apprentis en cuisine.',
    ],
    registration: 'https://www.campus-des-metiers.example/inscription/atelier-service',
    alt: 'Une table dressée avec des verres à pied et des serviettes pliées',
    colors: ATELIER_COLORS,
  },
  {
    slug: 'salon-regional-des-metiers-de-bouche',
    title: 'Salon régional des métiers de bouche',
    category: 'salon',
    inDays: 29,
    weekday: SATURDAY,
    start: [10, 0],
    end: [18, 0],
    extraDays: 1,
    place: { nom: 'Parc des expositions du Chorus', adresse: 'Parc du Chorus', ville: 'Vannes' },
    summary: 'Le campus participe au salon régional avec démonstrations et dégustations.',
    paragraphs: [
      'Pendant deux jours, les apprentis du campus réalisent en public pains, viennoiseries, charcuteries et plats cuisinés. Le stand accueille aussi les familles qui souhaitent se renseigner sur l’apprentissage.',
      'Entrée gratuite pour les moins de dix-huit ans.',
    ],
    alt: 'Un apprenti charcutier présente des saucisses devant un public',
    colors: SALON_COLORS,
  },
  {
    slug: 'journee-portes-ouvertes-bac-pro-et-bts',
    title: 'Journée portes ouvertes : bac pro et BTS',
    category: 'journee-portes-ouvertes',
    inDays: 41,
    weekday: SATURDAY,
    start: [9, 30],
    end: [13, 0],
    place: PLACES.rennes,
    summary: 'Une matinée dédiée aux formations de niveau bac et bac + 2, pour les élèves de troisième et de terminale.',
    paragraphs: [
      'Présentation des bacs professionnels en trois ans et du BTS Management en hôtellerie-restauration : contenus, rythme d’alternance, poursuites d’études et débouchés.',
      'Les candidats au BTS peuvent être accompagnés dans leurs vœux Parcoursup.',
    ],
    registration: 'https://www.campus-des-metiers.example/inscription/portes-ouvertes-bac-pro-bts',
    alt: 'Un formateur présente une formation à des lycéens',
    colors: JPO_COLORS,
  },
  {
    slug: 'trophee-inter-campus-de-cuisine',
    title: 'Trophée inter-campus de cuisine',
    category: 'concours',
    inDays: 55,
    weekday: THURSDAY,
    start: [8, 30],
    end: [16, 0],
    place: PLACES.restaurant,
    summary: 'Les meilleurs apprentis cuisiniers et serveurs des trois campus s’affrontent en binômes.',
    paragraphs: [
      'Chaque binôme, composé d’un apprenti cuisinier et d’un apprenti serveur, réalise et sert un menu complet à partir d’un panier de produits bretons dévoilé le matin même.',
      'Le jury est présidé par le chef Loïc Le Floch, parrain de la promotion. Le déjeuner des épreuves est ouvert à trente convives, sur réservation.',
    ],
    registration: 'https://www.campus-des-metiers.example/inscription/trophee-inter-campus',
    alt: 'Un binôme d’apprentis dresse une assiette sous le regard du jury',
    colors: CONCOURS_COLORS,
  },
  {
    slug: 'job-dating-saisonniers-cote-d-emeraude',
    title: 'Job dating des saisonniers de la Côte d’Émeraude',
    category: 'job-dating',
    inDays: 69,
    weekday: WEDNESDAY,
    start: [10, 0],
    end: [17, 0],
    place: PLACES.saintMalo,
    summary: 'Hôtels, restaurants et campings recrutent leurs équipes pour la saison.',
    paragraphs: [
      'Contrats saisonniers en cuisine, en salle, au bar, à la réception et aux étages : les établissements de la côte recrutent apprentis, étudiants et professionnels confirmés.',
      'Les apprentis du campus peuvent y trouver un emploi saisonnier compatible avec leur contrat d’apprentissage, pendant leurs congés.',
    ],
    alt: 'Des recruteurs d’hôtels installés face à la mer',
    colors: JOB_COLORS,
  },
  {
    slug: 'concours-du-meilleur-apprenti-charcutier-traiteur',
    title: 'Concours du meilleur apprenti charcutier-traiteur',
    category: 'concours',
    inDays: 83,
    weekday: SATURDAY,
    start: [8, 0],
    end: [15, 0],
    place: PLACES.fougeres,
    summary: 'Pâté en croûte, boudin blanc et buffet froid : les apprentis charcutiers-traiteurs montrent leur savoir-faire.',
    paragraphs: [
      'Organisé au campus de Fougères, le concours réunit les apprentis de deuxième année de CAP Charcutier-traiteur de l’Ouest. Les productions sont exposées au public à partir de 14 heures.',
    ],
    alt: 'Un pâté en croûte décoré présenté sur un plat',
    colors: CONCOURS_COLORS,
  },
];

export function events(now: Date): DemoItem[] {
  return specs.map((spec, index) => {
    const startDate = nearWeekday(now, spec.inDays, spec.weekday);
    const endDate = shiftDate(startDate, spec.extraDays ?? 0);
    return {
      type: 'node--evenement',
      key: spec.slug,
      label: spec.title,
      owner: 'redaction',
      // Announced about six weeks ahead (and at the latest a few days before seeding).
      createdDaysAgo: Math.max(-130, Math.min(-(index + 1), spec.inDays - 42)),
      pathAlias: `/evenement/${spec.slug}`,
      fields: {
        body: body(spec.summary, ...spec.paragraphs),
        field_date_debut: parisDateTime(startDate, spec.start[0], spec.start[1]),
        field_date_fin: parisDateTime(endDate, spec.end[0], spec.end[1]),
        field_lieu_nom: spec.place.nom,
        field_lieu_adresse: spec.place.adresse,
        field_lieu_ville: spec.place.ville,
        field_image: img(`evenement-${spec.slug}`, spec.alt, spec.colors),
        field_categorie: term.categorie(spec.category),
        ...(spec.registration ? { field_lien_inscription: { uri: spec.registration, title: 'S’inscrire' } } : {}),
      },
    };
  });
}
