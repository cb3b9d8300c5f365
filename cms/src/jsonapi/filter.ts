import { sql, type SQL } from 'drizzle-orm';
import type { Account } from '../auth/account.js';
import type { ResourceTypeDef } from '../content/model.js';
import { JsonApiHttpError } from './errors.js';
import type { QueryObject, QueryValue } from './params.js';
import { resolvePath, type Operand, type ValueType } from './paths.js';
import { isUnsafeText } from '../http/clean.js';

/** Drupal's `EntityCondition::$allowedOperators`. */
export const OPERATORS = [
  '=',
  '<>',
  '>',
  '>=',
  '<',
  '<=',
  'STARTS_WITH',
  'CONTAINS',
  'ENDS_WITH',
  'IN',
  'NOT IN',
  'BETWEEN',
  'NOT BETWEEN',
  'IS NULL',
  'IS NOT NULL',
] as const;
export type Operator = (typeof OPERATORS)[number];

interface Condition {
  path: string;
  operator: Operator;
  value: QueryValue | undefined;
  memberOf: string;
}

interface Group {
  conjunction: 'AND' | 'OR';
  memberOf: string | undefined;
}

const ROOT = '@root';

function bad(detail: string): JsonApiHttpError {
  return new JsonApiHttpError(400, detail);
}

