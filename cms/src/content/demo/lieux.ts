/** Training places shown on the map (`node--formation_carte`), in Brittany towns. */
import { paragraphs } from './helpers.js';
import { type DemoItem, ref } from './types.js';

interface LieuSpec {
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  readonly adresse: string;
  readonly codePostal: string;
  readonly ville: string;
  /** Latitude and longitude (WGS 84), six decimals. */
  readonly lat: string;
  readonly lng: string;
  readonly formations: readonly string[];
  readonly email: string;
  readonly telephone: string;
}

const specs: readonly LieuSpec[] = [
  {
    slug: 'campus-de-rennes',
    title: 'Campus de Rennes',
    description: 'Site principal du campus : fournil, laboratoires de pâtisserie, cuisines pédagogiques et restaurant d’application La Table des apprentis. Accès en métro (ligne b) et en bus.',
    adresse: '2 rue des Compagnons',
    codePostal: '35000',
    ville: 'Rennes',
    lat: '48.117266',
    lng: '-1.677793',
    formations: [
      'cap-boulanger',
      'cap-patissier',
      'cap-cuisine',
      'bp-boulanger',
      'bp-arts-de-la-cuisine',
      'bac-pro-cuisine',
      'bac-pro-boulanger-patissier',
      'mc-cuisinier-en-desserts-de-restaurant',
      'mc-patisserie-boulangere',
    ],
    email: 'campus-rennes@campus-des-metiers.example',
    telephone: '02 99 12 34 56',
  },
  {
    slug: 'campus-de-saint-malo',
    title: 'Campus de Saint-Malo',
    description: 'Le campus de l’hôtellerie et du service : cuisine pédagogique, bar, salle de dégustation et réception pédagogique, à dix minutes de l’intra-muros.',
    adresse: '14 boulevard de la Rance',
    codePostal: '35400',
    ville: 'Saint-Malo',
    lat: '48.649518',
    lng: '-2.026041',
    formations: [
      'cap-commercialisation-et-services-en-hcr',
      'bp-barman',
      'bac-pro-commercialisation-et-services-en-restauration',
      'bts-management-en-hotellerie-restauration',
      'mc-sommellerie',
      'mc-accueil-reception',
      'licence-pro-management-hotellerie-restauration',
    ],
    email: 'campus-saint-malo@campus-des-metiers.example',
    telephone: '02 99 56 21 40',
  },
  {
    slug: 'campus-de-fougeres',
    title: 'Campus de Fougères',
    description: 'Ateliers de boucherie et de charcuterie-traiteur, boutique et magasin pédagogiques pour les formations du commerce alimentaire.',
    adresse: '5 rue du Nançon',
    codePostal: '35300',
    ville: 'Fougères',
    lat: '48.351828',
    lng: '-1.199250',
    formations: ['cap-boucher', 'cap-charcutier-traiteur', 'cap-equipier-polyvalent-du-commerce', 'bp-boucher'],
    email: 'campus-fougeres@campus-des-metiers.example',
    telephone: '02 99 99 12 45',
  },
  {
    slug: 'antenne-de-vitre',
    title: 'Antenne de Vitré',
    description: 'Cours théoriques du CAP Équipier polyvalent du commerce pour les apprentis du pays de Vitré ; les travaux pratiques ont lieu à Fougères.',
    adresse: '8 rue de la Baratière',
    codePostal: '35500',
    ville: 'Vitré',
    lat: '48.124073',
    lng: '-1.209224',
    formations: ['cap-equipier-polyvalent-du-commerce'],
    email: 'antenne-vitre@campus-des-metiers.example',
    telephone: '02 99 75 40 12',
  },
  {
    slug: 'antenne-de-vannes',
    title: 'Antenne de Vannes',
    description: 'Formations en cuisine et en service accueillies dans les locaux d’un lycée hôtelier partenaire, pour les apprentis du Morbihan.',
    adresse: '23 avenue Victor Hugo',
    codePostal: '56000',
    ville: 'Vannes',
    lat: '47.658236',
    lng: '-2.760847',
    formations: ['cap-cuisine', 'cap-commercialisation-et-services-en-hcr'],
    email: 'antenne-vannes@campus-des-metiers.example',
    telephone: '02 97 46 31 20',
  },
  {
    slug: 'antenne-de-lorient',
    title: 'Antenne de Lorient',
    description: 'CAP Cuisine et CAP Boulanger pour les apprentis du pays de Lorient, avec des ateliers partagés.',
    adresse: '11 rue du Port',
    codePostal: '56100',
    ville: 'Lorient',
    lat: '47.748252',
    lng: '-3.370238',
    formations: ['cap-cuisine', 'cap-boulanger'],
    email: 'antenne-lorient@campus-des-metiers.example',
    telephone: '02 97 21 58 30',
  },
  {
    slug: 'antenne-de-quimper',
    title: 'Antenne de Quimper',
    description: 'Boulangerie, pâtisserie et mention complémentaire Pâtisserie boulangère pour les apprentis du sud Finistère.',
    adresse: '6 rue de Locronan',
    codePostal: '29000',
    ville: 'Quimper',
    lat: '47.997542',
    lng: '-4.097899',
    formations: ['cap-boulanger', 'cap-patissier', 'mc-patisserie-boulangere'],
    email: 'antenne-quimper@campus-des-metiers.example',
    telephone: '02 98 55 17 60',
  },
  {
    slug: 'antenne-de-brest',
    title: 'Antenne de Brest',
    description: 'Formations en cuisine et en service pour les apprentis du pays de Brest, en lien avec les établissements de la rade.',
    adresse: '30 rue de Siam',
    codePostal: '29200',
    ville: 'Brest',
    lat: '48.390394',
    lng: '-4.486076',
    formations: ['cap-cuisine', 'bac-pro-commercialisation-et-services-en-restauration'],
    email: 'antenne-brest@campus-des-metiers.example',
    telephone: '02 98 44 26 70',
  },
  {
    slug: 'antenne-de-saint-brieuc',
    title: 'Antenne de Saint-Brieuc',
    description: 'Boucherie et charcuterie-traiteur pour les apprentis des Côtes-d’Armor.',
    adresse: '17 rue de Gouët',
    codePostal: '22000',
    ville: 'Saint-Brieuc',
    lat: '48.514030',
    lng: '-2.765239',
    formations: ['cap-boucher', 'cap-charcutier-traiteur'],
    email: 'antenne-saint-brieuc@campus-des-metiers.example',
    telephone: '02 96 33 48 10',
  },
  {
    slug: 'antenne-de-lannion',
    title: 'Antenne de Lannion',
    description: 'CAP Commercialisation et services en hôtel-café-restaurant pour les apprentis du Trégor, en partenariat avec les hôtels de la côte de Granit rose.',
    adresse: '4 quai d’Aiguillon',
    codePostal: '22300',
    ville: 'Lannion',
    lat: '48.732084',
    lng: '-3.459144',
    formations: ['cap-commercialisation-et-services-en-hcr'],
    email: 'antenne-lannion@campus-des-metiers.example',
    telephone: '02 96 37 52 90',
  },
];

export function lieux(): DemoItem[] {
  return specs.map((spec, index) => ({
    type: 'node--formation_carte',
    key: spec.slug,
    label: spec.title,
    createdDaysAgo: -(260 - index * 2),
    pathAlias: `/formation-carte/${spec.slug}`,
    fields: {
      field_description: paragraphs(spec.description),
      field_adresse: spec.adresse,
      field_code_postal: spec.codePostal,
      field_ville: spec.ville,
      field_latitude: spec.lat,
      field_longitude: spec.lng,
      field_formations: spec.formations.map((key) => ref('node--formation', key)),
      field_contact_email: spec.email,
      field_contact_telephone: spec.telephone,
    },
  }));
}
