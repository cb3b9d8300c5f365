/**
 * Typed JSON:API collection queries and their serialisation to Drupal's bracket syntax.
 *
 * Generic and framework-free: the generated `site/lib/generated/queries.ts` instantiates
 * `CollectionQuery` per resource type with the paths that type really has, so a typo in a filter,
 * sort, include or sparse fieldset is a compile error.
 */

export type FilterOperator =
  | '='
  | '<>'
  | '>'
  | '>='
  | '<'
  | '<='
  | 'STARTS_WITH'
  | 'CONTAINS'
  | 'ENDS_WITH'
  | 'IN'
  | 'NOT IN'
  | 'BETWEEN'
  | 'NOT BETWEEN'
  | 'IS NULL'
  | 'IS NOT NULL';

export type FilterScalar = string | number | boolean;
export type FilterValue = FilterScalar | readonly FilterScalar[];

/** A condition on a path, with an operator (`IS NULL` and `IS NOT NULL` take no value). */
export interface FilterWithOperator {
  value?: FilterValue;
  operator: FilterOperator;
}

/** A named condition (`filter[name][condition][…]`), optionally member of a named group. */
export interface FilterCondition<Path extends string> {
  path: Path;
  value?: FilterValue;
  operator?: FilterOperator;
  memberOf?: string;
}

/** A named group (`filter[name][group][…]`) that conditions join with `memberOf`. */
export interface FilterGroup {
  conjunction: 'AND' | 'OR';
  memberOf?: string;
}

export interface CollectionQuery<
  FilterPath extends string,
  SortPath extends string,
  IncludePath extends string,
  Fieldsets extends Record<string, string>,
> {
  /** Shorthand filters keyed by path: a value (`=`), or `{ value, operator }`. */
  filter?: { [P in FilterPath]?: FilterScalar | FilterWithOperator };
  /** Named conditions, for several conditions on one path or membership of a group. */
  conditions?: Record<string, FilterCondition<FilterPath>>;
  /** Named groups of conditions (`AND` / `OR`). */
  groups?: Record<string, FilterGroup>;
  /** Sort paths, `-` first for descending order. */
  sort?: readonly (SortPath | `-${SortPath}`)[];
  include?: readonly IncludePath[];
  /** Sparse fieldsets per resource type. */
  fields?: { [T in keyof Fieldsets]?: readonly Fieldsets[T][] };
  page?: { offset?: number; limit?: number };
}

/** The part of a query that applies to a single resource. */
export type ResourceQuery<Q> = Pick<Q, Extract<keyof Q, 'include' | 'fields'>>;

/** Any query, as `toParams` accepts it. */
export interface AnyCollectionQuery {
  filter?: Record<string, FilterScalar | FilterWithOperator | undefined>;
  conditions?: Record<string, FilterCondition<string>>;
  groups?: Record<string, FilterGroup>;
  sort?: readonly string[];
  include?: readonly string[];
  fields?: Record<string, readonly string[] | undefined>;
  page?: { offset?: number; limit?: number };
}

function setValue(params: Record<string, string>, key: string, value: FilterValue): void {
  if (Array.isArray(value)) {
    (value as readonly FilterScalar[]).forEach((item, index) => {
      params[`${key}[${index}]`] = String(item);
    });
  } else {
    params[key] = String(value);
  }
}

function setCondition(params: Record<string, string>, name: string, condition: FilterCondition<string>): void {
  const prefix = `filter[${name}][condition]`;
  params[`${prefix}[path]`] = condition.path;
  if (condition.operator !== undefined) params[`${prefix}[operator]`] = condition.operator;
  if (condition.value !== undefined) setValue(params, `${prefix}[value]`, condition.value);
  if (condition.memberOf !== undefined) params[`${prefix}[memberOf]`] = condition.memberOf;
}

/**
 * The query string parameters of a query, in Drupal's bracket syntax, keys sorted so that equal
 * queries give equal parameters (and equal SWR keys).
 */
export function toParams(query: AnyCollectionQuery = {}): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [path, filter] of Object.entries(query.filter ?? {})) {
    if (filter === undefined) continue;
    if (typeof filter === 'object') setCondition(params, path, { path, ...filter });
    else params[`filter[${path}]`] = String(filter);
  }
  for (const [name, condition] of Object.entries(query.conditions ?? {})) setCondition(params, name, condition);
  for (const [name, group] of Object.entries(query.groups ?? {})) {
    params[`filter[${name}][group][conjunction]`] = group.conjunction;
    if (group.memberOf !== undefined) params[`filter[${name}][group][memberOf]`] = group.memberOf;
  }
  if (query.sort?.length) params['sort'] = query.sort.join(',');
  if (query.include?.length) params['include'] = query.include.join(',');
  for (const [type, names] of Object.entries(query.fields ?? {})) {
    if (names !== undefined) params[`fields[${type}]`] = names.join(',');
  }
  if (query.page?.offset !== undefined) params['page[offset]'] = String(query.page.offset);
  if (query.page?.limit !== undefined) params['page[limit]'] = String(query.page.limit);
  return Object.fromEntries(Object.entries(params).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** `?a=1&b=2` (encoded, brackets kept readable), or '' when there is no parameter. */
export function toQueryString(query: AnyCollectionQuery = {}): string {
  const entries = Object.entries(toParams(query));
  if (entries.length === 0) return '';
  const encode = (value: string) => encodeURIComponent(value).replace(/%5B/g, '[').replace(/%5D/g, ']');
  return `?${entries.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&')}`;
}
