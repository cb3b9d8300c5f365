/**
 * The content model: every resource type the cms serves, with its fields as JSON:API names them.
 * It is the single source of truth for storage, serialisation, filtering, validation and the
 * OpenAPI document (and so, through codegen, for the site's types).
 */

export type EntityType = 'node' | 'taxonomy_term' | 'user' | 'file';

export type FieldKind =
  /** Plain string (`string` field type). */
  | 'string'
  /** Formatted long text: `{value, format, processed}`; sanitised on write. */
  | 'text_long'
  /** Formatted long text with a summary: `{value, format, processed, summary}`; sanitised on write. */
  | 'text_with_summary'
  | 'integer'
  /** Decimal number, serialised as a string as Drupal's `decimal` field does. */
  | 'decimal'
  | 'boolean'
  /** Date and time with the site's offset, e.g. `2026-03-14T09:00:00+01:00`. */
  | 'datetime'
  /** Calendar date, `YYYY-MM-DD`. */
  | 'date'
  | 'email'
  | 'telephone'
  /** `{uri, title, options}` as Drupal's `link` field. */
  | 'link'
  /** One of `allowed`. */
  | 'list_string'
  /** Reference to another resource (relationship). */
  | 'entity_reference'
  /** Reference to a `file--file` with `alt`, `title`, `width`, `height` in the identifier's meta. */
  | 'image'
  /** Base fields only: RFC 3339 timestamp in UTC (`created`, `changed`). */
  | 'timestamp'
  /** Base field only: `{alias, pid, langcode}`. */
  | 'path'
  /** Base field only (files): `{value: 'public://…', url: '/sites/default/files/…'}`. */
  | 'file_uri';

export interface FieldDef {
  /** The JSON:API (public) name, e.g. `field_ville`. */
  readonly name: string;
  readonly kind: FieldKind;
  /** French label, for editors and the OpenAPI description. */
  readonly label: string;
  readonly required?: boolean;
  /** Cardinality unlimited (a JSON array, or a to-many relationship). */
  readonly multiple?: boolean;
  /** For references: the resource types a reference may point to. */
  readonly targets?: readonly string[];
  /** For `list_string`: the allowed values. */
  readonly allowed?: readonly string[];
  /** Maximum length for strings. */
  readonly maxLength?: number;
  /** Computed or managed by the server: ignored on write (Drupal refuses some with 403). */
  readonly readOnly?: boolean;
  /** Attribute shown only to some users: `mail` to the account itself and user admins; `revision` to editors. */
  readonly restricted?: 'mail' | 'revision' | 'admin';
}

export interface ResourceTypeDef {
  /** `{entityType}--{bundle}`, e.g. `node--offre_emploi`. */
  readonly name: string;
  readonly entityType: EntityType;
  readonly bundle: string;
  /** French label of the bundle. */
  readonly label: string;
  /** Fields specific to this bundle (base fields of the entity type come from `baseFields`). */
  readonly fields: readonly FieldDef[];
  /** The base path of its aliases, e.g. `/offres-emploi` (nodes only). */
  readonly pathPrefix?: string;
  /**
   * The site's list pages of this bundle (nodes only), refreshed with each change of one of its
   * nodes: Drupal's `next` module revalidates them (the recipe's additional paths). The site's own
   * table of content types, site/lib/content-types.ts, says the same (a test keeps them in step).
   */
  readonly listPaths?: readonly string[];
  /** Whether the site's home page shows the newest nodes of this bundle (then `/` is refreshed too). */
  readonly onHome?: boolean;
}

const ref = (name: string, label: string, targets: readonly string[], extra: Partial<FieldDef> = {}): FieldDef => ({
  name,
  kind: 'entity_reference',
  label,
  targets,
  ...extra,
});

const image = (name = 'field_image', label = 'Image'): FieldDef => ({ name, kind: 'image', label, targets: ['file--file'] });

export const VOCABULARIES = {
  secteur: 'Secteur',
  niveau: 'Niveau',
  type_contrat: 'Type de contrat',
  tags: 'Étiquettes',
  categorie_evenement: 'Catégorie d’événement',
  campus: 'Campus',
} as const;

export type Vocabulary = keyof typeof VOCABULARIES;

