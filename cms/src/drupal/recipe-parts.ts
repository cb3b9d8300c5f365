/**
 * The parts of the Drupal recipe that are not the content model's bundles and fields: roles and
 * permissions, the `basic_html` allow-list, the `/api/users` view, the contact webform and the
 * `next` module's site. Each is written as the value of a config action of `recipe.yml`
 * (`recipe.ts`), so that applying the recipe again keeps what a site changed since.
 */
import { RESOURCE_TYPES, VOCABULARIES, type FieldDef, type ResourceTypeDef } from '../content/model.js';
import { RICH_TEXT_ALLOW_LIST } from '../content/rich-text-allow-list.js';
import type { YamlValue } from './yaml.js';

type Mapping = { [key: string]: YamlValue };

const nodeBundles = (): ResourceTypeDef[] => RESOURCE_TYPES.filter((type) => type.entityType === 'node');

/** The bundle companies write (`docs/cms.md`, "Who may do what"). */
export const COMPANY_BUNDLE = 'offre_emploi';

/** Permissions of every visitor: read published content, send the contact form. */
export const ANONYMOUS_PERMISSIONS = ['access content', 'restful post webform_rest_submit'] as const;

/** Permissions of every account (the companies): their own offers, drafts included, in `basic_html`. */
export const AUTHENTICATED_PERMISSIONS = [
  'access content',
  `create ${COMPANY_BUNDLE} content`,
  `edit own ${COMPANY_BUNDLE} content`,
  `delete own ${COMPANY_BUNDLE} content`,
  'view own unpublished content',
  'use text format basic_html',
  'restful post webform_rest_submit',
] as const;

/**
 * Permissions of the `editor` role: every bundle and vocabulary, revisions, aliases. Editors read
 * every draft, in lists filtered by any field too, as on the cms: JSON:API lets only "bypass node
 * access" filter among other people's drafts (`jsonapi_jsonapi_node_filter_access`); content
 * moderation's "view any unpublished content" alone shows them in unfiltered lists only. Setting a
 * node's status needs core's "administer nodes".
 */
export function editorPermissions(): string[] {
  const perms = [
    'access content',
    'access content overview',
    'bypass node access',
    'view any unpublished content',
    // Core lets only this permission set a node's status, author, dates and promotion.
    'administer nodes',
    'view own unpublished content',
    'view all revisions',
    'revert all revisions',
    'create url aliases',
    'access taxonomy overview',
    'access files overview',
    'access user profiles',
    'access administration pages',
    'view the administration theme',
    'use text format basic_html',
  ];
  for (const { bundle } of nodeBundles()) {
    perms.push(`create ${bundle} content`, `edit any ${bundle} content`, `edit own ${bundle} content`, `delete any ${bundle} content`, `delete own ${bundle} content`);
    perms.push(`view ${bundle} revisions`, `revert ${bundle} revisions`, `delete ${bundle} revisions`);
  }
  for (const vid of Object.keys(VOCABULARIES)) perms.push(`create terms in ${vid}`, `edit terms in ${vid}`, `delete terms in ${vid}`);
  return perms;
}

/**
 * Permissions of the `previewer` role, given to the site's OAuth client (`campus-site-preview`) to
 * read drafts and their revisions for a preview, and nothing else: content moderation's "view any
 * unpublished content" is read-only, where "bypass node access" would let the token write.
 */
export const PREVIEWER_PERMISSIONS = ['access content', 'view any unpublished content', 'view all revisions'] as const;

/** Roles the recipe creates when missing: `createIfNotExists` values. */
export const ROLES: Readonly<Record<string, Mapping>> = {
  editor: { label: 'Rédacteur', weight: 2, is_admin: false, permissions: [] },
  previewer: { label: 'Prévisualisation (client OAuth du site)', weight: 3, is_admin: false, permissions: [] },
};

