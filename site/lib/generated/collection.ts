// generated — do not edit — run `npm run codegen`
// source: codegen/schemas/jsonapi.openapi.json (sha256 fa21ff46ad17d14b)
// The collection shape the fetchers and hooks return (paging kept for the paginator).

import type { JsonApiError } from 'next-drupal';
import { BackendError } from '@/lib/drupal/errors';
import { readPager, type Pager, type PagerDocument } from '@/lib/drupal/pager';

/** `page[limit]` when a query sets none (Drupal's maximum page size). */
export const DEFAULT_PAGE_SIZE = 50;

export interface Collection<T> {
  items: T[];
  /** `meta.count` when the server counts (JSON:API Extras), otherwise `null`. */
  count: number | null;
  links: NonNullable<PagerDocument['links']>;
  pager: Pager;
}

/** The collection of a raw document whose `data` was deserialised into `items`. */
export function toCollection<T>(document: PagerDocument, items: T[], pageSize: number = DEFAULT_PAGE_SIZE): Collection<T> {
  const pager = readPager(document, pageSize);
  return { items, count: pager.total, links: document.links ?? {}, pager };
}

/**
 * Throws the errors of a JSON:API error document (the Drupal client is told not to throw) as a
 * BackendError carrying the status of the first error and every error of the document.
 */
export function assertNoErrors(document: unknown, what: string): void {
  const errors = typeof document === 'object' && document !== null ? (document as { errors?: unknown }).errors : undefined;
  if (Array.isArray(errors) && errors.length > 0) {
    const list = errors as JsonApiError[];
    const first = list[0]!;
    const status = Number(first.status);
    const message = `Reading ${what} failed: ${first.status ?? ''} ${first.detail ?? first.title ?? 'JSON:API error'}`.trim();
    throw new BackendError(message, Number.isInteger(status) && status > 0 ? status : null, list);
  }
}
