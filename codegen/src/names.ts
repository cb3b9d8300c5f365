/** Naming of generated identifiers. */

/** `node--offre_emploi` → `NodeOffreEmploi`; `user--user` → `UserUser`. */
export function typeNameOf(resourceType: string): string {
  return resourceType
    .split(/--|_|-/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

/** `NodeOffreEmploi` → `nodeOffreEmploi`. */
export function camel(typeName: string): string {
  return typeName.charAt(0).toLowerCase() + typeName.slice(1);
}

/** A TypeScript string literal. */
export function literal(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** A property name, quoted when it is not an identifier. */
export function propertyName(value: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(value) ? value : literal(value);
}

/** `| 'a'\n  | 'b'` as the right-hand side of a type alias; `never` when empty. */
export function union(values: readonly string[], indent = '  '): string {
  if (values.length === 0) return 'never';
  return values.map((value) => `\n${indent}| ${literal(value)}`).join('');
}