/**
 * Quill's classes (`RICH_TEXT_ALLOW_LIST.globalAttributes.class`) as `filter_html` value prefixes:
 * a class is kept when it starts with one of them (the site's sanitiser keeps only the exact ones).
 */
const QUILL_CLASS_PREFIXES = ['ql-align-*', 'ql-indent-*', 'ql-size-*', 'ql-font-*', 'ql-syntax'];

/** Examples of each prefix, checked against the allow-list's pattern so the two cannot drift apart. */
const QUILL_CLASS_EXAMPLES = ['ql-align-center', 'ql-indent-8', 'ql-size-huge', 'ql-font-serif', 'ql-syntax'];

/** Attributes CKEditor 5's image plugin needs on `basic_html` images (editors upload in Drupal). */
const CKEDITOR_IMAGE_ATTRIBUTES = ['data-entity-type', 'data-entity-uuid'];

/**
 * `filter_html`'s allowed tags for `basic_html`, from the cms's allow-list: every element with its
 * attributes, and Quill's classes. What `filter_html` cannot express is documented in
 * docs/drupal.md ("The recipe"): `style` (colours) is always removed by Drupal, and so are `data:`
 * image sources (not a `filter_protocols` scheme).
 */
export function richTextAllowedHtml(): string {
  const list = RICH_TEXT_ALLOW_LIST;
  const classRule = list.globalAttributes['class'];
  if (classRule?.kind !== 'class' || !QUILL_CLASS_EXAMPLES.every((name) => classRule.pattern.test(name))) {
    throw new Error('The allow-list no longer allows Quill’s classes: update QUILL_CLASS_PREFIXES');
  }
  const classes = QUILL_CLASS_PREFIXES;
  return list.elements
    .map((element) => {
      const own = Object.keys(list.attributes[element] ?? {});
      const attributes = [...own, ...(element === 'img' ? CKEDITOR_IMAGE_ATTRIBUTES : [])];
      if (classes.length && !list.voidElements.includes(element)) attributes.push(`class="${classes.join(' ')}"`);
      return `<${[element, ...attributes].join(' ')}>`;
    })
    .join(' ');
}

/** `filter_html`'s whole configuration (the `setFilterConfig` action replaces it). */
export function basicHtmlFilter(): Mapping {
  return {
    instance_id: 'filter_html',
    configuration: {
      id: 'filter_html',
      provider: 'filter',
      status: true,
      weight: -10,
      settings: { allowed_html: richTextAllowedHtml(), filter_html_help: false, filter_html_nofollow: false },
    },
  };
}

/** `basic_html` where a site has none (core's, as the standard profile's, without the editor). */
export function basicHtmlFormat(): Mapping {
  const filter = (id: string, weight: number, provider = 'filter'): Mapping => ({ id, provider, status: true, weight, settings: {} });
  return {
    langcode: 'en',
    status: true,
    name: 'Basic HTML',
    format: 'basic_html',
    weight: 0,
    filters: {
      filter_align: filter('filter_align', 7),
      filter_caption: filter('filter_caption', 8),
      filter_html: (basicHtmlFilter()['configuration'] as Mapping) ?? {},
      filter_html_image_secure: filter('filter_html_image_secure', 9),
      filter_image_lazy_load: filter('filter_image_lazy_load', 15),
    },
  };
}

/** The contact webform's elements (`cms/src/http/webform.ts`), as webform's YAML source. */
export const CONTACT_ELEMENTS: readonly { key: string; type: string; title: string; maxLength?: number }[] = [
  { key: 'name', type: 'textfield', title: 'Nom', maxLength: 255 },
  { key: 'email', type: 'email', title: 'Adresse e-mail', maxLength: 254 },
  { key: 'subject', type: 'textfield', title: 'Objet', maxLength: 255 },
  { key: 'message', type: 'textarea', title: 'Message', maxLength: 5000 },
  { key: 'consent', type: 'checkbox', title: 'J’accepte d’être recontacté' },
];

