// generated — do not edit — run `npm run codegen`
// source: codegen/schemas/jsonapi.openapi.json (sha256 fa21ff46ad17d14b)
// Resource types of the JSON:API: raw schemas and the flattened (deserialised) shape.

import type { components } from './openapi';

type Schemas = components['schemas'];

/** An attribute as it is present in a full resource (the schema marks them all optional). */
type Present<T> = Exclude<T, undefined>;

/** A related resource: complete only when it was included, `{ type, id }` otherwise. */
export type Related<T extends string> = { type: T; id: string; resourceIdObjMeta?: Record<string, unknown> } & (T extends ResourceTypeName
  ? Partial<Omit<ResourceTypes[T], 'type' | 'id'>>
  : unknown);

// node--article

export type NodeArticleAttributes = Schemas['node--article--attributes'];
export type NodeArticleRelationships = Schemas['node--article--relationships'];
export type NodeArticleResource = Schemas['node--article--resource'];
export type NodeArticleDocument = Schemas['node--article--individual'];
export type NodeArticleCollectionDocument = Schemas['node--article--collection'];
export type NodeArticleCreatePayload = Schemas['node--article--create'];
export type NodeArticleUpdatePayload = Schemas['node--article--update'];

/** A `node--article` resource after deserialisation. */
export interface NodeArticle {
  type: 'node--article';
  id: string;
  drupal_internal__nid: Present<NodeArticleAttributes['drupal_internal__nid']>;
  drupal_internal__vid: Present<NodeArticleAttributes['drupal_internal__vid']>;
  langcode: Present<NodeArticleAttributes['langcode']>;
  revision_timestamp: Present<NodeArticleAttributes['revision_timestamp']>;
  revision_log?: Present<NodeArticleAttributes['revision_log']>;
  status: Present<NodeArticleAttributes['status']>;
  title: Present<NodeArticleAttributes['title']>;
  created: Present<NodeArticleAttributes['created']>;
  changed: Present<NodeArticleAttributes['changed']>;
  promote: Present<NodeArticleAttributes['promote']>;
  sticky: Present<NodeArticleAttributes['sticky']>;
  default_langcode: Present<NodeArticleAttributes['default_langcode']>;
  revision_translation_affected: Present<NodeArticleAttributes['revision_translation_affected']>;
  path: Present<NodeArticleAttributes['path']>;
  body: Present<NodeArticleAttributes['body']>;
  node_type: Related<'node_type--node_type'> | null;
  revision_uid: Related<'user--user'> | null;
  uid: Related<'user--user'> | null;
  field_image: Related<'file--file'> | null;
  field_tags: Related<'taxonomy_term--tags'>[];
}

// node--evenement

export type NodeEvenementAttributes = Schemas['node--evenement--attributes'];
export type NodeEvenementRelationships = Schemas['node--evenement--relationships'];
export type NodeEvenementResource = Schemas['node--evenement--resource'];
export type NodeEvenementDocument = Schemas['node--evenement--individual'];
export type NodeEvenementCollectionDocument = Schemas['node--evenement--collection'];
export type NodeEvenementCreatePayload = Schemas['node--evenement--create'];
export type NodeEvenementUpdatePayload = Schemas['node--evenement--update'];

/** A `node--evenement` resource after deserialisation. */
export interface NodeEvenement {
  type: 'node--evenement';
  id: string;
  drupal_internal__nid: Present<NodeEvenementAttributes['drupal_internal__nid']>;
  drupal_internal__vid: Present<NodeEvenementAttributes['drupal_internal__vid']>;
  langcode: Present<NodeEvenementAttributes['langcode']>;
  revision_timestamp: Present<NodeEvenementAttributes['revision_timestamp']>;
  revision_log?: Present<NodeEvenementAttributes['revision_log']>;
  status: Present<NodeEvenementAttributes['status']>;
  title: Present<NodeEvenementAttributes['title']>;
  created: Present<NodeEvenementAttributes['created']>;
  changed: Present<NodeEvenementAttributes['changed']>;
  promote: Present<NodeEvenementAttributes['promote']>;
  sticky: Present<NodeEvenementAttributes['sticky']>;
  default_langcode: Present<NodeEvenementAttributes['default_langcode']>;
  revision_translation_affected: Present<NodeEvenementAttributes['revision_translation_affected']>;
  path: Present<NodeEvenementAttributes['path']>;
  body: Present<NodeEvenementAttributes['body']>;
  field_date_debut: Present<NodeEvenementAttributes['field_date_debut']>;
  field_date_fin: Present<NodeEvenementAttributes['field_date_fin']>;
  field_lieu_nom: Present<NodeEvenementAttributes['field_lieu_nom']>;
  field_lieu_adresse: Present<NodeEvenementAttributes['field_lieu_adresse']>;
  field_lieu_ville: Present<NodeEvenementAttributes['field_lieu_ville']>;
  field_lien_inscription: Present<NodeEvenementAttributes['field_lien_inscription']>;
  node_type: Related<'node_type--node_type'> | null;
  revision_uid: Related<'user--user'> | null;
  uid: Related<'user--user'> | null;
  field_image: Related<'file--file'> | null;
  field_categorie: Related<'taxonomy_term--categorie_evenement'> | null;
}

