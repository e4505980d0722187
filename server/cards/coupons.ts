import { CARD_MESSAGES } from '../../contract/cards';
import type { CouponStatus, Redeemed, RedeemBody } from '../../contract/schemas/cards';
import { couponState } from '../../game/rules/cards';
import { localDateKey, longDate } from '../../game/rules/dates';
import { assertNotThrottled, countAttempt } from '../auth/throttle';
import { badRequest, forbidden, HttpError } from '../http-error';
import { watchTokenMatches } from '../puzzles/tokens';
import { findCoupon, markCouponRedeemed, type Coupon } from '../repos/coupons';
import { findPuzzle } from '../repos/puzzles';
import { codeMatches } from './codes';
import type { CardContext } from './context';

const wrongKey = () => forbidden(CARD_MESSAGES.wrongRedeemKey, 'wrong-redeem-key');

/** The coupon behind a business's redeem link; an unknown card and a wrong key answer alike. */
async function unlockCoupon(ctx: CardContext, puzzleId: string, redeemKey: string): Promise<{ coupon: Coupon; recipientName: string }> {
  const coupon = await findCoupon(ctx.puzzles.db, puzzleId);
  if (!coupon || !watchTokenMatches(redeemKey, coupon.redeemKeyHash)) throw wrongKey();
  return { coupon, recipientName: (await findPuzzle(ctx.puzzles.db, puzzleId))?.recipientName ?? '' };
}

/** The business's view of its coupon: the offer and whether it was used; never the code. */
export async function couponStatus(ctx: CardContext, puzzleId: string, redeemKey: string): Promise<CouponStatus> {
  const { coupon, recipientName } = await unlockCoupon(ctx, puzzleId, redeemKey);
  const { offerDescription, termsConditions, businessName, businessLocation, startDate, expirationDate, redeemedAt } = coupon;
  return {
    recipientName,
    offerDescription,
    termsConditions,
    businessName,
    businessLocation,
    startDate,
    expirationDate,
    redeemedAt: redeemedAt === null ? null : new Date(redeemedAt).toISOString(),
  };
}

/**
 * Redeems a coupon once: the right key, the right code, within its dates on the
 * business's own calendar day. The single conditional UPDATE decides a race: of
 * two redemptions at once, exactly one succeeds and the other is told when.
 * Wrong codes count against the address like failed logins.
 */
export async function redeemCoupon(ctx: CardContext, puzzleId: string, body: RedeemBody, ip: string): Promise<Redeemed> {
  const { db, clock } = ctx.puzzles;
  await assertNotThrottled(db, 'redeem', ip, clock());
  const { coupon } = await unlockCoupon(ctx, puzzleId, body.redeemKey);
  const now = clock();
  const today = localDateKey(now, body.tzOffsetMinutes);
  const redeemedOn = (at: number) => longDate(localDateKey(at, body.tzOffsetMinutes));
  if (!codeMatches(body.code, coupon.codeHash)) {
    await countAttempt(db, 'redeem', ip, now);
    throw badRequest(CARD_MESSAGES.wrongCode, 'wrong-coupon-code');
  }
  const state = couponState(coupon, today);
  if (state === 'redeemed' && coupon.redeemedAt !== null) throw alreadyRedeemed(redeemedOn(coupon.redeemedAt));
  if (state === 'not-yet-valid' && coupon.startDate) throw new HttpError(422, `This offer starts on ${longDate(coupon.startDate)}.`, 'coupon-not-yet-valid');
  if (state === 'expired' && coupon.expirationDate) throw new HttpError(422, `This offer ended on ${longDate(coupon.expirationDate)}.`, 'coupon-expired');
  if (!(await markCouponRedeemed(db, puzzleId, now))) {
    const winner = (await findCoupon(db, puzzleId))?.redeemedAt ?? now; // another redemption got there first
    throw alreadyRedeemed(redeemedOn(winner));
  }
  return { redeemedAt: new Date(now).toISOString() };
}

function alreadyRedeemed(on: string): HttpError {
  return new HttpError(409, `Already redeemed on ${on}`, 'coupon-already-redeemed');
}
