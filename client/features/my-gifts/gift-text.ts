import type { MyGift } from '../../../contract/schemas/my-gifts';
import { cardTypeLabel } from '../../../game/rules/cards';

/** What "My gifts" says of a gift: its kind, its state as a badge, its dates. */

export function kindLabel(gift: Pick<MyGift, 'kind' | 'cardType'>): string {
  return gift.kind === 'card' && gift.cardType ? cardTypeLabel(gift.cardType) : 'Photo puzzle';
}

/** The year only when it is not this one: "Nov 24", "Jan 3, 2027". */
function dateParts(date: Date, now: Date): Intl.DateTimeFormatOptions {
  return { month: 'short', day: 'numeric', ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }) };
}

export function shortDate(iso: string, now = new Date()): string {
  const date = new Date(iso);
  return new Intl.DateTimeFormat(undefined, dateParts(date, now)).format(date);
}

/** When a scheduled gift goes out, on the clock it was chosen on, with that zone's short name: "Sun, Dec 6, 9:00 AM GMT". */
export function sendTime(gift: Pick<MyGift, 'sendAt' | 'timeZone'>, now = new Date()): string {
  const date = new Date(gift.sendAt);
  const options: Intl.DateTimeFormatOptions = { ...dateParts(date, now), weekday: 'short', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' };
  try {
    return new Intl.DateTimeFormat(undefined, { ...options, timeZone: gift.timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat(undefined, options).format(date); // a zone this browser does not know
  }
}

export function stateBadge(gift: Pick<MyGift, 'state' | 'sendAt' | 'timeZone'>): string {
  switch (gift.state) {
    case 'scheduled':
      return `Scheduled for ${sendTime(gift)}`;
    case 'delivered':
      return 'Delivered';
    case 'opened':
      return 'Opened';
    case 'solved':
      return 'Solved';
    case 'cancelled':
      return 'Cancelled';
  }
}

/** When the gift got to its state, if that was not the day it was made (a scheduled one has not yet). */
export function reachedOn(gift: Pick<MyGift, 'createdAt' | 'stateAt'>): string | null {
  return gift.stateAt !== null && shortDate(gift.stateAt) !== shortDate(gift.createdAt) ? gift.stateAt : null;
}
