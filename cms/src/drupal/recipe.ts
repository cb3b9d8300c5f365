/**
 * The Drupal recipe of the school's site (`drupal/recipes/campus_site/`), generated from the content
 * model (`../content/model.ts`): the third output of the one model, beside the cms's behaviour and
 * the OpenAPI document codegen reads. `npm run drupal:recipe` writes it; the drift check
 * (`cms/test/drupal-recipe.test.ts`) fails when the committed files differ from this output.
 *
 * Drupal 10.3's recipe runner refuses a configuration object of `config/` that already exists with
 * other values ("exists already and does not match"), so each one is written as Drupal exports it
 * (applying the recipe twice succeeds), and what a site may already have or may change afterwards
 * (roles, the webform, the `next` site entry, settings) goes through config actions instead, which
 * are idempotent (`createIfNotExists`, `grantPermissions`, `simpleConfigUpdate`).
 */
import { RESOURCE_TYPES, VOCABULARIES, type FieldDef, type ResourceTypeDef } from '../content/model.js';
import {
  ANONYMOUS_PERMISSIONS,
  AUTHENTICATED_PERMISSIONS,
  NEXT_SITE,
  PREVIEWER_PERMISSIONS,
  ROLES,
  WEBFORM_REST_SUBMIT,
  apiUsersView,
  basicHtmlFilter,
  basicHtmlFormat,
  contactWebformElements,
  editorPermissions,
  formWidget,
  nextEntityTypeConfig,
} from './recipe-parts.js';
import { toYaml, type YamlValue } from './yaml.js';

type Mapping = { [key: string]: YamlValue };

/**
 * Configuration objects Drupal's standard profile creates (article, page, tags). A recipe's `config/`
 * would have to match them exactly, labels included, so the recipe creates them only where they are
 * missing (`createIfNotExists`) and then gives them the model's French labels. Not the storage of
 * `field_image`: the recipe's own bundles use it, and `config/` is imported before any action runs,
 * so it stays in `config/`, written as the standard profile has it. (`body`'s storage comes with the
 * node module.)
 */
const CORE_PROVIDED = new Set([
  'node.type.article',
  'node.type.page',
  'taxonomy.vocabulary.tags',
  'field.storage.node.body',
  'field.storage.node.field_tags',
  'field.field.node.article.body',
  'field.field.node.article.field_image',
  'field.field.node.article.field_tags',
  'field.field.node.page.body',
]);

/** Modules the recipe installs (the ones it relies on, even if a site has them already). */
export const RECIPE_MODULES = [
  'node',
  'taxonomy',
  'text',
  'options',
  'datetime',
  'link',
  'telephone',
  'image',
  'file',
  'path',
  'views',
  'serialization',
  'rest',
  'jsonapi',
  'jsonapi_extras',
  'decoupled_router',
  'subrequests',
  'token',
  'pathauto',
  'webform',
  'webform_rest',
  'consumers',
  'simple_oauth',
  'next',
  // "view any unpublished content", the read-only permission of editors and the previewer.
  'workflows',
  'content_moderation',
  // drupal/modules/campus_site: companies publish and unpublish their own offers.
  'campus_site',
] as const;

/** Precision and scale of `decimal` fields (the model says only "decimal"); default 10, 2. */
const DECIMAL_SETTINGS: Readonly<Record<string, { precision: number; scale: number }>> = {
  field_latitude: { precision: 10, scale: 7 },
  field_longitude: { precision: 10, scale: 7 },
  field_taux_reussite: { precision: 5, scale: 2 },
  field_taux_poursuite: { precision: 5, scale: 2 },
  field_taux_insertion: { precision: 5, scale: 2 },
};

/**
 * Field storages that the model gives two meanings in one entity type, which Drupal cannot hold
 * (one storage per entity type and field name): the storage chosen, and why.
 */
export const STORAGE_CONFLICTS: Readonly<Record<string, { kind: FieldDef['kind']; reason: string }>> = {
  // None: the offer's start date was `field_date_debut` (a date) beside the event's (a date and
  // time); it is now `field_date_prise_poste`. A new conflict fails the generator (below).
};

