// The Drupal recipe (drupal/recipes/campus_site/) is generated from the content model: the committed
// files must be the generator's output (else run `npm run drupal:recipe`), and they must create
// every bundle, vocabulary and field of model.ts as the site expects it.
import { describe, expect, it } from 'vitest';
import { RESOURCE_TYPES, VOCABULARIES, type FieldDef, type ResourceTypeDef } from '../src/content/model.js';
import { committedRecipe, diffRecipe } from '../src/drupal/cli.js';
import { FIELD_TYPES, STORAGE_CONFLICTS, generateRecipe, modelConfig, recipeConfig } from '../src/drupal/recipe.js';

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
