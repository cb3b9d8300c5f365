import { validate } from '@scalar/openapi-parser';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { attributesOf, RESOURCE_TYPES, relationshipsOf, type FieldDef, type FieldKind } from '../src/content/model.js';
import { buildOpenApiDocument, DECIMAL_PATTERN, type JsonObject } from '../src/openapi/generate.js';

const doc = buildOpenApiDocument();
const schemas = doc.components.schemas;

function schema(name: string): any {
  const found = schemas[name];
  if (!found) throw new Error(`missing schema ${name}`);
  return found;
}

/** Follows a local `$ref` (`#/components/schemas/X`). */
function deref(value: any): any {
  if (value && typeof value.$ref === 'string') return schema(value.$ref.replace('#/components/schemas/', ''));
  return value;
}

/** The non-null branch of a nullable schema, and whether null is allowed. */
function unwrapNullable(value: any): { inner: any; nullable: boolean } {
  if (Array.isArray(value.oneOf)) {
    const inner = value.oneOf.find((branch: any) => branch.type !== 'null');
    return { inner: deref(inner), nullable: value.oneOf.some((branch: any) => branch.type === 'null') };
  }
  if (Array.isArray(value.type)) {
    const types = value.type.filter((type: string) => type !== 'null');
    return { inner: { ...value, type: types.length === 1 ? types[0] : types }, nullable: value.type.includes('null') };
  }
  return { inner: deref(value), nullable: false };
}

/** The JSON type (and format) a value of each kind must have, read independently of the generator. */
const EXPECTED: Record<Exclude<FieldKind, 'entity_reference' | 'image'>, { type: string; format?: string }> = {
  string: { type: 'string' },
  text_long: { type: 'object' },
  text_with_summary: { type: 'object' },
  integer: { type: 'integer' },
  decimal: { type: 'string' },
  boolean: { type: 'boolean' },
  datetime: { type: 'string', format: 'date-time' },
  date: { type: 'string', format: 'date' },
  email: { type: 'string', format: 'email' },
  telephone: { type: 'string' },
  link: { type: 'object' },
  list_string: { type: 'string' },
  timestamp: { type: 'string', format: 'date-time' },
  path: { type: 'object' },
  file_uri: { type: 'object' },
};

function attributeValueSchema(field: FieldDef, property: any): any {
  if (field.multiple) {
    expect(property.type, field.name).toBe('array');
    return deref(property.items);
  }
  const { inner, nullable } = unwrapNullable(property);
  expect(nullable, `${field.name} nullable`).toBe(!field.required);
  return inner;
}

const WRITABLE = RESOURCE_TYPES.filter((def) => def.entityType === 'node' || def.entityType === 'user');

