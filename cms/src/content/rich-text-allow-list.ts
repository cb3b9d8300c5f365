/**
 * The allow-list of rich text: the one list of what formatted HTML may contain, shared by the cms,
 * which sanitises every formatted text field on write (`sanitize.ts`), and the site, which
 * sanitises the backend's `processed` HTML again where it reads it (`site/lib/drupal/rich-text.ts`),
 * because in production that backend is a real Drupal whose text formats may be misconfigured.
 *
 * Plain data: `rich-text-sanitizer.ts` turns it into a sanitiser. The site imports both
 * modules as `@campus/cms/rich-text-allow-list` and `@campus/cms/rich-text-sanitizer` (the
 * package's `exports`), so neither may import anything at run time (a type import is fine).
 *
 * It is what the site's Quill 2 editor produces (essential and full toolbars). Drupal core's
 * `basic_html` format allows most of it, and a little more that is not here: `<cite>`, `<dl>`,
 * `<dt>`, `<dd>`, heading `id`s, `<ol start type>`, `<ul type>`, `<blockquote cite>`,
 * `<a hreflang>`. Anything not listed is removed: elements are unwrapped (their text kept), except
 * those of `droppedWithContent`, which go with everything inside them; attributes not listed for
 * their element, or whose value its rule refuses, are dropped.
 */

/**
 * A URL (`href`, `src`), judged and written back the way a browser reads it: entities decoded,
 * ASCII tab and newline removed anywhere, C0 controls and spaces trimmed at both ends.
 * Protocol-relative URLs (`//host`, `/\host`) and scheme-less relative references (`page.html`)
 * are always refused.
 */
export interface UrlRule {
  readonly kind: 'url';
  /** Schemes allowed, lower case (compared case-insensitively). */
  readonly schemes: readonly string[];
  /** Whether a fragment (`#…`) is allowed. */
  readonly fragments: boolean;
  /** Whether a site-relative path (`/…`) is allowed. */
  readonly siteRelative: boolean;
  /** The `data:` URLs allowed (the whole URL must match); none when absent. */
  readonly dataUrl?: RegExp;
}

/** An enumerated value, ASCII case-insensitive and trimmed, written back in lower case. */
export interface KeywordRule {
  readonly kind: 'keyword';
  readonly keywords: readonly string[];
}

/** A value that, trimmed, matches `pattern`; written back trimmed. */
export interface PatternRule {
  readonly kind: 'pattern';
  readonly pattern: RegExp;
}

/** Any text (the serialiser escapes it). */
export interface TextRule {
  readonly kind: 'text';
}

/** Class names: those matching `pattern` are kept (once each, in order), the others dropped. */
export interface ClassRule {
  readonly kind: 'class';
  readonly pattern: RegExp;
}

/**
 * Inline style: only declarations of `properties` whose value is a colour (`#rgb`, `#rgba`,
 * `#rrggbb`, `#rrggbbaa` or `rgb(r, g, b)` with channels up to 255), re-serialised as
 * `property: value;` (Quill's own form); the last declaration of a property wins.
 */
export interface ColorStyleRule {
  readonly kind: 'color-style';
  readonly properties: readonly string[];
}

export type AttributeRule = UrlRule | KeywordRule | PatternRule | TextRule | ClassRule | ColorStyleRule;

export interface RichTextAllowList {
  /** Elements kept, with their allowed attributes only. */
  readonly elements: readonly string[];
  /** Disallowed elements removed with their content (scripts, styles, embeds, raw-text containers). */
  readonly droppedWithContent: readonly string[];
  /** Void elements, written `<br />`. */
  readonly voidElements: readonly string[];
  /** Attributes allowed on every element of `elements`. */
  readonly globalAttributes: Readonly<Record<string, AttributeRule>>;
  /** Attributes allowed per element (they win over a global attribute of the same name). */
  readonly attributes: Readonly<Record<string, Readonly<Record<string, AttributeRule>>>>;
  /** An element is removed when it is left without this attribute (an image without a safe source). */
  readonly requiredAttributes: Readonly<Record<string, string>>;
  /**
   * Links opening a new window: `rel` is never taken from the input; an element keeping `target`
   * (only `_blank` is allowed) gets this `rel` right after it.
   */
  readonly targetRel: string;
  /** Deepest element nesting kept; deeper elements are unwrapped (their text is kept). */
  readonly nestingLimit: number;
}

/** The allow-list of every formatted text field (`basic_html`, the offers' format). */
export const RICH_TEXT_ALLOW_LIST: RichTextAllowList = deepFreeze({
  elements: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'pre',
    'code',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'span',
    'img',
    'sub',
    'sup',
    'hr',
  ],
  droppedWithContent: [
    'script',
    'style',
    'iframe',
    'object',
    'embed',
    'template',
    'noscript',
    'svg',
    'math',
    // Raw-text and embedding containers, dropped for the same reasons.
    'textarea',
    'option',
    'xmp',
    'noembed',
    'noframes',
    'applet',
  ],
  voidElements: ['img', 'br', 'hr'],
  globalAttributes: {
    // Quill's formatting classes.
    class: {
      kind: 'class',
      pattern: /^ql-(?:align-(?:center|right|justify)|indent-[1-8]|size-(?:small|large|huge)|font-(?:serif|monospace)|syntax)$/,
    },
    style: { kind: 'color-style', properties: ['color', 'background-color'] },
  },
  attributes: {
    a: {
      href: { kind: 'url', schemes: ['http', 'https', 'mailto', 'tel'], fragments: true, siteRelative: true },
      target: { kind: 'keyword', keywords: ['_blank'] },
    },
    img: {
      // Site-relative: where Drupal serves uploaded files. `data:` only for base64 raster images (never SVG).
      src: {
        kind: 'url',
        schemes: ['http', 'https'],
        fragments: false,
        siteRelative: true,
        dataUrl: /^data:image\/(?:png|gif|jpeg|bmp|x-icon|webp);base64,[a-z0-9+/]+={0,2}$/i,
      },
      alt: { kind: 'text' },
      width: { kind: 'pattern', pattern: /^\d{1,5}$/ },
      height: { kind: 'pattern', pattern: /^\d{1,5}$/ },
    },
    pre: {
      spellcheck: { kind: 'keyword', keywords: ['false'] },
      // Quill 2's code blocks.
      'data-language': { kind: 'pattern', pattern: /^[a-z0-9+#-]{1,30}$/i },
    },
    li: {
      // Quill 2's lists.
      'data-list': { kind: 'pattern', pattern: /^(?:bullet|ordered|checked|unchecked)$/ },
    },
  },
  requiredAttributes: { img: 'src' },
  targetRel: 'noopener noreferrer',
  nestingLimit: 100,
});

/** Freezes the list and everything in it (regular expressions are left alone: they hold `lastIndex`). */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !(value instanceof RegExp)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}
