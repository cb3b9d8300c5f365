/**
 * Server-side sanitising of user-supplied text.
 *
 * `sanitizeRichText` runs on every write of a formatted text field (`body`,
 * `field_description`, …). Its allowlist is what the site's Quill 2 editor
 * produces (essential and full toolbars) plus what Drupal's `basic_html` text
 * format allows. It is built on sanitize-html (htmlparser2), with the
 * attribute policy implemented here so that every value is checked by one
 * strict function; sanitize-html's own allowlists are configured to the same
 * names and schemes as a second line of defence.
 *
 * Choices:
 * - An unsafe `href` (or `src`) is DROPPED, not replaced by `about:blank` as
 *   Quill's client-side sanitiser does: the link keeps its text but no longer
 *   points anywhere, and the result is idempotent (sanitising it again
 *   changes nothing, whereas `about:blank` would itself be a disallowed
 *   scheme). An `<img>` left without a `src` is removed altogether.
 * - Allowed link targets: `http:`, `https:`, `mailto:`, `tel:`, fragments
 *   (`#…`) and site-relative paths (`/…`). Protocol-relative URLs (`//host`,
 *   `/\host`) and scheme-less relative references (`page.html`) are dropped.
 * - Allowed image sources: `http:`, `https:`, site-relative paths (`/…`, where
 *   Drupal serves uploaded files) and base64 `data:` URLs of raster images.
 * - URLs are judged, and written back, the way a browser reads them: entities
 *   decoded (by the parser), ASCII tab/newline removed anywhere, C0 controls
 *   and spaces trimmed at both ends.
 * - `target` is only kept as `_blank`, and then always paired with
 *   `rel="noopener noreferrer"`; any other `rel` is dropped.
 * - `style` keeps only `color` / `background-color` with a hex or `rgb()`
 *   value, re-serialised as `prop: value;` (Quill's own form).
 * - Attributes keep their input order, so Quill's output round-trips
 *   unchanged; void elements are written as `<br />`, `<img … />`.
 * - Passes are repeated until the output is stable (usually two), because
 *   removing an element can change where the parser closes its neighbours;
 *   this makes `sanitizeRichText(sanitizeRichText(x)) === sanitizeRichText(x)`.
 * - Control characters (except tab, LF, CR, FF) are removed, including those
 *   written as numeric character references.
 * - Besides the brief's list, `textarea`, `option`, `xmp`, `noembed`,
 *   `noframes` and `applet` also lose their content (raw-text or
 *   embedding containers), and `pre` may carry Quill 2's `data-language`.
 */
import sanitizeHtml, { type Attributes, type IOptions } from 'sanitize-html';

/** Elements kept (with filtered attributes). */
export const RICH_TEXT_TAGS: readonly string[] = [
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
];

/** Disallowed elements whose content is dropped too (not only the tag). */
const DROPPED_WITH_CONTENT: readonly string[] = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
  // Raw-text / embedding containers, dropped for the same reasons.
  'textarea',
  'option',
  'xmp',
  'noembed',
  'noframes',
  'applet',
];

/** Quill's formatting classes. */
const QUILL_CLASS =
  /^ql-(?:align-(?:center|right|justify)|indent-[1-8]|size-(?:small|large|huge)|font-(?:serif|monospace)|syntax)$/;

const LIST_KINDS: readonly string[] = ['bullet', 'ordered', 'checked', 'unchecked'];

const LINK_SCHEMES: readonly string[] = ['http', 'https', 'mailto', 'tel'];
const IMAGE_SCHEMES: readonly string[] = ['http', 'https'];

/** `data:` URLs allowed as image sources: base64 raster images only (never SVG). */
const IMAGE_DATA_URL = /^data:image\/(?:png|gif|jpeg|bmp|x-icon|webp);base64,[a-z0-9+/]+={0,2}$/i;

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB_COLOR = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/i;
const STYLE_PROPERTIES: readonly string[] = ['color', 'background-color'];

