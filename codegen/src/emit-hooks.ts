/**
 * `hooks.ts` (client only): SWR hooks per resource type and `useCurrentUser()`. Their keys are the
 * ones of `keys.ts`, so the server fetchers' results can be passed to SWR as `fallback`.
 */
import { header } from './header.js';
import type { CodegenModel } from './model.js';
import { camel } from './names.js';

export function emitHooks(model: CodegenModel, sourceHash: string): string {
  const out: string[] = [header(sourceHash, 'Client-only SWR hooks; never import this module from server code.')];
  out.push("'use client';", '');
  out.push("import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';");
  out.push("import { api } from '@/lib/api/client';");
  out.push("import { deserialize, type JsonApiDocument } from '@/lib/drupal/deserialize';");
  out.push("import { toCollection, DEFAULT_PAGE_SIZE, type Collection } from './collection';");
  const keys = model.resources.flatMap((resource) => [`${camel(resource.typeName)}CollectionKey`, `${camel(resource.typeName)}Key`]);
  if (model.currentUser) keys.push('currentUserKey');
  out.push(`import {${keys.map((name) => `\n  ${name},`).join('')}\n} from './keys';`);
  const queries = model.resources.flatMap((resource) => [`${resource.typeName}Query`, `${resource.typeName}ResourceQuery`]);
  out.push(`import type {${queries.map((name) => `\n  ${name},`).join('')}\n} from './queries';`);
  const types = model.resources.map((resource) => resource.typeName);
  if (model.currentUser) types.push('CurrentUserRow');
  out.push(`import type {${types.map((name) => `\n  ${name},`).join('')}\n} from './resources';`, '');
  out.push('/** A failed read: the HTTP status (0 when the network failed) and the error body. */');
  out.push('export class ApiReadError extends Error {');
  out.push('  constructor(readonly status: number, readonly body: unknown, url: string) {');
  out.push('    super(`GET ${url} failed (${status})`);');
  out.push('  }');
  out.push('}', '');
  out.push('async function read<T>(url: string, jsonapi = true): Promise<T> {');
  out.push('  const result = await api.get<T>(url, jsonapi);');
  out.push('  if (!result.ok) throw new ApiReadError(result.status, result.error, url);');
  out.push('  return result.data;');
  out.push('}', '');
  out.push('async function readCollection<T>(url: string, pageSize: number): Promise<Collection<T>> {');
  out.push('  const document = await read<JsonApiDocument>(url);');
  out.push('  return toCollection(document, (deserialize(document) ?? []) as unknown as T[], pageSize);');
  out.push('}', '');
  out.push('async function readResource<T>(url: string): Promise<T> {');
  out.push('  return deserialize(await read<JsonApiDocument>(url)) as unknown as T;');
  out.push('}', '');
  for (const resource of model.resources) {
    const { typeName, name } = resource;
    const key = camel(typeName);
    out.push(`/** A page of \`${name}\` resources; \`null\` as query to wait. */`);
    out.push(`export function use${typeName}Collection(`);
    out.push(`  query: ${typeName}Query | null = {},`);
    out.push(`  config?: SWRConfiguration<Collection<${typeName}>>,`);
    out.push(`): SWRResponse<Collection<${typeName}>> {`);
    out.push(`  const pageSize = query?.page?.limit ?? DEFAULT_PAGE_SIZE;`);
    out.push(`  return useSWR(query === null ? null : ${key}CollectionKey(query), (url: string) => readCollection<${typeName}>(url, pageSize), config);`);
    out.push('}', '');
    out.push(`/** One \`${name}\` resource; \`null\` as id to wait. */`);
    out.push(`export function use${typeName}(`);
    out.push('  id: string | null,');
    out.push(`  query: ${typeName}ResourceQuery = {},`);
    out.push(`  config?: SWRConfiguration<${typeName}>,`);
    out.push(`): SWRResponse<${typeName}> {`);
    out.push(`  return useSWR(id === null ? null : ${key}Key(id, query), (url: string) => readResource<${typeName}>(url), config);`);
    out.push('}', '');
  }
  if (model.currentUser) {
    out.push('/** The signed-in user (`/api/users`), or `null` for an anonymous visitor. */');
    out.push('export function useCurrentUser(config?: SWRConfiguration<CurrentUserRow | null>): SWRResponse<CurrentUserRow | null> {');
    out.push('  return useSWR(currentUserKey, async (url: string) => (await read<CurrentUserRow[]>(url, false))[0] ?? null, config);');
    out.push('}', '');
  }
  return out.join('\n');
}