// node--metier

export type NodeMetierAttributes = Schemas['node--metier--attributes'];
export type NodeMetierRelationships = Schemas['node--metier--relationships'];
export type NodeMetierResource = Schemas['node--metier--resource'];
export type NodeMetierDocument = Schemas['node--metier--individual'];
export type NodeMetierCollectionDocument = Schemas['node--metier--collection'];
export type NodeMetierCreatePayload = Schemas['node--metier--create'];
export type NodeMetierUpdatePayload = Schemas['node--metier--update'];

/** A `node--metier` resource after deserialisation. */
export interface NodeMetier {
  type: 'node--metier';
  id: string;
  drupal_internal__nid: Present<NodeMetierAttributes['drupal_internal__nid']>;
  drupal_internal__vid: Present<NodeMetierAttributes['drupal_internal__vid']>;
  langcode: Present<NodeMetierAttributes['langcode']>;
  revision_timestamp: Present<NodeMetierAttributes['revision_timestamp']>;
  revision_log?: Present<NodeMetierAttributes['revision_log']>;
  status: Present<NodeMetierAttributes['status']>;
  title: Present<NodeMetierAttributes['title']>;
  created: Present<NodeMetierAttributes['created']>;
  changed: Present<NodeMetierAttributes['changed']>;
  promote: Present<NodeMetierAttributes['promote']>;
  sticky: Present<NodeMetierAttributes['sticky']>;
  default_langcode: Present<NodeMetierAttributes['default_langcode']>;
  revision_translation_affected: Present<NodeMetierAttributes['revision_translation_affected']>;
  path: Present<NodeMetierAttributes['path']>;
  field_description: Present<NodeMetierAttributes['field_description']>;
  field_video_youtube: Present<NodeMetierAttributes['field_video_youtube']>;
  field_salaire: Present<NodeMetierAttributes['field_salaire']>;
  field_competences: Present<NodeMetierAttributes['field_competences']>;
  node_type: Related<'node_type--node_type'> | null;
  revision_uid: Related<'user--user'> | null;
  uid: Related<'user--user'> | null;
  field_image: Related<'file--file'> | null;
  field_formations: Related<'node--formation'>[];
  field_secteur: Related<'taxonomy_term--secteur'> | null;
}

// node--formation

export type NodeFormationAttributes = Schemas['node--formation--attributes'];
export type NodeFormationRelationships = Schemas['node--formation--relationships'];
export type NodeFormationResource = Schemas['node--formation--resource'];
export type NodeFormationDocument = Schemas['node--formation--individual'];
export type NodeFormationCollectionDocument = Schemas['node--formation--collection'];
export type NodeFormationCreatePayload = Schemas['node--formation--create'];
export type NodeFormationUpdatePayload = Schemas['node--formation--update'];

