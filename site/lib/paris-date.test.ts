import { describe, expect, it } from 'vitest';
import {
  currentMonth,
  eventHours,
  formatHour,
  monthKey,
  monthLabel,
  parisDayKey,
  parisMidnight,
  parisMidnightUtc,
  parseMonth,
  shiftMonth,
  todayInParis,
} from './paris-date';

describe('days in Paris', () => {
  it('today is the date in Paris, not in UTC', () => {
    expect(todayInParis(new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-22');
    expect(todayInParis(new Date('2026-07-14T21:59:00Z'))).toBe('2026-07-14');
    expect(parisDayKey('2026-07-14T22:00:00Z')).toBe('2026-07-15');
  });

  it('midnight in Paris, winter and summer time, and on the days the clocks change', () => {
    expect(parisMidnight(2026, 11, 22).toISOString()).toBe('2026-11-21T23:00:00.000Z');
    expect(parisMidnight(2026, 7, 14).toISOString()).toBe('2026-07-13T22:00:00.000Z');
    expect(parisMidnight(2026, 3, 29).toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(parisMidnight(2026, 10, 25).toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(parisMidnight(2026, 12, 32).toISOString()).toBe('2026-12-31T23:00:00.000Z');
  });

  it('today’s midnight as Drupal compares datetimes', () => {
    expect(parisMidnightUtc(new Date('2026-11-22T10:00:00Z'))).toBe('2026-11-21T23:00:00+00:00');
    expect(parisMidnightUtc(new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-21T23:00:00+00:00');
    expect(parisMidnightUtc(new Date('2026-03-29T12:00:00Z'))).toBe('2026-03-28T23:00:00+00:00');
  });
});

describe('months of the agenda', () => {
  it('reads, moves and names a month', () => {
    expect(parseMonth('2026-11')).toEqual({ year: 2026, month: 11 });
    for (const value of ['2026-13', '2026-1', '1899-12', 'novembre']) expect(parseMonth(value)).toBeNull();
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(monthKey({ year: 2026, month: 3 })).toBe('2026-03');
    expect(monthLabel({ year: 2026, month: 11 })).toBe('novembre 2026');
    expect(currentMonth(new Date('2026-11-30T23:30:00Z'))).toEqual({ year: 2026, month: 12 });
  });
});

describe('hours of an event', () => {
  it('writes an hour the French way, in Paris', () => {
    expect(formatHour('2026-11-26T08:00:00Z')).toBe('9 h');
    expect(formatHour('2026-07-02T07:30:00Z')).toBe('9 h 30');
    expect(formatHour('2026-07-02T12:05:00+02:00')).toBe('12 h 05');
  });

  it('a start only: "à 9 h"', () => {
    expect(eventHours({ start: '2026-11-26T09:00:00+01:00', end: null })).toBe('à 9 h');
    expect(eventHours({ start: '2026-11-26T09:00:00+01:00', end: '2026-11-26T09:00:00+01:00' })).toBe('à 9 h');
  });

  it('a start and an end the same day in Paris: "de 9 h à 12 h 30"', () => {
    expect(eventHours({ start: '2026-11-26T09:00:00+01:00', end: '2026-11-26T12:30:00+01:00' })).toBe('de 9 h à 12 h 30');
    // 23:00 UTC is already the next day in Paris: both ends are on 27 November.
    expect(eventHours({ start: '2026-11-26T23:00:00Z', end: '2026-11-27T01:00:00Z' })).toBe('de 0 h à 2 h');
  });

  it('over several days: no hours (the card shows the date range)', () => {
    expect(eventHours({ start: '2026-09-25T09:30:00+02:00', end: '2026-09-26T17:30:00+02:00' })).toBeUndefined();
  });
});
