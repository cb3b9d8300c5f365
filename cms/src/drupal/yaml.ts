/**
 * YAML as Drupal writes configuration (`Drupal\Component\Serialization\YamlSymfony::encode`, i.e.
 * Symfony's dumper with an indentation of 2, nothing inlined but empty mappings `{  }`, and
 * multi-line strings as literal blocks). Enough of it for configuration: mappings, lists, strings,
 * numbers, booleans and null.
 */

export type YamlValue = string | number | boolean | null | readonly YamlValue[] | { readonly [key: string]: YamlValue };

const INDENT = '  ';

/** Whether Symfony's `Escaper::requiresSingleQuoting` or `Inline::dump` would quote this string. */
function needsQuotes(value: string): boolean {
  if (value === '') return true;
  if (/[\s'":{}[\],&*#?]/u.test(value) || /^[-?|<>=!%@`\p{Zs}]/u.test(value)) return true;
  if (/^(?:true|false|null|~|\.inf|-\.inf|\.nan)$/i.test(value)) return true;
  // Numbers (integers, floats, hexadecimal, octal, with `_`) and dates.
  if (/^[-+]?(?:\d[\d_]*(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?$/i.test(value) || /^0x[0-9a-f]+$/i.test(value) || /^0o?[0-7]+$/i.test(value)) return true;
  return /^\d{4}-\d\d?-\d\d?/.test(value);
}

function scalar(value: string | number | boolean | null): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Cannot write ${value} as YAML`);
    return Number.isInteger(value) ? String(value) : String(value).includes('.') ? String(value) : `${value}.0`;
  }
  // Control characters (other than in multi-line blocks) are double-quoted, as Symfony does.
  if ([...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return JSON.stringify(value);
  return needsQuotes(value) ? `'${value.replace(/'/g, "''")}'` : value;
}

function isEmpty(value: YamlValue): boolean {
  return typeof value === 'object' && value !== null && (Array.isArray(value) ? value.length === 0 : Object.keys(value).length === 0);
}

function isCollection(value: YamlValue): value is readonly YamlValue[] | { readonly [key: string]: YamlValue } {
  return typeof value === 'object' && value !== null && !isEmpty(value);
}

/** A multi-line string as a literal block (`|`, `|-` without a final newline, `|+` with several). */
function literalBlock(value: string, indent: string): string {
  const chomping = value.endsWith('\n\n') ? '+' : value.endsWith('\n') ? '' : '-';
  const indicator = value.startsWith(' ') ? String(INDENT.length) : '';
  const rows = value.split('\n').map((row) => (row === '' ? '\n' : `\n${indent}${INDENT}${row}`));
  return ` |${indicator}${chomping}${rows.join('')}`;
}

function entries(value: readonly YamlValue[] | { readonly [key: string]: YamlValue }): [string | null, YamlValue][] {
  return Array.isArray(value)
    ? (value as readonly YamlValue[]).map((item): [string | null, YamlValue] => [null, item])
    : Object.entries(value as { readonly [key: string]: YamlValue });
}

function dump(value: readonly YamlValue[] | { readonly [key: string]: YamlValue }, indent: string): string {
  let out = '';
  for (const [key, item] of entries(value)) {
    const prefix = `${indent}${key === null ? '-' : `${scalar(key)}:`}`;
    if (typeof item === 'string' && item.includes('\n') && !item.includes('\r')) {
      out += `${prefix}${literalBlock(item, indent)}\n`;
    } else if (isCollection(item)) {
      out += `${prefix}\n${dump(item, indent + INDENT)}`;
    } else {
      out += `${prefix} ${isEmpty(item) ? '{  }' : scalar(item as string | number | boolean | null)}\n`;
    }
  }
  return out;
}

/** A configuration object as Drupal exports it. */
export function toYaml(value: { readonly [key: string]: YamlValue }): string {
  return isEmpty(value) ? '{  }\n' : dump(value, '');
}
