/**
 * `resources.ts`: per resource type, aliases onto the openapi-typescript `components` (attributes,
 * relationships, create and update payloads) and the flattened shape next-drupal's `deserialize`
 * gives (`{ type, id, ...attributes, [relationship]: related }`).
 */
import { header } from './header.js';
import type { CodegenModel, RelationshipModel } from './model.js';
import { literal, propertyName } from './names.js';

function relatedType(relationship: RelationshipModel): string {
  const targets = relationship.targets.length ? relationship.targets.map(literal).join(' | ') : 'string';
  const related = `Related<${targets}>`;
  if (relationship.many) return `${related}[]`;
  return relationship.nullable ? `${related} | null` : related;
}

export function emitResources(model: CodegenModel, sourceHash: string): string {
  const out: string[] = [header(sourceHash, 'Resource types of the JSON:API: raw schemas and the flattened (deserialised) shape.')];
  out.push("import type { components } from './openapi';", '');
  out.push('type Schemas = components[\'schemas\'];', '');
  out.push('/** An attribute as it is present in a full resource (the schema marks them all optional). */');
  out.push('type Present<T> = Exclude<T, undefined>;', '');
  out.push('/** A related resource: complete only when it was included, `{ type, id }` otherwise. */');
  out.push('export type Related<T extends string> = { type: T; id: string; resourceIdObjMeta?: Record<string, unknown> } & (T extends ResourceTypeName');
  out.push('  ? Partial<Omit<ResourceTypes[T], \'type\' | \'id\'>>');
  out.push('  : unknown);', '');

  for (const resource of model.resources) {
    const { name, typeName } = resource;
    out.push(`// ${name}`, '');
    out.push(`export type ${typeName}Attributes = Schemas[${literal(`${name}--attributes`)}];`);
    out.push(`export type ${typeName}Relationships = Schemas[${literal(`${name}--relationships`)}];`);
    out.push(`export type ${typeName}Resource = Schemas[${literal(`${name}--resource`)}];`);
    out.push(`export type ${typeName}Document = Schemas[${literal(`${name}--individual`)}];`);
    out.push(`export type ${typeName}CollectionDocument = Schemas[${literal(`${name}--collection`)}];`);
    if (resource.creatable) out.push(`export type ${typeName}CreatePayload = Schemas[${literal(`${name}--create`)}];`);
    if (resource.updatable) out.push(`export type ${typeName}UpdatePayload = Schemas[${literal(`${name}--update`)}];`);
    out.push('');
    out.push(`/** A \`${name}\` resource after deserialisation. */`);
    out.push(`export interface ${typeName} {`);
    out.push(`  type: ${literal(name)};`, '  id: string;');
    for (const attribute of resource.attributes) {
      const optional = attribute.restricted ? '?' : '';
      out.push(`  ${propertyName(attribute.name)}${optional}: Present<${typeName}Attributes[${literal(attribute.name)}]>;`);
    }
    for (const relationship of resource.relationships) {
      out.push(`  ${propertyName(relationship.name)}: ${relatedType(relationship)};`);
    }
    out.push('}', '');
  }

  out.push('/** Every resource type name of the JSON:API. */');
  out.push(`export type ResourceTypeName = keyof ResourceTypes;`, '');
  out.push('/** The flattened type of each resource type. */');
  out.push('export interface ResourceTypes {');
  for (const resource of model.resources) out.push(`  ${literal(resource.name)}: ${resource.typeName};`);
  out.push('}', '');
  if (model.currentUser) {
    out.push('/** One row of `/api/users` (the current user; every field rendered as a string). */');
    out.push("export type CurrentUserRow = Schemas['CurrentUserRow'];", '');
  }
  return out.join('\n');
}