describe('the generated OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(result.version).toBe('3.1');
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('Campus des Métiers — JSON:API');
    expect(doc.servers).toEqual([{ url: '/' }]);
    expect(buildOpenApiDocument({ serverUrl: 'https://cms.example' }).servers).toEqual([{ url: 'https://cms.example' }]);
  });

  it('has no dangling reference (the validator does not check references inside schemas)', () => {
    const refs = new Set<string>();
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') {
        for (const [key, child] of Object.entries(value)) {
          if (key === '$ref' && typeof child === 'string') refs.add(child);
          else walk(child);
        }
      }
    };
    walk(doc);
    expect(refs.size).toBeGreaterThan(50);
    for (const ref of refs) {
      const [, group, name] = /^#\/components\/(schemas|parameters|responses)\/(.+)$/.exec(ref) ?? [];
      expect(group && name && (doc.components as Record<string, Record<string, unknown>>)[group]?.[name], ref).toBeTruthy();
    }
  });

  it('is deterministic', () => {
    const again = buildOpenApiDocument();
    expect(again).toEqual(doc);
    expect(JSON.stringify(again)).toBe(JSON.stringify(doc));
    expect(JSON.stringify(doc)).not.toMatch(/\d{4}-\d\d-\d\dT\d\d:\d\d/);
  });

  it('uses valid component names and unique operation ids, each tagged with a declared tag', () => {
    for (const group of Object.values(doc.components)) {
      for (const key of Object.keys(group)) expect(key).toMatch(/^[a-zA-Z0-9.\-_]+$/);
    }
    const declared = new Set(doc.tags.map((tag) => tag.name));
    const ids: string[] = [];
    for (const item of Object.values(doc.paths) as any[]) {
      for (const method of ['get', 'post', 'patch', 'delete']) {
        const operation = item[method];
        if (!operation) continue;
        ids.push(operation.operationId);
        for (const tag of operation.tags) expect(declared.has(tag), tag).toBe(true);
      }
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('describes every resource type with its schemas and paths', () => {
    for (const def of RESOURCE_TYPES) {
      const T = def.name;
      for (const suffix of ['attributes', 'relationships', 'resource', 'individual', 'collection']) {
        expect(schemas[`${T}--${suffix}`], `${T}--${suffix}`).toBeDefined();
      }
      expect(schema(`${T}--resource`).properties.type.const).toBe(T);
      const collection: any = doc.paths[`/jsonapi/${def.entityType}/${def.bundle}`];
      const individual: any = doc.paths[`/jsonapi/${def.entityType}/${def.bundle}/{id}`];
      expect(collection?.get, T).toBeDefined();
      expect(individual?.get, T).toBeDefined();
      expect(collection.get.tags).toEqual([def.entityType]);
      expect(collection.get.responses['200'].content['application/vnd.api+json'].schema.$ref).toBe(
        `#/components/schemas/${T}--collection`,
      );
      expect(individual.get.responses['200'].content['application/vnd.api+json'].schema.$ref).toBe(
        `#/components/schemas/${T}--individual`,
      );
      const writable = WRITABLE.includes(def);
      expect(individual.patch !== undefined, `${T} PATCH`).toBe(writable);
      expect(schemas[`${T}--update`] !== undefined, `${T}--update`).toBe(writable);
      const creatable = def.entityType === 'node';
      expect(collection.post !== undefined, `${T} POST`).toBe(creatable);
      expect(individual.delete !== undefined, `${T} DELETE`).toBe(creatable);
      expect(schemas[`${T}--create`] !== undefined, `${T}--create`).toBe(creatable);
    }
    const offers: any = doc.paths['/jsonapi/node/offre_emploi'];
    const offer: any = doc.paths['/jsonapi/node/offre_emploi/{id}'];
    expect(offers.get.operationId).toBe('getNodeOffreEmploiCollection');
    expect(offers.post.operationId).toBe('createNodeOffreEmploi');
    expect(offers.post.responses['201']).toBeDefined();
    expect(offer.get.operationId).toBe('getNodeOffreEmploi');
    expect(offer.patch.operationId).toBe('updateNodeOffreEmploi');
    expect(offer.delete.operationId).toBe('deleteNodeOffreEmploi');
    expect(offer.delete.responses['204']).toBeDefined();
    expect(offer.get.parameters).toContainEqual({ $ref: '#/components/parameters/resourceVersion' });
    expect(doc.components.parameters['pageLimit']?.['schema']).toMatchObject({ maximum: 50 });
    expect(doc.components.parameters['filter']).toMatchObject({ name: 'filter', in: 'query', style: 'deepObject' });
  });

  it('answers errors as JSON:API error documents', () => {
    const offer: any = doc.paths['/jsonapi/node/offre_emploi/{id}'];
    const offers: any = doc.paths['/jsonapi/node/offre_emploi'];
    const statuses = new Set([
      ...Object.keys(offers.get.responses),
      ...Object.keys(offers.post.responses),
      ...Object.keys(offer.get.responses),
      ...Object.keys(offer.patch.responses),
    ]);
    for (const status of ['400', '403', '404', '405', '415', '422']) expect(statuses.has(status), status).toBe(true);
    for (const response of Object.values(doc.components.responses) as any[]) {
      expect(response.content['application/vnd.api+json'].schema.$ref).toBe('#/components/schemas/ErrorDocument');
    }
    const error = schema('ErrorObject');
    expect(error.properties.status.type).toBe('string');
  });

  it('gives every field of the model its JSON type', () => {
    for (const def of RESOURCE_TYPES) {
      const attributes = schema(`${def.name}--attributes`);
      expect(attributes.required, def.name).toBeUndefined();
      expect(Object.keys(attributes.properties)).toEqual(attributesOf(def).map((field) => field.name));
      for (const field of attributesOf(def)) {
        if (field.kind === 'entity_reference' || field.kind === 'image') throw new Error(`${field.name} is an attribute`);
        const property = attributes.properties[field.name];
        expect(property.title).toBe(field.label);
        expect(property.readOnly === true, `${def.name}.${field.name} readOnly`).toBe(field.readOnly === true);
        expect(property['x-drupal-restricted']).toBe(field.restricted);
        const value = attributeValueSchema(field, property);
        expect(value.type, `${def.name}.${field.name}`).toBe(EXPECTED[field.kind].type);
        expect(value.format, `${def.name}.${field.name}`).toBe(EXPECTED[field.kind].format);
        if (field.maxLength !== undefined) expect(value.maxLength).toBe(field.maxLength);
        if (field.kind === 'decimal') expect(value.pattern).toBe(DECIMAL_PATTERN);
      }
      const relationships = schema(`${def.name}--relationships`);
      expect(Object.keys(relationships.properties)).toEqual(relationshipsOf(def).map((field) => field.name));
      for (const field of relationshipsOf(def)) {
        const data = relationships.properties[field.name].properties.data;
        const identifier = field.multiple ? data.items : unwrapNullable(data).inner;
        expect(data.type === 'array', `${def.name}.${field.name} to-many`).toBe(field.multiple === true);
        expect(identifier.properties.type.enum).toEqual(field.targets);
        expect(identifier.required).toEqual(['type', 'id']);
      }
    }
  });

  it('maps sample fields precisely', () => {
    const offer = schema('node--offre_emploi--attributes').properties;
    expect(offer.field_date_expiration).toMatchObject({ type: 'string', format: 'date' });
    expect(offer.field_date_prise_poste).toMatchObject({ type: ['string', 'null'], format: 'date' });
    expect(offer.field_contact_email).toMatchObject({ type: ['string', 'null'], format: 'email' });
    expect(offer.changed).toMatchObject({ type: ['string', 'null'], format: 'date-time', readOnly: true });
    expect(offer.field_description).toMatchObject({ $ref: '#/components/schemas/TextLong' });

    const formation = schema('node--formation--attributes').properties;
    expect(formation.field_taux_reussite).toMatchObject({ type: ['string', 'null'], pattern: DECIMAL_PATTERN });
    expect(new RegExp(DECIMAL_PATTERN).test('87.5')).toBe(true);
    expect(new RegExp(DECIMAL_PATTERN).test('-3')).toBe(true);
    expect(new RegExp(DECIMAL_PATTERN).test('8,5')).toBe(false);
    expect(formation.field_duree_heures).toMatchObject({ type: ['integer', 'null'] });

    const menu = schema('node--menu_restaurant--attributes').properties;
    expect(menu.field_dates_service).toMatchObject({ type: 'array', items: { type: 'string', format: 'date' } });
    expect(menu.field_entrees).toMatchObject({ type: 'array', items: { type: 'string', maxLength: 255 } });

    expect(schema('node--article--attributes').properties.body.oneOf).toEqual([
      { $ref: '#/components/schemas/TextWithSummary' },
      { type: 'null' },
    ]);
    expect(schema('TextWithSummary').properties.processed).toMatchObject({ type: 'string', readOnly: true });
    expect(schema('user--user--attributes').properties.mail['x-drupal-restricted']).toBe('mail');
    expect(schema('node--article--attributes').properties.revision_log['x-drupal-restricted']).toBe('revision');

    const contract = schema('node--offre_emploi--relationships').properties.field_type_contrat;
    expect(contract.properties.data).toMatchObject({
      type: 'object',
      properties: { type: { enum: ['taxonomy_term--type_contrat'] } },
    });
    const secteur = schema('node--offre_emploi--relationships').properties.field_secteur;
    expect(secteur.properties.data.type).toEqual(['object', 'null']);
    const metiers = schema('node--formation--relationships').properties.field_metiers;
    expect(metiers.properties.data).toMatchObject({
      type: 'array',
      items: { type: 'object', properties: { type: { enum: ['node--metier'] } } },
    });
    const image = schema('node--article--relationships').properties.field_image.properties.data;
    expect(unwrapNullable(image).inner.properties.meta).toEqual({ $ref: '#/components/schemas/ImageIdentifierMeta' });
    expect(Object.keys(schema('ImageIdentifierMeta').properties)).toEqual([
      'alt',
      'title',
      'width',
      'height',
      'drupal_internal__target_id',
    ]);
    const nodeType = schema('node--article--relationships').properties.node_type.properties.data;
    expect(unwrapNullable(nodeType).inner.properties.type.enum).toEqual(['node_type--node_type']);
  });

  it('lists required fields in the create schema and leaves read-only fields out of writes', () => {
    const create = schema('node--offre_emploi--create').properties.data;
    const required = ['title', 'field_entreprise', 'field_description', 'field_ville', 'field_code_postal', 'field_date_expiration'];
    expect(create.properties.attributes.required).toEqual(required);
    expect(create.properties.relationships.required).toEqual(['field_type_contrat']);
    expect(create.required).toEqual(['type', 'attributes', 'relationships']);
    expect(create.properties.type.const).toBe('node--offre_emploi');

    const update = schema('node--offre_emploi--update').properties.data;
    expect(update.required).toEqual(['type', 'id']);
    expect(update.properties.attributes.required).toBeUndefined();
    expect(update.properties.relationships.required).toBeUndefined();

    for (const def of WRITABLE) {
      for (const mode of ['create', 'update']) {
        const document = schemas[`${def.name}--${mode}`] as any;
        if (!document) continue;
        const { attributes, relationships } = document.properties.data.properties;
        for (const field of attributesOf(def)) {
          expect(field.name in attributes.properties, `${def.name}--${mode}.${field.name}`).toBe(!field.readOnly);
        }
        for (const field of relationshipsOf(def)) {
          expect(field.name in relationships.properties, `${def.name}--${mode}.${field.name}`).toBe(!field.readOnly);
        }
        expect(attributes.additionalProperties).toBe(false);
      }
    }
    const offerCreate = create.properties.attributes.properties;
    expect(offerCreate.drupal_internal__nid).toBeUndefined();
    expect(offerCreate.changed).toBeUndefined();
    expect(update.properties.attributes.properties.drupal_internal__nid).toBeUndefined();
    expect(update.properties.attributes.properties.changed).toBeUndefined();
    expect(schema('user--user--update').properties.data.properties.attributes.properties.field_prenom).toBeDefined();
  });

  it('describes the current user export and the other endpoints the site calls', () => {
    const users: any = doc.paths['/api/users'];
    expect(users.get.responses['200'].content['application/json'].schema).toEqual({
      type: 'array',
      maxItems: 1,
      items: { $ref: '#/components/schemas/CurrentUserRow' },
    });
    const row = schema('CurrentUserRow');
    const keys = ['uid', 'uuid', 'name', 'mail', 'field_prenom', 'field_nom', 'field_telephone', 'field_organisation', 'roles'];
    expect(Object.keys(row.properties)).toEqual(keys);
    expect(row.required).toEqual(keys);
    for (const key of keys) expect(row.properties[key].type).toBe('string');

    const paths = doc.paths as Record<string, any>;
    expect(paths['/router/translate-path'].get.responses['404'].content['application/json'].schema.$ref).toBe(
      '#/components/schemas/DecoupledRouterError',
    );
    expect(paths['/user/login'].post.operationId).toBe('login');
    expect(paths['/user/logout'].post.responses['204']).toBeDefined();
    expect(paths['/user/login_status'].get.responses['200'].content['text/plain'].schema.enum).toEqual(['0', '1']);
    expect(paths['/session/token'].get.responses['200'].content['text/plain']).toBeDefined();
    expect(paths['/webform_rest/submit'].post.responses['200'].content['application/json'].schema.$ref).toBe(
      '#/components/schemas/WebformSubmitResponse',
    );
  });
});

describe('a real resource document against the generated schemas', () => {
  const DOC_ID = 'https://cms.test/openapi/jsonapi';
  const addFormats = addFormatsModule.default;

  // The whole OpenAPI document is one schema resource: its `#/components/schemas/X` refs resolve in it.
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  const withId: JsonObject = { ...doc, $id: DOC_ID };
  ajv.addSchema(withId);

  function validator(schemaName: string) {
    const validateFn = ajv.getSchema(`${DOC_ID}#/components/schemas/${schemaName}`);
    if (!validateFn) throw new Error(`no schema ${schemaName}`);
    return validateFn;
  }

  const base = 'https://cms.test/jsonapi/node/article/3f2b3d0e-6a0c-4c6e-9d61-7b1d2c9a8e01';
  const rel = (field: string): JsonObject => ({
    related: { href: `${base}/${field}?resourceVersion=id%3A7` },
    self: { href: `${base}/relationships/${field}?resourceVersion=id%3A7` },
  });
  const article: JsonObject = {
    jsonapi: { version: '1.0', meta: { links: { self: { href: 'http://jsonapi.org/format/1.0/' } } } },
    data: {
      type: 'node--article',
      id: '3f2b3d0e-6a0c-4c6e-9d61-7b1d2c9a8e01',
      links: { self: { href: `${base}?resourceVersion=id%3A7` } },
      attributes: {
        drupal_internal__nid: 1,
        drupal_internal__vid: 7,
        langcode: 'fr',
        revision_timestamp: '2024-03-21T10:52:42+00:00',
        status: true,
        title: 'Bienvenue aux apprentis',
        created: '2024-03-21T10:52:42+00:00',
        changed: '2024-03-25T08:02:17+00:00',
        promote: true,
        sticky: false,
        default_langcode: true,
        revision_translation_affected: true,
        path: { alias: '/article/bienvenue', pid: 1, langcode: 'fr' },
        body: { value: '<p>Bonjour</p>', format: 'basic_html', processed: '<p>Bonjour</p>', summary: '' },
      },
      relationships: {
        node_type: {
          data: {
            type: 'node_type--node_type',
            id: '0d7e8a3c-1b2f-4e5d-8c9a-0b1c2d3e4f50',
            meta: { drupal_internal__target_id: 'article' },
          },
          links: rel('node_type'),
        },
        revision_uid: {
          data: { type: 'user--user', id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', meta: { drupal_internal__target_id: 1 } },
          links: rel('revision_uid'),
        },
        uid: {
          data: { type: 'user--user', id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', meta: { drupal_internal__target_id: 1 } },
          links: rel('uid'),
        },
        field_image: {
          data: {
            type: 'file--file',
            id: '5c4d3e2f-1a0b-4c9d-8e7f-6a5b4c3d2e1f',
            meta: { alt: 'Atelier', title: '', width: 768, height: 511, drupal_internal__target_id: 3 },
          },
          links: rel('field_image'),
        },
        field_tags: {
          data: [
            {
              type: 'taxonomy_term--tags',
              id: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
              meta: { drupal_internal__target_id: 22 },
            },
          ],
          links: rel('field_tags'),
        },
      },
    },
    included: [
      {
        type: 'taxonomy_term--tags',
        id: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
        links: { self: { href: 'https://cms.test/jsonapi/taxonomy_term/tags/1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e' } },
        attributes: { name: 'Apprentissage', description: null, weight: 0, path: { alias: null, pid: null, langcode: 'fr' } },
        relationships: {
          parent: {
            data: [
              {
                type: 'taxonomy_term--tags',
                id: 'virtual',
                meta: { links: { help: { href: 'https://www.drupal.org/docs/8/modules/json-api/core-concepts#virtual' } } },
              },
            ],
          },
        },
      },
    ],
    links: { self: { href: base } },
  };

  it('compiles every component schema as JSON Schema 2020-12', () => {
    for (const name of Object.keys(schemas)) expect(typeof validator(name), name).toBe('function');
  });

  it('validates against node--article--individual', () => {
    const check = validator('node--article--individual');
    expect(check(article), JSON.stringify(check.errors)).toBe(true);
  });

  it('uses only fields of the model', () => {
    const data = article['data'] as any;
    const def = RESOURCE_TYPES.find((type) => type.name === 'node--article');
    if (!def) throw new Error('node--article is not in the model');
    for (const name of Object.keys(data.attributes)) expect(attributesOf(def).map((field) => field.name)).toContain(name);
    for (const name of Object.keys(data.relationships)) expect(relationshipsOf(def).map((field) => field.name)).toContain(name);
  });

  it('rejects documents that do not match the model', () => {
    const check = validator('node--article--individual');
    const broken = (mutate: (data: any) => void): JsonObject => {
      const copy = structuredClone(article) as any;
      mutate(copy.data);
      return copy;
    };
    expect(check(broken((data) => (data.attributes.status = 'yes')))).toBe(false);
    expect(check(broken((data) => (data.attributes.title = null)))).toBe(false);
    expect(check(broken((data) => (data.attributes.created = 'yesterday')))).toBe(false);
    expect(check(broken((data) => (data.type = 'node--page')))).toBe(false);
    expect(check(broken((data) => (data.relationships.field_tags.data = null)))).toBe(false);
    expect(check(broken((data) => (data.relationships.uid.data.type = 'node--article')))).toBe(false);
    expect(check(broken((data) => delete data.relationships.field_image.data.meta.width))).toBe(false);
    expect(check(broken((data) => (data.attributes.body = null)))).toBe(true);
  });

  it('validates a create payload with the create schema', () => {
    const check = validator('node--offre_emploi--create');
    const payload = {
      data: {
        type: 'node--offre_emploi',
        attributes: {
          title: 'Apprenti boulanger (H/F)',
          field_entreprise: 'Boulangerie Martin',
          field_description: { value: '<p>Rejoignez-nous.</p>', format: 'basic_html' },
          field_ville: 'Lyon',
          field_code_postal: '69003',
          field_date_expiration: '2026-09-30',
        },
        relationships: {
          field_type_contrat: { data: { type: 'taxonomy_term--type_contrat', id: '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d' } },
        },
      },
    };
    expect(check(payload), JSON.stringify(check.errors)).toBe(true);
    const withoutContract = structuredClone(payload) as any;
    delete withoutContract.data.relationships;
    expect(check(withoutContract)).toBe(false);
    const withReadOnly = structuredClone(payload) as any;
    withReadOnly.data.attributes.drupal_internal__nid = 3;
    expect(check(withReadOnly)).toBe(false);
  });
});
