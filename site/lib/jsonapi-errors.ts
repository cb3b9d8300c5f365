/**
 * A JSON:API error document's 422 errors placed on a form's fields: each error's
 * `source.pointer` (`/data/attributes/field_x`, `/data/relationships/field_x`) names the backend
 * field, `fields` maps it to the form's; the rest (and errors without a pointer) come back as one
 * message for the whole form. Drupal words `detail` as `field_x: message`; the message alone goes
 * beside the field.
 */
export function fieldErrors<Field extends string>(
  error: unknown,
  fields: Readonly<Record<string, Field>>,
  /** A message that belongs to another field than its pointer says (a wrong current password). */
  redirect?: (message: string) => Field | undefined,
): { fields: Partial<Record<Field, string>>; general: string | null } {
  const list =
    typeof error === 'object' && error !== null && Array.isArray((error as { errors?: unknown }).errors) ? (error as { errors: unknown[] }).errors : [];
  const found: Partial<Record<Field, string>> = {};
  const general: string[] = [];
  for (const item of list) {
    if (typeof item !== 'object' || item === null) continue;
    const { detail, source } = item as { detail?: unknown; source?: { pointer?: unknown } };
    const name = typeof source?.pointer === 'string' ? source.pointer.split('/').filter(Boolean)[2] : undefined;
    const message = typeof detail === 'string' ? detail.replace(/^[a-z_.]+:\s*/, '') : 'Valeur refusée.';
    const field = redirect?.(message) ?? (name ? fields[name] : undefined);
    if (field && !found[field]) found[field] = message;
    else if (!field) general.push(message);
  }
  return { fields: found, general: general.length > 0 ? general.join(' ') : null };
}
