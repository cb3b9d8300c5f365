import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseOpenApi } from '../src/parse-openapi.js';
import { queryPaths } from '../src/emit-queries.js';
import { indexResources } from '../src/parse-openapi.js';
import { isSwagger2, swagger2ToOpenApi3 } from '../src/swagger2.js';

const readJson = (url: URL) => JSON.parse(readFileSync(url, 'utf8'));
const mini = readJson(new URL('./fixtures/mini.openapi.json', import.meta.url));
const snapshot = readJson(new URL('../schemas/jsonapi.openapi.json', import.meta.url));

describe('parseOpenApi', () => {
  it('reads the resource types of the fixture', () => {
    const model = parseOpenApi(mini);
    expect(model.currentUser).toBe(true);
    expect(model.resources.map((resource) => resource.name)).toEqual(['node--post', 'user--user', 'taxonomy_term--tag']);
    const post = model.resources[0]!;
    expect(post).toMatchObject({ entityType: 'node', bundle: 'post', typeName: 'NodePost', creatable: true, updatable: true, deletable: true });
    expect(post.attributes).toEqual([
      { name: 'title', restricted: false },
      { name: 'created', restricted: false },
      { name: 'body', restricted: false },
      { name: 'revision_log', restricted: true },
    ]);
    expect(post.relationships).toEqual([
      { name: 'author', targets: ['user--user'], many: false, nullable: true },
      { name: 'tags', targets: ['taxonomy_term--tag'], many: true, nullable: false },
      { name: 'category', targets: ['taxonomy_term--tag'], many: false, nullable: false },
    ]);
    const user = model.resources[1]!;
    expect(user).toMatchObject({ typeName: 'UserUser', creatable: false, updatable: true, deletable: false });
  });

  it('reads the cms document: writable job offers and profile, read-only taxonomy', () => {
    const byName = indexResources(parseOpenApi(snapshot));
    const offer = byName.get('node--offre_emploi')!;
    expect(offer).toMatchObject({ typeName: 'NodeOffreEmploi', creatable: true, updatable: true, deletable: true });
    expect(offer.relationships.find((relationship) => relationship.name === 'field_type_contrat')).toEqual({
      name: 'field_type_contrat',
      targets: ['taxonomy_term--type_contrat'],
      many: false,
      nullable: false,
    });
    expect(byName.get('user--user')).toMatchObject({ creatable: false, updatable: true, deletable: false });
    expect(byName.get('taxonomy_term--secteur')).toMatchObject({ creatable: false, updatable: false, deletable: false });
    const paths = queryPaths(offer, byName);
    expect(paths.filter).toEqual(expect.arrayContaining(['title', 'field_type_contrat.id', 'field_type_contrat.meta.drupal_internal__target_id', 'field_type_contrat.name']));
    expect(paths.sort).toContain('field_secteur.name');
    expect(paths.include).toEqual(expect.arrayContaining(['field_secteur', 'uid']));
    expect(paths.fieldsets).toEqual(expect.arrayContaining(['node--offre_emploi', 'taxonomy_term--type_contrat', 'user--user']));
  });
});

describe('swagger2ToOpenApi3', () => {
  it('moves definitions to components.schemas and rewrites references', () => {
    const swagger = {
      swagger: '2.0',
      basePath: '/jsonapi',
      definitions: {
        'node--post--attributes': { type: 'object', properties: { title: { type: 'string' }, summary: { type: 'string', 'x-nullable': true } } },
        'node--post--resource': { type: 'object', properties: { attributes: { $ref: '#/definitions/node--post--attributes' } } },
      },
      paths: {
        '/node/post': {
          post: {
            parameters: [{ in: 'body', name: 'body', required: true, schema: { $ref: '#/definitions/node--post--resource' } }],
            responses: { '201': { description: 'Created', schema: { $ref: '#/definitions/node--post--resource' } } },
          },
        },
      },
    };
    expect(isSwagger2(swagger)).toBe(true);
    const converted = swagger2ToOpenApi3(swagger) as any;
    expect(converted.openapi).toBe('3.0.3');
    expect(converted.components.schemas['node--post--resource'].properties.attributes).toEqual({ $ref: '#/components/schemas/node--post--attributes' });
    expect(converted.components.schemas['node--post--attributes'].properties.summary).toEqual({ type: ['string', 'null'] });
    expect(converted.paths['/node/post'].post.requestBody.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/node--post--resource' });
    expect(converted.paths['/node/post'].post.responses['201'].content['application/json'].schema.$ref).toBe('#/components/schemas/node--post--resource');
    expect(parseOpenApi(converted).resources.map((resource) => resource.name)).toEqual(['node--post']);
  });
});
