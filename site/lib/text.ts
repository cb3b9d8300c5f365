// The site's text helpers, one home for each: slugs (the rule the cms's path aliases use too),
// the plain text of the backend's HTML, and short descriptions cut at a word.

export { slugify } from '@campus/cms/slugify';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/**
 * The plain text of sanitised HTML (a rich text field's `processed`): paragraphs, line breaks and
 * list items ("- ") become newlines, tags are dropped, entities decoded (`&#039;` is the straight
 * apostrophe the editor typed), spaces collapsed, no-break spaces kept. `''` for an empty editor
 * (`<p><br></p>`, `<p>&nbsp;</p>`).
 */
export function htmlToText(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/[ \t\r\n]+/g, ' ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '\n- ')
    .replace(/<\/(p|div|h[1-6]|ul|ol|blockquote|tr)>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The plain text of HTML on one line (meta descriptions, JSON-LD, summaries): no line breaks, no list dashes. */
export function htmlToLine(html: string | null | undefined): string {
  return htmlToText(html)
    .split(/\n+/)
    .map((line) => line.replace(/^- /, ''))
    .join(' ');
}

/** `text` when it has at most `max` characters, else cut at the last word that fits, with "…" (`max` included). */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const space = text.lastIndexOf(' ', max - 1);
  const cut = text.slice(0, space > 0 ? space : max - 1).replace(/[\s,;:.]+$/, '');
  return `${cut}…`;
}

/** The first paragraph of some HTML on one line, cut at `max` characters on a word (the whole HTML when it has no `<p>`). */
export function firstParagraph(html: string | null | undefined, max = 180): string {
  const first = /<p[^>]*>([\s\S]*?)<\/p>/.exec(html ?? '')?.[1] ?? html;
  return truncate(htmlToLine(first), max);
}
