import type { ReactNode } from 'react';
import { pageWindow } from './page-window';
import styles from './paginator.module.css';
import { VisuallyHidden } from '../visually-hidden';

export type PaginatorDir = 'ltr' | 'rtl';
export type PaginatorType = 'link' | 'button';
/** Digit shapes: `en` Western (123), `ar` Arabic-Indic (١٢٣), `ir` Persian (۱۲۳). */
export type PaginatorLocale = 'en' | 'ar' | 'ir';

const DIRS: readonly PaginatorDir[] = ['ltr', 'rtl'];
const TYPES: readonly PaginatorType[] = ['link', 'button'];
const LOCALES: readonly PaginatorLocale[] = ['en', 'ar', 'ir'];
const PAGE_PLACEHOLDER = '[page]';

export type PaginatorProps = {
  /**
   * Number of items in the whole collection; total pages = ceil(totalItems / itemsPerPage).
   * `0` renders nothing.
   *
   * Degraded mode: leave it `undefined` when the backend gives no count (e.g. JSON:API without
   * "include count"); the paginator then renders only previous, the current page number and next,
   * enabled according to `hasPrevious` / `hasNext`.
   */
  totalItems?: number | undefined;
  /** Items per page, an integer greater than 0. Default 10. */
  itemsPerPage?: number;
  /** The current page, 1-based integer greater than 0. Beyond the last page it is shown as the last page. */
  currentPage: number;
  /**
   * Called with the requested page when a control is activated (buttons; links too, if given,
   * without preventing the navigation).
   */
  onChange?: (page: number) => void;
  /** Maximum number of page numbers shown around the current page, an integer greater than 0. Default 5. */
  maxPagesShown?: number;
  /** Writing direction; in `rtl` the order and the arrows are mirrored (by the browser's bidi). Default `ltr`. */
  dir?: PaginatorDir;
  /** `button` (default) renders `<button type="button">` calling `onChange`; `link` renders `<a href>` built from `linkUrl`. */
  type?: PaginatorType;
  /** Digit shapes of the page numbers. Default `en`. */
  locale?: PaginatorLocale;
  /** With `type="link"`: the URL of a page, where `[page]` is replaced by its number, e.g. `/articles?page=[page]`. Required then. */
  linkUrl?: string;
  /** Degraded mode only (no `totalItems`): whether a next page exists. Default `false`. */
  hasNext?: boolean;
  /** Degraded mode only (no `totalItems`): whether a previous page exists. Default `currentPage > 1`. */
  hasPrevious?: boolean;
  /** Name of the navigation landmark. Default "Pagination". */
  label?: string;
  /** Default "Page précédente". */
  previousLabel?: string;
  /** Default "Page suivante". */
  nextLabel?: string;
  /** Default "Première page". */
  firstLabel?: string;
  /** Default "Dernière page". */
  lastLabel?: string;
  /** Accessible name of a page number. Default `Page ${n}` (with the digits of `locale`). */
  pageLabel?: (page: number) => string;
  className?: string;
};

const DIGIT_ZERO: Record<PaginatorLocale, number> = { en: 0x30, ar: 0x660, ir: 0x6f0 };

/** Writes a page number with the digit shapes of `locale`. */
export function formatPageNumber(page: number, locale: PaginatorLocale = 'en'): string {
  const zero = DIGIT_ZERO[locale];
  return String(page).replace(/[0-9]/g, (digit) => String.fromCharCode(zero + Number(digit)));
}

function fail(prop: string, message: string, received: unknown): never {
  throw new Error(`Paginator: "${prop}" ${message} (received ${JSON.stringify(received) ?? String(received)}).`);
}

function checkPositiveInteger(prop: string, value: number): void {
  if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0) {
    fail(prop, 'must be an integer greater than 0', value);
  }
}

function checkOneOf<T extends string>(prop: string, value: T, allowed: readonly T[]): void {
  if (!allowed.includes(value)) {
    fail(prop, `must be one of ${allowed.map((v) => `"${v}"`).join(', ')}`, value);
  }
}

type Control = 'first' | 'previous' | 'next' | 'last';

// Arrows point the way the control moves in the reading direction. « ‹ › » are mirrored
// characters (Unicode Bidi_Mirrored): in an rtl context the browser draws them reversed by
// itself, so the same characters serve both directions (swapping them would mirror twice).
const ARROWS: Record<Control, string> = { first: '«', previous: '‹', next: '›', last: '»' };