/** Drupal's field type of each kind of the model (bundle fields only). */
export const FIELD_TYPES: Readonly<Record<string, string>> = {
  string: 'string',
  text_long: 'text_long',
  text_with_summary: 'text_with_summary',
  integer: 'integer',
  decimal: 'decimal',
  boolean: 'boolean',
  datetime: 'datetime',
  date: 'datetime',
  email: 'email',
  telephone: 'telephone',
  link: 'link',
  list_string: 'list_string',
  entity_reference: 'entity_reference',
  image: 'image',
};

/** The module providing each field type. */
const FIELD_TYPE_MODULE: Readonly<Record<string, string>> = {
  string: 'core',
  text_long: 'text',
  text_with_summary: 'text',
  integer: 'core',
  decimal: 'core',
  boolean: 'core',
  datetime: 'datetime',
  email: 'core',
  telephone: 'telephone',
  link: 'link',
  list_string: 'options',
  entity_reference: 'core',
  image: 'image',
};

const ENTITY_TYPE_MODULE: Readonly<Record<string, string>> = { node: 'node', taxonomy_term: 'taxonomy', user: 'user', file: 'file' };

const IMAGE_DEFAULT: Mapping = { uuid: null, alt: '', title: '', width: null, height: null };

const nodeTypes = (): ResourceTypeDef[] => RESOURCE_TYPES.filter((type) => type.entityType === 'node');

/** `taxonomy_term--secteur` → `['taxonomy_term', 'secteur']`. */
function splitType(name: string): [string, string] {
  const [entityType, bundle] = name.split('--');
  if (!entityType || !bundle) throw new Error(`Not a resource type name: ${name}`);
  return [entityType, bundle];
}

const sorted = (values: Iterable<string>): string[] => [...new Set(values)].sort();

/** The kind of a field's storage, after resolving the conflicts of `STORAGE_CONFLICTS`. */
function storageKind(entityType: string, field: FieldDef): FieldDef['kind'] {
  return STORAGE_CONFLICTS[`${entityType}.${field.name}`]?.kind ?? field.kind;
}

function dependencies(config: Iterable<string>, modules: Iterable<string>): Mapping {
  const deps: Mapping = {};
  const configList = sorted(config);
  const moduleList = sorted([...modules].filter((module) => module !== 'core'));
  if (configList.length) deps['config'] = configList;
  if (moduleList.length) deps['module'] = moduleList;
  return deps;
}

function storageSettings(entityType: string, field: FieldDef): Mapping {
  const kind = storageKind(entityType, field);
  switch (kind) {
    case 'string':
      return { max_length: field.maxLength ?? 255, case_sensitive: false, is_ascii: false };
    case 'integer':
      return { unsigned: false, size: 'normal' };
    case 'decimal':
      return { ...(DECIMAL_SETTINGS[field.name] ?? { precision: 10, scale: 2 }) };
    case 'datetime':
      return { datetime_type: 'datetime' };
    case 'date':
      return { datetime_type: 'date' };
    case 'list_string':
      return { allowed_values: (field.allowed ?? []).map((value) => ({ value, label: value })), allowed_values_function: '' };
    case 'entity_reference':
      return { target_type: splitType(targetsOf(field)[0] ?? '')[0] };
    case 'image':
      return { target_type: 'file', display_field: false, display_default: false, uri_scheme: 'public', default_image: IMAGE_DEFAULT };
    default:
      return {};
  }
}

function targetsOf(field: FieldDef): readonly string[] {
  if (!field.targets?.length) throw new Error(`${field.name}: a reference without targets`);
  return field.targets;
}

