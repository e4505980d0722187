import type { Occasion } from '../../../contract/schemas/contacts';
import { daysBetween, type DateKey } from '../../../game/rules/dates';
import { nextOccurrence } from '../../../game/rules/occasions';

export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const KIND_LABELS = { birthday: 'Birthday', anniversary: 'Anniversary' } as const;

/** "Birthday: 12 April 1990 · in 5 days · reminder 3 days before" */
export function occasionText(occasion: Occasion, today: DateKey): string {
  const date = `${occasion.day} ${MONTHS[occasion.month - 1]}${occasion.year ? ` ${occasion.year}` : ''}`;
  const days = daysBetween(today, nextOccurrence(occasion, today));
  const when = days === 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`;
  const reminder = occasion.daysBefore === 0 ? 'reminder on the day' : `reminder ${occasion.daysBefore} day${occasion.daysBefore === 1 ? '' : 's'} before`;
  return `${KIND_LABELS[occasion.kind]}: ${date} · ${when} · ${reminder}`;
}

/** Today on this device's calendar. */
export function localToday(now = new Date()): DateKey {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
