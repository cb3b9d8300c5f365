/** One entry of the paginator's window: a page number, or a gap standing for skipped pages. */
export type PageWindowItem = number | 'ellipsis';

function assertInteger(name: string, value: number, min: number): void {
  if (!Number.isInteger(value) || value < min) {
    throw new Error(
      `pageWindow: "${name}" must be an integer greater than or equal to ${min} (received ${String(value)}).`,
    );
  }
}

/**
 * The page numbers to show around `current`: at most `maxShown` consecutive pages, centred on the
 * current page when possible (with an even `maxShown`, one more page after it than before), shifted
 * to stay within `1..total`, with an `'ellipsis'` before and/or after when pages are skipped.
 * A `current` beyond `total` is clamped to `total`. Returns `[]` when `total` is 0.
 *
 * @example pageWindow(50, 100, 5) // ['ellipsis', 48, 49, 50, 51, 52, 'ellipsis']
 */
export function pageWindow(current: number, total: number, maxShown: number): PageWindowItem[] {
  assertInteger('current', current, 1);
  assertInteger('total', total, 0);
  assertInteger('maxShown', maxShown, 1);
  if (total === 0) return [];

  const page = Math.min(current, total);
  const size = Math.min(maxShown, total);
  const before = Math.floor((size - 1) / 2);
  const start = Math.max(1, Math.min(page - before, total - size + 1));
  const end = start + size - 1;

  const items: PageWindowItem[] = [];
  if (start > 1) items.push('ellipsis');
  for (let n = start; n <= end; n += 1) items.push(n);
  if (end < total) items.push('ellipsis');
  return items;
}
