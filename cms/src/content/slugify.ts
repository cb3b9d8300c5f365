/**
 * The one slug rule of the project: the cms's generated path aliases (`aliases.ts`) and the site's
 * term slugs and anchors (`site/lib/text.ts`) both use it. The site imports this module as
 * `@campus/cms/slugify`, so it imports nothing.
 *
 * It writes what Drupal's Pathauto writes with the recipe's settings (transliteration on, every
 * punctuation character replaced by the separator, lower case): accents dropped, the ligatures
 * œ and æ spelt out as core's transliteration does ("oe", "ae"), any other run of characters
 * (spaces, apostrophes ’ and ', punctuation) one dash, no dash at either end.
 */

/** `Bœuf & pâtisserie – l’œuvre` → `boeuf-patisserie-l-oeuvre`; `''` when nothing is left. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
