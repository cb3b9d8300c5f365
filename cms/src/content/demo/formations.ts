/**
 * Training courses (`node--formation`): course sheets with every field French training bodies
 * must publish. RNCP codes are illustrative, not checked against France compétences' register.
 */
import { METIER_FORMATIONS, SECTEUR_COLORS } from './catalog.js';
import { dateIn, img, list, paragraphs, term } from './helpers.js';
import { type DemoItem, ref } from './types.js';

type Niveau = 'cap' | 'bp' | 'bac-pro' | 'bts' | 'licence-pro' | 'mention-complementaire';
type Campus = 'rennes' | 'saint-malo' | 'fougeres';

interface FormationSpec {
  readonly key: string;
  readonly label: string;
  readonly niveau: Niveau;
  readonly secteur: string;
  readonly campus: Campus;
  readonly rncp: string;
  readonly heures: number;
  readonly mois: number;
  readonly objectifs: readonly string[];
  readonly intro: string;
  readonly prerequis: string;
  /** Success, further-study and employment rates (%). */
  readonly taux: readonly [string, string, string];
  readonly alt: string;
}

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

const specs: readonly FormationSpec[] = [
  {
    key: 'cap-boulanger',
    label: 'CAP Boulanger',
    niveau: 'cap',
    secteur: 'boulangerie-patisserie',
    campus: 'rennes',
    rncp: 'RNCP37861',
    heures: 800,
    mois: 24,
    intro: 'Devenir boulanger qualifié, capable de fabriquer l’ensemble des pains et viennoiseries d’une boulangerie artisanale.',
    objectifs: [
      'Réceptionner, contrôler et stocker les matières premières',
      'Pétrir, façonner et cuire les pains courants, la baguette de tradition française et les pains spéciaux',
      'Fabriquer les viennoiseries levées et levées feuilletées',
      'Appliquer les règles d’hygiène et de sécurité alimentaire (méthode HACCP)',
    ],
    prerequis: 'Avoir achevé la classe de troisième. Aucun diplôme n’est exigé. Goût du travail manuel et disponibilité pour des horaires matinaux.',
    taux: ['91.3', '38.0', '84.6'],
    alt: 'Un apprenti façonne des baguettes sur un plan de travail fariné',
  },
  {
    key: 'cap-patissier',
    label: 'CAP Pâtissier',
    niveau: 'cap',
    secteur: 'boulangerie-patisserie',
    campus: 'rennes',
    rncp: 'RNCP37872',
    heures: 800,
    mois: 24,
    intro: 'Maîtriser les techniques de base de la pâtisserie française pour travailler en pâtisserie artisanale, en restaurant ou en traiteur.',
    objectifs: [
      'Réaliser les pâtes de base : feuilletée, brisée, sucrée, à choux, levée',
      'Confectionner crèmes, entremets, tartes et petits fours',
      'Décorer et présenter les produits pour la vente',
      'Organiser son poste et respecter les règles d’hygiène',
    ],
    prerequis: 'Avoir achevé la classe de troisième. Sens de la précision et de la minutie.',
    taux: ['88.9', '42.5', '79.0'],
    alt: 'Des tartelettes aux fruits alignées sur une grille de pâtisserie',
  },
  {
    key: 'cap-cuisine',
    label: 'CAP Cuisine',
    niveau: 'cap',
    secteur: 'cuisine',
    campus: 'rennes',
    rncp: 'RNCP38025',
    heures: 800,
    mois: 24,
    intro: 'Occuper un poste de commis de cuisine en restauration traditionnelle, gastronomique ou collective.',
    objectifs: [
      'Participer à la réception et au stockage des produits',
      'Réaliser les préparations préliminaires, les cuissons et les fonds de base',
      'Dresser et envoyer les plats pendant le service',
      'Travailler en brigade dans le respect des règles d’hygiène et de sécurité',
    ],
    prerequis: 'Avoir achevé la classe de troisième. Bonne résistance physique et goût du travail en équipe.',
    taux: ['90.2', '35.4', '86.1'],
    alt: 'Une apprentie dresse une assiette sous le regard de son formateur',
  },
  {
    key: 'cap-commercialisation-et-services-en-hcr',
    label: 'CAP Commercialisation et services en hôtel-café-restaurant',
    niveau: 'cap',
    secteur: 'service-et-commercialisation',
    campus: 'saint-malo',
    rncp: 'RNCP37859',
    heures: 800,
    mois: 24,
    intro: 'Accueillir, conseiller et servir les clients en salle, au bar ou à l’étage d’un hôtel.',
    objectifs: [
      'Accueillir la clientèle et prendre les commandes',
      'Réaliser la mise en place de la salle et le service des mets et des boissons',
      'Assurer l’entretien des chambres et des espaces communs',
      'Encaisser et participer à la vente additionnelle',
    ],
    prerequis: 'Avoir achevé la classe de troisième. Aisance relationnelle et bonne présentation.',
    taux: ['87.5', '30.0', '88.0'],
    alt: 'Un apprenti serveur dresse une table au restaurant d’application',
  },
  {
    key: 'cap-boucher',
    label: 'CAP Boucher',
    niveau: 'cap',
    secteur: 'boucherie-charcuterie',
    campus: 'fougeres',
    rncp: 'RNCP37863',
    heures: 800,
    mois: 24,
    intro: 'Préparer et vendre les viandes de boucherie en boucherie artisanale ou en rayon traditionnel de grande surface.',
    objectifs: [
      'Réceptionner et stocker les carcasses et les viandes',
      'Désosser, parer, ficeler et présenter les morceaux',
      'Conseiller la clientèle sur les morceaux et leur cuisson',
      'Appliquer la traçabilité et les règles d’hygiène',
    ],
    prerequis: 'Avoir achevé la classe de troisième. Bonne condition physique, travail au froid.',
    taux: ['93.8', '33.3', '91.7'],
    alt: 'Un apprenti boucher pare une pièce de bœuf en atelier',
  },
  {
    key: 'cap-charcutier-traiteur',
    label: 'CAP Charcutier-traiteur',
    niveau: 'cap',
    secteur: 'boucherie-charcuterie',
    campus: 'fougeres',
    rncp: 'RNCP37866',
    heures: 800,
    mois: 24,
    intro: 'Fabriquer les produits de charcuterie et les plats cuisinés vendus en boutique et lors des prestations traiteur.',
    objectifs: [
      'Fabriquer saucisses, pâtés, terrines, jambons et andouilles',
      'Réaliser des préparations traiteur chaudes et froides',
      'Conditionner, étiqueter et mettre en valeur les produits',
      'Maîtriser la chaîne du froid et les règles sanitaires',
    ],
    prerequis: 'Avoir achevé la classe de troisième. Intérêt pour la cuisine et les produits du terroir.',
    taux: ['89.5', '36.8', '85.0'],
    alt: 'Des terrines et des pâtés en croûte présentés en vitrine',
  },
  {
    key: 'cap-equipier-polyvalent-du-commerce',
    label: 'CAP Équipier polyvalent du commerce',
    niveau: 'cap',
    secteur: 'commerce-alimentaire',
    campus: 'fougeres',
    rncp: 'RNCP34947',
    heures: 800,
    mois: 24,
    intro: 'Travailler en magasin alimentaire : réception des marchandises, mise en rayon, conseil et encaissement.',
    objectifs: [
      'Réceptionner et suivre les stocks',
      'Mettre en valeur les produits et tenir les rayons',
      'Conseiller et accompagner les clients jusqu’à l’encaissement',
      'Participer à la vente en rayon traditionnel (fromage, fruits et légumes, boulangerie)',
    ],
    prerequis: 'Avoir achevé la classe de troisième. Sens du contact et de l’organisation.',
    taux: ['86.0', '40.0', '80.5'],
    alt: 'Une apprentie conseille une cliente au rayon fromagerie',
  },
  {
    key: 'bp-boulanger',
    label: 'BP Boulanger',
    niveau: 'bp',
    secteur: 'boulangerie-patisserie',
    campus: 'rennes',
    rncp: 'RNCP35316',
    heures: 800,
    mois: 24,
    intro: 'Devenir boulanger hautement qualifié, capable d’encadrer une équipe de production et de participer à la gestion d’une entreprise.',
    objectifs: [
      'Concevoir et produire une gamme complète de pains, viennoiseries et produits traiteur',
      'Organiser la production et encadrer une petite équipe',
      'Calculer les coûts de revient et participer à la gestion de l’entreprise',
      'Se préparer à la reprise ou à la création d’une boulangerie',
    ],
    prerequis: 'Être titulaire du CAP Boulanger ou d’un diplôme de niveau 3 ou 4 du secteur, ou justifier d’une expérience professionnelle en boulangerie.',
    taux: ['84.2', '12.0', '94.4'],
    alt: 'Des pains de campagne grignés à la sortie du four',
  },
  {
    key: 'bp-arts-de-la-cuisine',
    label: 'BP Arts de la cuisine',
    niveau: 'bp',
    secteur: 'cuisine',
    campus: 'rennes',
    rncp: 'RNCP36931',
    heures: 800,
    mois: 24,
    intro: 'Évoluer vers un poste de chef de partie ou de second de cuisine, avec une forte autonomie de création.',
    objectifs: [
      'Concevoir des mets et des menus en tenant compte des saisons et des contraintes économiques',
      'Animer une équipe et organiser la production pendant le service',
      'Gérer les approvisionnements et maîtriser les coûts',
      'Appliquer une démarche qualité et de réduction du gaspillage',
    ],
    prerequis: 'Être titulaire d’un CAP Cuisine, d’un bac pro Cuisine ou d’une mention complémentaire du secteur.',
    taux: ['82.6', '10.5', '95.0'],
    alt: 'Un chef de partie envoie des assiettes au passe',
  },
  {
    key: 'bp-boucher',
    label: 'BP Boucher',
    niveau: 'bp',
    secteur: 'boucherie-charcuterie',
    campus: 'fougeres',
    rncp: 'RNCP35317',
    heures: 800,
    mois: 24,
    intro: 'Devenir boucher hautement qualifié, responsable d’un étal ou futur chef d’entreprise.',
    objectifs: [
      'Sélectionner les carcasses et organiser leur transformation',
      'Concevoir des préparations bouchères et un assortiment traiteur',
      'Encadrer une équipe et gérer les achats',
      'Animer le point de vente et fidéliser la clientèle',
    ],
    prerequis: 'Être titulaire du CAP Boucher ou justifier de deux ans d’expérience en boucherie.',
    taux: ['90.0', '8.0', '96.0'],
    alt: 'Un étal de boucherie artisanale garni de pièces de viande',
  },
  {
    key: 'bp-barman',
    label: 'BP Barman',
    niveau: 'bp',
    secteur: 'service-et-commercialisation',
    campus: 'saint-malo',
    rncp: 'RNCP36850',
    heures: 800,
    mois: 24,
    intro: 'Tenir un bar d’hôtel, de restaurant ou de cocktails et en assurer la gestion commerciale.',
    objectifs: [
      'Concevoir une carte de boissons et de cocktails, avec ou sans alcool',
      'Maîtriser les techniques de préparation et de service au bar',
      'Gérer les stocks, les achats et la rentabilité du bar',
      'Appliquer la réglementation sur la vente d’alcool et la prévention de l’ivresse',
    ],
    prerequis: 'Être titulaire d’un CAP ou d’un bac pro de la restauration, ou justifier d’une expérience en service.',
    taux: ['85.7', '14.3', '92.9'],
    alt: 'Un apprenti barman prépare un cocktail sans alcool',
  },
  {
    key: 'bac-pro-cuisine',
    label: 'Bac pro Cuisine',
    niveau: 'bac-pro',
    secteur: 'cuisine',
    campus: 'rennes',
    rncp: 'RNCP38012',
    heures: 1850,
    mois: 36,
    intro: 'Acquérir une qualification de cuisinier autonome, capable d’organiser une production et d’encadrer des commis.',
    objectifs: [
      'Organiser la production culinaire et gérer les approvisionnements',
      'Réaliser des préparations de cuisine classique et contemporaine',
      'Animer une équipe et communiquer avec le service',
      'Intégrer les enjeux de développement durable à la production',
    ],
    prerequis: 'Sortir de troisième ou de seconde. Entrée possible en première avec un CAP du secteur.',
    taux: ['83.0', '45.0', '72.5'],
    alt: 'Une brigade d’apprentis en pleine mise en place',
  },
  {
    key: 'bac-pro-commercialisation-et-services-en-restauration',
    label: 'Bac pro Commercialisation et services en restauration',
    niveau: 'bac-pro',
    secteur: 'service-et-commercialisation',
    campus: 'saint-malo',
    rncp: 'RNCP38014',
    heures: 1850,
    mois: 36,
    intro: 'Devenir chef de rang ou maître d’hôtel et participer à la commercialisation des prestations.',
    objectifs: [
      'Accueillir, conseiller et fidéliser la clientèle, y compris en anglais',
      'Organiser le service et réaliser les techniques de salle (découpe, flambage)',
      'Conseiller les vins et les boissons en accord avec les mets',
      'Animer une équipe de commis et de serveurs',
    ],
    prerequis: 'Sortir de troisième ou de seconde. Entrée possible en première avec un CAP du secteur.',
    taux: ['86.4', '41.0', '76.0'],
    alt: 'Un maître d’hôtel apprenti présente la carte à des clients',
  },
  {
    key: 'bac-pro-boulanger-patissier',
    label: 'Bac pro Boulanger-pâtissier',
    niveau: 'bac-pro',
    secteur: 'boulangerie-patisserie',
    campus: 'rennes',
    rncp: 'RNCP38016',
    heures: 1850,
    mois: 36,
    intro: 'Maîtriser à la fois la boulangerie et la pâtisserie, et se préparer aux responsabilités d’un chef de production.',
    objectifs: [
      'Produire pains, viennoiseries, pâtisseries et produits traiteur',
      'Organiser la production et l’approvisionnement',
      'Participer à la commercialisation et au management d’une équipe',
      'Connaître la gestion d’une entreprise artisanale',
    ],
    prerequis: 'Sortir de troisième ou de seconde. Entrée possible en première avec un CAP Boulanger ou Pâtissier.',
    taux: ['85.0', '37.5', '80.0'],
    alt: 'Des croissants dorés sur une plaque de cuisson',
  },
  {
    key: 'bts-management-en-hotellerie-restauration',
    label: 'BTS Management en hôtellerie-restauration',
    niveau: 'bts',
    secteur: 'hotellerie',
    campus: 'saint-malo',
    rncp: 'RNCP35374',
    heures: 1350,
    mois: 24,
    intro: 'Former les futurs managers opérationnels de l’hôtellerie et de la restauration, avec une option en hébergement.',
    objectifs: [
      'Piloter la production de services en hébergement et en restauration',
      'Animer et encadrer une équipe',
      'Analyser l’activité et contribuer à la stratégie commerciale de l’établissement',
      'Communiquer avec une clientèle internationale en deux langues vivantes',
    ],
    prerequis: 'Être titulaire d’un baccalauréat, de préférence technologique STHR ou professionnel du secteur.',
    taux: ['88.0', '35.0', '82.0'],
    alt: 'Une étudiante accueille un client à la réception pédagogique',
  },
  {
    key: 'mc-cuisinier-en-desserts-de-restaurant',
    label: 'MC Cuisinier en desserts de restaurant',
    niveau: 'mention-complementaire',
    secteur: 'cuisine',
    campus: 'rennes',
    rncp: 'RNCP34393',
    heures: 420,
    mois: 12,
    intro: 'Se spécialiser dans la conception et le dressage des desserts à l’assiette servis au restaurant.',
    objectifs: [
      'Réaliser desserts chauds, froids et glacés',
      'Créer des desserts à l’assiette en lien avec la carte du restaurant',
      'Travailler le chocolat, le sucre et les fruits de saison',
      'Organiser le poste pâtisserie pendant le service',
    ],
    prerequis: 'Être titulaire d’un CAP Cuisine, d’un CAP Pâtissier ou d’un bac pro Cuisine.',
    taux: ['95.0', '25.0', '90.0'],
    alt: 'Un dessert à l’assiette aux fraises et au basilic',
  },
  {
    key: 'mc-patisserie-boulangere',
    label: 'MC Pâtisserie boulangère',
    niveau: 'mention-complementaire',
    secteur: 'boulangerie-patisserie',
    campus: 'rennes',
    rncp: 'RNCP34390',
    heures: 420,
    mois: 12,
    intro: 'Compléter un CAP Boulanger par les pâtisseries vendues en boulangerie.',
    objectifs: [
      'Fabriquer les pâtisseries de boulangerie : flans, tartes, choux, far breton',
      'Réaliser des entremets simples et des produits de saison',
      'Présenter et vendre les produits en vitrine',
    ],
    prerequis: 'Être titulaire du CAP Boulanger.',
    taux: ['92.3', '30.8', '88.5'],
    alt: 'Un far breton aux pruneaux tranché sur une planche',
  },
  {
    key: 'mc-sommellerie',
    label: 'MC Sommellerie',
    niveau: 'mention-complementaire',
    secteur: 'service-et-commercialisation',
    campus: 'saint-malo',
    rncp: 'RNCP34398',
    heures: 420,
    mois: 12,
    intro: 'Devenir commis sommelier : conseiller les vins et boissons, gérer la cave et assurer le service.',
    objectifs: [
      'Connaître les vignobles français et étrangers',
      'Déguster et décrire un vin, proposer des accords mets et vins',
      'Gérer une cave : achats, stockage et carte des vins',
      'Assurer le service des vins et des boissons',
    ],
    prerequis: 'Être titulaire d’un CAP, d’un bac pro ou d’un BTS de la restauration. Majorité requise pour la dégustation.',
    taux: ['90.9', '18.2', '90.9'],
    alt: 'Une apprentie sommelière présente une bouteille de vin',
  },
  {
    key: 'mc-accueil-reception',
    label: 'MC Accueil-réception',
    niveau: 'mention-complementaire',
    secteur: 'hotellerie',
    campus: 'saint-malo',
    rncp: 'RNCP34395',
    heures: 420,
    mois: 12,
    intro: 'Assurer l’accueil, la réservation et la facturation à la réception d’un hôtel.',
    objectifs: [
      'Accueillir la clientèle française et étrangère',
      'Gérer les réservations et les arrivées avec un logiciel hôtelier',
      'Facturer, encaisser et traiter les réclamations',
      'Promouvoir les services de l’établissement et du territoire',
    ],
    prerequis: 'Être titulaire d’un baccalauréat ou d’un diplôme de niveau 4. Pratique de l’anglais.',
    taux: ['89.0', '22.0', '87.0'],
    alt: 'Un comptoir de réception d’hôtel avec un registre et une sonnette',
  },
  {
    key: 'licence-pro-management-hotellerie-restauration',
    label: 'Licence pro Management des établissements de l’hôtellerie et de la restauration',
    niveau: 'licence-pro',
    secteur: 'hotellerie',
    campus: 'saint-malo',
    rncp: 'RNCP29970',
    heures: 500,
    mois: 12,
    intro: 'Former des responsables d’établissement ou d’unité, capables de gérer une équipe, un budget et une stratégie commerciale.',
    objectifs: [
      'Piloter la performance économique d’un établissement',
      'Manager et fidéliser une équipe pluridisciplinaire',
      'Concevoir et déployer une stratégie de commercialisation et de revenue management',
      'Conduire une démarche qualité et de responsabilité sociétale',
    ],
    prerequis: 'Être titulaire d’un diplôme de niveau 5 (BTS MHR, BUT, L2) ou justifier d’une expérience professionnelle validée.',
    taux: ['93.0', '15.0', '91.0'],
    alt: 'Une équipe de direction d’hôtel en réunion autour d’un tableau de bord',
  },
];

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

/** Keys of every formation (for references from other files). */
export const FORMATION_KEYS: readonly string[] = specs.map((spec) => spec.key);
