import { addDays, daysBetween, utcDateKey, type DateKey } from './dates';
import { zoneOffsetAt } from './delivery';

/**
 * A contact's yearly occasions and when their reminders are due. Pure: the instant and the
 * member's zone are passed in.
 */

export const OCCASION_KINDS = ['birthday', 'anniversary'] as const;
export type OccasionKind = (typeof OCCASION_KINDS)[number];

const DAY_MS = 86_400_000;
export const DEFAULT_DAYS_BEFORE = 3;
export const MAX_DAYS_BEFORE = 30;

/** The recurring part of an occasion and how early its reminder goes. */
export interface OccasionDate {
  month: number; // 1-12
  day: number; // 1-31
  daysBefore: number; // 0..MAX_DAYS_BEFORE
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** A month and day that some year has (Feb 29 is one: leap years have it). */
export function isRecurringDay(month: number, day: number): boolean {
  return Number.isInteger(month) && Number.isInteger(day) && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(2024, month);
}

/**
 * The day an occasion falls on in `year`. A Feb 29 birthday is kept on Feb 28 in other years: the
 * day before stays in February (March 1 would be a different month) and is what most people choose.
 */
export function occasionDay(year: number, month: number, day: number): DateKey {
  const kept = month === 2 && day === 29 && !isLeapYear(year) ? 28 : day;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(kept).padStart(2, '0')}`;
}

/** The calendar day on the wall clocks of `zone` at `instant`. */
export function dayInZone(instant: number, zone: string): DateKey {
  return utcDateKey(instant + zoneOffsetAt(instant, zone));
}

/** The reminder due on `today` (the member's local day): the occasion's day and year, or null. */
export interface DueReminder {
  year: number; // of the occurrence reminded of: the exactly-once key with the occasion
  on: DateKey; // the occasion's day that year
  daysLeft: number; // from today to it
}

/**
 * The occurrence whose reminder is due on `today`: from `daysBefore` days ahead of it until the day
 * itself (a sweep that missed the exact day, the service being down, still reminds before it is too
 * late; never after). This year's and next year's occurrences are both looked at, so a January
 * occasion is reminded of in late December.
 */
export function dueReminder(occasion: OccasionDate, today: DateKey): DueReminder | null {
  const year = Number(today.slice(0, 4));
  for (const candidate of [year, year + 1]) {
    const on = occasionDay(candidate, occasion.month, occasion.day);
    const daysLeft = daysBetween(today, on);
    if (daysLeft >= 0 && daysLeft <= occasion.daysBefore) return { year: candidate, on, daysLeft };
  }
  return null;
}

/** The next day (today or later) the occasion falls on, for lists: "in 12 days". */
export function nextOccurrence(occasion: Pick<OccasionDate, 'month' | 'day'>, today: DateKey): DateKey {
  const year = Number(today.slice(0, 4));
  const thisYear = occasionDay(year, occasion.month, occasion.day);
  return daysBetween(today, thisYear) >= 0 ? thisYear : occasionDay(year + 1, occasion.month, occasion.day);
}

/** The months a due reminder's occasion can fall in around an instant (any zone, any daysBefore ≤ MAX). */
export function monthsToLookAt(instant: number): number[] {
  const first = utcDateKey(instant - DAY_MS); // a zone up to a day behind UTC
  const last = addDays(utcDateKey(instant + DAY_MS), MAX_DAYS_BEFORE); // a day ahead, plus the longest notice
  const months = new Set<number>();
  for (let day = first; day <= last; day = addDays(day, 1)) months.add(Number(day.slice(5, 7)));
  return [...months];
}
