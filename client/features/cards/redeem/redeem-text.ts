import type { CouponStatus } from '../../../../contract/schemas/cards';
import { couponState, type CouponState } from '../../../../game/rules/cards';
import { isDateKey, localDateKey, longDate, type DateKey } from '../../../../game/rules/dates';
import { ApiError } from '../../../lib/http';

/** What the redeem page tells the person at the till, as pure functions (the clock and time zone are passed in). */

const dayOrNull = (date: string | null): DateKey | null => (date && isDateKey(date) ? date : null);

export interface Availability {
  state: CouponState;
  text: string;
}

/** Whether the coupon can be redeemed today, on the business's calendar, before anyone types a code. */
export function availability(status: Pick<CouponStatus, 'startDate' | 'expirationDate' | 'redeemedAt'>, today: DateKey): Availability {
  const startDate = dayOrNull(status.startDate);
  const expirationDate = dayOrNull(status.expirationDate);
  const redeemedAt = status.redeemedAt === null ? null : Date.parse(status.redeemedAt);
  const state = couponState({ startDate, expirationDate, redeemedAt }, today);
  const text = {
    valid: 'Valid today',
    'not-yet-valid': 'Not valid yet', // the dates are on the line above; the server's refusal repeats them
    expired: 'Expired',
    redeemed: 'Already redeemed',
  }[state];
  return { state, text };
}

/** The day of a redemption on this device's calendar, in the server's words ('November 23, 2026'). */
export function redeemedDay(iso: string, tzOffsetMinutes: number): string {
  return longDate(localDateKey(Date.parse(iso), tzOffsetMinutes));
}

export function alreadyRedeemedText(iso: string, tzOffsetMinutes: number): string {
  return `Already redeemed on ${redeemedDay(iso, tzOffsetMinutes)}`;
}

export type RedeemFailure =
  | { kind: 'wrong-key' } // the device's key is wrong: back to "open the link from the e-mail"
  | { kind: 'refused'; text: string } // the coupon cannot be used (used, too early, too late): not a typing mistake
  | { kind: 'error'; text: string }; // a wrong code, too many tries, or the network

export const OFFLINE_TEXT = 'Could not reach the server. Check the connection and try again.';

/** How a failed redeem is shown; the server's messages are written to be shown as they are. */
export function redeemFailure(error: unknown): RedeemFailure {
  if (!(error instanceof ApiError)) return { kind: 'error', text: OFFLINE_TEXT };
  switch (error.code) {
    case 'wrong-redeem-key':
      return { kind: 'wrong-key' };
    case 'coupon-already-redeemed':
    case 'coupon-not-yet-valid':
    case 'coupon-expired':
      return { kind: 'refused', text: error.message };
    default:
      return { kind: 'error', text: error.message };
  }
}