function fieldSettings(field: FieldDef): Mapping {
  switch (field.kind) {
    case 'text_long':
      return { allowed_formats: [] };
    case 'text_with_summary':
      return { display_summary: true, required_summary: false, allowed_formats: [] };
    case 'integer':
    case 'decimal':
      return { min: null, max: null, prefix: '', suffix: '' };
    case 'boolean':
      return { on_label: 'Oui', off_label: 'Non' };
    case 'link':
      return { title: 1, link_type: 17 };
    case 'entity_reference': {
      const [targetType] = splitType(targetsOf(field)[0] ?? '');
      const bundles = Object.fromEntries(targetsOf(field).map((target) => splitType(target)[1]).map((bundle) => [bundle, bundle]));
      return {
        handler: `default:${targetType}`,
        handler_settings: {
          target_bundles: bundles,
          sort: targetType === 'taxonomy_term' ? { field: 'name', direction: 'asc' } : { field: '_none', direction: 'ASC' },
          auto_create: false,
          auto_create_bundle: '',
        },
      };
    }
    case 'image':
      return {
        handler: 'default:file',
        handler_settings: {},
        file_directory: '[date:custom:Y]-[date:custom:m]',
        file_extensions: 'png gif jpg jpeg webp',
        max_filesize: '',
        max_resolution: '',
        min_resolution: '',
        alt_field: true,
        alt_field_required: true,
        title_field: false,
        title_field_required: false,
        default_image: IMAGE_DEFAULT,
      };
    default:
      return {};
  }
}

function fieldStorage(entityType: string, field: FieldDef): Mapping {
  const type = FIELD_TYPES[storageKind(entityType, field)];
  if (!type) throw new Error(`${field.name}: no Drupal field type for ${field.kind}`);
  const module = FIELD_TYPE_MODULE[type] ?? 'core';
  const modules = [module, ENTITY_TYPE_MODULE[entityType] ?? entityType];
  if (type === 'entity_reference') modules.push(ENTITY_TYPE_MODULE[splitType(targetsOf(field)[0] ?? '')[0]] ?? '');
  if (type === 'image') modules.push('file');
  return {
    langcode: 'en',
    status: true,
    dependencies: dependencies([], modules),
    id: `${entityType}.${field.name}`,
    field_name: field.name,
    entity_type: entityType,
    type,
    settings: storageSettings(entityType, field),
    module,
    locked: false,
    cardinality: field.multiple ? -1 : 1,
    translatable: true,
    indexes: type === 'image' ? { target_id: ['target_id'] } : {},
    persist_with_no_fields: false,
    custom_storage: false,
  };
}

/** The configuration name of a bundle (`node.type.x`, `taxonomy.vocabulary.x`), if it has one. */
function bundleConfig(entityType: string, bundle: string): string | null {
  if (entityType === 'node') return `node.type.${bundle}`;
  if (entityType === 'taxonomy_term') return `taxonomy.vocabulary.${bundle}`;
  return null;
}

function fieldConfig(def: ResourceTypeDef, field: FieldDef): Mapping {
  const type = FIELD_TYPES[storageKind(def.entityType, field)] ?? '';
  const bundleDep = bundleConfig(def.entityType, def.bundle);
  const config = [`field.storage.${def.entityType}.${field.name}`, ...(bundleDep ? [bundleDep] : [])];
  if (type === 'entity_reference') {
    for (const target of targetsOf(field)) {
      const dep = bundleConfig(...splitType(target));
      if (dep) config.push(dep);
    }
  }
  const modules = [FIELD_TYPE_MODULE[type] ?? 'core', ...(bundleDep ? [] : [ENTITY_TYPE_MODULE[def.entityType] ?? def.entityType])];
  return {
    langcode: 'en',
    status: true,
    dependencies: dependencies(config, modules),
    id: `${def.entityType}.${def.bundle}.${field.name}`,
    field_name: field.name,
    entity_type: def.entityType,
    bundle: def.bundle,
    label: field.label,
    description: '',
    required: field.required ?? false,
    translatable: true,
    default_value: [],
    default_value_callback: '',
    settings: fieldSettings(field),
    field_type: type,
  };
}

function nodeType(def: ResourceTypeDef): Mapping {
  return {
    langcode: 'en',
    status: true,
    dependencies: {},
    name: def.label,
    type: def.bundle,
    description: null,
    help: null,
    new_revision: true,
    preview_mode: 1,
    display_submitted: true,
  };
}

/**
 * `promote` unticked by default on a bundle, as the standard profile does for pages: the site never
 * promotes, and the embedded cms defaults `promote` to false (core's base field defaults to true).
 */
