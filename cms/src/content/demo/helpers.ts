/**
 * Small helpers shared by the demo content files: images, rich text, references to terms and
 * dates computed relative to the seeding day in the Europe/Paris time zone.
 */
import { type DemoImage, type DemoRef, ref } from './types.js';

const DAY_MS = 86_400_000;

/** A generated image (1200×800 unless told otherwise). */
export function img(key: string, alt: string, colors: readonly [string, string], width = 1200, height = 800): DemoImage {
  return { image: true, key, alt, colors, width, height };
}

/** Basic HTML long text. */
export function html(value: string): { value: string; format: string } {
  return { value, format: 'basic_html' };
}

/** Basic HTML long text made of paragraphs. */
export function paragraphs(...texts: readonly string[]): { value: string; format: string } {
  return html(texts.map((text) => `<p>${text}</p>`).join(''));
}

/** Basic HTML long text made of a bulleted list, optionally introduced by a paragraph. */
export function list(items: readonly string[], intro?: string): { value: string; format: string } {
  const ul = `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
  return html(intro ? `<p>${intro}</p>${ul}` : ul);
}

/** Basic HTML long text with a summary (`text_with_summary`). */
export function body(summary: string, ...texts: readonly string[]): { value: string; format: string; summary: string } {
  return { ...paragraphs(...texts), summary };
}

export const term = {
  secteur: (key: string): DemoRef => ref('taxonomy_term--secteur', key),
  niveau: (key: string): DemoRef => ref('taxonomy_term--niveau', key),
  typeContrat: (key: string): DemoRef => ref('taxonomy_term--type_contrat', key),
  tag: (key: string): DemoRef => ref('taxonomy_term--tags', key),
  categorie: (key: string): DemoRef => ref('taxonomy_term--categorie_evenement', key),
  campus: (key: string): DemoRef => ref('taxonomy_term--campus', key),
};

/** A calendar date in Europe/Paris: `{year, month (1–12), day}`. */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** The Europe/Paris calendar date of an instant. */
export function parisCalendarDate(instant: Date): CalendarDate {
  // Local wall time = UTC + offset; the offset only depends on the UTC instant (EU rules).
  const offsetHours = parisOffsetHoursAtInstant(instant);
  const local = new Date(instant.getTime() + offsetHours * 3_600_000);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
}

/** Day of the month of the last Sunday of a month (1–12). */
function lastSunday(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month, 0));
  return last.getUTCDate() - last.getUTCDay();
}

/**
 * Europe/Paris UTC offset in hours (1 or 2) at an instant: summer time runs from the last Sunday
 * of March 01:00 UTC to the last Sunday of October 01:00 UTC (EU rule, in force since 1996).
 */
export function parisOffsetHoursAtInstant(instant: Date): 1 | 2 {
  const year = instant.getUTCFullYear();
  const start = Date.UTC(year, 2, lastSunday(year, 3), 1);
  const end = Date.UTC(year, 9, lastSunday(year, 10), 1);
  const t = instant.getTime();
  return t >= start && t < end ? 2 : 1;
}

/**
 * Europe/Paris UTC offset in hours of a local wall time: summer time when the instant it denotes
 * under summer time is in summer time (wall times in the spring-forward gap, which do not exist,
 * come out as winter time; the repeated autumn hour comes out as summer time).
 */
export function parisOffsetHours(date: CalendarDate, hour: number, minute = 0): 1 | 2 {
  return parisOffsetHoursAtInstant(new Date(Date.UTC(date.year, date.month - 1, date.day, hour - 2, minute)));
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** `YYYY-MM-DD`. */
export function formatDate(date: CalendarDate): string {
  return `${date.year}-${pad(date.month)}-${pad(date.day)}`;
}

/** The calendar date `days` days after (or before, if negative) the Paris date of `now`. */
export function addDays(now: Date, days: number): CalendarDate {
  return shiftDate(parisCalendarDate(now), days);
}

/** The calendar date `days` days after `date`. */
export function shiftDate(date: CalendarDate, days: number): CalendarDate {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day) + days * DAY_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** Day of the week of a calendar date, 0 = Sunday … 6 = Saturday. */
export function weekday(date: CalendarDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

/**
 * The calendar date about `days` days from now, moved to the nearest given weekday (at most three
 * days earlier or later), so that e.g. open days fall on a Saturday.
 */
export function nearWeekday(now: Date, days: number, day: number): CalendarDate {
  const base = addDays(now, days);
  let delta = (day - weekday(base) + 7) % 7;
  if (delta > 3) delta -= 7;
  return addDays(now, days + delta);
}

/** `YYYY-MM-DD`, `days` days from the Paris date of `now`. */
export function dateIn(now: Date, days: number): string {
  return formatDate(addDays(now, days));
}

/** ISO date and time of a Paris wall time with its offset, e.g. `2026-03-14T09:00:00+01:00`. */
export function parisDateTime(date: CalendarDate, hour: number, minute = 0): string {
  return `${formatDate(date)}T${pad(hour)}:${pad(minute)}:00+${pad(parisOffsetHours(date, hour, minute))}:00`;
}
