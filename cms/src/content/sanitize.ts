/**
 * Server-side sanitising of user-supplied text.
 *
 * `sanitizeRichText` runs on every write of a formatted text field (`body`,
 * `field_description`, …). What it keeps is the allow-list of
 * `rich-text-allow-list.ts` (what the site's Quill 2 editor produces), the one
 * list the site sanitises the backend's HTML with again;
 * `rich-text-sanitizer.ts` builds the sanitiser from it (sanitize-html, with the
 * list's attribute rules) and documents its choices: unsafe URLs dropped, an
 * `<img>` without a safe `src` removed, `target` only `_blank` and then always
 * with `rel="noopener noreferrer"`, `style` only colours, passes repeated until
 * the output is stable (idempotent), control characters removed.
 */
import { RICH_TEXT_ALLOW_LIST } from './rich-text-allow-list.js';
import { createRichTextSanitizer, stripControls } from './rich-text-sanitizer.js';

export { RICH_TEXT_ALLOW_LIST };

/** Elements kept (with filtered attributes). */
export const RICH_TEXT_TAGS: readonly string[] = RICH_TEXT_ALLOW_LIST.elements;

/**
 * Sanitises the HTML of a formatted text field against the shared allow-list.
 * The output is idempotent: sanitising it again returns it unchanged.
 */
export const sanitizeRichText: (html: string) => string = createRichTextSanitizer(RICH_TEXT_ALLOW_LIST);

function keepInPlainText(code: number): boolean {
  if (code === 0x09 || code === 0x0a) return true;
  return !(code < 0x20 || (code >= 0x7f && code <= 0x9f));
}

/**
 * Cleans a plain string field: line endings normalised to `\n`, control
 * characters other than tab and newline removed, lone UTF-16 surrogates
 * replaced by U+FFFD, surrounding whitespace trimmed. No HTML is interpreted
 * (`<b>` stays literally `<b>`): the site escapes on output.
 */
export function sanitizeText(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n');
  const wellFormed = lines.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
  return stripControls(wellFormed, keepInPlainText).trim();
}