/**
 * Page navigation: first, previous, a window of page numbers (with ellipses for skipped pages),
 * next and last, in a `<nav>` landmark. Buttons (default) or links; French labels by default.
 * Throws an Error naming the prop when a prop is invalid.
 */
export function Paginator({
  totalItems,
  itemsPerPage = 10,
  currentPage,
  onChange,
  maxPagesShown = 5,
  dir = 'ltr',
  type = 'button',
  locale = 'en',
  linkUrl,
  hasNext,
  hasPrevious,
  label = 'Pagination',
  previousLabel = 'Page précédente',
  nextLabel = 'Page suivante',
  firstLabel = 'Première page',
  lastLabel = 'Dernière page',
  pageLabel,
  className,
}: PaginatorProps) {
  if (totalItems !== undefined && (typeof totalItems !== 'number' || !Number.isInteger(totalItems) || totalItems < 0)) {
    fail('totalItems', 'must be an integer greater than or equal to 0, or undefined', totalItems);
  }
  checkPositiveInteger('itemsPerPage', itemsPerPage);
  checkPositiveInteger('currentPage', currentPage);
  checkPositiveInteger('maxPagesShown', maxPagesShown);
  checkOneOf('dir', dir, DIRS);
  checkOneOf('type', type, TYPES);
  checkOneOf('locale', locale, LOCALES);
  if (type === 'link' && (typeof linkUrl !== 'string' || !linkUrl.includes(PAGE_PLACEHOLDER))) {
    fail('linkUrl', `must contain the "${PAGE_PLACEHOLDER}" placeholder when type is "link"`, linkUrl);
  }

  const degraded = totalItems === undefined;
  const totalPages = degraded ? undefined : Math.ceil(totalItems / itemsPerPage);
  if (totalPages === 0) return null;

  const page = totalPages === undefined ? currentPage : Math.min(currentPage, totalPages);
  const canGoBack = degraded ? (hasPrevious ?? page > 1) : page > 1;
  const canGoForward = degraded ? (hasNext ?? false) : page < (totalPages ?? page);
  const nameOfPage = pageLabel ?? ((n: number) => `Page ${formatPageNumber(n, locale)}`);
  const arrows = ARROWS;

  function control(target: number, content: ReactNode, options: { disabled?: boolean; current?: boolean; name?: string }) {
    const { disabled = false, current = false, name } = options;
    const common = {
      className: styles.control,
      'aria-label': name,
      'aria-current': current ? ('page' as const) : undefined,
    };
    if (type === 'link') {
      if (disabled) {
        return (
          <span className={styles.control} aria-disabled="true">
            {content}
          </span>
        );
      }
      return (
        <a {...common} href={(linkUrl ?? '').replaceAll(PAGE_PLACEHOLDER, String(target))} onClick={onChange ? () => onChange(target) : undefined}>
          {content}
        </a>
      );
    }
    return (
      <button {...common} type="button" disabled={disabled} onClick={onChange ? () => onChange(target) : undefined}>
        {content}
      </button>
    );
  }

  function arrow(kind: Control, text: string, target: number, disabled: boolean) {
    return (
      <li className={styles.item} data-control={kind}>
        {control(
          target,
          <>
            <span aria-hidden="true">{arrows[kind]}</span>
            <VisuallyHidden>{text}</VisuallyHidden>
          </>,
          { disabled },
        )}
      </li>
    );
  }

  function pageItem(n: number) {
    return (
      <li key={n} className={styles.item}>
        {control(n, formatPageNumber(n, locale), { current: n === page, name: nameOfPage(n) })}
      </li>
    );
  }

  const items = totalPages === undefined ? [page] : pageWindow(page, totalPages, maxPagesShown);

  return (
    <nav aria-label={label} dir={dir} className={className ? `${styles.paginator} ${className}` : styles.paginator}>
      <ul className={styles.list}>
        {totalPages !== undefined && arrow('first', firstLabel, 1, !canGoBack)}
        {arrow('previous', previousLabel, Math.max(1, page - 1), !canGoBack)}
        {items.map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`ellipsis-${index}`} className={styles.item} aria-hidden="true">
              <span className={styles.ellipsis}>…</span>
            </li>
          ) : (
            pageItem(item)
          ),
        )}
        {arrow('next', nextLabel, page + 1, !canGoForward)}
        {totalPages !== undefined && arrow('last', lastLabel, totalPages, !canGoForward)}
      </ul>
    </nav>
  );
}