/** A `node--formation` resource after deserialisation. */
export interface NodeFormation {
  type: 'node--formation';
  id: string;
  drupal_internal__nid: Present<NodeFormationAttributes['drupal_internal__nid']>;
  drupal_internal__vid: Present<NodeFormationAttributes['drupal_internal__vid']>;
  langcode: Present<NodeFormationAttributes['langcode']>;
  revision_timestamp: Present<NodeFormationAttributes['revision_timestamp']>;
  revision_log?: Present<NodeFormationAttributes['revision_log']>;
  status: Present<NodeFormationAttributes['status']>;
  title: Present<NodeFormationAttributes['title']>;
  created: Present<NodeFormationAttributes['created']>;
  changed: Present<NodeFormationAttributes['changed']>;
  promote: Present<NodeFormationAttributes['promote']>;
  sticky: Present<NodeFormationAttributes['sticky']>;
  default_langcode: Present<NodeFormationAttributes['default_langcode']>;
  revision_translation_affected: Present<NodeFormationAttributes['revision_translation_affected']>;
  path: Present<NodeFormationAttributes['path']>;
  field_objectifs: Present<NodeFormationAttributes['field_objectifs']>;
  field_prerequis: Present<NodeFormationAttributes['field_prerequis']>;
  field_duree_heures: Present<NodeFormationAttributes['field_duree_heures']>;
  field_duree_mois: Present<NodeFormationAttributes['field_duree_mois']>;
  field_rythme: Present<NodeFormationAttributes['field_rythme']>;
  field_modalites_acces: Present<NodeFormationAttributes['field_modalites_acces']>;
  field_delais_acces: Present<NodeFormationAttributes['field_delais_acces']>;
  field_methodes: Present<NodeFormationAttributes['field_methodes']>;
  field_evaluation: Present<NodeFormationAttributes['field_evaluation']>;
  field_tarif: Present<NodeFormationAttributes['field_tarif']>;
  field_accessibilite: Present<NodeFormationAttributes['field_accessibilite']>;
  field_contact_nom: Present<NodeFormationAttributes['field_contact_nom']>;
  field_contact_email: Present<NodeFormationAttributes['field_contact_email']>;
  field_contact_telephone: Present<NodeFormationAttributes['field_contact_telephone']>;
  field_code_rncp: Present<NodeFormationAttributes['field_code_rncp']>;
  field_certificateur: Present<NodeFormationAttributes['field_certificateur']>;
  field_taux_reussite: Present<NodeFormationAttributes['field_taux_reussite']>;
  field_taux_poursuite: Present<NodeFormationAttributes['field_taux_poursuite']>;
  field_taux_insertion: Present<NodeFormationAttributes['field_taux_insertion']>;
  field_annee_indicateurs: Present<NodeFormationAttributes['field_annee_indicateurs']>;
  field_date_mise_a_jour: Present<NodeFormationAttributes['field_date_mise_a_jour']>;
  node_type: Related<'node_type--node_type'> | null;
  revision_uid: Related<'user--user'> | null;
  uid: Related<'user--user'> | null;
  field_niveau: Related<'taxonomy_term--niveau'> | null;
  field_secteur: Related<'taxonomy_term--secteur'> | null;
  field_campus: Related<'taxonomy_term--campus'> | null;
  field_metiers: Related<'node--metier'>[];
  field_image: Related<'file--file'> | null;
}

// node--formation_carte

export type NodeFormationCarteAttributes = Schemas['node--formation_carte--attributes'];
export type NodeFormationCarteRelationships = Schemas['node--formation_carte--relationships'];
export type NodeFormationCarteResource = Schemas['node--formation_carte--resource'];
export type NodeFormationCarteDocument = Schemas['node--formation_carte--individual'];
export type NodeFormationCarteCollectionDocument = Schemas['node--formation_carte--collection'];
export type NodeFormationCarteCreatePayload = Schemas['node--formation_carte--create'];
export type NodeFormationCarteUpdatePayload = Schemas['node--formation_carte--update'];

/** A `node--formation_carte` resource after deserialisation. */
export interface NodeFormationCarte {
  type: 'node--formation_carte';
  id: string;
  drupal_internal__nid: Present<NodeFormationCarteAttributes['drupal_internal__nid']>;
  drupal_internal__vid: Present<NodeFormationCarteAttributes['drupal_internal__vid']>;
  langcode: Present<NodeFormationCarteAttributes['langcode']>;
  revision_timestamp: Present<NodeFormationCarteAttributes['revision_timestamp']>;
  revision_log?: Present<NodeFormationCarteAttributes['revision_log']>;
  status: Present<NodeFormationCarteAttributes['status']>;
  title: Present<NodeFormationCarteAttributes['title']>;
  created: Present<NodeFormationCarteAttributes['created']>;
  changed: Present<NodeFormationCarteAttributes['changed']>;
  promote: Present<NodeFormationCarteAttributes['promote']>;
  sticky: Present<NodeFormationCarteAttributes['sticky']>;
  default_langcode: Present<NodeFormationCarteAttributes['default_langcode']>;
  revision_translation_affected: Present<NodeFormationCarteAttributes['revision_translation_affected']>;
  path: Present<NodeFormationCarteAttributes['path']>;
  field_description: Present<NodeFormationCarteAttributes['field_description']>;
  field_adresse: Present<NodeFormationCarteAttributes['field_adresse']>;
  field_code_postal: Present<NodeFormationCarteAttributes['field_code_postal']>;
  field_ville: Present<NodeFormationCarteAttributes['field_ville']>;
  field_latitude: Present<NodeFormationCarteAttributes['field_latitude']>;
  field_longitude: Present<NodeFormationCarteAttributes['field_longitude']>;
  field_contact_email: Present<NodeFormationCarteAttributes['field_contact_email']>;
  field_contact_telephone: Present<NodeFormationCarteAttributes['field_contact_telephone']>;
  node_type: Related<'node_type--node_type'> | null;
  revision_uid: Related<'user--user'> | null;
  uid: Related<'user--user'> | null;
  field_formations: Related<'node--formation'>[];
}