function promoteOverride(def: ResourceTypeDef): Mapping {
  return {
    langcode: 'en',
    status: true,
    dependencies: { config: [`node.type.${def.bundle}`] },
    id: `node.${def.bundle}.promote`,
    field_name: 'promote',
    entity_type: 'node',
    bundle: def.bundle,
    label: 'Promoted to front page',
    description: '',
    required: false,
    translatable: false,
    default_value: [{ value: 0 }],
    default_value_callback: '',
    settings: { on_label: 'On', off_label: 'Off' },
    field_type: 'boolean',
  };
}

function vocabulary(vid: string, name: string): Mapping {
  return { langcode: 'en', status: true, dependencies: {}, name, vid, description: null, weight: 0, new_revision: false };
}

/** A stable UUID (v4 layout) from a name, for the keys Drupal wants as UUIDs inside configuration. */
export function stableUuid(name: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  const hex: string[] = [];
  for (let round = 0; hex.join('').length < 32; round++) {
    for (const char of `${round}:${name}`) {
      h1 = Math.imul(h1 ^ char.charCodeAt(0), 0x01000193) >>> 0;
      h2 = Math.imul(h2 ^ char.charCodeAt(0), 0x5bd1e995) >>> 0;
    }
    hex.push(h1.toString(16).padStart(8, '0'), h2.toString(16).padStart(8, '0'));
  }
  const s = hex.join('').slice(0, 32).split('');
  s[12] = '4';
  s[16] = '89ab'[parseInt(s[16] ?? '0', 16) % 4] ?? '8';
  const t = s.join('');
  return `${t.slice(0, 8)}-${t.slice(8, 12)}-${t.slice(12, 16)}-${t.slice(16, 20)}-${t.slice(20, 32)}`;
}

/** Pathauto's pattern of a bundle with a path prefix: `/offres-emploi/[node:title]`. */
function pathautoPattern(def: ResourceTypeDef, weight: number): Mapping {
  const uuid = stableUuid(`pathauto.pattern.${def.bundle}:bundle`);
  return {
    langcode: 'en',
    status: true,
    dependencies: { module: ['node'] },
    id: def.bundle,
    label: def.label,
    type: 'canonical_entities:node',
    pattern: `${def.pathPrefix}/[node:title]`,
    selection_criteria: {
      [uuid]: { id: 'entity_bundle:node', negate: false, uuid, context_mapping: { node: 'node' }, bundles: { [def.bundle]: def.bundle } },
    },
    selection_logic: 'and',
    weight,
    relationships: {},
  };
}

const byName = ([a]: [string, Mapping], [b]: [string, Mapping]): number => (a < b ? -1 : a > b ? 1 : 0);

/** Every configuration object of the content model, by name: bundles, vocabularies, fields, patterns. */
export function modelConfig(): Map<string, Mapping> {
  const config = new Map<string, Mapping>();
  for (const def of nodeTypes()) config.set(`node.type.${def.bundle}`, nodeType(def));
  // The recipe's own bundles (article and page keep the standard profile's promote default).
  for (const def of nodeTypes().filter((type) => !CORE_PROVIDED.has(`node.type.${type.bundle}`))) {
    config.set(`core.base_field_override.node.${def.bundle}.promote`, promoteOverride(def));
  }
  for (const [vid, name] of Object.entries(VOCABULARIES)) config.set(`taxonomy.vocabulary.${vid}`, vocabulary(vid, name));
  const storages = new Map<string, { storage: Mapping; owner: string }>();
  for (const def of RESOURCE_TYPES.filter((type) => type.entityType === 'node' || type.entityType === 'user' || type.entityType === 'taxonomy_term')) {
    for (const field of def.fields) {
      const name = `field.storage.${def.entityType}.${field.name}`;
      const storage = fieldStorage(def.entityType, field);
      const seen = storages.get(name);
      if (seen && JSON.stringify(seen.storage) !== JSON.stringify(storage)) {
        throw new Error(`${def.name}.${field.name} needs another storage than ${seen.owner}.${field.name}: add it to STORAGE_CONFLICTS`);
      }
      if (!seen) storages.set(name, { storage, owner: def.name });
      config.set(name, storage);
      config.set(`field.field.${def.entityType}.${def.bundle}.${field.name}`, fieldConfig(def, field));
    }
  }
  nodeTypes()
    .filter((def) => def.pathPrefix)
    .forEach((def, index) => config.set(`pathauto.pattern.${def.bundle}`, pathautoPattern(def, index - 10)));
  return config;
}

