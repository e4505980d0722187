/**
 * When a gift's mail goes out, what the sender may still change, and when the
 * recipient is reminded. Times are ms since the epoch; the sender picks a wall
 * time in the recipient's IANA time zone, which this file turns into an instant
 * with the built-in Intl time-zone data (no library carries more than Intl does).
 */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

export const SCHEDULE_AHEAD_MAX_MS = 365 * DAY_MS; // "up to a year ahead"
/**
 * A scheduled mail may be changed until this long before it is due. The outbox
 * claims a mail only once it is due, so before that no worker holds it; the margin
 * covers clocks of different processes that disagree a little.
 */
export const EDIT_CUTOFF_MS = MINUTE_MS;
export const REMINDER_AFTER_MS = 3 * DAY_MS; // one gentle reminder if the gift is not opened by then
/** A reminder not sent within a week of its time (the service was down) is not sent: a late nudge confuses. */
export const REMINDER_GRACE_MS = 7 * DAY_MS;

/** 'YYYY-MM-DDTHH:MM', the value of an <input type="datetime-local"> without seconds. */
export type LocalDateTime = string;
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

export function isTimeZone(zone: string): boolean {
  if (zone === '' || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock reading in `zone` at `instant`, as if it were UTC (ms). */
function wallClockAt(instant: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
}

/** How far `zone`'s clocks are ahead of UTC at `instant` (ms; negative west of Greenwich). */
export function zoneOffsetAt(instant: number, zone: string): number {
  return wallClockAt(Math.floor(instant / 1000) * 1000, zone) - Math.floor(instant / 1000) * 1000;
}

/** The wall time of a 'YYYY-MM-DDTHH:MM' text as if it were UTC, or null when it is not a real date and time. */
function parseLocal(local: LocalDateTime): number | null {
  const match = LOCAL_DATE_TIME.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (hour > 23 || minute > 59) return null;
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const date = new Date(wall);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? wall : null;
}

/**
 * The instant a wall time in `zone` names, or null for text that is no date and
 * time. Daylight-saving changes are resolved as calendars do: a time that the
 * clocks skip (02:30 on a spring-forward night) moves forward by the skipped
 * hour; a time that happens twice (01:30 on a fall-back night) is the first one.
 */
export function zonedTimeToInstant(local: LocalDateTime, zone: string): number | null {
  const wall = parseLocal(local);
  if (wall === null) return null;
  // The offsets in force a day either side; a zone changes its offset at most once within them.
  const before = zoneOffsetAt(wall - DAY_MS, zone);
  const after = zoneOffsetAt(wall + DAY_MS, zone);
  const fits = (offset: number) => zoneOffsetAt(wall - offset, zone) === offset;
  const candidates = [wall - before, wall - after].filter((_, index) => fits(index === 0 ? before : after));
  if (candidates.length > 0) return Math.min(...candidates);
  return wall - before; // in the gap: the old offset lands just after the jump
}

/** The instant as a 'YYYY-MM-DDTHH:MM' wall time in `zone` (what a datetime-local input shows). */
export function instantToZonedTime(instant: number, zone: string): LocalDateTime {
  return new Date(wallClockAt(instant, zone)).toISOString().slice(0, 16);
}

export type SendAtProblem = 'invalid' | 'past' | 'too-far';

/**
 * Whether a chosen delivery time may be used: not in the past (a minute's grace
 * for the time it took to press Send), not more than a year ahead.
 */
export function checkSendAt(sendAt: number, now: number): SendAtProblem | null {
  if (!Number.isFinite(sendAt)) return 'invalid';
  if (sendAt < now - MINUTE_MS) return 'past';
  if (sendAt > now + SCHEDULE_AHEAD_MAX_MS) return 'too-far';
  return null;
}

/** What a gift's recipient mail has come to. */
export interface DeliveryFacts {
  sendAt: number; // when the recipient's mail is (or was) due
  cancelledAt: number | null;
  deliveredAt: number | null; // the recipient's mail was accepted by the mail server
  openedAt: number | null;
  solvedAt: number | null;
}

export const GIFT_STATES = ['scheduled', 'delivered', 'opened', 'solved', 'cancelled'] as const;
export type GiftState = (typeof GIFT_STATES)[number];

/** The furthest a gift has come; a later fact implies the earlier (a solved gift was opened). */
export function giftState(facts: DeliveryFacts): GiftState {
  if (facts.cancelledAt !== null) return 'cancelled';
  if (facts.solvedAt !== null) return 'solved';
  if (facts.openedAt !== null) return 'opened';
  if (facts.deliveredAt !== null) return 'delivered';
  return 'scheduled';
}

/** Whether the sender may still change or cancel the gift before it goes out. */
export function isChangeable(facts: DeliveryFacts, now: number): boolean {
  return facts.cancelledAt === null && facts.deliveredAt === null && facts.sendAt - now > EDIT_CUTOFF_MS;
}

/** When the one reminder is due for a gift delivered at `deliveredAt`. */
export function reminderDueAt(deliveredAt: number): number {
  return deliveredAt + REMINDER_AFTER_MS;
}

/**
 * Whether the one reminder may go now: the sender agreed to it, the gift went out
 * three days ago (not more than a week after that) and has not been opened (nor
 * cancelled), and none was sent yet.
 */
export function reminderEligible(facts: DeliveryFacts & { remind: boolean; remindedAt: number | null }, now: number): boolean {
  return (
    facts.remind &&
    facts.remindedAt === null &&
    facts.cancelledAt === null &&
    facts.openedAt === null &&
    facts.solvedAt === null &&
    facts.deliveredAt !== null &&
    now >= reminderDueAt(facts.deliveredAt) &&
    now < reminderDueAt(facts.deliveredAt) + REMINDER_GRACE_MS
  );
}

/** Whether the sender should see "Not opened yet": delivered three days ago or more and still unopened. */
export function notOpenedYet(facts: DeliveryFacts, now: number): boolean {
  return giftState(facts) === 'delivered' && facts.deliveredAt !== null && now >= reminderDueAt(facts.deliveredAt);
}

/** "Tuesday 1 December 2026 at 09:00 (Europe/Paris)": when a mail arrives, on the recipient's clock. */
export function formatArrival(instant: number, zone: string): string {
  const text = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
  return `${text.replace(', ', ' ')} (${zone.replace(/_/g, ' ')})`;
}

/** Whether a gift waits for a later time, or went out at once ("Send now"). */
export function isScheduledLater(sendAt: number, createdAt: number): boolean {
  return sendAt - createdAt > MINUTE_MS;
}