// node--menu_restaurant

export type NodeMenuRestaurantAttributes = Schemas['node--menu_restaurant--attributes'];
export type NodeMenuRestaurantRelationships = Schemas['node--menu_restaurant--relationships'];
export type NodeMenuRestaurantResource = Schemas['node--menu_restaurant--resource'];
export type NodeMenuRestaurantDocument = Schemas['node--menu_restaurant--individual'];
export type NodeMenuRestaurantCollectionDocument = Schemas['node--menu_restaurant--collection'];
export type NodeMenuRestaurantCreatePayload = Schemas['node--menu_restaurant--create'];
export type NodeMenuRestaurantUpdatePayload = Schemas['node--menu_restaurant--update'];

/** A `node--menu_restaurant` resource after deserialisation. */
export interface NodeMenuRestaurant {
  type: 'node--menu_restaurant';
  id: string;
  drupal_internal__nid: Present<NodeMenuRestaurantAttributes['drupal_internal__nid']>;
  drupal_internal__vid: Present<NodeMenuRestaurantAttributes['drupal_internal__vid']>;
  langcode: Present<NodeMenuRestaurantAttributes['langcode']>;
  revision_timestamp: Present<NodeMenuRestaurantAttributes['revision_timestamp']>;
  revision_log?: Present<NodeMenuRestaurantAttributes['revision_log']>;
  status: Present<NodeMenuRestaurantAttributes['status']>;
  title: Present<NodeMenuRestaurantAttributes['title']>;
  created: Present<NodeMenuRestaurantAttributes['created']>;
  changed: Present<NodeMenuRestaurantAttributes['changed']>;
  promote: Present<NodeMenuRestaurantAttributes['promote']>;
  sticky: Present<NodeMenuRestaurantAttributes['sticky']>;
  default_langcode: Present<NodeMenuRestaurantAttributes['default_langcode']>;
  revision_translation_affected: Present<NodeMenuRestaurantAttributes['revision_translation_affected']>;
  path: Present<NodeMenuRestaurantAttributes['path']>;
  field_dates_service: Present<NodeMenuRestaurantAttributes['field_dates_service']>;
  field_entrees: Present<NodeMenuRestaurantAttributes['field_entrees']>;
  field_plats: Present<NodeMenuRestaurantAttributes['field_plats']>;
  field_desserts: Present<NodeMenuRestaurantAttributes['field_desserts']>;
  field_prix: Present<NodeMenuRestaurantAttributes['field_prix']>;
  field_reservation: Present<NodeMenuRestaurantAttributes['field_reservation']>;
  node_type: Related<'node_type--node_type'> | null;
  revision_uid: Related<'user--user'> | null;
  uid: Related<'user--user'> | null;
  field_image: Related<'file--file'> | null;
}

// node--offre_emploi

export type NodeOffreEmploiAttributes = Schemas['node--offre_emploi--attributes'];
export type NodeOffreEmploiRelationships = Schemas['node--offre_emploi--relationships'];
export type NodeOffreEmploiResource = Schemas['node--offre_emploi--resource'];
export type NodeOffreEmploiDocument = Schemas['node--offre_emploi--individual'];
export type NodeOffreEmploiCollectionDocument = Schemas['node--offre_emploi--collection'];
export type NodeOffreEmploiCreatePayload = Schemas['node--offre_emploi--create'];
export type NodeOffreEmploiUpdatePayload = Schemas['node--offre_emploi--update'];