/** Webform stores its elements as a YAML string. */
export function contactWebformElements(): string {
  const quote = (text: string): string => (/^[\p{L}\p{N}][\p{L}\p{N} ’-]*$/u.test(text) && !text.includes(': ') ? text : `'${text.replace(/'/g, "''")}'`);
  const lines: string[] = [];
  for (const element of CONTACT_ELEMENTS) {
    lines.push(`${element.key}:`, `  '#type': ${element.type}`, `  '#title': ${quote(element.title)}`, `  '#required': true`);
    if (element.maxLength) lines.push(`  '#maxlength': ${element.maxLength}`);
  }
  lines.push('actions:', `  '#type': webform_actions`, `  '#title': 'Bouton d''envoi'`, `  '#submit__label': Envoyer`);
  return `${lines.join('\n')}\n`;
}

/** The webform_rest resource the contact form posts to (cookie sessions, JSON). */
export const WEBFORM_REST_SUBMIT: Mapping = {
  langcode: 'en',
  status: true,
  plugin_id: 'webform_rest_submit',
  granularity: 'resource',
  configuration: { methods: ['POST'], formats: ['json'], authentication: ['cookie'] },
};

/** The field rows of `/api/users` (`cms/src/auth/routes.ts`), each with raw output. */
export const API_USERS_FIELDS = ['uid', 'uuid', 'name', 'mail', 'field_prenom', 'field_nom', 'field_telephone', 'field_organisation', 'roles'] as const;

function apiUsersField(name: (typeof API_USERS_FIELDS)[number]): Mapping {
  if (name === 'roles') {
    // Core's `user_roles` list renders role labels, and its raw value is the uid: the machine names
    // come from the `{{ roles__rid }}` token of each item, joined by ", " as the cms does.
    return {
      id: 'roles',
      table: 'user__roles',
      field: 'roles_target_id',
      entity_type: 'user',
      entity_field: 'roles',
      plugin_id: 'user_roles',
      alter: { alter_text: true, text: '{{ roles__rid }}' },
      type: 'separator',
      separator: ', ',
    };
  }
  if (name === 'mail') {
    // drupal/modules/campus_site: core's handler removes `mail` for users without "administer users".
    return { id: 'mail', table: 'users_field_data', field: 'campus_site_own_mail', plugin_id: 'campus_site_own_mail' };
  }
  const table = name.startsWith('field_') ? `user__${name}` : name === 'uuid' ? 'users' : 'users_field_data';
  return { id: name, table, field: name, entity_type: 'user', entity_field: name, plugin_id: 'field' };
}

/**
 * `views.view.api_users`: a REST export at `/api/users` of the logged-in account ("current user"
 * filter, active accounts only, so an anonymous visitor gets `[]`), field rows with raw output,
 * cookie authentication, JSON.
 */