/** Deepest element nesting kept; deeper elements are unwrapped (their text is kept). */
const NESTING_LIMIT = 100;

/** True for C0 controls, DEL and C1 controls, except tab, LF, CR and FF. */
function isStrippedControl(code: number): boolean {
  if (code === 0x09 || code === 0x0a || code === 0x0c || code === 0x0d) return false;
  return code < 0x20 || (code >= 0x7f && code <= 0x9f);
}

/** Removes the characters `keep` refuses (all of them are single UTF-16 units: code < 0xa0). */
function stripControls(text: string, keep: (code: number) => boolean): string {
  let out = '';
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0xa0 && !keep(code)) {
      out += text.slice(from, i);
      from = i + 1;
    }
  }
  return from === 0 ? text : out + text.slice(from);
}

/** The URL as a browser's URL parser sees it: tab/newline removed, C0 controls and spaces trimmed. */
function normaliseUrl(value: string): string {
  const withoutTabs = value.replace(/[\t\n\r]/g, '');
  let start = 0;
  let end = withoutTabs.length;
  while (start < end && withoutTabs.charCodeAt(start) <= 0x20) start++;
  while (end > start && withoutTabs.charCodeAt(end - 1) <= 0x20) end--;
  return withoutTabs.slice(start, end);
}

/** `/path` but not `//host` or `/\host` (protocol-relative). */
function isSiteRelative(url: string): boolean {
  return url.startsWith('/') && url[1] !== '/' && url[1] !== '\\';
}

function schemeOf(url: string): string | undefined {
  return SCHEME.exec(url)?.[1]?.toLowerCase();
}

/** A safe `href` for `<a>`, or undefined. */
export function safeLinkUrl(value: string): string | undefined {
  const url = normaliseUrl(value);
  if (url === '') return undefined;
  if (url.startsWith('#') || isSiteRelative(url)) return url;
  const scheme = schemeOf(url);
  return scheme !== undefined && LINK_SCHEMES.includes(scheme) ? url : undefined;
}

/** A safe `src` for `<img>`, or undefined. */
export function safeImageUrl(value: string): string | undefined {
  const url = normaliseUrl(value);
  if (url === '') return undefined;
  if (isSiteRelative(url)) return url;
  const scheme = schemeOf(url);
  if (scheme === 'data') return IMAGE_DATA_URL.test(url) ? url : undefined;
  return scheme !== undefined && IMAGE_SCHEMES.includes(scheme) ? url : undefined;
}

function safeColor(value: string): string | undefined {
  if (HEX_COLOR.test(value)) return value;
  const rgb = RGB_COLOR.exec(value);
  if (!rgb) return undefined;
  const channels = [rgb[1], rgb[2], rgb[3]].map(Number);
  if (channels.some((n) => n > 255)) return undefined;
  return `rgb(${channels.join(', ')})`;
}

/** Keeps `color` and `background-color` declarations with hex / rgb() values. */
function safeStyle(value: string): string | undefined {
  const declarations = new Map<string, string>();
  for (const part of value.split(';')) {
    const colon = part.indexOf(':');
    if (colon < 0) continue;
    const property = part.slice(0, colon).trim().toLowerCase();
    if (!STYLE_PROPERTIES.includes(property)) continue;
    const color = safeColor(part.slice(colon + 1).trim());
    if (color !== undefined) declarations.set(property, color);
  }
  if (declarations.size === 0) return undefined;
  return [...declarations].map(([property, color]) => `${property}: ${color};`).join(' ');
}

function safeClass(value: string): string | undefined {
  const classes = [...new Set(value.split(/\s+/).filter((name) => QUILL_CLASS.test(name)))];
  return classes.length > 0 ? classes.join(' ') : undefined;
}

function safeDimension(value: string): string | undefined {
  const trimmed = value.trim();
  return /^\d{1,5}$/.test(trimmed) ? trimmed : undefined;
}

type AttributeRule = (value: string) => string | undefined;