/** A `node--offre_emploi` resource after deserialisation. */
export interface NodeOffreEmploi {
  type: 'node--offre_emploi';
  id: string;
  drupal_internal__nid: Present<NodeOffreEmploiAttributes['drupal_internal__nid']>;
  drupal_internal__vid: Present<NodeOffreEmploiAttributes['drupal_internal__vid']>;
  langcode: Present<NodeOffreEmploiAttributes['langcode']>;
  revision_timestamp: Present<NodeOffreEmploiAttributes['revision_timestamp']>;
  revision_log?: Present<NodeOffreEmploiAttributes['revision_log']>;
  status: Present<NodeOffreEmploiAttributes['status']>;
  title: Present<NodeOffreEmploiAttributes['title']>;
  created: Present<NodeOffreEmploiAttributes['created']>;
  changed: Present<NodeOffreEmploiAttributes['changed']>;
  promote: Present<NodeOffreEmploiAttributes['promote']>;
  sticky: Present<NodeOffreEmploiAttributes['sticky']>;
  default_langcode: Present<NodeOffreEmploiAttributes['default_langcode']>;
  revision_translation_affected: Present<NodeOffreEmploiAttributes['revision_translation_affected']>;
  path: Present<NodeOffreEmploiAttributes['path']>;
  field_entreprise: Present<NodeOffreEmploiAttributes['field_entreprise']>;
  field_description: Present<NodeOffreEmploiAttributes['field_description']>;
  field_ville: Present<NodeOffreEmploiAttributes['field_ville']>;
  field_code_postal: Present<NodeOffreEmploiAttributes['field_code_postal']>;
  field_date_prise_poste: Present<NodeOffreEmploiAttributes['field_date_prise_poste']>;
  field_date_expiration: Present<NodeOffreEmploiAttributes['field_date_expiration']>;
  field_contact_email: Present<NodeOffreEmploiAttributes['field_contact_email']>;
  field_contact_telephone: Present<NodeOffreEmploiAttributes['field_contact_telephone']>;
  node_type: Related<'node_type--node_type'> | null;
  revision_uid: Related<'user--user'> | null;
  uid: Related<'user--user'> | null;
  field_type_contrat: Related<'taxonomy_term--type_contrat'>;
  field_secteur: Related<'taxonomy_term--secteur'> | null;
}

// node--page

export type NodePageAttributes = Schemas['node--page--attributes'];
export type NodePageRelationships = Schemas['node--page--relationships'];
export type NodePageResource = Schemas['node--page--resource'];
export type NodePageDocument = Schemas['node--page--individual'];
export type NodePageCollectionDocument = Schemas['node--page--collection'];
export type NodePageCreatePayload = Schemas['node--page--create'];
export type NodePageUpdatePayload = Schemas['node--page--update'];

/** A `node--page` resource after deserialisation. */
export interface NodePage {
  type: 'node--page';
  id: string;
  drupal_internal__nid: Present<NodePageAttributes['drupal_internal__nid']>;
  drupal_internal__vid: Present<NodePageAttributes['drupal_internal__vid']>;
  langcode: Present<NodePageAttributes['langcode']>;
  revision_timestamp: Present<NodePageAttributes['revision_timestamp']>;
  revision_log?: Present<NodePageAttributes['revision_log']>;
  status: Present<NodePageAttributes['status']>;
  title: Present<NodePageAttributes['title']>;
  created: Present<NodePageAttributes['created']>;
  changed: Present<NodePageAttributes['changed']>;
  promote: Present<NodePageAttributes['promote']>;
  sticky: Present<NodePageAttributes['sticky']>;
  default_langcode: Present<NodePageAttributes['default_langcode']>;
  revision_translation_affected: Present<NodePageAttributes['revision_translation_affected']>;
  path: Present<NodePageAttributes['path']>;
  body: Present<NodePageAttributes['body']>;
  node_type: Related<'node_type--node_type'> | null;
  revision_uid: Related<'user--user'> | null;
  uid: Related<'user--user'> | null;
}

// taxonomy_term--secteur

export type TaxonomyTermSecteurAttributes = Schemas['taxonomy_term--secteur--attributes'];
export type TaxonomyTermSecteurRelationships = Schemas['taxonomy_term--secteur--relationships'];
export type TaxonomyTermSecteurResource = Schemas['taxonomy_term--secteur--resource'];
export type TaxonomyTermSecteurDocument = Schemas['taxonomy_term--secteur--individual'];
export type TaxonomyTermSecteurCollectionDocument = Schemas['taxonomy_term--secteur--collection'];

/** A `taxonomy_term--secteur` resource after deserialisation. */
export interface TaxonomyTermSecteur {
  type: 'taxonomy_term--secteur';
  id: string;
  drupal_internal__tid: Present<TaxonomyTermSecteurAttributes['drupal_internal__tid']>;
  drupal_internal__revision_id: Present<TaxonomyTermSecteurAttributes['drupal_internal__revision_id']>;
  langcode: Present<TaxonomyTermSecteurAttributes['langcode']>;
  revision_created: Present<TaxonomyTermSecteurAttributes['revision_created']>;
  status: Present<TaxonomyTermSecteurAttributes['status']>;
  name: Present<TaxonomyTermSecteurAttributes['name']>;
  description: Present<TaxonomyTermSecteurAttributes['description']>;
  weight: Present<TaxonomyTermSecteurAttributes['weight']>;
  changed: Present<TaxonomyTermSecteurAttributes['changed']>;
  default_langcode: Present<TaxonomyTermSecteurAttributes['default_langcode']>;
  revision_translation_affected: Present<TaxonomyTermSecteurAttributes['revision_translation_affected']>;
  path: Present<TaxonomyTermSecteurAttributes['path']>;
  vid: Related<'taxonomy_vocabulary--taxonomy_vocabulary'> | null;
  revision_user: Related<'user--user'> | null;
  parent: Related<'taxonomy_term--secteur'>[];
}

