/**
 * The rich-text sanitiser built from an allow-list (`rich-text-allow-list.ts`): the cms runs it on
 * every write of a formatted text field (`sanitize.ts`), the site on the backend's `processed`
 * HTML where it reads it (`site/lib/drupal/rich-text.ts`). The site imports this module as
 * `@campus/cms/rich-text-sanitizer`, so it imports nothing at run time but sanitize-html.
 *
 * It is built on sanitize-html (htmlparser2), with the attribute policy implemented here so that
 * every value is checked by one strict function; sanitize-html's own allow-lists are configured to
 * the same names and schemes as a second line of defence.
 *
 * Choices:
 * - An unsafe `href` (or `src`) is DROPPED, not replaced by `about:blank` as Quill's client-side
 *   sanitiser does: the link keeps its text but no longer points anywhere, and the result is
 *   idempotent (sanitising it again changes nothing, whereas `about:blank` would itself be a
 *   disallowed scheme). An element left without its required attribute (an `<img>` without a
 *   `src`) is removed altogether.
 * - URLs are judged, and written back, the way a browser reads them: entities decoded (by the
 *   parser), ASCII tab/newline removed anywhere, C0 controls and spaces trimmed at both ends.
 * - `rel` is only ever written by the sanitiser, next to a kept `target`.
 * - Attributes keep their input order, so Quill's output round-trips unchanged; void elements are
 *   written as `<br />`, `<img … />`.
 * - Passes are repeated until the output is stable (usually two), because removing an element can
 *   change where the parser closes its neighbours; this makes `sanitize(sanitize(x)) === sanitize(x)`.
 * - Control characters (except tab, LF, CR, FF) are removed, including those written as numeric
 *   character references.
 */
import sanitizeHtml, { type Attributes, type IOptions } from 'sanitize-html';
import type { AttributeRule, RichTextAllowList, UrlRule } from './rich-text-allow-list.js';

/** True for C0 controls, DEL and C1 controls, except tab, LF, CR and FF. */
export function isStrippedControl(code: number): boolean {
  if (code === 0x09 || code === 0x0a || code === 0x0c || code === 0x0d) return false;
  return code < 0x20 || (code >= 0x7f && code <= 0x9f);
}

