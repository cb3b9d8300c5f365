// The Drupal recipe (drupal/recipes/campus_site/) is generated from the content model: the committed
// files must be the generator's output (else run `npm run drupal:recipe`), and they must create
// every bundle, vocabulary and field of model.ts as the site expects it.
import { describe, expect, it } from 'vitest';
import { RESOURCE_TYPES, VOCABULARIES, type FieldDef, type ResourceTypeDef } from '../src/content/model.js';
import { committedRecipe, diffRecipe } from '../src/drupal/cli.js';
import { RICH_TEXT_ALLOW_LIST } from '../src/content/rich-text-allow-list.js';
import { FIELD_TYPES, RECIPE_MODULES, STORAGE_CONFLICTS, generateRecipe, modelConfig, recipeConfig, recipeDocument } from '../src/drupal/recipe.js';

type Config = Record<string, unknown> & { settings: Record<string, unknown> };

const config = modelConfig();
const bundleFields = RESOURCE_TYPES.filter((type) => type.entityType !== 'file').flatMap((def) => def.fields.map((field) => ({ def, field })));

function get(name: string): Config {
  const value = config.get(name);
  expect(value, `${name} is in the recipe`).toBeDefined();
  return value as Config;
}

const storageOf = (def: ResourceTypeDef, field: FieldDef): Config => get(`field.storage.${def.entityType}.${field.name}`);
const fieldOf = (def: ResourceTypeDef, field: FieldDef): Config => get(`field.field.${def.entityType}.${def.bundle}.${field.name}`);

describe('drift check', () => {
  it('the committed drupal/recipes/campus_site/ is the output of the content model (else run `npm run drupal:recipe`)', () => {
    expect(diffRecipe(generateRecipe(), committedRecipe()), 'drupal/recipes/campus_site/ files that differ').toEqual([]);
  });
});

