import { checkSendAt, formatArrival, instantToZonedTime, isTimeZone, SCHEDULE_AHEAD_MAX_MS, zonedTimeToInstant } from '../../../game/rules/delivery';
import { DELIVERY_MESSAGES } from '../../../contract/delivery';
import type { DeliveryChoice } from '../../../contract/schemas/delivery';

/** What the "Send now / Send on…" control holds while the sender chooses. */
export interface DeliveryDraft {
  later: boolean; // "Send on…" rather than "Send now"
  local: string; // 'YYYY-MM-DDTHH:MM' on the recipient's clock, '' until chosen
  timeZone: string; // IANA
  remind: boolean; // one reminder if unopened after 3 days
}

/** The browser's own zone: the sender's, which is the recipient's more often than not. */
export function browserTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : 'UTC';
}

let zones: string[] | null = null;
/** Every IANA zone this browser knows, for the search box (UTC first: it is not in the list in every browser). */
export function timeZoneNames(): string[] {
  zones ??= ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')];
  return zones;
}

export function newDeliveryDraft(timeZone = browserTimeZone()): DeliveryDraft {
  return { later: false, local: '', timeZone, remind: true };
}

/** The bounds of the date-and-time input, on the recipient's clock. */
export function sendAtBounds(timeZone: string, now: number): { min: string; max: string } {
  const zone = isTimeZone(timeZone) ? timeZone : 'UTC';
  return { min: instantToZonedTime(now, zone), max: instantToZonedTime(now + SCHEDULE_AHEAD_MAX_MS, zone) };
}

/** What is wrong with the choice, in the server's words, or null when it can be sent. */
export function deliveryProblem(draft: DeliveryDraft, now: number): string | null {
  if (!isTimeZone(draft.timeZone)) return DELIVERY_MESSAGES.badTimeZone;
  if (!draft.later) return null;
  if (!draft.local) return DELIVERY_MESSAGES.noSendAt;
  const instant = zonedTimeToInstant(draft.local, draft.timeZone);
  if (instant === null) return DELIVERY_MESSAGES.badSendAt;
  const problem = checkSendAt(instant, now);
  if (problem === 'past') return DELIVERY_MESSAGES.pastSendAt;
  return problem ? DELIVERY_MESSAGES.farSendAt : null;
}

/** "Arrives Tuesday 1 December 2026 at 09:00 (Europe/Paris)", or null while the choice is incomplete. */
export function arrivalPreview(draft: DeliveryDraft): string | null {
  if (!draft.later || !draft.local || !isTimeZone(draft.timeZone)) return null;
  const instant = zonedTimeToInstant(draft.local, draft.timeZone);
  return instant === null ? null : formatArrival(instant, draft.timeZone);
}

/** The contract's form of the choice. */
export function toDeliveryChoice(draft: DeliveryDraft): DeliveryChoice {
  return { sendAt: draft.later ? draft.local : null, timeZone: draft.timeZone, remind: draft.remind };
}
