/**
 * Reads the resource types of a JSON:API OpenAPI 3 document (the cms's `GET /openapi/jsonapi`):
 * per type `T` the schemas `T--attributes` and `T--relationships`, and whether the paths
 * `/jsonapi/{entity}/{bundle}` accept POST and `/…/{id}` PATCH and DELETE.
 */
import type { AttributeModel, CodegenModel, RelationshipModel, ResourceModel } from './model.js';
import { typeNameOf } from './names.js';

type Json = Record<string, unknown>;

export interface OpenApiLike {
  openapi?: string;
  paths?: Record<string, unknown>;
  components?: { schemas?: Record<string, unknown> };
}

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

const SUFFIX = '--attributes';

function typesOf(schema: Json): string[] {
  const { type } = schema;
  return Array.isArray(type) ? type.filter((item): item is string => typeof item === 'string') : typeof type === 'string' ? [type] : [];
}

function targetsOf(identifier: Json): string[] {
  const type = identifier['properties'];
  const typeSchema = isObject(type) ? type['type'] : undefined;
  if (!isObject(typeSchema)) return [];
  if (Array.isArray(typeSchema['enum'])) return typeSchema['enum'].filter((item): item is string => typeof item === 'string');
  if (typeof typeSchema['const'] === 'string') return [typeSchema['const']];
  return [];
}

function parseRelationship(name: string, schema: unknown): RelationshipModel | undefined {
  if (!isObject(schema) || !isObject(schema['properties'])) return undefined;
  const data = schema['properties']['data'];
  if (!isObject(data)) return undefined;
  const types = typesOf(data);
  if (types.includes('array') && isObject(data['items'])) {
    return { name, targets: targetsOf(data['items']), many: true, nullable: false };
  }
  return { name, targets: targetsOf(data), many: false, nullable: types.includes('null') };
}

function operations(paths: Record<string, unknown>, path: string): string[] {
  const item = paths[path];
  return isObject(item) ? Object.keys(item) : [];
}

export function parseOpenApi(doc: OpenApiLike): CodegenModel {
  const schemas = doc.components?.schemas ?? {};
  const paths = doc.paths ?? {};
  const resources: ResourceModel[] = [];
  for (const [key, schema] of Object.entries(schemas)) {
    if (!key.endsWith(SUFFIX) || !isObject(schema)) continue;
    const name = key.slice(0, -SUFFIX.length);
    const [entityType, bundle] = name.split('--');
    if (!entityType || !bundle) continue;
    const properties = isObject(schema['properties']) ? schema['properties'] : {};
    const attributes: AttributeModel[] = Object.entries(properties).map(([attribute, definition]) => ({
      name: attribute,
      restricted: isObject(definition) && definition['x-drupal-restricted'] !== undefined,
    }));
    const relationshipsSchema = schemas[`${name}--relationships`];
    const relationshipProperties = isObject(relationshipsSchema) && isObject(relationshipsSchema['properties']) ? relationshipsSchema['properties'] : {};
    const relationships = Object.entries(relationshipProperties)
      .map(([relationship, definition]) => parseRelationship(relationship, definition))
      .filter((item): item is RelationshipModel => item !== undefined);
    const collectionPath = `/jsonapi/${entityType}/${bundle}`;
    const individual = operations(paths, `${collectionPath}/{id}`);
    resources.push({
      name,
      entityType,
      bundle,
      typeName: typeNameOf(name),
      attributes,
      relationships,
      creatable: `${name}--create` in schemas && operations(paths, collectionPath).includes('post'),
      updatable: `${name}--update` in schemas && individual.includes('patch'),
      deletable: individual.includes('delete'),
    });
  }
  return { resources, currentUser: 'CurrentUserRow' in schemas };
}

/** Resource types by name. */
export function indexResources(model: CodegenModel): Map<string, ResourceModel> {
  return new Map(model.resources.map((resource) => [resource.name, resource]));
}