const GLOBAL_ATTRIBUTES: Readonly<Record<string, AttributeRule>> = {
  class: safeClass,
  style: safeStyle,
};

const TAG_ATTRIBUTES: Readonly<Record<string, Readonly<Record<string, AttributeRule>>>> = {
  a: {
    href: safeLinkUrl,
    target: (value) => (value.trim().toLowerCase() === '_blank' ? '_blank' : undefined),
  },
  img: {
    src: safeImageUrl,
    alt: (value) => value,
    width: safeDimension,
    height: safeDimension,
  },
  pre: {
    spellcheck: (value) => (value.trim().toLowerCase() === 'false' ? 'false' : undefined),
    'data-language': (value) => (/^[a-z0-9+#-]{1,30}$/i.test(value.trim()) ? value.trim() : undefined),
  },
  li: {
    'data-list': (value) => (LIST_KINDS.includes(value.trim()) ? value.trim() : undefined),
  },
};

function ruleFor(tag: string, attribute: string): AttributeRule | undefined {
  const own = TAG_ATTRIBUTES[tag];
  if (own && Object.hasOwn(own, attribute)) return own[attribute];
  return Object.hasOwn(GLOBAL_ATTRIBUTES, attribute) ? GLOBAL_ATTRIBUTES[attribute] : undefined;
}

/** Applies the attribute policy, keeping the input order. */
function filterAttributes(tag: string, attribs: Attributes): Attributes {
  const out: Attributes = {};
  if (!RICH_TEXT_TAGS.includes(tag)) return out;
  for (const [name, value] of Object.entries(attribs)) {
    if (name === 'rel') continue; // Only ever set by us, next to target="_blank".
    const rule = ruleFor(tag, name);
    const safe = rule?.(value);
    if (safe === undefined) continue;
    out[name] = safe;
    if (tag === 'a' && name === 'target') out.rel = 'noopener noreferrer';
  }
  return out;
}

const SANITIZE_OPTIONS: IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  disallowedTagsMode: 'discard',
  nonTextTags: [...DROPPED_WITH_CONTENT],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    pre: ['spellcheck', 'data-language'],
    li: ['data-list'],
    '*': ['class', 'style'],
  },
  allowedClasses: { '*': [QUILL_CLASS] },
  allowedSchemes: [...LINK_SCHEMES],
  allowedSchemesByTag: { img: [...IMAGE_SCHEMES, 'data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Styles are filtered (strictly) by our own policy; this keeps Quill's formatting.
  parseStyleAttributes: false,
  selfClosing: ['img', 'br', 'hr'],
  nestingLimit: NESTING_LIMIT,
  enforceHtmlBoundary: false,
  transformTags: {
    '*': (tagName, attribs) => ({ tagName, attribs: filterAttributes(tagName, attribs) }),
  },
  // An image without a (safe) source is useless: remove it.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

function keepInRichText(code: number): boolean {
  return !isStrippedControl(code);
}

/**
 * Sanitises the HTML of a formatted text field against the Quill / basic_html
 * allowlist. The output is idempotent: sanitising it again returns it unchanged.
 */
export function sanitizeRichText(html: string): string {
  if (html === '') return '';
  // The parser's implied end tags depend on the surrounding elements, some of
  // which a pass removes (`<li><button><li>` nests the items, `<li><li>` does
  // not): run passes until the output is stable, so that sanitising is idempotent.
  let current = sanitizePass(html);
  for (let pass = 1; pass < MAX_PASSES; pass++) {
    const next = sanitizePass(current);
    if (next === current) break;
    current = next;
  }
  return current;
}

/** Passes run at most (each one only removes or normalises markup, so they converge fast). */
const MAX_PASSES = 5;

function sanitizePass(html: string): string {
  const input = stripControls(html, keepInRichText);
  // Numeric character references can reintroduce control characters: strip them again.
  return stripControls(sanitizeHtml(input, SANITIZE_OPTIONS), keepInRichText);
}

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