/** Removes the characters `keep` refuses (all of them are single UTF-16 units: code < 0xa0). */
export function stripControls(text: string, keep: (code: number) => boolean): string {
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

function keepInRichText(code: number): boolean {
  return !isStrippedControl(code);
}

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB_COLOR = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/i;

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

/** A URL allowed by `rule`, normalised, or undefined. */
function safeUrl(rule: UrlRule, value: string): string | undefined {
  const url = normaliseUrl(value);
  if (url === '') return undefined;
  if (rule.fragments && url.startsWith('#')) return url;
  if (rule.siteRelative && isSiteRelative(url)) return url;
  const scheme = SCHEME.exec(url)?.[1]?.toLowerCase();
  if (scheme === undefined) return undefined;
  if (scheme === 'data') return rule.dataUrl?.test(url) ? url : undefined;
  return rule.schemes.includes(scheme) ? url : undefined;
}

function safeColor(value: string): string | undefined {
  if (HEX_COLOR.test(value)) return value;
  const rgb = RGB_COLOR.exec(value);
  if (!rgb) return undefined;
  const channels = [rgb[1], rgb[2], rgb[3]].map(Number);
  if (channels.some((n) => n > 255)) return undefined;
  return `rgb(${channels.join(', ')})`;
}

/** Keeps the declarations of `properties` with a colour value, as `property: value;`. */
function safeStyle(properties: readonly string[], value: string): string | undefined {
  const declarations = new Map<string, string>();
  for (const part of value.split(';')) {
    const colon = part.indexOf(':');
    if (colon < 0) continue;
    const property = part.slice(0, colon).trim().toLowerCase();
    if (!properties.includes(property)) continue;
    const color = safeColor(part.slice(colon + 1).trim());
    if (color !== undefined) declarations.set(property, color);
  }
  if (declarations.size === 0) return undefined;
  return [...declarations].map(([property, color]) => `${property}: ${color};`).join(' ');
}

/** The value `rule` keeps (possibly normalised), or undefined to drop the attribute. */
function applyRule(rule: AttributeRule, value: string): string | undefined {
  switch (rule.kind) {
    case 'url':
      return safeUrl(rule, value);
    case 'keyword': {
      const keyword = value.trim().toLowerCase();
      return rule.keywords.includes(keyword) ? keyword : undefined;
    }
    case 'pattern': {
      const trimmed = value.trim();
      return rule.pattern.test(trimmed) ? trimmed : undefined;
    }
    case 'text':
      return value;
    case 'class': {
      const classes = [...new Set(value.split(/\s+/).filter((name) => rule.pattern.test(name)))];
      return classes.length > 0 ? classes.join(' ') : undefined;
    }
    case 'color-style':
      return safeStyle(rule.properties, value);
  }
}

/** sanitize-html's own options, from the same allow-list (the second line of defence). */
function sanitizeHtmlOptions(allowList: RichTextAllowList, transform: (tag: string, attribs: Attributes) => Attributes): IOptions {
  const allowedAttributes: Record<string, string[]> = {};
  const allowedSchemesByTag: Record<string, string[]> = {};
  for (const [tag, attributes] of Object.entries(allowList.attributes)) {
    const names = Object.keys(attributes);
    allowedAttributes[tag] = Object.hasOwn(attributes, 'target') ? [...names, 'rel'] : names;
    const urlRules = Object.values(attributes).filter((rule): rule is UrlRule => rule.kind === 'url');
    if (urlRules.length > 0) {
      const schemes = urlRules.flatMap((rule) => [...rule.schemes, ...(rule.dataUrl ? ['data'] : [])]);
      allowedSchemesByTag[tag] = [...new Set(schemes)];
    }
  }
  allowedAttributes['*'] = Object.keys(allowList.globalAttributes);
  const classPatterns = Object.values(allowList.globalAttributes).flatMap((rule) => (rule.kind === 'class' ? [rule.pattern] : []));
  return {
    allowedTags: [...allowList.elements],
    disallowedTagsMode: 'discard',
    nonTextTags: [...allowList.droppedWithContent],
    allowedAttributes,
    allowedClasses: { '*': classPatterns },
    // Every element with a URL attribute has its own schemes; no other element gets any.
    allowedSchemes: [],
    allowedSchemesByTag,
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    // Styles are filtered (strictly) by the allow-list's rule; this keeps Quill's formatting.
    parseStyleAttributes: false,
    selfClosing: [...allowList.voidElements],
    nestingLimit: allowList.nestingLimit,
    enforceHtmlBoundary: false,
    transformTags: { '*': (tagName, attribs) => ({ tagName, attribs: transform(tagName, attribs) }) },
    exclusiveFilter: (frame) => {
      const required = Object.hasOwn(allowList.requiredAttributes, frame.tag) ? allowList.requiredAttributes[frame.tag] : undefined;
      return required !== undefined && !frame.attribs[required];
    },
  };
}

/** Passes run at most (each one only removes or normalises markup, so they converge fast). */
const MAX_PASSES = 5;

/**
 * The sanitiser of `allowList`: HTML in, HTML holding only what the list allows out. Idempotent:
 * sanitising its output again returns it unchanged.
 */
export function createRichTextSanitizer(allowList: RichTextAllowList): (html: string) => string {
  const ruleFor = (tag: string, attribute: string): AttributeRule | undefined => {
    const own = Object.hasOwn(allowList.attributes, tag) ? allowList.attributes[tag] : undefined;
    if (own && Object.hasOwn(own, attribute)) return own[attribute];
    return Object.hasOwn(allowList.globalAttributes, attribute) ? allowList.globalAttributes[attribute] : undefined;
  };

  /** Applies the attribute policy, keeping the input order. */
  const filterAttributes = (tag: string, attribs: Attributes): Attributes => {
    const out: Attributes = {};
    if (!allowList.elements.includes(tag)) return out;
    for (const [name, value] of Object.entries(attribs)) {
      if (name === 'rel') continue; // Only ever set by us, next to target.
      const rule = ruleFor(tag, name);
      const safe = rule === undefined ? undefined : applyRule(rule, value);
      if (safe === undefined) continue;
      out[name] = safe;
      if (name === 'target') out['rel'] = allowList.targetRel;
    }
    return out;
  };

  const options = sanitizeHtmlOptions(allowList, filterAttributes);

  const pass = (html: string): string => {
    const input = stripControls(html, keepInRichText);
    // Numeric character references can reintroduce control characters: strip them again.
    return stripControls(sanitizeHtml(input, options), keepInRichText);
  };

  return (html: string): string => {
    if (html === '') return '';
    // The parser's implied end tags depend on the surrounding elements, some of which a pass
    // removes (`<li><button><li>` nests the items, `<li><li>` does not): run passes until the
    // output is stable, so that sanitising is idempotent.
    let current = pass(html);
    for (let count = 1; count < MAX_PASSES; count++) {
      const next = pass(current);
      if (next === current) break;
      current = next;
    }
    return current;
  };
}
