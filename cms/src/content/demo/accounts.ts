/** Demo accounts: the newsroom editor and the partner companies that publish job offers. */
import type { DemoAccount } from './types.js';

export const accounts: DemoAccount[] = [
  {
    key: 'redaction',
    name: 'redaction',
    mail: 'redaction@campus-des-metiers.example',
    password: 'demo-redaction',
    roles: ['editor'],
    fields: {
      field_prenom: 'Camille',
      field_nom: 'Le Goff',
      field_telephone: '02 99 12 34 56',
      field_organisation: 'Campus des métiers – service communication',
    },
  },
  {
    key: 'boulangerie-martin',
    name: 'boulangerie-martin',
    mail: 'contact@boulangerie-martin.example',
    password: 'demo-entreprise',
    roles: [],
    fields: {
      field_prenom: 'Sophie',
      field_nom: 'Martin',
      field_telephone: '02 99 30 41 52',
      field_organisation: 'Boulangerie Martin',
    },
  },
  {
    key: 'hotel-des-voyageurs',
    name: 'hotel-des-voyageurs',
    mail: 'recrutement@hotel-des-voyageurs.example',
    password: 'demo-entreprise',
    roles: [],
    fields: {
      field_prenom: 'Yann',
      field_nom: 'Le Bihan',
      field_telephone: '02 99 40 18 27',
      field_organisation: 'Hôtel des Voyageurs',
    },
  },
  {
    key: 'restaurant-la-maree',
    name: 'restaurant-la-maree',
    mail: 'equipe@restaurant-la-maree.example',
    password: 'demo-entreprise',
    roles: [],
    fields: {
      field_prenom: 'Gwenaëlle',
      field_nom: 'Riou',
      field_telephone: '02 99 89 63 14',
      field_organisation: 'Restaurant La Marée',
    },
  },
  {
    key: 'boucherie-le-roux',
    name: 'boucherie-le-roux',
    mail: 'boucherie@boucherie-le-roux.example',
    password: 'demo-entreprise',
    roles: [],
    fields: {
      field_prenom: 'Erwan',
      field_nom: 'Le Roux',
      field_telephone: '02 99 94 27 80',
      field_organisation: 'Boucherie Le Roux',
    },
  },
  {
    key: 'maison-gueguen-traiteur',
    name: 'maison-gueguen-traiteur',
    mail: 'contact@maison-gueguen.example',
    password: 'demo-entreprise',
    roles: [],
    fields: {
      field_prenom: 'Yann',
      field_nom: 'Guéguen',
      field_telephone: '02 97 42 18 63',
      field_organisation: 'Maison Guéguen Traiteur',
    },
  },
];