// taxonomy_term--niveau

export type TaxonomyTermNiveauAttributes = Schemas['taxonomy_term--niveau--attributes'];
export type TaxonomyTermNiveauRelationships = Schemas['taxonomy_term--niveau--relationships'];
export type TaxonomyTermNiveauResource = Schemas['taxonomy_term--niveau--resource'];
export type TaxonomyTermNiveauDocument = Schemas['taxonomy_term--niveau--individual'];
export type TaxonomyTermNiveauCollectionDocument = Schemas['taxonomy_term--niveau--collection'];

/** A `taxonomy_term--niveau` resource after deserialisation. */
export interface TaxonomyTermNiveau {
  type: 'taxonomy_term--niveau';
  id: string;
  drupal_internal__tid: Present<TaxonomyTermNiveauAttributes['drupal_internal__tid']>;
  drupal_internal__revision_id: Present<TaxonomyTermNiveauAttributes['drupal_internal__revision_id']>;
  langcode: Present<TaxonomyTermNiveauAttributes['langcode']>;
  revision_created: Present<TaxonomyTermNiveauAttributes['revision_created']>;
  status: Present<TaxonomyTermNiveauAttributes['status']>;
  name: Present<TaxonomyTermNiveauAttributes['name']>;
  description: Present<TaxonomyTermNiveauAttributes['description']>;
  weight: Present<TaxonomyTermNiveauAttributes['weight']>;
  changed: Present<TaxonomyTermNiveauAttributes['changed']>;
  default_langcode: Present<TaxonomyTermNiveauAttributes['default_langcode']>;
  revision_translation_affected: Present<TaxonomyTermNiveauAttributes['revision_translation_affected']>;
  path: Present<TaxonomyTermNiveauAttributes['path']>;
  vid: Related<'taxonomy_vocabulary--taxonomy_vocabulary'> | null;
  revision_user: Related<'user--user'> | null;
  parent: Related<'taxonomy_term--niveau'>[];
}

// taxonomy_term--type_contrat

export type TaxonomyTermTypeContratAttributes = Schemas['taxonomy_term--type_contrat--attributes'];
export type TaxonomyTermTypeContratRelationships = Schemas['taxonomy_term--type_contrat--relationships'];
export type TaxonomyTermTypeContratResource = Schemas['taxonomy_term--type_contrat--resource'];
export type TaxonomyTermTypeContratDocument = Schemas['taxonomy_term--type_contrat--individual'];
export type TaxonomyTermTypeContratCollectionDocument = Schemas['taxonomy_term--type_contrat--collection'];

/** A `taxonomy_term--type_contrat` resource after deserialisation. */
export interface TaxonomyTermTypeContrat {
  type: 'taxonomy_term--type_contrat';
  id: string;
  drupal_internal__tid: Present<TaxonomyTermTypeContratAttributes['drupal_internal__tid']>;
  drupal_internal__revision_id: Present<TaxonomyTermTypeContratAttributes['drupal_internal__revision_id']>;
  langcode: Present<TaxonomyTermTypeContratAttributes['langcode']>;
  revision_created: Present<TaxonomyTermTypeContratAttributes['revision_created']>;
  status: Present<TaxonomyTermTypeContratAttributes['status']>;
  name: Present<TaxonomyTermTypeContratAttributes['name']>;
  description: Present<TaxonomyTermTypeContratAttributes['description']>;
  weight: Present<TaxonomyTermTypeContratAttributes['weight']>;
  changed: Present<TaxonomyTermTypeContratAttributes['changed']>;
  default_langcode: Present<TaxonomyTermTypeContratAttributes['default_langcode']>;
  revision_translation_affected: Present<TaxonomyTermTypeContratAttributes['revision_translation_affected']>;
  path: Present<TaxonomyTermTypeContratAttributes['path']>;
  vid: Related<'taxonomy_vocabulary--taxonomy_vocabulary'> | null;
  revision_user: Related<'user--user'> | null;
  parent: Related<'taxonomy_term--type_contrat'>[];
}

// taxonomy_term--tags