function str(value: QueryValue | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function isObject(value: QueryValue | undefined): value is QueryObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Expands the `filter` parameter into conditions and groups (`Filter::expand`). */
function expand(filter: QueryObject): { conditions: Condition[]; groups: Map<string, Group> } {
  const conditions: Condition[] = [];
  const groups = new Map<string, Group>([[ROOT, { conjunction: 'AND', memberOf: undefined }]]);
  for (const [key, item] of Object.entries(filter)) {
    if (typeof item === 'string' || Array.isArray(item)) {
      // Shorthand: filter[field]=value (or value[]).
      conditions.push({ path: key, operator: Array.isArray(item) ? 'IN' : '=', value: item, memberOf: ROOT });
      continue;
    }
    if (isObject(item['group'])) {
      const group = item['group'];
      const conjunction = (str(group['conjunction']) ?? 'AND').toUpperCase();
      if (conjunction !== 'AND' && conjunction !== 'OR') throw bad(`The filter group conjunction \`${conjunction}\` is not allowed: use AND or OR.`);
      if (key === ROOT) throw bad('The group key `@root` is reserved.');
      groups.set(key, { conjunction, memberOf: str(group['memberOf']) ?? ROOT });
      continue;
    }
    const condition = isObject(item['condition']) ? item['condition'] : item;
    const path = str(condition['path']) ?? (condition === item ? key : undefined);
    if (!path) throw bad("Filter parameter is missing a 'path' key.");
    const rawOperator = condition['operator'];
    if (rawOperator !== undefined && typeof rawOperator !== 'string') throw bad('The filter operator must be a string.');
    const operator = (rawOperator ?? '=').toUpperCase().trim();
    if (!(OPERATORS as readonly string[]).includes(operator)) {
      throw bad(`The '${rawOperator ?? ''}' operator is not allowed in a filter parameter.`);
    }
    conditions.push({
      path,
      operator: operator as Operator,
      value: condition['value'],
      memberOf: str(condition['memberOf']) ?? ROOT,
    });
  }
  return { conditions, groups };
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Converts a request value to the field's type, or explains why it cannot. */
function typed(raw: QueryValue | undefined, type: ValueType, path: string): unknown {
  if (typeof raw !== 'string') throw bad(`The value for the path \`${path}\` must be a single value.`);
  if (isUnsafeText(raw)) throw bad(`The value for the path \`${path}\` contains characters that are not allowed.`);
  switch (type) {
    case 'text':
      return raw;
    case 'integer':
    case 'numeric': {
      const number = Number(raw);
      if (raw.trim() === '' || !Number.isFinite(number)) throw bad(`The value \`${raw}\` is not a number, given for the path \`${path}\`.`);
      return number;
    }
    case 'boolean':
      if (['1', 'true', 'TRUE'].includes(raw)) return true;
      if (['0', 'false', 'FALSE'].includes(raw)) return false;
      throw bad(`The value \`${raw}\` is not a boolean, given for the path \`${path}\`.`);
    case 'timestamp': {
      // Drupal stores timestamps as Unix seconds; date strings are accepted too.
      const date = /^-?\d+$/.test(raw) ? new Date(Number(raw) * 1000) : new Date(raw);
      const year = date.getUTCFullYear();
      if (Number.isNaN(date.getTime()) || year < 1 || year > 9999) {
        throw bad(`The value \`${raw}\` is not a date, given for the path \`${path}\`.`);
      }
      return date.toISOString();
    }
    case 'date':
      if (!/^\d{4}-\d{2}-\d{2}$/.test(raw) || Number.isNaN(new Date(`${raw}T00:00:00Z`).getTime())) {
        throw bad(`The value \`${raw}\` is not a date (YYYY-MM-DD), given for the path \`${path}\`.`);
      }
      return raw;
    default:
      return type satisfies never;
  }
}

function bind(value: unknown, type: ValueType): SQL {
  switch (type) {
    case 'integer':
    case 'numeric':
      return sql`${value}::numeric`;
    case 'boolean':
      return sql`${value}::boolean`;
    case 'timestamp':
      return sql`${value}::timestamptz`;
    case 'date':
    case 'text':
      return sql`${value}::text`;
    default:
      return type satisfies never;
  }
}

function values(raw: QueryValue | undefined, path: string, operator: Operator): QueryValue[] {
  if (Array.isArray(raw)) return raw;
  if (isObject(raw)) return Object.values(raw);
  throw bad(`The '${operator}' operator requires an array of values, given for the path \`${path}\`.`);
}

function compileCondition(condition: Condition, def: ResourceTypeDef, account: Account): SQL {
  const { path, operator, value } = condition;
  const operand: Operand = resolvePath(def, path, 'e', account);
  if (operator === 'IS NULL' || operator === 'IS NOT NULL') {
    if (value !== undefined) throw bad(`Filters using the "${operator}" operator should not provide a value.`);
    return operator === 'IS NULL' ? operand.isEmpty : sql`NOT (${operand.isEmpty})`;
  }
  if (value === undefined) throw bad(`Filter parameter is missing a 'value' key for the path \`${path}\`.`);
  const type = operand.type;
  switch (operator) {
    case '=':
    case '<>':
    case '>':
    case '>=':
    case '<':
    case '<=': {
      const bound = bind(typed(value, type, path), type);
      return operand.matches((expr) => sql`${expr} ${sql.raw(operator)} ${bound}`);
    }
    case 'STARTS_WITH':
    case 'CONTAINS':
    case 'ENDS_WITH': {
      const text = escapeLike(String(typed(value, 'text', path)));
      const pattern = operator === 'STARTS_WITH' ? `${text}%` : operator === 'ENDS_WITH' ? `%${text}` : `%${text}%`;
      // Drupal's PostgreSQL driver turns LIKE into case-insensitive ILIKE.
      return operand.matches((expr) => sql`(${expr})::text ILIKE ${pattern}`);
    }
    case 'IN':
    case 'NOT IN': {
      const list = values(value, path, operator).map((item) => bind(typed(item, type, path), type));
      if (list.length === 0) throw bad(`The '${operator}' operator requires at least one value, given for the path \`${path}\`.`);
      const inList = operand.matches((expr) => sql`${expr} IN (${sql.join(list, sql`, `)})`);
      return operator === 'IN' ? inList : sql`NOT (${inList})`;
    }
    case 'BETWEEN':
    case 'NOT BETWEEN': {
      const list = values(value, path, operator);
      if (list.length !== 2) throw bad(`The '${operator}' operator requires exactly two values, given for the path \`${path}\`.`);
      const [low, high] = list.map((item) => bind(typed(item, type, path), type));
      const between = operand.matches((expr) => sql`${expr} BETWEEN ${low} AND ${high}`);
      return operator === 'BETWEEN' ? between : sql`NOT (${between})`;
    }
    default:
      return operator satisfies never;
  }
}

/** Compiles the `filter` parameter into one SQL condition over the entity aliased `e`. */
export function compileFilter(filter: QueryValue | undefined, def: ResourceTypeDef, account: Account): SQL | undefined {
  if (filter === undefined) return undefined;
  if (!isObject(filter)) throw bad('The filter parameter must be an object: filter[field]=value.');
  const { conditions, groups } = expand(filter);
  if (conditions.length + groups.size > 50) throw bad('At most 50 filter conditions and groups are allowed.');
  for (const [key, group] of groups) {
    if (group.memberOf !== undefined && !groups.has(group.memberOf)) throw bad(`The filter group \`${key}\` is a member of an unknown group \`${group.memberOf}\`.`);
  }
  for (const condition of conditions) {
    if (!groups.has(condition.memberOf)) throw bad(`The filter condition on \`${condition.path}\` is a member of an unknown group \`${condition.memberOf}\`.`);
  }
  const build = (key: string, seen: Set<string>): SQL | undefined => {
    if (seen.has(key)) throw bad(`The filter group \`${key}\` is a member of itself.`);
    const inner = new Set(seen).add(key);
    const parts: SQL[] = conditions.filter((c) => c.memberOf === key).map((c) => compileCondition(c, def, account));
    for (const [childKey, child] of groups) {
      if (child.memberOf === key && childKey !== ROOT) {
        const built = build(childKey, inner);
        if (built) parts.push(built);
      }
    }
    if (parts.length === 0) return undefined;
    const conjunction = groups.get(key)?.conjunction ?? 'AND';
    return sql`(${sql.join(parts, sql.raw(` ${conjunction} `))})`;
  };
  return build(ROOT, new Set());
}
