/** A date as the cms gives it (ISO 8601 string) or as a `Date`. */
export type DateInput = string | Date;

/** `Intl.DateTimeFormat` options; the time zone is always Europe/Paris, so it cannot be passed. */
export type FrenchDateOptions = Omit<Intl.DateTimeFormatOptions, 'timeZone'>;

/** The school's time zone: every date is shown as it is in Paris, whatever the machine's zone. */
export const TIME_ZONE = 'Europe/Paris';

// "2026-04-14", or a date-time with an explicit offset: without one it would depend on the machine.
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;

const FULL: FrenchDateOptions = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' };

/**
 * Reads `value` as an instant; throws an Error naming `prop` (e.g. `DateBadge: "date"`) when it is
 * not an ISO 8601 date, an ISO 8601 date-time with an offset, or a valid `Date`.
 */
export function parseDate(value: DateInput, prop = 'date'): Date {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value;
  const wellFormed = typeof value === 'string' && (ISO_DATE.test(value) || ISO_DATE_TIME.test(value));
  if (wellFormed && isCalendarDate(value.slice(0, 10))) {
    const date = new Date(value);
    if (!Number.isNaN(date.getTime())) return date;
  }
  const received = value instanceof Date ? 'Invalid Date' : (JSON.stringify(value) ?? String(value));
  throw new Error(
    `${prop} must be an ISO 8601 date ("2026-04-14"), an ISO 8601 date-time with an offset ` +
      `("2026-04-14T09:30:00+02:00") or a valid Date (received ${received}).`,
  );
}

/** Whether `YYYY-MM-DD` exists: `new Date('2026-02-30')` silently rolls over to 2 March. */
function isCalendarDate(ymd: string): boolean {
  const date = new Date(`${ymd}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === ymd;
}

/** The calendar date in Paris as `YYYY-MM-DD`, for `<time dateTime>`. */
export function toIsoDate(date: DateInput): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(parseDate(date, 'toIsoDate: "date"'));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * Formats a date in French as it is in Paris: by default the full form, "mardi 14 avril 2026".
 * The first day of a month is written "1er" when the month is a word ("1er avril").
 *
 * @example formatFrenchDate('2026-03-29T23:30:00Z') // "lundi 30 mars 2026" (already the 30th in Paris)
 * @example formatFrenchDate('2026-04-14', { day: 'numeric', month: 'long' }) // "14 avril"
 */
export function formatFrenchDate(date: DateInput, options: FrenchDateOptions = FULL): string {
  const parsed = parseDate(date, 'formatFrenchDate: "date"');
  const monthIsWord = options.month !== 'numeric' && options.month !== '2-digit';
  return new Intl.DateTimeFormat('fr-FR', { ...options, timeZone: TIME_ZONE })
    .formatToParts(parsed)
    .map((part) => (part.type === 'day' && part.value === '1' && monthIsWord ? '1er' : part.value))
    .join('');
}

const RANGE_NAMES = { component: 'formatFrenchDateRange', startProp: 'start', endProp: 'end' };

/**
 * The two ends of a range in French, the start sharing the end's month and year when it can
 * (`from` "14", `to` "16 avril 2026"), and whether both fall on the same day in Paris.
 * Throws an Error naming `component` when a date is invalid or the end is before the start.
 */
export function frenchRange(start: DateInput, end: DateInput, names = RANGE_NAMES) {
  const { component, startProp, endProp } = names;
  const startDate = parseDate(start, `${component}: "${startProp}"`);
  const endDate = parseDate(end, `${component}: "${endProp}"`);
  const startIso = toIsoDate(startDate);
  const endIso = toIsoDate(endDate);
  if (endIso < startIso) {
    throw new Error(
      `${component}: "${endProp}" must not be before "${startProp}" (received ${startIso} → ${endIso}).`,
    );
  }
  const sameYear = startIso.slice(0, 4) === endIso.slice(0, 4);
  const sameMonth = sameYear && startIso.slice(5, 7) === endIso.slice(5, 7);
  const fromOptions: FrenchDateOptions = sameMonth
    ? { day: 'numeric' }
    : sameYear
      ? { day: 'numeric', month: 'long' }
      : { day: 'numeric', month: 'long', year: 'numeric' };
  return {
    startDate,
    endDate,
    startIso,
    endIso,
    sameDay: startIso === endIso,
    from: formatFrenchDate(startDate, fromOptions),
    to: formatFrenchDate(endDate, { day: 'numeric', month: 'long', year: 'numeric' }),
  };
}

/**
 * A date range in French, as in Paris: "du 14 au 16 avril 2026", "du 28 avril au 2 mai 2026",
 * "du 28 décembre 2026 au 3 janvier 2027"; a range within one day is that day ("mardi 14 avril 2026").
 * Throws when a date is invalid or the end is before the start.
 */
export function formatFrenchDateRange(start: DateInput, end: DateInput): string {
  const range = frenchRange(start, end);
  return range.sameDay ? formatFrenchDate(range.startDate) : `du ${range.from} au ${range.to}`;
}

/** Day number, abbreviated month ("avr.") and year of a date in Paris, for a calendar badge. */
export function calendarParts(date: Date): { day: string; month: string; year: string } {
  const parts = new Intl.DateTimeFormat('fr-FR', {
    timeZone: TIME_ZONE,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: part('day'), month: part('month'), year: part('year') };
}