export type TaxonomyTermTagsAttributes = Schemas['taxonomy_term--tags--attributes'];
export type TaxonomyTermTagsRelationships = Schemas['taxonomy_term--tags--relationships'];
export type TaxonomyTermTagsResource = Schemas['taxonomy_term--tags--resource'];
export type TaxonomyTermTagsDocument = Schemas['taxonomy_term--tags--individual'];
export type TaxonomyTermTagsCollectionDocument = Schemas['taxonomy_term--tags--collection'];

/** A `taxonomy_term--tags` resource after deserialisation. */
export interface TaxonomyTermTags {
  type: 'taxonomy_term--tags';
  id: string;
  drupal_internal__tid: Present<TaxonomyTermTagsAttributes['drupal_internal__tid']>;
  drupal_internal__revision_id: Present<TaxonomyTermTagsAttributes['drupal_internal__revision_id']>;
  langcode: Present<TaxonomyTermTagsAttributes['langcode']>;
  revision_created: Present<TaxonomyTermTagsAttributes['revision_created']>;
  status: Present<TaxonomyTermTagsAttributes['status']>;
  name: Present<TaxonomyTermTagsAttributes['name']>;
  description: Present<TaxonomyTermTagsAttributes['description']>;
  weight: Present<TaxonomyTermTagsAttributes['weight']>;
  changed: Present<TaxonomyTermTagsAttributes['changed']>;
  default_langcode: Present<TaxonomyTermTagsAttributes['default_langcode']>;
  revision_translation_affected: Present<TaxonomyTermTagsAttributes['revision_translation_affected']>;
  path: Present<TaxonomyTermTagsAttributes['path']>;
  vid: Related<'taxonomy_vocabulary--taxonomy_vocabulary'> | null;
  revision_user: Related<'user--user'> | null;
  parent: Related<'taxonomy_term--tags'>[];
}

// taxonomy_term--categorie_evenement

export type TaxonomyTermCategorieEvenementAttributes = Schemas['taxonomy_term--categorie_evenement--attributes'];
export type TaxonomyTermCategorieEvenementRelationships = Schemas['taxonomy_term--categorie_evenement--relationships'];
export type TaxonomyTermCategorieEvenementResource = Schemas['taxonomy_term--categorie_evenement--resource'];
export type TaxonomyTermCategorieEvenementDocument = Schemas['taxonomy_term--categorie_evenement--individual'];
export type TaxonomyTermCategorieEvenementCollectionDocument = Schemas['taxonomy_term--categorie_evenement--collection'];

/** A `taxonomy_term--categorie_evenement` resource after deserialisation. */
export interface TaxonomyTermCategorieEvenement {
  type: 'taxonomy_term--categorie_evenement';
  id: string;
  drupal_internal__tid: Present<TaxonomyTermCategorieEvenementAttributes['drupal_internal__tid']>;
  drupal_internal__revision_id: Present<TaxonomyTermCategorieEvenementAttributes['drupal_internal__revision_id']>;
  langcode: Present<TaxonomyTermCategorieEvenementAttributes['langcode']>;
  revision_created: Present<TaxonomyTermCategorieEvenementAttributes['revision_created']>;
  status: Present<TaxonomyTermCategorieEvenementAttributes['status']>;
  name: Present<TaxonomyTermCategorieEvenementAttributes['name']>;
  description: Present<TaxonomyTermCategorieEvenementAttributes['description']>;
  weight: Present<TaxonomyTermCategorieEvenementAttributes['weight']>;
  changed: Present<TaxonomyTermCategorieEvenementAttributes['changed']>;
  default_langcode: Present<TaxonomyTermCategorieEvenementAttributes['default_langcode']>;
  revision_translation_affected: Present<TaxonomyTermCategorieEvenementAttributes['revision_translation_affected']>;
  path: Present<TaxonomyTermCategorieEvenementAttributes['path']>;
  vid: Related<'taxonomy_vocabulary--taxonomy_vocabulary'> | null;
  revision_user: Related<'user--user'> | null;
  parent: Related<'taxonomy_term--categorie_evenement'>[];
}

// taxonomy_term--campus

export type TaxonomyTermCampusAttributes = Schemas['taxonomy_term--campus--attributes'];
export type TaxonomyTermCampusRelationships = Schemas['taxonomy_term--campus--relationships'];
export type TaxonomyTermCampusResource = Schemas['taxonomy_term--campus--resource'];
export type TaxonomyTermCampusDocument = Schemas['taxonomy_term--campus--individual'];
export type TaxonomyTermCampusCollectionDocument = Schemas['taxonomy_term--campus--collection'];

