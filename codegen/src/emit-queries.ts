/**
 * `queries.ts`: per resource type the paths a query may use (filter, sort, include, sparse
 * fieldsets) as string-literal unions, and its `CollectionQuery` instance.
 */
import { header } from './header.js';
import type { CodegenModel, ResourceModel } from './model.js';
import { indexResources } from './parse-openapi.js';
import { literal, union } from './names.js';

const unique = (values: string[]): string[] => [...new Set(values)];

export interface QueryPaths {
  filter: string[];
  sort: string[];
  include: string[];
  /** Resource types whose fieldsets a query may restrict: the type itself and what it may include. */
  fieldsets: string[];
}

/** The paths of one resource type (pure; exported for the tests). */
export function queryPaths(resource: ResourceModel, byName: Map<string, ResourceModel>): QueryPaths {
  const filter = resource.attributes.map((attribute) => attribute.name);
  const sort = [...filter];
  const include: string[] = [];
  const fieldsets = [resource.name];
  for (const relationship of resource.relationships) {
    const targets = relationship.targets.map((target) => byName.get(target)).filter((target) => target !== undefined);
    filter.push(`${relationship.name}.id`, `${relationship.name}.meta.drupal_internal__target_id`);
    include.push(relationship.name);
    for (const target of targets) {
      fieldsets.push(target.name);
      for (const attribute of target.attributes) {
        filter.push(`${relationship.name}.${attribute.name}`);
        if (!relationship.many) sort.push(`${relationship.name}.${attribute.name}`);
      }
      for (const nested of target.relationships) {
        include.push(`${relationship.name}.${nested.name}`);
        for (const nestedTarget of nested.targets) if (byName.has(nestedTarget)) fieldsets.push(nestedTarget);
      }
    }
  }
  return { filter: unique(filter), sort: unique(sort), include: unique(include), fieldsets: unique(fieldsets) };
}

export function emitQueries(model: CodegenModel, sourceHash: string): string {
  const byName = indexResources(model);
  const out: string[] = [header(sourceHash, 'Typed JSON:API queries: a path that the resource type does not have is a compile error.')];
  out.push("import type { CollectionQuery, ResourceQuery } from '@/lib/drupal/query';", '');
  for (const resource of model.resources) {
    const names = [...resource.attributes.map((attribute) => attribute.name), ...resource.relationships.map((relationship) => relationship.name)];
    out.push(`/** Field names of \`${resource.name}\` (sparse fieldsets). */`);
    out.push(`export type ${resource.typeName}FieldName =${union(names)};`, '');
  }
  for (const resource of model.resources) {
    const { typeName } = resource;
    const paths = queryPaths(resource, byName);
    out.push(`// ${resource.name}`, '');
    out.push(`export type ${typeName}FilterPath =${union(paths.filter)};`, '');
    out.push(`export type ${typeName}SortPath =${union(paths.sort)};`, '');
    out.push(`export type ${typeName}IncludePath =${union(paths.include)};`, '');
    out.push(`export type ${typeName}Fieldsets = {`);
    for (const name of paths.fieldsets) out.push(`  ${literal(name)}: ${byName.get(name)?.typeName ?? typeName}FieldName;`);
    out.push('};', '');
    out.push(`export type ${typeName}Query = CollectionQuery<${typeName}FilterPath, ${typeName}SortPath, ${typeName}IncludePath, ${typeName}Fieldsets>;`);
    out.push(`export type ${typeName}ResourceQuery = ResourceQuery<${typeName}Query>;`, '');
  }
  out.push('/** The collection query type of each resource type. */');
  out.push('export interface QueryTypes {');
  for (const resource of model.resources) out.push(`  ${literal(resource.name)}: ${resource.typeName}Query;`);
  out.push('}', '');
  return out.join('\n');
}