describe('the recipe creates the content model', () => {
  it('every node bundle and every vocabulary, with the model’s labels', () => {
    for (const def of RESOURCE_TYPES.filter((type) => type.entityType === 'node')) {
      expect(get(`node.type.${def.bundle}`)).toMatchObject({ type: def.bundle, name: def.label, new_revision: true });
    }
    for (const [vid, label] of Object.entries(VOCABULARIES)) expect(get(`taxonomy.vocabulary.${vid}`)).toMatchObject({ vid, name: label });
  });

  it('every field of model.ts under its JSON:API name, with its Drupal type, cardinality, required flag and label', () => {
    expect(bundleFields.length).toBeGreaterThan(60);
    for (const { def, field } of bundleFields) {
      const conflict = STORAGE_CONFLICTS[`${def.entityType}.${field.name}`];
      const type = FIELD_TYPES[conflict?.kind ?? field.kind];
      expect(storageOf(def, field), `${def.name} ${field.name}`).toMatchObject({ field_name: field.name, entity_type: def.entityType, type, cardinality: field.multiple ? -1 : 1 });
      expect(fieldOf(def, field), `${def.name} ${field.name}`).toMatchObject({ field_name: field.name, bundle: def.bundle, field_type: type, required: field.required ?? false, label: field.label });
    }
  });

  it('maps each kind to Drupal’s field type (dates and date-times are datetime fields of their datetime_type)', () => {
    const kinds = new Map(bundleFields.filter(({ def, field }) => !STORAGE_CONFLICTS[`${def.entityType}.${field.name}`]).map(({ def, field }) => [field.kind, storageOf(def, field)]));
    expect(kinds.get('date')).toMatchObject({ type: 'datetime', settings: { datetime_type: 'date' } });
    expect(kinds.get('datetime')).toMatchObject({ type: 'datetime', settings: { datetime_type: 'datetime' } });
    expect(kinds.get('text_with_summary')).toMatchObject({ type: 'text_with_summary' });
    expect(kinds.get('telephone')).toMatchObject({ type: 'telephone', module: 'telephone' });
    expect(kinds.get('link')).toMatchObject({ type: 'link', module: 'link' });
    expect(kinds.get('image')).toMatchObject({ type: 'image', settings: { target_type: 'file' } });
  });

  it('strings keep their maximum length, list fields their allowed values', () => {
    for (const { def, field } of bundleFields) {
      if (field.kind === 'string') expect(storageOf(def, field).settings['max_length'], `${def.name} ${field.name}`).toBe(field.maxLength ?? 255);
      if (field.kind === 'list_string') {
        expect(storageOf(def, field).settings['allowed_values']).toEqual((field.allowed ?? []).map((value) => ({ value, label: value })));
      }
    }
  });

  it('references point at the model’s target entity type and bundles only', () => {
    const references = bundleFields.filter(({ field }) => field.kind === 'entity_reference');
    expect(references.length).toBeGreaterThan(5);
    for (const { def, field } of references) {
      const targets = (field.targets ?? []).map((target) => target.split('--') as [string, string]);
      expect(storageOf(def, field).settings['target_type']).toBe(targets[0]?.[0]);
      const settings = fieldOf(def, field).settings;
      expect(settings['handler']).toBe(`default:${targets[0]?.[0]}`);
      expect(settings['handler_settings']).toMatchObject({ target_bundles: Object.fromEntries(targets.map(([, bundle]) => [bundle, bundle])), auto_create: false });
    }
  });

  it('one storage per field name: fields sharing a name agree, and the only exceptions are listed with a reason', () => {
    const kinds = new Map<string, Set<string>>();
    for (const { def, field } of bundleFields) {
      const key = `${def.entityType}.${field.name}`;
      kinds.set(key, (kinds.get(key) ?? new Set()).add(`${field.kind}${field.multiple ? '[]' : ''}`));
    }
    const conflicting = [...kinds].filter(([, set]) => set.size > 1).map(([key]) => key);
    expect(conflicting.sort()).toEqual(Object.keys(STORAGE_CONFLICTS).sort());
  });

  it('the user fields are on the user entity', () => {
    for (const name of ['field_prenom', 'field_nom', 'field_telephone', 'field_organisation']) expect(get(`field.field.user.user.${name}`)).toMatchObject({ entity_type: 'user', bundle: 'user' });
  });

  it('each bundle with a path prefix has its Pathauto pattern from the title (an offer never from the company)', () => {
    for (const def of RESOURCE_TYPES.filter((type) => type.entityType === 'node')) {
      const pattern = config.get(`pathauto.pattern.${def.bundle}`);
      if (!def.pathPrefix) {
        expect(pattern, def.bundle).toBeUndefined();
        continue;
      }
      expect(pattern, def.bundle).toMatchObject({ type: 'canonical_entities:node', pattern: `${def.pathPrefix}/[node:title]` });
      expect(Object.values((pattern as Config)['selection_criteria'] as Record<string, unknown>)).toEqual([expect.objectContaining({ id: 'entity_bundle:node', bundles: { [def.bundle]: def.bundle } })]);
    }
    expect(get('pathauto.pattern.offre_emploi')['pattern']).toBe('/offres-emploi/[node:title]');
  });

  it('config/ holds no object the standard profile already has (they would not match), and recipe.yml creates those if missing', () => {
    const files = generateRecipe();
    for (const name of ['node.type.article', 'node.type.page', 'taxonomy.vocabulary.tags', 'field.storage.node.body', 'field.field.node.article.body']) {
      expect(recipeConfig().has(name), name).toBe(false);
      expect(files.get('recipe.yml'), name).toContain(`    ${name}:\n      createIfNotExists:\n`);
    }
  });
});

