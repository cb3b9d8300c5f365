import { describe, expect, it } from 'vitest';
import { buildCalendar, escapeText, foldLine, formatUtc, icalEventOf, icsHeaders } from './ical';

const octets = (text: string) => new TextEncoder().encode(text).length;

describe('escapeText', () => {
  it('escapes backslash, semicolon and comma, and writes newlines as \\n', () => {
    expect(escapeText('a\\b;c,d')).toBe('a\\\\b\\;c\\,d');
    expect(escapeText('ligne 1\nligne 2\r\nligne 3\rfin')).toBe('ligne 1\\nligne 2\\nligne 3\\nfin');
  });

  it('escapes the backslash first, so escapes are not doubled', () => {
    expect(escapeText(';')).toBe('\\;');
    expect(escapeText('\\;')).toBe('\\\\\\;');
  });

  it('leaves colons, quotes and accents alone', () => {
    expect(escapeText('Atelier découverte : « pain »')).toBe('Atelier découverte : « pain »');
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets or less as it is', () => {
    const line = 'x'.repeat(75);
    expect(foldLine(line)).toBe(line);
  });

  it('folds at 75 octets with CRLF and a space, the space counting in the next line', () => {
    const folded = foldLine('x'.repeat(200));
    const lines = folded.split('\r\n');
    expect(lines.map((line) => line.length)).toEqual([75, 75, 52]);
    expect(lines[1]?.startsWith(' ')).toBe(true);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    // Unfolding (removing CRLF + one space) gives the original line back.
    expect(folded.replace(/\r\n /g, '')).toBe('x'.repeat(200));
  });

  it('counts UTF-8 octets and never splits a multi-octet character', () => {
    const line = `SUMMARY:${'é'.repeat(60)}${'€'.repeat(20)}😀`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(folded).not.toContain('\uFFFD');
  });
});

describe('formatUtc', () => {
  it('writes the UTC basic form with Z, whatever the offset of the source', () => {
    expect(formatUtc(new Date('2026-11-26T09:00:00+01:00'))).toBe('20261126T080000Z');
    expect(formatUtc(new Date('2026-07-14T09:30:15+02:00'))).toBe('20260714T073015Z');
    expect(formatUtc(new Date('2026-12-31T23:59:59.999Z'))).toBe('20261231T235959Z');
  });

  it('rejects an invalid date', () => {
    expect(() => formatUtc(new Date('demain'))).toThrow(RangeError);
  });
});

describe('buildCalendar', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  const document = buildCalendar({
    productId: '-//CFA Campus des Métiers//Agenda//FR',
    name: 'Agenda, CFA',
    now,
    events: [
      {
        uid: 'abc@campus.test',
        start: new Date('2026-11-26T09:00:00+01:00'),
        end: new Date('2026-11-26T12:00:00+01:00'),
        summary: 'Job dating; métiers, bouche',
        description: `Première ligne\nSeconde ligne avec une virgule, un point-virgule ; et un antislash \\ ${'long '.repeat(20)}`,
        location: 'Campus de Rennes, 2 rue des Compagnons, Rennes',
        url: 'https://example.test/evenement/job-dating',
        categories: ['Job dating'],
      },
      { uid: 'def@campus.test', start: new Date('2026-12-05T08:00:00Z'), summary: 'Sans fin' },
    ],
  });
  const lines = document.split('\r\n');

  it('ends every line with CRLF and has no bare LF or CR', () => {
    expect(document.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(document.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('keeps every line within 75 octets', () => {
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it('wraps the events in a VCALENDAR with version, product id and name', () => {
    expect(lines.slice(0, 5)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//CFA Campus des Métiers//Agenda//FR', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH']);
    expect(lines).toContain('X-WR-CALNAME:Agenda\\, CFA');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines.filter((line) => line === 'END:VEVENT')).toHaveLength(2);
  });

  it('writes each event with UID, DTSTAMP, UTC dates and escaped text', () => {
    const unfolded = document.replace(/\r\n /g, '').split('\r\n');
    expect(unfolded).toEqual(
      expect.arrayContaining([
        'UID:abc@campus.test',
        'DTSTAMP:20261122T100000Z',
        'DTSTART:20261126T080000Z',
        'DTEND:20261126T110000Z',
        'SUMMARY:Job dating\\; métiers\\, bouche',
        'LOCATION:Campus de Rennes\\, 2 rue des Compagnons\\, Rennes',
        'URL:https://example.test/evenement/job-dating',
        'CATEGORIES:Job dating',
      ]),
    );
    const description = unfolded.find((line) => line.startsWith('DESCRIPTION:'));
    expect(description).toMatch(/^DESCRIPTION:Première ligne\\nSeconde ligne avec une virgule\\, un point-virgule \\; et un antislash \\\\ long/);
  });

  it('leaves DTEND out when the event has no end', () => {
    const second = document.slice(document.indexOf('UID:def@campus.test'));
    expect(second).toContain('DTSTART:20261205T080000Z');
    expect(second).not.toContain('DTEND');
  });

  it('is stable: the same input gives the same document', () => {
    expect(buildCalendar({ productId: 'x', now, events: [] })).toBe(buildCalendar({ productId: 'x', now, events: [] }));
  });
});

describe('icsHeaders', () => {
  it('says text/calendar in UTF-8 and names the attachment', () => {
    expect(icsHeaders('job-dating.ics')).toEqual({
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'attachment; filename="job-dating.ics"',
    });
    expect(icsHeaders('a"b/c.ics')['Content-Disposition']).toBe('attachment; filename="a-b-c.ics"');
  });
});

describe('icalEventOf', () => {
  const event = {
    id: '0b7c1c2e-1111-4222-8333-444455556666',
    title: 'Job dating des métiers de bouche',
    path: '/evenement/job-dating',
    start: '2026-11-26T09:00:00+01:00',
    end: '2026-11-26T12:00:00+01:00',
    placeName: 'Campus de Rennes',
    address: '2 rue des Compagnons',
    city: 'Rennes',
    text: 'Boulangeries et boucheries recrutent.',
    summary: 'Résumé',
    category: { name: 'Job dating' },
    registration: { url: 'https://example.test/inscription' },
    changed: '2026-11-01T10:00:00+00:00',
  };

  it('gives a stable UID on the site’s host, absolute URL, full place and the registration link', () => {
    const ical = icalEventOf(event, 'https://www.campus.test');
    expect(ical.uid).toBe('0b7c1c2e-1111-4222-8333-444455556666@www.campus.test');
    expect(ical.url).toBe('https://www.campus.test/evenement/job-dating');
    expect(ical.location).toBe('Campus de Rennes, 2 rue des Compagnons, Rennes');
    expect(ical.description).toBe('Boulangeries et boucheries recrutent.\n\nInscription : https://example.test/inscription');
    expect(ical.start.toISOString()).toBe('2026-11-26T08:00:00.000Z');
    expect(ical.end?.toISOString()).toBe('2026-11-26T11:00:00.000Z');
    expect(ical.categories).toEqual(['Job dating']);
  });

  it('falls back on the summary, and leaves out what is missing', () => {
    const ical = icalEventOf({ ...event, text: '', end: null, address: '', city: 'Campus de Rennes', registration: null, category: null }, 'http://localhost:3000');
    expect(ical.description).toBe('Résumé');
    expect(ical.location).toBe('Campus de Rennes');
    expect(ical.end).toBeNull();
    expect(ical.categories).toBeUndefined();
  });
});
