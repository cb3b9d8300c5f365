import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { Account } from '../auth/account.js';
import { relationshipsOf, resourceType, type ResourceTypeDef } from '../content/model.js';
import { JsonApiHttpError } from './errors.js';
import { asObject, parseNestedQuery, type QueryObject, type QueryValue } from './params.js';
import { resolvePath } from './paths.js';

/** Drupal's `OffsetPage::SIZE_MAX`. */
export const PAGE_SIZE_MAX = 50;

const RESERVED = new Set(['filter', 'sort', 'page', 'fields', 'include']);

export interface RequestQuery {
  raw: QueryObject;
  /** `fields[type]` sparse fieldsets. */
  fieldsets: Map<string, Set<string>>;
  /** Include paths, each a list of relationship names. */
  include: string[][];
  resourceVersion: string | undefined;
}

export interface CollectionQuery extends RequestQuery {
  offset: number;
  limit: number;
  orderBy: SQL[];
  filter: QueryValue | undefined;
}

/** The base name of a PHP-style query key: `page[limit]` → `page`. */
function baseKey(key: string): string {
  const bracket = key.indexOf('[');
  return bracket === -1 ? key : key.slice(0, bracket);
}

/**
 * Rejects query keys that violate the JSON:API spec as Drupal's `JsonApiRequestValidator` does:
 * a key that is not reserved must contain a character outside a–z. `_format` is refused as Drupal does.
 */
export function validateQueryKeys(params: URLSearchParams): void {
  if (params.get('_format') === 'api_json') {
    throw new JsonApiHttpError(400, "JSON:API does not need that ugly '_format' query string! 🤘 Use the URL provided in 'links' 🙏");
  }
  if (params.has('_format')) {
    throw new JsonApiHttpError(406, 'No route found for the specified format. Supported formats: api_json.');
  }
  const invalid = [...new Set([...params.keys()].map(baseKey))].filter((key) => !RESERVED.has(key) && /^[a-z]+$/.test(key));
  if (invalid.length > 0) {
    throw new JsonApiHttpError(400, `The following query parameters violate the JSON:API spec: '${invalid.join("', '")}'.`);
  }
}

/** A query error: Drupal's `HttpExceptionNormalizer` gives it no `source` (the parameter is not named). */
function bad(_parameter: string, detail: string): JsonApiHttpError {
  return new JsonApiHttpError(400, detail);
}

function parseFieldsets(raw: QueryValue | undefined): Map<string, Set<string>> {
  const fieldsets = new Map<string, Set<string>>();
  if (raw === undefined) return fieldsets;
  const object = asObject(raw);
  if (!object) throw bad('fields', 'The sparse fieldset query parameter must be an object: fields[type]=a,b.');
  for (const [type, list] of Object.entries(object)) {
    if (typeof list !== 'string') throw bad('fields', `The sparse fieldset for \`${type}\` must be a comma-separated list.`);
    fieldsets.set(
      type,
      new Set(
        list
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean),
      ),
    );
  }
  return fieldsets;
}

/** Validates `include` against the relationships of the types it goes through (`FieldResolver`). */
function parseInclude(raw: QueryValue | undefined, def: ResourceTypeDef): string[][] {
  if (raw === undefined) return [];
  if (typeof raw !== 'string') throw bad('include', 'The include query parameter must be a comma-separated list.');
  const paths = raw
    .split(',')
    .map((path) => path.trim())
    .filter(Boolean)
    .map((path) => path.split('.'));
  if (paths.length > 20) throw bad('include', 'At most 20 include paths are allowed.');
  for (const path of paths) {
    if (path.length > 5) throw bad('include', `The include path \`${path.join('.')}\` is too deep (at most 5 relationships).`);
    let types: ResourceTypeDef[] = [def];
    for (const name of path) {
      const possible = [...new Set(types.flatMap((type) => relationshipsOf(type).map((field) => field.name)))];
      const fields = types.flatMap((type) => relationshipsOf(type).filter((field) => field.name === name));
      if (fields.length === 0) {
        throw bad('include', `\`${name}\` is not a valid relationship field name. Possible values: ${possible.join(', ')}.`);
      }
      types = fields
        .flatMap((field) => field.targets ?? [])
        .map((target) => resourceType(target))
        .filter((type): type is ResourceTypeDef => type !== undefined);
    }
  }
  return paths;
}

