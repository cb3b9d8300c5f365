import type { ComponentProps } from 'react';
import { type DateInput, calendarParts, formatFrenchDate, frenchRange, parseDate, toIsoDate } from './format-date';
import styles from './date-badge.module.css';
import { VisuallyHidden } from '../visually-hidden';

export type DateBadgeProps = Omit<ComponentProps<'span'>, 'children'> & {
  /** The date, or the start of a range: ISO 8601 ("2026-04-14", "2026-04-14T09:30:00+02:00") or a `Date`. */
  date: DateInput;
  /** The end of a range (same forms as `date`), not before it. On the same day as `date`, a single date is shown. */
  endDate?: DateInput;
  /** Shows the year under the month. Default `false` (always shown when a range spans two years). */
  showYear?: boolean;
  /**
   * Replaces the text read by screen readers. Default the date in full, "mardi 14 avril 2026",
   * or the range, "du 14 au 16 avril 2026".
   */
  label?: string;
};

type Block = { day: string; month: string; year: string };

function CalendarBlock({ day, month, year, showYear }: Block & { showYear: boolean }) {
  return (
    <span className={styles.block}>
      <span className={styles.day}>{day}</span>
      <span className={styles.month}>{month}</span>
      {showYear ? <span className={styles.year}>{year}</span> : null}
    </span>
  );
}

/**
 * A calendar-style date (big day number, abbreviated month, optional year) as in Paris, with the
 * date in full for screen readers inside `<time dateTime="YYYY-MM-DD">`. With `endDate`, a range
 * ("du 14 au 16 avril 2026"). Throws an Error naming the prop when a date is invalid.
 */
export function DateBadge({ date, endDate, showYear = false, label, className, ...props }: DateBadgeProps) {
  const classes = className ? `${styles.badge} ${className}` : styles.badge;
  const start = parseDate(date, 'DateBadge: "date"');
  const names = { component: 'DateBadge', startProp: 'date', endProp: 'endDate' };
  const range = endDate === undefined ? undefined : frenchRange(start, endDate, names);

  if (range === undefined || range.sameDay) {
    return (
      <span {...props} data-variant="single" className={classes}>
        <time dateTime={toIsoDate(start)}>
          <span className={styles.visual} aria-hidden="true">
            <CalendarBlock {...calendarParts(start)} showYear={showYear} />
          </span>
          <VisuallyHidden>{label ?? formatFrenchDate(start)}</VisuallyHidden>
        </time>
      </span>
    );
  }

  const from = calendarParts(range.startDate);
  const to = calendarParts(range.endDate);
  const yearShown = showYear || from.year !== to.year;
  const sameMonth = range.startIso.slice(0, 7) === range.endIso.slice(0, 7);
  return (
    <span {...props} data-variant="range" className={classes}>
      <span className={styles.visual} aria-hidden="true">
        {sameMonth ? (
          <CalendarBlock {...to} day={`${from.day}–${to.day}`} showYear={yearShown} />
        ) : (
          <>
            <CalendarBlock {...from} showYear={yearShown} />
            <span className={styles.separator}>–</span>
            <CalendarBlock {...to} showYear={yearShown} />
          </>
        )}
      </span>
      <VisuallyHidden>
        {label ?? (
          <>
            du <time dateTime={range.startIso}>{range.from}</time> au <time dateTime={range.endIso}>{range.to}</time>
          </>
        )}
      </VisuallyHidden>
    </span>
  );
}