const nodeTypes: readonly ResourceTypeDef[] = [
  {
    name: 'node--article',
    entityType: 'node',
    bundle: 'article',
    label: 'Article',
    pathPrefix: '/article',
    listPaths: ['/articles'],
    onHome: true,
    fields: [
      { name: 'body', kind: 'text_with_summary', label: 'Corps (avec résumé)' },
      image(),
      ref('field_tags', 'Étiquettes', ['taxonomy_term--tags'], { multiple: true }),
    ],
  },
  {
    name: 'node--evenement',
    entityType: 'node',
    bundle: 'evenement',
    label: 'Événement',
    pathPrefix: '/evenement',
    listPaths: ['/evenements', '/agenda'],
    onHome: true,
    fields: [
      { name: 'body', kind: 'text_with_summary', label: 'Description' },
      { name: 'field_date_debut', kind: 'datetime', label: 'Début', required: true },
      { name: 'field_date_fin', kind: 'datetime', label: 'Fin' },
      { name: 'field_lieu_nom', kind: 'string', label: 'Lieu', maxLength: 255 },
      { name: 'field_lieu_adresse', kind: 'string', label: 'Adresse du lieu', maxLength: 255 },
      { name: 'field_lieu_ville', kind: 'string', label: 'Ville du lieu', maxLength: 255 },
      image(),
      ref('field_categorie', 'Catégorie', ['taxonomy_term--categorie_evenement']),
      { name: 'field_lien_inscription', kind: 'link', label: 'Lien d’inscription' },
    ],
  },
  {
    name: 'node--metier',
    entityType: 'node',
    bundle: 'metier',
    label: 'Métier',
    pathPrefix: '/metier',
    listPaths: ['/metiers'],
    fields: [
      { name: 'field_description', kind: 'text_long', label: 'Description' },
      image(),
      { name: 'field_video_youtube', kind: 'string', label: 'Identifiant de la vidéo YouTube', maxLength: 32 },
      ref('field_formations', 'Formations qui y mènent', ['node--formation'], { multiple: true }),
      { name: 'field_salaire', kind: 'string', label: 'Salaire (fourchette)', maxLength: 255 },
      { name: 'field_competences', kind: 'string', label: 'Compétences clés', multiple: true, maxLength: 255 },
      ref('field_secteur', 'Secteur', ['taxonomy_term--secteur']),
    ],
  },
  {
    name: 'node--formation',
    entityType: 'node',
    bundle: 'formation',
    label: 'Formation',
    pathPrefix: '/formation',
    listPaths: ['/formations', '/nos-formations'],
    onHome: true,
    fields: [
      { name: 'field_objectifs', kind: 'text_long', label: 'Objectifs', required: true },
      { name: 'field_prerequis', kind: 'text_long', label: 'Prérequis' },
      { name: 'field_duree_heures', kind: 'integer', label: 'Durée (heures)' },
      { name: 'field_duree_mois', kind: 'integer', label: 'Durée (mois)' },
      { name: 'field_rythme', kind: 'text_long', label: 'Rythme de l’alternance' },
      { name: 'field_modalites_acces', kind: 'text_long', label: 'Modalités d’accès' },
      { name: 'field_delais_acces', kind: 'string', label: 'Délais d’accès', maxLength: 255 },
      { name: 'field_methodes', kind: 'text_long', label: 'Méthodes mobilisées' },
      { name: 'field_evaluation', kind: 'text_long', label: 'Modalités d’évaluation' },
      { name: 'field_tarif', kind: 'text_long', label: 'Tarif' },
      { name: 'field_accessibilite', kind: 'text_long', label: 'Accessibilité aux personnes handicapées' },
      { name: 'field_contact_nom', kind: 'string', label: 'Contact', maxLength: 255 },
      { name: 'field_contact_email', kind: 'email', label: 'E-mail du contact' },
      { name: 'field_contact_telephone', kind: 'telephone', label: 'Téléphone du contact' },
      { name: 'field_code_rncp', kind: 'string', label: 'Code RNCP', maxLength: 32 },
      { name: 'field_certificateur', kind: 'string', label: 'Certificateur', maxLength: 255 },
      ref('field_niveau', 'Niveau', ['taxonomy_term--niveau']),
      ref('field_secteur', 'Secteur', ['taxonomy_term--secteur']),
      ref('field_campus', 'Campus', ['taxonomy_term--campus']),
      ref('field_metiers', 'Métiers visés', ['node--metier'], { multiple: true }),
      { name: 'field_taux_reussite', kind: 'decimal', label: 'Taux de réussite (%)' },
      { name: 'field_taux_poursuite', kind: 'decimal', label: 'Taux de poursuite d’études (%)' },
      { name: 'field_taux_insertion', kind: 'decimal', label: 'Taux d’insertion professionnelle (%)' },
      { name: 'field_annee_indicateurs', kind: 'integer', label: 'Année des indicateurs' },
      { name: 'field_date_mise_a_jour', kind: 'date', label: 'Date de dernière mise à jour' },
      image(),
    ],
  },
  {
    name: 'node--formation_carte',
    entityType: 'node',
    bundle: 'formation_carte',
    label: 'Lieu de formation (carte)',
    pathPrefix: '/formation-carte',
    listPaths: ['/formations-carte'],
    fields: [
      { name: 'field_description', kind: 'text_long', label: 'Description' },
      { name: 'field_adresse', kind: 'string', label: 'Adresse', maxLength: 255 },
      { name: 'field_code_postal', kind: 'string', label: 'Code postal', maxLength: 5 },
      { name: 'field_ville', kind: 'string', label: 'Ville', maxLength: 255 },
      { name: 'field_latitude', kind: 'decimal', label: 'Latitude', required: true },
      { name: 'field_longitude', kind: 'decimal', label: 'Longitude', required: true },
      ref('field_formations', 'Formations proposées', ['node--formation'], { multiple: true }),
      { name: 'field_contact_email', kind: 'email', label: 'E-mail de contact' },
      { name: 'field_contact_telephone', kind: 'telephone', label: 'Téléphone de contact' },
    ],
  },
  {
    name: 'node--menu_restaurant',
    entityType: 'node',
    bundle: 'menu_restaurant',
    label: 'Menu du restaurant',
    pathPrefix: '/menu-restaurant',
    listPaths: ['/menus-restaurant'],
    onHome: true,
    fields: [
      { name: 'field_dates_service', kind: 'date', label: 'Dates de service', multiple: true, required: true },
      { name: 'field_entrees', kind: 'string', label: 'Entrées', multiple: true, maxLength: 255 },
      { name: 'field_plats', kind: 'string', label: 'Plats', multiple: true, maxLength: 255 },
      { name: 'field_desserts', kind: 'string', label: 'Desserts', multiple: true, maxLength: 255 },
      { name: 'field_prix', kind: 'decimal', label: 'Prix (€)' },
      { name: 'field_reservation', kind: 'text_long', label: 'Réservation' },
      image(),
    ],
  },
  {
    name: 'node--offre_emploi',
    entityType: 'node',
    bundle: 'offre_emploi',
    label: 'Offre d’emploi',
    pathPrefix: '/offres-emploi',
    listPaths: ['/offres-emploi'],
    onHome: true,
    fields: [
      { name: 'field_entreprise', kind: 'string', label: 'Entreprise', required: true, maxLength: 255 },
      { name: 'field_description', kind: 'text_long', label: 'Description du poste', required: true },
      ref('field_type_contrat', 'Type de contrat', ['taxonomy_term--type_contrat'], { required: true }),
      ref('field_secteur', 'Secteur', ['taxonomy_term--secteur']),
      { name: 'field_ville', kind: 'string', label: 'Ville', required: true, maxLength: 255 },
      { name: 'field_code_postal', kind: 'string', label: 'Code postal', required: true, maxLength: 5 },
      { name: 'field_date_prise_poste', kind: 'date', label: 'Date de prise de poste' },
      { name: 'field_date_expiration', kind: 'date', label: 'Date d’expiration', required: true },
      { name: 'field_contact_email', kind: 'email', label: 'E-mail de contact' },
      { name: 'field_contact_telephone', kind: 'telephone', label: 'Téléphone de contact' },
    ],
  },
  {
    name: 'node--page',
    entityType: 'node',
    bundle: 'page',
    label: 'Page',
    fields: [{ name: 'body', kind: 'text_with_summary', label: 'Corps' }],
  },
];

