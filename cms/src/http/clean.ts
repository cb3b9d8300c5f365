/**
 * PostgreSQL refuses NUL characters in text and `\u0000` or lone UTF-16 surrogates in JSON, and a
 * client may send any of them. Strings from request bodies go through `cleanJson` before they
 * reach the database: lone surrogates become U+FFFD and NULs are dropped, so such input is stored
 * as well-formed text instead of failing.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function cleanString(value: string): string {
  return value.replace(LONE_SURROGATE, '\uFFFD').replaceAll('\u0000', '');
}

export function cleanJson(value: unknown): unknown {
  if (typeof value === 'string') return cleanString(value);
  if (Array.isArray(value)) return value.map(cleanJson);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [cleanString(key), cleanJson(item)]));
  }
  return value;
}

/** Parses a JSON body and cleans its strings; throws SyntaxError like `JSON.parse`. */
export function parseJsonBody(text: string): unknown {
  return cleanJson(JSON.parse(text));
}

/** True for query values PostgreSQL cannot compare (NUL, lone surrogates): answer 400 instead. */
export function isUnsafeText(value: string): boolean {
  return value.includes('\u0000') || cleanString(value) !== value;
}