/** The configuration objects of `config/` (all but the standard profile's), by name, sorted. */
export function recipeConfig(): Map<string, Mapping> {
  return new Map([...modelConfig()].filter(([name]) => !CORE_PROVIDED.has(name)).sort(byName));
}

/** Config actions creating the standard profile's bundles and fields where missing, with French labels. */
function coreProvidedActions(): Mapping {
  const config = modelConfig();
  const rank = (name: string): number => ['node.type.', 'taxonomy.vocabulary.', 'field.storage.', 'field.field.'].findIndex((prefix) => name.startsWith(prefix));
  const actions: Mapping = {};
  for (const [name, value] of [...config].filter(([name]) => CORE_PROVIDED.has(name)).sort((a, b) => rank(a[0]) - rank(b[0]) || byName(a, b))) {
    const { dependencies: _dependencies, ...data } = value;
    const action: Mapping = { createIfNotExists: data };
    if (name.startsWith('field.field.')) action['setLabel'] = value['label'] ?? '';
    else if (name.startsWith('node.type.') || name.startsWith('taxonomy.vocabulary.')) action['simpleConfigUpdate'] = { name: value['name'] ?? '' };
    actions[name] = action;
  }
  return actions;
}

/** Every file of the recipe directory, by path relative to it. */
export function generateRecipe(): Map<string, string> {
  const files = new Map<string, string>();
  files.set('recipe.yml', recipeYaml());
  for (const [name, value] of recipeConfig()) files.set(`config/${name}.yml`, toYaml(value));
  return files;
}

/** Pathauto's punctuation characters: all replaced by the separator, as the cms's slugs (`slugify`). */
const PATHAUTO_PUNCTUATION = [
  'double_quotes', 'quotes', 'backtick', 'comma', 'period', 'hyphen', 'underscore', 'colon', 'semicolon', 'pipe', 'left_curly',
  'left_square', 'right_curly', 'right_square', 'plus', 'equal', 'asterisk', 'ampersand', 'percent', 'caret', 'dollar', 'hash',
  'at', 'exclamation', 'tilde', 'left_parenthesis', 'right_parenthesis', 'question_mark', 'less_than', 'greater_than', 'slash',
  'back_slash',
];

/** Base fields on the node form, as core's content types have them. */
const NODE_FORM_BASE: readonly Mapping[] = [
  { name: 'title', options: { type: 'string_textfield', weight: -5, region: 'content', settings: { size: 60, placeholder: '' }, third_party_settings: {} } },
  { name: 'uid', options: { type: 'entity_reference_autocomplete', weight: 5, region: 'content', settings: { match_operator: 'CONTAINS', match_limit: 10, size: 60, placeholder: '' }, third_party_settings: {} } },
  { name: 'created', options: { type: 'datetime_timestamp', weight: 10, region: 'content', settings: {}, third_party_settings: {} } },
  { name: 'promote', options: { type: 'boolean_checkbox', weight: 15, region: 'content', settings: { display_label: true }, third_party_settings: {} } },
  { name: 'sticky', options: { type: 'boolean_checkbox', weight: 16, region: 'content', settings: { display_label: true }, third_party_settings: {} } },
  { name: 'path', options: { type: 'path', weight: 30, region: 'content', settings: {}, third_party_settings: {} } },
  { name: 'status', options: { type: 'boolean_checkbox', weight: 120, region: 'content', settings: { display_label: true }, third_party_settings: {} } },
];

function formComponents(def: ResourceTypeDef): Mapping[] {
  return def.fields.map((field, index) => ({ name: field.name, options: { ...formWidget(field), weight: index, region: 'content', third_party_settings: {} } }));
}