export function apiUsersView(): Mapping {
  const fields = Object.fromEntries(API_USERS_FIELDS.map((name) => [name, apiUsersField(name)]));
  return {
    langcode: 'en',
    status: true,
    label: 'API users',
    module: 'rest',
    description: 'Le compte connecté, pour le site (/api/users).',
    tag: '',
    base_table: 'users_field_data',
    base_field: 'uid',
    display: {
      default: {
        id: 'default',
        display_title: 'Default',
        display_plugin: 'default',
        position: 0,
        display_options: {
          title: 'API users',
          fields,
          pager: { type: 'some', options: { offset: 0, items_per_page: 1 } },
          exposed_form: { type: 'basic', options: {} },
          access: { type: 'none', options: {} },
          cache: { type: 'none', options: {} },
          empty: {},
          sorts: {},
          arguments: {},
          filters: {
            uid_current: {
              id: 'uid_current',
              table: 'users',
              field: 'uid_current',
              relationship: 'none',
              group_type: 'group',
              admin_label: '',
              entity_type: 'user',
              plugin_id: 'user_current',
              operator: '=',
              value: '1',
              group: 1,
              exposed: false,
            },
            status: {
              id: 'status',
              table: 'users_field_data',
              field: 'status',
              relationship: 'none',
              group_type: 'group',
              admin_label: '',
              entity_type: 'user',
              entity_field: 'status',
              plugin_id: 'boolean',
              operator: '=',
              value: '1',
              group: 1,
              exposed: false,
            },
          },
          query: { type: 'views_query', options: {} },
          relationships: {},
          display_extenders: {},
        },
      },
      rest_export_1: {
        id: 'rest_export_1',
        display_title: 'REST export',
        display_plugin: 'rest_export',
        position: 1,
        display_options: {
          display_extenders: {},
          path: 'api/users',
          auth: ['cookie'],
          // A REST export's style and row are its own (not taken from the default display).
          style: { type: 'serializer', options: { formats: { json: 'json' } } },
          row: { type: 'data_field', options: { field_options: Object.fromEntries(API_USERS_FIELDS.map((name) => [name, { alias: '', raw_output: name !== 'roles' }])) } },
        },
      },
    },
  };
}

/** Placeholder values of the `next` site entry: the lab script and each school set the real ones. */
export const NEXT_SITE: Mapping = {
  label: 'Site du campus',
  base_url: 'http://localhost:3000',
  preview_url: 'http://localhost:3000/api/draft',
  preview_secret: 'change-me-preview-secret',
  revalidate_url: 'http://localhost:3000/api/revalidate',
  revalidate_secret: 'change-me-revalidate-secret',
};

/** `next.next_entity_type_config.node.{bundle}`: the campus site, revalidating the entity's path and its lists. */
export function nextEntityTypeConfig(def: ResourceTypeDef): Mapping {
  // The home page first when it shows the bundle, then the bundle's own list pages (the model's).
  const additionalPaths = [...(def.onHome ? ['/'] : []), ...(def.listPaths ?? [])];
  return {
    site_resolver: 'site_selector',
    configuration: { sites: { campus: 'campus' } },
    revalidator: 'path',
    revalidator_configuration: { revalidate_page: true, additional_paths: additionalPaths.join('\n') },
  };
}

/** Form widgets, so editors can fill every field in Drupal's own forms. */
export function formWidget(field: FieldDef): Mapping {
  switch (field.kind) {
    case 'text_long':
      return { type: 'text_textarea', settings: { rows: 5, placeholder: '' } };
    case 'text_with_summary':
      return { type: 'text_textarea_with_summary', settings: { rows: 9, summary_rows: 3, placeholder: '', show_summary: false } };
    case 'integer':
    case 'decimal':
      return { type: 'number', settings: { placeholder: '' } };
    case 'boolean':
      return { type: 'boolean_checkbox', settings: { display_label: true } };
    case 'datetime':
    case 'date':
      return { type: 'datetime_default', settings: {} };
    case 'email':
      return { type: 'email_default', settings: { size: 60, placeholder: '' } };
    case 'telephone':
      return { type: 'telephone_default', settings: { placeholder: '' } };
    case 'link':
      return { type: 'link_default', settings: { placeholder_url: '', placeholder_title: '' } };
    case 'list_string':
      return { type: 'options_select', settings: {} };
    case 'image':
      return { type: 'image_image', settings: { progress_indicator: 'throbber', preview_image_style: 'thumbnail' } };
    case 'entity_reference':
      return (field.targets ?? []).every((target) => target.startsWith('taxonomy_term--'))
        ? { type: field.multiple ? 'options_buttons' : 'options_select', settings: {} }
        : { type: 'entity_reference_autocomplete', settings: { match_operator: 'CONTAINS', match_limit: 10, size: 60, placeholder: '' } };
    default:
      return { type: 'string_textfield', settings: { size: 60, placeholder: '' } };
  }
}
