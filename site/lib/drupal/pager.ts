/**
 * Paging of a JSON:API collection, read from the document itself.
 *
 * Drupal core sends no `meta.count` (only JSON:API Extras adds it, with `links.last`): the only
 * reliable signals are the `next` and `prev` links, whose `page[offset]` says where the
 * neighbouring pages start. Core adds `next` only when one more row exists, and `prev` (with
 * `first`) only when the offset is above 0.
 */

export interface PagerDocument {
  meta?: { count?: unknown };
  links?: Record<string, { href: string } | undefined>;
}

export interface Pager {
  /** Number of items in the whole collection, or `null` when the server does not count them. */
  total: number | null;
  hasNext: boolean;
  hasPrev: boolean;
  /** `page[offset]` of the next page, or `null` on the last page. */
  nextOffset: number | null;
  /** `page[offset]` of the previous page, or `null` on the first page. */
  prevOffset: number | null;
}

/** A non-negative integer, from a number or a string of digits; otherwise `null`. */
function toCount(value: unknown): number | null {
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number >= 0 ? number : null;
}

/** The `page[offset]` of a link (absolute or root-relative); 0 when absent, `null` when malformed. */
function offsetOf(href: string): number | null {
  let url: URL;
  try {
    url = new URL(href, 'http://localhost');
  } catch {
    return null;
  }
  const offset = url.searchParams.get('page[offset]');
  return offset === null ? 0 : toCount(offset);
}

/**
 * Reads the pager of a collection document fetched with `page[limit]=pageSize`.
 * When a neighbour link has no readable offset, the offset is derived from the current page's.
 */
export function readPager(document: PagerDocument, pageSize: number): Pager {
  if (!Number.isSafeInteger(pageSize) || pageSize <= 0) throw new RangeError(`The page size must be a positive integer, not ${pageSize}.`);
  const links = document.links ?? {};
  const next = links['next']?.href;
  const prev = links['prev']?.href;
  const self = links['self']?.href;
  const current = (self === undefined ? null : offsetOf(self)) ?? 0;
  const hasNext = typeof next === 'string';
  const hasPrev = typeof prev === 'string';
  return {
    total: toCount(document.meta?.count),
    hasNext,
    hasPrev,
    nextOffset: hasNext ? (offsetOf(next) ?? current + pageSize) : null,
    prevOffset: hasPrev ? (offsetOf(prev) ?? Math.max(0, current - pageSize)) : null,
  };
}