/** Form displays of the recipe's bundles and the user fields, so editors fill them in Drupal's forms. */
function formDisplayActions(): Mapping {
  const actions: Mapping = {};
  for (const def of nodeTypes().filter((type) => !CORE_PROVIDED.has(`node.type.${type.bundle}`))) {
    actions[`core.entity_form_display.node.${def.bundle}.default`] = {
      createIfNotExists: { targetEntityType: 'node', bundle: def.bundle, mode: 'default', status: true },
      setComponents: [...NODE_FORM_BASE, ...formComponents(def)],
    };
  }
  const user = RESOURCE_TYPES.find((type) => type.name === 'user--user');
  if (user) {
    actions['core.entity_form_display.user.user.default'] = {
      createIfNotExists: { targetEntityType: 'user', bundle: 'user', mode: 'default', status: true },
      setComponents: formComponents(user).map((component) => ({ ...component, options: { ...(component['options'] as Mapping), weight: 20 + Number((component['options'] as Mapping)['weight']) } })),
    };
  }
  return actions;
}

function siteActions(): Mapping {
  const actions: Mapping = {
    // Dates and times in the school's time zone, as the cms serialises them (+01:00 / +02:00).
    'system.date': { simpleConfigUpdate: { 'timezone.default': 'Europe/Paris', 'country.default': 'FR', first_day: 1 } },
    'jsonapi.settings': { simpleConfigUpdate: { read_only: false } },
    'jsonapi_extras.settings': { simpleConfigUpdate: { include_count: true } },
    // Aliases as the cms's slugs: every punctuation mark a separator, no (English) ignored words.
    'pathauto.settings': {
      simpleConfigUpdate: { punctuation: Object.fromEntries(PATHAUTO_PUNCTUATION.map((key) => [key, 1])), ignore_words: '', max_length: 255, max_component_length: 80 },
    },
    'filter.format.basic_html': { createIfNotExists: basicHtmlFormat(), setFilterConfig: basicHtmlFilter() },
    'rest.resource.webform_rest_submit': { createIfNotExists: WEBFORM_REST_SUBMIT },
    'webform.webform.contact': { simpleConfigUpdate: { title: 'Contact', elements: contactWebformElements() } },
    'views.view.api_users': { createIfNotExists: apiUsersView() },
    'user.role.anonymous': { grantPermissions: [...ANONYMOUS_PERMISSIONS] },
    'user.role.authenticated': { grantPermissions: [...AUTHENTICATED_PERMISSIONS] },
    'user.role.editor': { createIfNotExists: ROLES['editor'] ?? {}, grantPermissions: editorPermissions() },
    'user.role.previewer': { createIfNotExists: ROLES['previewer'] ?? {}, grantPermissions: [...PREVIEWER_PERMISSIONS] },
    'next.next_site.campus': { createIfNotExists: NEXT_SITE },
    // Drupal's preview links go through simple_oauth's generator, valid 10 minutes (as the cms's).
    'next.settings': { simpleConfigUpdate: { preview_url_generator: 'simple_oauth', preview_url_generator_configuration: { secret_expiration: 600 } } },
  };
  for (const def of nodeTypes()) actions[`next.next_entity_type_config.node.${def.bundle}`] = { createIfNotExists: nextEntityTypeConfig(def) };
  return actions;
}

/** The content of `recipe.yml`: modules, and the config actions in the order they run. */
export function recipeDocument(): Mapping {
  return {
    name: 'Campus site',
    description: 'Content model, JSON:API, roles, aliases, contact webform and Next.js site of the campus site (generated from the cms content model).',
    type: 'Site',
    install: [...RECIPE_MODULES],
    config: {
      actions: {
        ...coreProvidedActions(),
        ...formDisplayActions(),
        ...siteActions(),
      },
    },
  };
}

function recipeYaml(): string {
  const header = [
    '# Generated from cms/src/content/model.ts by `npm run drupal:recipe` (cms/src/drupal/recipe.ts): do not edit.',
    '# Apply from the web root: php core/scripts/drupal recipe ../recipes/campus_site',
    '',
  ].join('\n');
  return header + toYaml(recipeDocument());
}
