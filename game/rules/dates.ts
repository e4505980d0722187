/**
 * Calendar days as 'YYYY-MM-DD' keys. The daily word changes at midnight UTC
 * (everyone gets the same word); the daily picture changes at the visitor's
 * local midnight. Time offsets follow Date#getTimezoneOffset: minutes to ADD to
 * local time to get UTC, so UTC-5 is +300 and UTC+2 is -120.
 */

export type DateKey = string; // 'YYYY-MM-DD'
export type MonthKey = string; // 'YYYY-MM'

const DAY_MS = 86_400_000;
const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_KEY = /^(\d{4})-(\d{2})$/;

/** The calendar day in UTC at this instant. */
export function utcDateKey(ms: number): DateKey {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The calendar day on the visitor's wall clock (what en-CA formatting shows). */
export function localDateKey(ms: number, tzOffsetMinutes: number): DateKey {
  return utcDateKey(ms - tzOffsetMinutes * 60_000);
}

/** A real calendar day in the form YYYY-MM-DD (2026-02-30 is not one). */
export function isDateKey(text: string): boolean {
  const match = DATE_KEY.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function isMonthKey(text: string): boolean {
  const match = MONTH_KEY.exec(text);
  return match !== null && Number(match[2]) >= 1 && Number(match[2]) <= 12;
}

/** Midnight UTC of a day key, in ms; throws on a key that is not a real day. */
export function dateKeyToUtcMs(date: DateKey): number {
  if (!isDateKey(date)) throw new RangeError(`not a date: ${date}`);
  return Date.parse(`${date}T00:00:00Z`);
}

export function addDays(date: DateKey, days: number): DateKey {
  return utcDateKey(dateKeyToUtcMs(date) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: DateKey, to: DateKey): number {
  return Math.round((dateKeyToUtcMs(to) - dateKeyToUtcMs(from)) / DAY_MS);
}

/** Every day of a month, in order: daysOfMonth('2026-11') → ['2026-11-01', …, '2026-11-30']. */
export function daysOfMonth(month: MonthKey): DateKey[] {
  if (!isMonthKey(month)) throw new RangeError(`not a month: ${month}`);
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const count = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate(); // day 0 of the next month
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}

/** The month a day belongs to. */
export function monthOf(date: DateKey): MonthKey {
  return date.slice(0, 7);
}

/** The month `delta` months away: shiftMonth('2026-12', 1) → '2027-01'. */
export function shiftMonth(month: MonthKey, delta: number): MonthKey {
  if (!isMonthKey(month)) throw new RangeError(`not a month: ${month}`);
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const shifted = new Date(Date.UTC(year, monthNumber - 1 + delta, 1));
  return utcDateKey(shifted.getTime()).slice(0, 7);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: DateKey): number {
  return new Date(dateKeyToUtcMs(date)).getUTCDay();
}

/**
 * A calendar page: weeks of 7 cells, null before the 1st and after the last day.
 * weekStartsOn 0 = Sunday, 1 = Monday.
 */
export function monthGrid(month: MonthKey, weekStartsOn: 0 | 1 = 1): (DateKey | null)[][] {
  const days = daysOfMonth(month);
  const lead = (weekdayOf(days[0] as DateKey) - weekStartsOn + 7) % 7;
  const cells: (DateKey | null)[] = [...Array<null>(lead).fill(null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (DateKey | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** '2026-11-23' → 'November 23, 2026': the same words on the server and in every browser. */
export function longDate(date: DateKey): string {
  if (!isDateKey(date)) throw new RangeError(`not a date: ${date}`);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${MONTH_NAMES[month - 1]} ${day}, ${year}`;
}