/** A `taxonomy_term--campus` resource after deserialisation. */
export interface TaxonomyTermCampus {
  type: 'taxonomy_term--campus';
  id: string;
  drupal_internal__tid: Present<TaxonomyTermCampusAttributes['drupal_internal__tid']>;
  drupal_internal__revision_id: Present<TaxonomyTermCampusAttributes['drupal_internal__revision_id']>;
  langcode: Present<TaxonomyTermCampusAttributes['langcode']>;
  revision_created: Present<TaxonomyTermCampusAttributes['revision_created']>;
  status: Present<TaxonomyTermCampusAttributes['status']>;
  name: Present<TaxonomyTermCampusAttributes['name']>;
  description: Present<TaxonomyTermCampusAttributes['description']>;
  weight: Present<TaxonomyTermCampusAttributes['weight']>;
  changed: Present<TaxonomyTermCampusAttributes['changed']>;
  default_langcode: Present<TaxonomyTermCampusAttributes['default_langcode']>;
  revision_translation_affected: Present<TaxonomyTermCampusAttributes['revision_translation_affected']>;
  path: Present<TaxonomyTermCampusAttributes['path']>;
  vid: Related<'taxonomy_vocabulary--taxonomy_vocabulary'> | null;
  revision_user: Related<'user--user'> | null;
  parent: Related<'taxonomy_term--campus'>[];
}

// user--user

export type UserUserAttributes = Schemas['user--user--attributes'];
export type UserUserRelationships = Schemas['user--user--relationships'];
export type UserUserResource = Schemas['user--user--resource'];
export type UserUserDocument = Schemas['user--user--individual'];
export type UserUserCollectionDocument = Schemas['user--user--collection'];
export type UserUserUpdatePayload = Schemas['user--user--update'];

/** A `user--user` resource after deserialisation. */
export interface UserUser {
  type: 'user--user';
  id: string;
  display_name: Present<UserUserAttributes['display_name']>;
  drupal_internal__uid: Present<UserUserAttributes['drupal_internal__uid']>;
  langcode: Present<UserUserAttributes['langcode']>;
  name: Present<UserUserAttributes['name']>;
  mail?: Present<UserUserAttributes['mail']>;
  created: Present<UserUserAttributes['created']>;
  changed: Present<UserUserAttributes['changed']>;
  status?: Present<UserUserAttributes['status']>;
  default_langcode: Present<UserUserAttributes['default_langcode']>;
  field_prenom: Present<UserUserAttributes['field_prenom']>;
  field_nom: Present<UserUserAttributes['field_nom']>;
  field_telephone: Present<UserUserAttributes['field_telephone']>;
  field_organisation: Present<UserUserAttributes['field_organisation']>;
}

// file--file

export type FileFileAttributes = Schemas['file--file--attributes'];
export type FileFileRelationships = Schemas['file--file--relationships'];
export type FileFileResource = Schemas['file--file--resource'];
export type FileFileDocument = Schemas['file--file--individual'];
export type FileFileCollectionDocument = Schemas['file--file--collection'];

/** A `file--file` resource after deserialisation. */
export interface FileFile {
  type: 'file--file';
  id: string;
  drupal_internal__fid: Present<FileFileAttributes['drupal_internal__fid']>;
  langcode: Present<FileFileAttributes['langcode']>;
  filename: Present<FileFileAttributes['filename']>;
  uri: Present<FileFileAttributes['uri']>;
  filemime: Present<FileFileAttributes['filemime']>;
  filesize: Present<FileFileAttributes['filesize']>;
  status: Present<FileFileAttributes['status']>;
  created: Present<FileFileAttributes['created']>;
  changed: Present<FileFileAttributes['changed']>;
  uid: Related<'user--user'> | null;
}

/** Every resource type name of the JSON:API. */
export type ResourceTypeName = keyof ResourceTypes;

/** The flattened type of each resource type. */
export interface ResourceTypes {
  'node--article': NodeArticle;
  'node--evenement': NodeEvenement;
  'node--metier': NodeMetier;
  'node--formation': NodeFormation;
  'node--formation_carte': NodeFormationCarte;
  'node--menu_restaurant': NodeMenuRestaurant;
  'node--offre_emploi': NodeOffreEmploi;
  'node--page': NodePage;
  'taxonomy_term--secteur': TaxonomyTermSecteur;
  'taxonomy_term--niveau': TaxonomyTermNiveau;
  'taxonomy_term--type_contrat': TaxonomyTermTypeContrat;
  'taxonomy_term--tags': TaxonomyTermTags;
  'taxonomy_term--categorie_evenement': TaxonomyTermCategorieEvenement;
  'taxonomy_term--campus': TaxonomyTermCampus;
  'user--user': UserUser;
  'file--file': FileFile;
}

/** One row of `/api/users` (the current user; every field rendered as a string). */
export type CurrentUserRow = Schemas['CurrentUserRow'];
