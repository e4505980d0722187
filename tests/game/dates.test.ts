import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  daysOfMonth,
  isDateKey,
  isMonthKey,
  localDateKey,
  monthGrid,
  shiftMonth,
  utcDateKey,
} from '../../game/rules/dates';

describe('utcDateKey and localDateKey', () => {
  it.each([
    // instant, offset (Date#getTimezoneOffset), utc day, local day
    ['2026-11-21T23:30:00Z', 300, '2026-11-21', '2026-11-21'], // UTC-5: 18:30 the same day
    ['2026-11-22T02:00:00Z', 300, '2026-11-22', '2026-11-21'], // UTC-5: still the 21st at home
    ['2026-11-21T23:30:00Z', -120, '2026-11-21', '2026-11-22'], // UTC+2: already the 22nd
    ['2026-12-31T23:59:59Z', -60, '2026-12-31', '2027-01-01'],
    ['2026-03-01T00:00:00Z', 0, '2026-03-01', '2026-03-01'],
    ['2026-11-21T10:00:00Z', -345, '2026-11-21', '2026-11-21'], // UTC+5:45 (Nepal)
  ])('%s at offset %d: UTC %s, local %s', (iso, offset, utc, local) => {
    const ms = Date.parse(iso);
    expect(utcDateKey(ms)).toBe(utc);
    expect(localDateKey(ms, offset)).toBe(local);
  });
});

describe('keys', () => {
  it.each([
    ['2026-11-21', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-11-1', false],
    ['21/11/2026', false],
    ['', false],
  ])('isDateKey(%j) is %s', (text, expected) => {
    expect(isDateKey(text)).toBe(expected);
  });

  it.each([
    ['2026-11', true],
    ['2026-00', false],
    ['2026-1', false],
    ['2026-11-01', false],
  ])('isMonthKey(%j) is %s', (text, expected) => {
    expect(isMonthKey(text)).toBe(expected);
  });

  it.each([
    ['2026-11-30', 1, '2026-12-01'],
    ['2026-01-01', -1, '2025-12-31'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-11-21', 0, '2026-11-21'],
  ])('addDays(%s, %d) = %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
    expect(daysBetween(date, expected)).toBe(days);
  });

  it.each([
    ['2026-12', 1, '2027-01'],
    ['2026-01', -1, '2025-12'],
    ['2026-11', 14, '2028-01'],
  ])('shiftMonth(%s, %d) = %s', (month, delta, expected) => {
    expect(shiftMonth(month, delta)).toBe(expected);
  });
});

describe('daysOfMonth and monthGrid', () => {
  it.each([
    ['2026-11', 30],
    ['2026-02', 28],
    ['2028-02', 29],
    ['2026-12', 31],
  ])('%s has %d days, in order', (month, count) => {
    const days = daysOfMonth(month);
    expect(days).toHaveLength(count);
    expect(days[0]).toBe(`${month}-01`);
    expect(days.at(-1)).toBe(`${month}-${count}`);
    expect(days.every(isDateKey)).toBe(true);
  });

  it('refuses a malformed month', () => {
    expect(() => daysOfMonth('2026-13')).toThrow(RangeError);
  });

  it('lays November 2026 out in weeks starting on Monday (the 1st is a Sunday)', () => {
    const weeks = monthGrid('2026-11', 1);
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks[5]).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it('starts on Sunday when asked', () => {
    const weeks = monthGrid('2026-11', 0);
    expect(weeks[0]?.[0]).toBe('2026-11-01');
    expect(weeks.flat().filter(Boolean)).toEqual(daysOfMonth('2026-11'));
  });
});