const termTypes: readonly ResourceTypeDef[] = Object.entries(VOCABULARIES).map(([bundle, label]) => ({
  name: `taxonomy_term--${bundle}`,
  entityType: 'taxonomy_term' as const,
  bundle,
  label,
  fields: [],
}));

const userType: ResourceTypeDef = {
  name: 'user--user',
  entityType: 'user',
  bundle: 'user',
  label: 'Utilisateur',
  fields: [
    { name: 'field_prenom', kind: 'string', label: 'Prénom', maxLength: 255 },
    { name: 'field_nom', kind: 'string', label: 'Nom', maxLength: 255 },
    { name: 'field_telephone', kind: 'telephone', label: 'Téléphone' },
    { name: 'field_organisation', kind: 'string', label: 'Organisation', maxLength: 255 },
  ],
};

const fileType: ResourceTypeDef = {
  name: 'file--file',
  entityType: 'file',
  bundle: 'file',
  label: 'Fichier',
  fields: [],
};

export const RESOURCE_TYPES: readonly ResourceTypeDef[] = [...nodeTypes, ...termTypes, userType, fileType];

const byName = new Map(RESOURCE_TYPES.map((type) => [type.name, type]));

export function resourceType(name: string): ResourceTypeDef | undefined {
  return byName.get(name);
}