function integerParam(raw: QueryValue | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  if (typeof raw !== 'string' || raw.trim() === '') return Number.NaN;
  const value = Number(raw);
  return Number.isInteger(value) ? value : Number.NaN;
}

/** Parses what every JSON:API request may carry: sparse fieldsets, includes, resourceVersion. */
export function parseRequestQuery(params: URLSearchParams, def: ResourceTypeDef): RequestQuery {
  validateQueryKeys(params);
  const raw = parseNestedQuery(params);
  const version = raw['resourceVersion'];
  return {
    raw,
    fieldsets: parseFieldsets(raw['fields']),
    include: parseInclude(raw['include'], def),
    resourceVersion: typeof version === 'string' ? version : undefined,
  };
}

function parseSort(raw: QueryValue | undefined, def: ResourceTypeDef, account: Account): SQL[] {
  if (raw === undefined) return [];
  const items: { path: string; direction: 'ASC' | 'DESC' }[] = [];
  if (typeof raw === 'string') {
    for (const part of raw.split(',').map((item) => item.trim()).filter(Boolean)) {
      items.push({ path: part.replace(/^[-+]/, ''), direction: part.startsWith('-') ? 'DESC' : 'ASC' });
    }
  } else {
    const object = asObject(raw);
    if (!object) throw bad('sort', 'The sort query parameter must be a comma-separated list of fields.');
    for (const item of Object.values(object)) {
      const spec = asObject(item);
      const path = spec?.['path'];
      if (typeof path !== 'string') throw bad('sort', 'You need to provide a field name for the sort parameter.');
      const direction = (typeof spec?.['direction'] === 'string' ? spec['direction'] : 'ASC').toUpperCase();
      if (direction !== 'ASC' && direction !== 'DESC') throw bad('sort', `The sort direction \`${direction}\` is not allowed: use ASC or DESC.`);
      items.push({ path, direction });
    }
  }
  if (items.length > 10) throw bad('sort', 'At most 10 sort fields are allowed.');
  return items.map(({ path, direction }) => {
    let operand;
    try {
      operand = resolvePath(def, path, 'e', account);
    } catch (error) {
      if (error instanceof JsonApiHttpError && error.status === 400) throw bad('sort', error.detail); // Drupal's FieldResolver says "filtering" for a sort too
      // Drupal resolves sort paths with the filters' resolver, so a field the account may not
      // view gets the same 403 ("…not authorized to filter by…").
      if (error instanceof JsonApiHttpError && error.status === 403) {
        throw new JsonApiHttpError(403, error.detail);
      }
      throw error;
    }
    if (!operand.sortExpr) throw bad('sort', `You cannot sort on the multi-valued field \`${path}\`.`);
    // Text in French order (case and accents second), not byte order: see migration 0006.
    const expr = operand.type === 'text' ? sql`${operand.sortExpr} COLLATE cms_fr` : sql`${operand.sortExpr}`;
    return direction === 'DESC' ? desc(expr) : asc(expr);
  });
}

/** Parses paging, sorting, filtering, includes and fieldsets of a collection request. */
export function parseCollectionQuery(params: URLSearchParams, def: ResourceTypeDef, account: Account): CollectionQuery {
  const base = parseRequestQuery(params, def);
  const page = base.raw['page'];
  const pageObject = page === undefined ? {} : asObject(page);
  if (!pageObject) throw bad('page', 'The page parameter needs to be an array: page[offset] and page[limit].');
  const offset = integerParam(pageObject['offset'], 0);
  const limit = integerParam(pageObject['limit'], PAGE_SIZE_MAX);
  if (!Number.isInteger(offset) || offset < 0) throw bad('page', 'The page offset needs to be a positive integer.');
  if (offset > 2_147_483_647) throw bad('page', 'The page offset is too large.');
  if (!Number.isInteger(limit) || limit <= 0) throw bad('page', 'The page size needs to be a positive integer.');
  return {
    ...base,
    offset,
    limit: Math.min(limit, PAGE_SIZE_MAX),
    orderBy: parseSort(base.raw['sort'], def, account),
    filter: base.raw['filter'],
  };
}
