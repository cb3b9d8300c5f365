// Dates and hours as they are in Paris, whatever the server's time zone: what "today" means for the
// school's content, the days and months of the agenda, and the hours of an event in French.
// (The ui package has its own date formatting, `formatFrenchDate`, for its components.)

/** The school's time zone. */
export const TIME_ZONE = 'Europe/Paris';

/** Year, month (1–12), day, hours and minutes of an instant in Paris. */
export function parisParts(date: Date): { year: number; month: number; day: number; hour: number; minute: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? NaN);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute') };
}

/** `YYYY-MM-DD` of an instant in Paris. */
export function parisDayKey(date: Date | string): string {
  const { year, month, day } = parisParts(typeof date === 'string' ? new Date(date) : date);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Today's date in Paris (`YYYY-MM-DD`): what "today" means for the school's content. */
export function todayInParis(now: Date = new Date()): string {
  return parisDayKey(now);
}

/** The instant of midnight in Paris at the start of a calendar day (month 1–12, day may overflow). */
export function parisMidnight(year: number, month: number, day: number): Date {
  const guess = Date.UTC(year, month - 1, day);
  // Paris is one or two hours ahead of UTC and changes at 2 or 3 a.m.: the offset read at the
  // guessed instant (1 or 2 a.m. in Paris) is the one of midnight.
  const seen = parisParts(new Date(guess));
  const offset = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute) - guess;
  return new Date(guess - offset);
}

/** Today's midnight in Paris as a UTC date-time (`2026-11-21T23:00:00+00:00`), as Drupal compares datetimes. */
export function parisMidnightUtc(now: Date = new Date()): string {
  const { year, month, day } = parisParts(now);
  return `${parisMidnight(year, month, day).toISOString().slice(0, 19)}+00:00`;
}

/** A month of the calendar. */
export type Month = { year: number; month: number };

/** `2026-11` → the month, or `null` when malformed or out of 1900–2200. */
export function parseMonth(value: string): Month | null {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  return year >= 1900 && year <= 2200 && month >= 1 && month <= 12 ? { year, month } : null;
}

export function currentMonth(now: Date = new Date()): Month {
  const { year, month } = parisParts(now);
  return { year, month };
}

export function shiftMonth({ year, month }: Month, delta: number): Month {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function monthKey({ year, month }: Month): string {
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** "novembre 2026". */
export function monthLabel({ year, month }: Month): string {
  return new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, 15)));
}

/** "9 h", "9 h 30": an hour of the day in Paris, as French typography writes it. */
export function formatHour(date: Date | string): string {
  const { hour, minute } = parisParts(typeof date === 'string' ? new Date(date) : date);
  return minute === 0 ? `${hour} h` : `${hour} h ${String(minute).padStart(2, '0')}`;
}

/**
 * The hours of an event on its card, everywhere the site shows one: "de 9 h à 12 h" when it starts
 * and ends the same day in Paris, "à 9 h" when only its start is known (or its end is its start),
 * `undefined` over several days (the card's date range says it). Dates are ISO 8601 with an offset.
 */
export function eventHours({ start, end }: { start: string; end: string | null }): string | undefined {
  if (!end || end === start) return `à ${formatHour(start)}`;
  if (parisDayKey(start) !== parisDayKey(end)) return undefined;
  return `de ${formatHour(start)} à ${formatHour(end)}`;
}