/** The resource type served at `/jsonapi/{entityType}/{bundle}`, if any. */
export function resourceTypeAt(entityType: string, bundle: string): ResourceTypeDef | undefined {
  return byName.get(`${entityType}--${bundle}`);
}

/**
 * Role machine names, as Drupal's. `authenticated` is every logged-in account (the companies);
 * `previewer` is the site's OAuth client's (view any unpublished content, nothing else).
 */
export const ROLES = ['anonymous', 'authenticated', 'editor', 'administrator', 'previewer'] as const;
export type Role = (typeof ROLES)[number];

/**
 * Base fields of each entity type, as Drupal core defines them, in Drupal's attribute order.
 * Where each is stored: `label` holds title/name/filename; `status`, `created`, `changed`,
 * `path_alias`, `weight`, `langcode` are columns; the rest live in `fields` under their names.
 */
const nodeBase: readonly FieldDef[] = [
  { name: 'drupal_internal__nid', kind: 'integer', label: 'ID', readOnly: true },
  { name: 'drupal_internal__vid', kind: 'integer', label: 'ID de révision', readOnly: true },
  { name: 'langcode', kind: 'string', label: 'Langue' },
  { name: 'revision_timestamp', kind: 'timestamp', label: 'Date de révision', readOnly: true },
  { name: 'revision_log', kind: 'string', label: 'Message de révision', restricted: 'revision' },
  { name: 'status', kind: 'boolean', label: 'Publié' },
  { name: 'title', kind: 'string', label: 'Titre', required: true, maxLength: 255 },
  { name: 'created', kind: 'timestamp', label: 'Créé le' },
  { name: 'changed', kind: 'timestamp', label: 'Modifié le', readOnly: true },
  { name: 'promote', kind: 'boolean', label: 'Promu en page d’accueil' },
  { name: 'sticky', kind: 'boolean', label: 'Épinglé' },
  { name: 'default_langcode', kind: 'boolean', label: 'Langue par défaut', readOnly: true },
  { name: 'revision_translation_affected', kind: 'boolean', label: 'Révision de traduction', readOnly: true },
  { name: 'path', kind: 'path', label: 'Alias d’URL' },
];

const nodeBaseRelationships: readonly FieldDef[] = [
  { name: 'node_type', kind: 'entity_reference', label: 'Type de contenu', targets: ['node_type--node_type'], readOnly: true },
  { name: 'revision_uid', kind: 'entity_reference', label: 'Auteur de la révision', targets: ['user--user'], readOnly: true },
  { name: 'uid', kind: 'entity_reference', label: 'Auteur', targets: ['user--user'] },
];

const termBase: readonly FieldDef[] = [
  { name: 'drupal_internal__tid', kind: 'integer', label: 'ID', readOnly: true },
  { name: 'drupal_internal__revision_id', kind: 'integer', label: 'ID de révision', readOnly: true },
  { name: 'langcode', kind: 'string', label: 'Langue' },
  { name: 'revision_created', kind: 'timestamp', label: 'Date de révision', readOnly: true },
  { name: 'status', kind: 'boolean', label: 'Publié' },
  { name: 'name', kind: 'string', label: 'Nom', required: true, maxLength: 255 },
  { name: 'description', kind: 'text_long', label: 'Description' },
  { name: 'weight', kind: 'integer', label: 'Poids' },
  { name: 'changed', kind: 'timestamp', label: 'Modifié le', readOnly: true },
  { name: 'default_langcode', kind: 'boolean', label: 'Langue par défaut', readOnly: true },
  { name: 'revision_translation_affected', kind: 'boolean', label: 'Révision de traduction', readOnly: true },
  { name: 'path', kind: 'path', label: 'Alias d’URL' },
];

