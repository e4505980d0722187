import { checkSendAt, isTimeZone, zonedTimeToInstant } from '../../game/rules/delivery';
import { DELIVERY_MESSAGES } from '../../contract/delivery';
import type { DeliveryChoice } from '../../contract/schemas/delivery';
import { badRequest } from '../http-error';

/** A delivery choice made real: the instant the recipient's mail is due, the zone it was chosen in, the reminder. */
export interface Delivery {
  sendAt: number;
  timeZone: string;
  remind: boolean;
}

/** 400 'invalid-time-zone' unless the zone is one this server's time-zone data knows. */
export function knownTimeZone(zone: string): string {
  if (!isTimeZone(zone)) throw badRequest(DELIVERY_MESSAGES.badTimeZone, 'invalid-time-zone');
  return zone;
}

/**
 * The instant a wall time on the recipient's clock names, within the allowed
 * window; a 400 that says what to change otherwise. Null is "now".
 */
export function resolveSendAt(local: string | null, zone: string, now: number): number {
  if (local === null) return now;
  const instant = zonedTimeToInstant(local, knownTimeZone(zone));
  if (instant === null) throw badRequest(DELIVERY_MESSAGES.badSendAt, 'invalid-send-at');
  const problem = checkSendAt(instant, now);
  if (problem === 'past') throw badRequest(DELIVERY_MESSAGES.pastSendAt, 'send-at-past');
  if (problem) throw badRequest(DELIVERY_MESSAGES.farSendAt, 'send-at-too-far');
  return Math.max(instant, now); // a time in the last minute is "now"
}

/** The create forms' choice; without one, now, in UTC, with no reminder. */
export function resolveDelivery(choice: DeliveryChoice | undefined, now: number): Delivery {
  if (!choice) return { sendAt: now, timeZone: 'UTC', remind: false };
  const timeZone = knownTimeZone(choice.timeZone);
  return { sendAt: resolveSendAt(choice.sendAt, timeZone, now), timeZone, remind: choice.remind };
}
