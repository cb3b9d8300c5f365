/**
 * PHP-style nested query parameters, as Drupal (Symfony) reads them: `filter[a][condition][path]=x`
 * becomes `{filter: {a: {condition: {path: 'x'}}}}` and `value[]=1&value[]=2` an array.
 */

export type QueryValue = string | QueryValue[] | QueryObject;
export interface QueryObject {
  [key: string]: QueryValue;
}

const MAX_DEPTH = 8;

function splitKey(key: string): string[] | undefined {
  const open = key.indexOf('[');
  if (open === -1) return [key];
  if (open === 0) return undefined;
  const parts = [key.slice(0, open)];
  const rest = key.slice(open);
  const pattern = /\[([^[\]]*)\]/gy;
  let match: RegExpExecArray | null;
  let consumed = 0;
  while ((match = pattern.exec(rest)) !== null) {
    parts.push(match[1] ?? '');
    consumed = pattern.lastIndex;
  }
  // PHP ignores anything after the last closing bracket; so do we.
  if (consumed === 0) return [key];
  return parts.slice(0, MAX_DEPTH + 1);
}

function isObject(value: QueryValue | undefined): value is QueryObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Parses a query string's parameters into nested objects and arrays. Later keys win, as in PHP. */
export function parseNestedQuery(params: URLSearchParams): QueryObject {
  const result: QueryObject = {};
  for (const [rawKey, value] of params) {
    const parts = splitKey(rawKey);
    if (!parts || parts[0] === '') continue;
    let container: QueryObject | QueryValue[] = result;
    for (let index = 0; index < parts.length; index++) {
      const part = parts[index] ?? '';
      const last = index === parts.length - 1;
      if (Array.isArray(container)) {
        if (last) {
          container.push(value);
          break;
        }
        const next: QueryObject = {};
        container.push(next);
        container = next;
        continue;
      }
      if (last) {
        if (part === '') break;
        container[part] = value;
        break;
      }
      const nextPart = parts[index + 1] ?? '';
      if (part === '') break;
      const existing: QueryValue | undefined = container[part];
      if (nextPart === '') {
        if (!Array.isArray(existing)) container[part] = [];
        container = container[part] as QueryValue[];
      } else {
        if (!isObject(existing)) container[part] = {};
        container = container[part] as QueryObject;
      }
    }
  }
  return result;
}

export function asObject(value: QueryValue | undefined): QueryObject | undefined {
  return isObject(value) ? value : undefined;
}