const userBase: readonly FieldDef[] = [
  { name: 'display_name', kind: 'string', label: 'Nom affiché', readOnly: true },
  { name: 'drupal_internal__uid', kind: 'integer', label: 'ID', readOnly: true },
  { name: 'langcode', kind: 'string', label: 'Langue' },
  { name: 'name', kind: 'string', label: 'Nom d’utilisateur', required: true, maxLength: 60 },
  { name: 'mail', kind: 'email', label: 'E-mail', restricted: 'mail' },
  { name: 'created', kind: 'timestamp', label: 'Créé le', readOnly: true },
  { name: 'changed', kind: 'timestamp', label: 'Modifié le', readOnly: true },
  { name: 'status', kind: 'boolean', label: 'Actif', restricted: 'admin' },
  { name: 'default_langcode', kind: 'boolean', label: 'Langue par défaut', readOnly: true },
];

const fileBase: readonly FieldDef[] = [
  { name: 'drupal_internal__fid', kind: 'integer', label: 'ID', readOnly: true },
  { name: 'langcode', kind: 'string', label: 'Langue' },
  { name: 'filename', kind: 'string', label: 'Nom du fichier', readOnly: true },
  { name: 'uri', kind: 'file_uri', label: 'URI', readOnly: true },
  { name: 'filemime', kind: 'string', label: 'Type MIME', readOnly: true },
  { name: 'filesize', kind: 'integer', label: 'Taille (octets)', readOnly: true },
  { name: 'status', kind: 'boolean', label: 'Permanent', readOnly: true },
  { name: 'created', kind: 'timestamp', label: 'Créé le', readOnly: true },
  { name: 'changed', kind: 'timestamp', label: 'Modifié le', readOnly: true },
];

/** Base attributes of a resource type (in Drupal's order), before its bundle attributes. */
export function baseAttributes(def: ResourceTypeDef): readonly FieldDef[] {
  switch (def.entityType) {
    case 'node':
      return nodeBase;
    case 'taxonomy_term':
      return termBase;
    case 'user':
      return userBase;
    case 'file':
      return fileBase;
    default:
      return def.entityType satisfies never;
  }
}

/** Base relationships of a resource type, before its bundle relationships. */
export function baseRelationships(def: ResourceTypeDef): readonly FieldDef[] {
  switch (def.entityType) {
    case 'node':
      return nodeBaseRelationships;
    case 'taxonomy_term':
      return [
        { name: 'vid', kind: 'entity_reference', label: 'Vocabulaire', targets: ['taxonomy_vocabulary--taxonomy_vocabulary'], readOnly: true },
        { name: 'revision_user', kind: 'entity_reference', label: 'Auteur de la révision', targets: ['user--user'], readOnly: true },
        { name: 'parent', kind: 'entity_reference', label: 'Parents', targets: [def.name], multiple: true },
      ];
    case 'user':
      return [];
    case 'file':
      return [{ name: 'uid', kind: 'entity_reference', label: 'Propriétaire', targets: ['user--user'], readOnly: true }];
    default:
      return def.entityType satisfies never;
  }
}

export function isRelationship(field: FieldDef): boolean {
  return field.kind === 'entity_reference' || field.kind === 'image';
}

/** Every attribute of a type: base then bundle, in Drupal's order. */
export function attributesOf(def: ResourceTypeDef): FieldDef[] {
  return [...baseAttributes(def), ...def.fields.filter((field) => !isRelationship(field))];
}

/** Every relationship of a type: base then bundle. */
export function relationshipsOf(def: ResourceTypeDef): FieldDef[] {
  return [...baseRelationships(def), ...def.fields.filter(isRelationship)];
}

/** A field of a type (attribute or relationship) by its public name. */
export function fieldOf(def: ResourceTypeDef, name: string): FieldDef | undefined {
  return attributesOf(def).find((field) => field.name === name) ?? relationshipsOf(def).find((field) => field.name === name);
}