type Actions = Record<string, Record<string, unknown>>;
const actions = (recipeDocument()['config'] as { actions: Actions }).actions;
const actionsOf = (name: string): Record<string, unknown> => {
  expect(actions[name], `recipe.yml has actions on ${name}`).toBeDefined();
  return actions[name] ?? {};
};
const granted = (role: string): string[] => actionsOf(`user.role.${role}`)['grantPermissions'] as string[];
const nodeBundles = RESOURCE_TYPES.filter((type) => type.entityType === 'node').map((type) => type.bundle);

describe('the recipe sets up what the site relies on', () => {
  it('installs the modules the site calls (JSON:API Extras, Pathauto, Webform REST, next, simple_oauth…)', () => {
    for (const module of ['jsonapi', 'jsonapi_extras', 'decoupled_router', 'pathauto', 'webform', 'webform_rest', 'rest', 'views', 'next', 'simple_oauth', 'telephone', 'datetime', 'link', 'options', 'content_moderation', 'campus_site']) {
      expect(RECIPE_MODULES, module).toContain(module);
    }
  });

  it('JSON:API accepts writes, JSON:API Extras counts collections, dates are in Paris time', () => {
    expect(actionsOf('jsonapi.settings')).toEqual({ simpleConfigUpdate: { read_only: false } });
    expect(actionsOf('jsonapi_extras.settings')).toEqual({ simpleConfigUpdate: { include_count: true } });
    expect(actionsOf('system.date')['simpleConfigUpdate']).toMatchObject({ 'timezone.default': 'Europe/Paris' });
  });

  it('companies (authenticated) create, edit, delete and read their own offers in basic_html; visitors read and send the contact form', () => {
    expect(granted('authenticated')).toEqual(
      expect.arrayContaining(['create offre_emploi content', 'edit own offre_emploi content', 'delete own offre_emploi content', 'view own unpublished content', 'use text format basic_html', 'restful post webform_rest_submit']),
    );
    expect(granted('authenticated').filter((perm) => /any|administer|bypass|url aliases|^create (?!offre_emploi)/.test(perm))).toEqual([]);
    expect(granted('anonymous')).toEqual(['access content', 'restful post webform_rest_submit']);
  });

  it('the editor role manages every bundle and vocabulary and sees revisions; the previewer reads drafts only', () => {
    expect(actionsOf('user.role.editor')['createIfNotExists']).toMatchObject({ is_admin: false });
    for (const bundle of nodeBundles) expect(granted('editor')).toEqual(expect.arrayContaining([`create ${bundle} content`, `edit any ${bundle} content`, `delete any ${bundle} content`, `view ${bundle} revisions`]));
    for (const vid of Object.keys(VOCABULARIES)) expect(granted('editor')).toEqual(expect.arrayContaining([`create terms in ${vid}`, `edit terms in ${vid}`, `delete terms in ${vid}`]));
    expect(granted('editor')).toEqual(expect.arrayContaining(['view all revisions', 'create url aliases', 'bypass node access', 'administer nodes']));
    // Read-only: "bypass node access" would let the site's OAuth token write.
    expect(granted('previewer')).toEqual(['access content', 'view any unpublished content', 'view all revisions']);
  });

  it('basic_html allows the allow-list’s elements and attributes, never style nor event handlers', () => {
    const filter = actionsOf('filter.format.basic_html')['setFilterConfig'] as { instance_id: string; configuration: { status: boolean; settings: { allowed_html: string } } };
    expect(filter.instance_id).toBe('filter_html');
    expect(filter.configuration.status).toBe(true);
    const allowed = filter.configuration.settings.allowed_html;
    const tags = new Map([...allowed.matchAll(/<([a-z0-9]+)([^>]*)>/g)].map((match) => [match[1] ?? '', match[2] ?? '']));
    expect([...tags.keys()].sort()).toEqual([...RICH_TEXT_ALLOW_LIST.elements].sort());
    for (const [element, attributes] of Object.entries(RICH_TEXT_ALLOW_LIST.attributes)) {
      for (const attribute of Object.keys(attributes)) expect(tags.get(element), `${element} ${attribute}`).toMatch(new RegExp(`(^| )${attribute}( |=|$)`));
    }
    expect(allowed).not.toMatch(/style|\bon[a-z]+|script|iframe/);
  });

  it('the contact webform has the site’s elements, each required, and its REST resource takes cookie sessions in JSON', () => {
    const elements = (actionsOf('webform.webform.contact')['simpleConfigUpdate'] as { elements: string }).elements;
    expect([...elements.matchAll(/^([a-z_]+):$/gm)].map((match) => match[1])).toEqual(['name', 'email', 'subject', 'message', 'consent', 'actions']);
    expect(elements.match(/'#required': true/g)).toHaveLength(5);
    expect(actionsOf('rest.resource.webform_rest_submit')['createIfNotExists']).toMatchObject({ plugin_id: 'webform_rest_submit', configuration: { methods: ['POST'], formats: ['json'], authentication: ['cookie'] } });
  });

  it('/api/users is a REST export of the logged-in account with the profile fields, cookie auth and JSON', () => {
    const view = actionsOf('views.view.api_users')['createIfNotExists'] as { base_table: string; display: Record<string, { display_options: Record<string, unknown> }> };
    expect(view.base_table).toBe('users_field_data');
    const main = view.display['default']?.display_options ?? {};
    const rest = view.display['rest_export_1']?.display_options ?? {};
    expect(Object.keys(main['fields'] as object)).toEqual(['uid', 'uuid', 'name', 'mail', 'field_prenom', 'field_nom', 'field_telephone', 'field_organisation', 'roles']);
    // Core's handler would drop `mail` for every account without "administer users" (companies).
    expect((main['fields'] as Record<string, unknown>)['mail']).toMatchObject({ plugin_id: 'campus_site_own_mail' });
    expect(main['filters']).toMatchObject({ uid_current: { plugin_id: 'user_current', value: '1' }, status: { value: '1' } });
    expect(rest).toMatchObject({ path: 'api/users', auth: ['cookie'], style: { type: 'serializer', options: { formats: { json: 'json' } } }, row: { type: 'data_field' } });
  });

  it('the next module has the campus site (placeholders the lab and each school replace) and revalidates every bundle', () => {
    expect(actionsOf('next.next_site.campus')['createIfNotExists']).toMatchObject({ revalidate_url: expect.stringMatching(/\/api\/revalidate$/), preview_url: expect.stringMatching(/\/api\/draft$/) });
    for (const bundle of nodeBundles) {
      expect(actionsOf(`next.next_entity_type_config.node.${bundle}`)['createIfNotExists']).toMatchObject({ site_resolver: 'site_selector', configuration: { sites: { campus: 'campus' } }, revalidator: 'path', revalidator_configuration: { revalidate_page: true } });
    }
  });

  it('an edit in Drupal refreshes the home page when it shows the bundle, and the bundle’s list pages (the model’s)', () => {
    const additional = (bundle: string) =>
      String((actionsOf(`next.next_entity_type_config.node.${bundle}`)['createIfNotExists'] as { revalidator_configuration: { additional_paths: string } }).revalidator_configuration.additional_paths);
    expect(additional('offre_emploi').split('\n')).toEqual(['/', '/offres-emploi']);
    expect(additional('evenement').split('\n')).toEqual(['/', '/evenements', '/agenda']);
    expect(additional('formation_carte').split('\n')).toEqual(['/formations-carte']);
    expect(additional('page')).toBe('');
  });

  it('re-applying never fails on what a site changed since: roles, webform, view and next site are created only if missing', () => {
    for (const name of ['user.role.editor', 'user.role.previewer', 'views.view.api_users', 'next.next_site.campus', 'rest.resource.webform_rest_submit']) {
      expect(recipeConfig().has(name), name).toBe(false);
      expect(actionsOf(name), name).toHaveProperty('createIfNotExists');
    }
  });
});
