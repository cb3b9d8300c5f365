/**
 * Rich text as the site renders it (`dangerouslySetInnerHTML`): the backend's `processed` HTML,
 * sanitised again here. The backend already sanitises it (the embedded cms on every write, a
 * real Drupal through its text formats), but in production that is the school's own Drupal,
 * whose formats may be misconfigured: the site does not trust it.
 *
 * The same allow-list as the cms (`cms/src/content/rich-text-allow-list.ts`, imported, not copied)
 * and the same sanitiser built from it (`cms/src/content/rich-text-sanitizer.ts`, sanitize-html),
 * so HTML the cms wrote passes through unchanged. Server only: every caller is a mapper of
 * `lib/drupal/` run by server components, and `scripts/js-budget.mjs` fails a build whose
 * client JavaScript holds sanitize-html.
 */
import { RICH_TEXT_ALLOW_LIST } from '@campus/cms/rich-text-allow-list';
import { createRichTextSanitizer } from '@campus/cms/rich-text-sanitizer';

export { RICH_TEXT_ALLOW_LIST };

/** HTML in, HTML holding only what the shared allow-list allows out; idempotent. */
export const sanitizeRichText: (html: string) => string = createRichTextSanitizer(RICH_TEXT_ALLOW_LIST);

/** A formatted text field (`{value, format, processed}`) as HTML the site may render, or `''`. */
export function richText(field: { readonly processed?: string | null } | null | undefined): string {
  const html = field?.processed;
  return html ? sanitizeRichText(html) : '';
}
