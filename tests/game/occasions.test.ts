import { describe, expect, it } from 'vitest';
import { dayInZone, dueReminder, isRecurringDay, monthsToLookAt, nextOccurrence, occasionDay } from '../../game/rules/occasions';

describe('occasionDay', () => {
  it.each([
    [2026, 4, 12, '2026-04-12'],
    [2028, 2, 29, '2028-02-29'], // a leap year has it
    [2027, 2, 29, '2027-02-28'], // other years keep it on Feb 28
    [2100, 2, 29, '2100-02-28'], // 2100 is not a leap year
    [2000, 2, 29, '2000-02-29'], // 2000 is
  ])('%d-%d-%d falls on %s', (year, month, day, expected) => {
    expect(occasionDay(year, month, day)).toBe(expected);
  });
});

describe('isRecurringDay', () => {
  it.each([
    [2, 29, true],
    [2, 30, false],
    [4, 31, false],
    [12, 31, true],
    [0, 1, false],
    [13, 1, false],
    [1.5, 1, false],
  ])('%d/%d: %s', (month, day, expected) => expect(isRecurringDay(month, day)).toBe(expected));
});

describe('dueReminder', () => {
  it.each([
    // month, day, daysBefore, today, expected (year, daysLeft) or null
    [4, 12, 3, '2026-04-08', null], // four days ahead: not yet
    [4, 12, 3, '2026-04-09', [2026, 3]], // exactly three days before
    [4, 12, 3, '2026-04-11', [2026, 1]], // a late sweep still reminds before the day
    [4, 12, 3, '2026-04-12', [2026, 0]], // on the day itself
    [4, 12, 3, '2026-04-13', null], // never after
    [4, 12, 0, '2026-04-12', [2026, 0]], // "on the day"
    [1, 2, 3, '2026-12-30', [2027, 3]], // across the new year: next year's occurrence
    [2, 29, 3, '2027-02-25', [2027, 3]], // Feb 28 in a non-leap year, three days ahead
    [2, 29, 3, '2027-02-24', null],
    [2, 29, 3, '2028-02-26', [2028, 3]], // a leap year: Feb 29 itself
  ] as const)('%d/%d, %d days before, on %s', (month, day, daysBefore, today, expected) => {
    const due = dueReminder({ month, day, daysBefore }, today);
    expect(due && [due.year, due.daysLeft]).toEqual(expected);
  });
});

describe('dayInZone', () => {
  it.each([
    ['2026-04-08T23:30:00Z', 'UTC', '2026-04-08'],
    ['2026-04-08T23:30:00Z', 'Europe/Paris', '2026-04-09'], // already tomorrow in Paris
    ['2026-04-09T03:00:00Z', 'America/Los_Angeles', '2026-04-08'], // still yesterday in LA
    ['2026-04-08T12:00:00Z', 'Pacific/Kiritimati', '2026-04-09'], // UTC+14
  ])('%s in %s is %s', (iso, zone, expected) => expect(dayInZone(Date.parse(iso), zone)).toBe(expected));
});

describe('nextOccurrence and monthsToLookAt', () => {
  it('finds this year\'s day, else next year\'s', () => {
    expect(nextOccurrence({ month: 4, day: 12 }, '2026-04-12')).toBe('2026-04-12');
    expect(nextOccurrence({ month: 4, day: 12 }, '2026-04-13')).toBe('2027-04-12');
    expect(nextOccurrence({ month: 2, day: 29 }, '2026-03-01')).toBe('2027-02-28');
  });
  it('covers every month a due reminder can fall in', () => {
    expect(monthsToLookAt(Date.parse('2026-04-08T12:00:00Z')).sort((a, b) => a - b)).toEqual([4, 5]);
    expect(monthsToLookAt(Date.parse('2026-12-20T12:00:00Z')).sort((a, b) => a - b)).toEqual([1, 12]);
    expect(monthsToLookAt(Date.parse('2026-05-01T01:00:00Z')).sort((a, b) => a - b)).toEqual([4, 5, 6]);
  });
});
