/**
 * iCalendar (RFC 5545) documents of the school's events: one VCALENDAR holding one VEVENT per
 * event. Pure functions, no framework: the route handlers pass the site's own event data in.
 *
 * The rules applied: lines end with CRLF (§3.1); content lines longer than 75 octets are folded
 * with CRLF followed by a space, never inside a UTF-8 sequence (§3.1); TEXT values escape
 * backslash, semicolon, comma and newlines (§3.3.11); dates are UTC date-times (`…Z`, §3.3.5).
 */

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** One event as the calendar shows it. */
export type IcalEvent = {
  /** Globally unique and stable across downloads, e.g. `{uuid}@campus-des-metiers.fr`. */
  uid: string;
  start: Date;
  /** Absent: the event has no end (RFC 5545 then reads it as ending when it starts). */
  end?: Date | null | undefined;
  summary: string;
  /** Plain text (no HTML); newlines are kept. */
  description?: string | null | undefined;
  location?: string | null | undefined;
  /** Absolute URL of the event's page. */
  url?: string | null | undefined;
  /** When the event was last changed (LAST-MODIFIED). */
  lastModified?: Date | null | undefined;
  categories?: readonly string[] | undefined;
};

export type IcalCalendar = {
  /** PRODID, e.g. `-//CFA Campus des Métiers//Agenda//FR`. */
  productId: string;
  /** Shown by calendar applications as the name of a subscribed calendar (X-WR-CALNAME). */
  name?: string | undefined;
  description?: string | undefined;
  events: readonly IcalEvent[];
  /** DTSTAMP of every event: when the document was generated. Default now. */
  now?: Date | undefined;
};

/** Escapes a TEXT value: `\` → `\\`, `;` → `\;`, `,` → `\,`, newlines → `\n` (CR dropped). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line into lines of at most 75 octets (UTF-8), each continuation starting with a
 * space (which counts in its 75 octets); the result is joined with CRLF, without a final CRLF.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > MAX_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join(CRLF);
}

/** A UTC date-time in the basic format of RFC 5545: `20261126T080000Z`. */
export function formatUtc(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('formatUtc: invalid date.');
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
}

function property(name: string, value: string): string {
  return foldLine(`${name}:${value}`);
}

function eventLines(event: IcalEvent, stamp: string): string[] {
  const lines = ['BEGIN:VEVENT', property('UID', event.uid), property('DTSTAMP', stamp), property('DTSTART', formatUtc(event.start))];
  if (event.end && event.end.getTime() >= event.start.getTime()) lines.push(property('DTEND', formatUtc(event.end)));
  lines.push(property('SUMMARY', escapeText(event.summary)));
  if (event.description) lines.push(property('DESCRIPTION', escapeText(event.description)));
  if (event.location) lines.push(property('LOCATION', escapeText(event.location)));
  if (event.categories?.length) lines.push(property('CATEGORIES', event.categories.map(escapeText).join(',')));
  // URL is of type URI: not escaped as TEXT.
  if (event.url) lines.push(property('URL', event.url));
  if (event.lastModified && !Number.isNaN(event.lastModified.getTime())) lines.push(property('LAST-MODIFIED', formatUtc(event.lastModified)));
  lines.push('END:VEVENT');
  return lines;
}

/** The whole iCalendar document, every line ending with CRLF. */
export function buildCalendar({ productId, name, description, events, now = new Date() }: IcalCalendar): string {
  const stamp = formatUtc(now);
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', property('PRODID', productId), 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
  if (name) lines.push(property('X-WR-CALNAME', escapeText(name)));
  if (description) lines.push(property('X-WR-CALDESC', escapeText(description)));
  for (const event of events) lines.push(...eventLines(event, stamp));
  lines.push('END:VCALENDAR');
  return lines.join(CRLF) + CRLF;
}

/** Response headers of an `.ics` download: a calendar file named `{filename}`. */
export function icsHeaders(filename: string): Record<string, string> {
  const safe = filename.replace(/[^\w.-]+/g, '-');
  return {
    'Content-Type': 'text/calendar; charset=utf-8',
    'Content-Disposition': `attachment; filename="${safe}"`,
  };
}

/** What an event of the site gives its VEVENT (the fields of `EventDetail` it reads). */
export type SiteEventForIcal = {
  id: string;
  title: string;
  path: string;
  start: string;
  end: string | null;
  placeName: string;
  address: string;
  city: string;
  text: string;
  summary: string;
  category: { name: string } | null;
  registration: { url: string } | null;
  changed: string | null;
};

/**
 * The VEVENT of an event of the site: UID `{uuid}@{host}` (stable: the node's uuid never changes),
 * the full place as LOCATION, the plain-text description (and the registration link) as
 * DESCRIPTION, the absolute page URL as URL.
 */
export function icalEventOf(event: SiteEventForIcal, siteUrl: string): IcalEvent {
  const base = new URL(siteUrl);
  const location = [event.placeName, event.address, event.city].filter((part, index, parts) => part && parts.indexOf(part) === index).join(', ');
  const registration = event.registration ? `Inscription : ${new URL(event.registration.url, base).toString()}` : '';
  const description = [event.text || event.summary, registration].filter(Boolean).join('\n\n');
  return {
    uid: `${event.id}@${base.hostname}`,
    start: new Date(event.start),
    end: event.end ? new Date(event.end) : null,
    summary: event.title,
    description: description || null,
    location: location || null,
    url: new URL(event.path, base).toString(),
    lastModified: event.changed ? new Date(event.changed) : null,
    categories: event.category ? [event.category.name] : undefined,
  };
}
