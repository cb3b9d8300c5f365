// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateBadge, type DateBadgeProps, formatFrenchDate, formatFrenchDateRange, toIsoDate } from '../index';

afterEach(cleanup);

describe('DateBadge', () => {
  it('has no accessibility violations (single date, range, range across months)', async () => {
    const cases: DateBadgeProps[] = [
      { date: '2026-04-14' },
      { date: '2026-04-14', endDate: '2026-04-16', showYear: true },
      { date: '2026-12-28', endDate: '2027-01-03' },
    ];
    for (const props of cases) {
      const { container } = render(<DateBadge {...props} />);
      // jsdom cannot compute colours: contrast is checked on the stories in a real browser.
      const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
      expect(results.violations).toEqual([]);
      cleanup();
    }
  });

  it('reads the date in full inside <time>, and hides the calendar visual from screen readers', () => {
    const { container } = render(<DateBadge date="2026-04-14" />);
    const text = screen.getByText('mardi 14 avril 2026');
    expect(text.closest('time')?.getAttribute('dateTime')).toBe('2026-04-14');
    const visual = container.querySelector('[aria-hidden="true"]');
    expect(visual?.textContent).toBe('14avr.');
    expect(container.firstElementChild?.getAttribute('data-variant')).toBe('single');
  });

  it('shows the day as it is in Paris, whatever the machine’s time zone', () => {
    const { container } = render(<DateBadge date="2026-03-29T23:30:00Z" />);
    expect(screen.getByText('lundi 30 mars 2026').closest('time')?.getAttribute('dateTime')).toBe('2026-03-30');
    expect(container.querySelector('[aria-hidden="true"]')?.textContent).toBe('30mars');
  });

  it('accepts a Date and shows the year when asked', () => {
    const { container } = render(<DateBadge date={new Date('2026-09-01T08:00:00Z')} showYear />);
    expect(screen.getByText('mardi 1er septembre 2026')).toBeTruthy();
    expect(container.querySelector('[aria-hidden="true"]')?.textContent).toBe('1sept.2026');
  });

  it('shows a range with both dates, each in its own <time>', () => {
    const { container } = render(<DateBadge date="2026-04-14" endDate="2026-04-16" />);
    const badge = container.firstElementChild as HTMLElement;
    expect(badge.dataset['variant']).toBe('range');
    expect(badge.querySelector('[aria-hidden="true"]')?.textContent).toBe('14–16avr.');
    const times = Array.from(badge.querySelectorAll('time'), (time) => [time.getAttribute('dateTime'), time.textContent]);
    expect(times).toEqual([
      ['2026-04-14', '14'],
      ['2026-04-16', '16 avril 2026'],
    ]);
    expect(screen.getByText(/^du/).textContent).toBe('du 14 au 16 avril 2026');
  });

  it('shows two calendar blocks when the range spans months, with the years when it spans years', () => {
    const { container, rerender } = render(<DateBadge date="2026-04-28" endDate="2026-05-02" />);
    expect(container.querySelector('[aria-hidden="true"]')?.textContent).toBe('28avr.–2mai');
    expect(screen.getByText(/^du/).textContent).toBe('du 28 avril au 2 mai 2026');
    rerender(<DateBadge date="2026-12-28" endDate="2027-01-03" />);
    expect(container.querySelector('[aria-hidden="true"]')?.textContent).toBe('28déc.2026–3janv.2027');
    expect(screen.getByText(/^du/).textContent).toBe('du 28 décembre 2026 au 3 janvier 2027');
  });

  it('shows a single date when the range ends on the same day in Paris', () => {
    const { container } = render(<DateBadge date="2026-04-14T08:00:00+02:00" endDate="2026-04-14T20:00:00Z" />);
    expect(container.firstElementChild?.getAttribute('data-variant')).toBe('single');
    expect(screen.getByText('mardi 14 avril 2026')).toBeTruthy();
  });

  it('lets the text read by screen readers be overridden', () => {
    render(<DateBadge date="2026-04-14" endDate="2026-04-16" label="Portes ouvertes du 14 au 16 avril" />);
    expect(screen.getByText('Portes ouvertes du 14 au 16 avril')).toBeTruthy();
  });

  describe('throws an Error naming the invalid prop', () => {
    const cases: [string, Partial<DateBadgeProps>][] = [
      ['date', { date: 'demain' }],
      ['date', { date: '' }],
      ['date', { date: '2026-02-30' }],
      ['date', { date: '14/04/2026' }],
      ['date', { date: '2026-04-14T10:00:00' }],
      ['date', { date: new Date('invalide') }],
      ['endDate', { date: '2026-04-14', endDate: '2026-13-01' }],
      ['endDate', { date: '2026-04-14', endDate: '2026-04-13' }],
    ];
    it.each(cases)('%s: %j', (prop, props) => {
      // React logs the errors thrown while rendering: keep the test output readable.
      const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
      try {
        expect(() => render(<DateBadge date="2026-04-14" {...props} />)).toThrow(new RegExp(`DateBadge: "${prop}"`));
      } finally {
        spy.mockRestore();
      }
    });
  });
});

