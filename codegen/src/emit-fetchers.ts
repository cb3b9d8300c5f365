/**
 * `collection.ts` (the collection shape shared by server and client), `fetchers.ts` (server-safe
 * typed reads through the site's one `NextDrupal` client).
 */
import { header } from './header.js';
import type { CodegenModel } from './model.js';
import { literal } from './names.js';

export function emitCollection(sourceHash: string): string {
  return `${header(sourceHash, 'The collection shape the fetchers and hooks return (paging kept for the paginator).')}
import type { JsonApiError } from 'next-drupal';
import { BackendError } from '@/lib/drupal/errors';
import { readPager, type Pager, type PagerDocument } from '@/lib/drupal/pager';

/** \`page[limit]\` when a query sets none (Drupal's maximum page size). */
export const DEFAULT_PAGE_SIZE = 50;

export interface Collection<T> {
  items: T[];
  /** \`meta.count\` when the server counts (JSON:API Extras), otherwise \`null\`. */
  count: number | null;
  links: NonNullable<PagerDocument['links']>;
  pager: Pager;
}

/** The collection of a raw document whose \`data\` was deserialised into \`items\`. */
export function toCollection<T>(document: PagerDocument, items: T[], pageSize: number = DEFAULT_PAGE_SIZE): Collection<T> {
  const pager = readPager(document, pageSize);
  return { items, count: pager.total, links: document.links ?? {}, pager };
}

/**
 * Throws the errors of a JSON:API error document (the Drupal client is told not to throw) as a
 * BackendError carrying the status of the first error and every error of the document.
 */
export function assertNoErrors(document: unknown, what: string): void {
  const errors = typeof document === 'object' && document !== null ? (document as { errors?: unknown }).errors : undefined;
  if (Array.isArray(errors) && errors.length > 0) {
    const list = errors as JsonApiError[];
    const first = list[0]!;
    const status = Number(first.status);
    const message = \`Reading \${what} failed: \${first.status ?? ''} \${first.detail ?? first.title ?? 'JSON:API error'}\`.trim();
    throw new BackendError(message, Number.isInteger(status) && status > 0 ? status : null, list);
  }
}
`;
}

export function emitFetchers(model: CodegenModel, sourceHash: string): string {
  const out: string[] = [header(sourceHash, 'Server-safe typed reads (server components, route handlers) through the site\'s NextDrupal client.')];
  out.push("import { drupal } from '@/lib/drupal/client';");
  out.push("import type { PagerDocument } from '@/lib/drupal/pager';");
  out.push("import { toParams } from '@/lib/drupal/query';");
  out.push("import { assertNoErrors, toCollection, DEFAULT_PAGE_SIZE, type Collection } from './collection';");
  const types = model.resources.map((resource) => resource.typeName);
  out.push(`import type {${types.map((name) => `\n  ${name},`).join('')}\n} from './resources';`);
  const queries = model.resources.flatMap((resource) => [`${resource.typeName}Query`, `${resource.typeName}ResourceQuery`]);
  out.push(`import type {${queries.map((name) => `\n  ${name},`).join('')}\n} from './queries';`, '');
  out.push('export interface FetchOptions {');
  out.push('  next?: { revalidate?: number | false; tags?: string[] };');
  out.push('  cache?: RequestCache;');
  out.push('}', '');
  out.push('type Body = PagerDocument & Record<string, unknown>;', '');
  for (const resource of model.resources) {
    const { typeName, name } = resource;
    const fn = `fetch${typeName}`;
    out.push(`/** A page of \`${name}\` resources, with \`meta.count\`, links and pager. */`);
    out.push(`export async function ${fn}Collection(query: ${typeName}Query = {}, options: FetchOptions = {}): Promise<Collection<${typeName}>> {`);
    out.push(`  const document = await drupal.getResourceCollection<Body>(${literal(name)}, { params: toParams(query), deserialize: false, ...options });`);
    out.push(`  assertNoErrors(document, ${literal(name)});`);
    out.push(`  const items = (drupal.deserialize(document) ?? []) as unknown as ${typeName}[];`);
    out.push('  return toCollection(document, items, query.page?.limit ?? DEFAULT_PAGE_SIZE);');
    out.push('}', '');
    out.push(`/** One \`${name}\` resource by UUID. */`);
    out.push(`export async function ${fn}(id: string, query: ${typeName}ResourceQuery = {}, options: FetchOptions = {}): Promise<${typeName}> {`);
    out.push(`  const document = (await drupal.getResource(${literal(name)}, id, { params: toParams(query), deserialize: false, ...options })) as unknown as Body;`);
    out.push(`  assertNoErrors(document, ${literal(name)});`);
    out.push(`  return drupal.deserialize(document) as unknown as ${typeName};`);
    out.push('}', '');
  }
  return out.join('\n');
}