describe('formatFrenchDate', () => {
  it('writes the full date in French by default, as in Paris', () => {
    expect(formatFrenchDate('2026-04-14')).toBe('mardi 14 avril 2026');
    expect(formatFrenchDate('2026-03-29T23:30:00Z')).toBe('lundi 30 mars 2026');
    expect(formatFrenchDate('2026-07-14T23:59:00+02:00')).toBe('mardi 14 juillet 2026');
    expect(formatFrenchDate(new Date('2026-10-25T22:30:00Z'))).toBe('dimanche 25 octobre 2026');
  });

  it('takes Intl options, writes "1er" for the first of the month, and ignores any time zone', () => {
    expect(formatFrenchDate('2026-04-14', { day: 'numeric', month: 'long', year: 'numeric' })).toBe('14 avril 2026');
    expect(formatFrenchDate('2026-05-01', { day: 'numeric', month: 'long' })).toBe('1er mai');
    expect(formatFrenchDate('2026-05-01', { day: 'numeric', month: '2-digit', year: 'numeric' })).toBe('1/05/2026');
    expect(formatFrenchDate('2026-05-01T09:00:00Z', { dateStyle: 'short', timeStyle: 'short' })).toBe('01/05/2026 11:00');
  });

  it('rejects what is not a date', () => {
    expect(() => formatFrenchDate('bientôt')).toThrow(/formatFrenchDate: "date" must be an ISO 8601 date/);
    expect(() => formatFrenchDate('2026-04-14 10:00')).toThrow(Error);
  });
});

describe('formatFrenchDateRange and toIsoDate', () => {
  it.each([
    ['2026-04-14', '2026-04-16', 'du 14 au 16 avril 2026'],
    ['2026-04-01', '2026-04-03', 'du 1er au 3 avril 2026'],
    ['2026-04-28', '2026-05-02', 'du 28 avril au 2 mai 2026'],
    ['2026-12-28', '2027-01-03', 'du 28 décembre 2026 au 3 janvier 2027'],
    ['2026-04-14T07:00:00Z', '2026-04-14T18:00:00Z', 'mardi 14 avril 2026'],
  ])('%s → %s: %s', (start, end, expected) => {
    expect(formatFrenchDateRange(start, end)).toBe(expected);
  });

  it('rejects a range that ends before it starts', () => {
    expect(() => formatFrenchDateRange('2026-04-16', '2026-04-14')).toThrow(/"end" must not be before "start"/);
  });

  it('gives the calendar date in Paris', () => {
    expect(toIsoDate('2026-03-29T23:30:00Z')).toBe('2026-03-30');
    expect(toIsoDate('2026-01-01T00:30:00+01:00')).toBe('2026-01-01');
    expect(toIsoDate(new Date('2025-12-31T23:00:00Z'))).toBe('2026-01-01');
  });
});
