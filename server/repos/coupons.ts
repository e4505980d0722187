import type { Db } from '../db/open';
import type { CouponTable } from '../db/tables';

/** A coupon card's offer, and the hashes of its code and of the business's redeem key. */
export interface Coupon {
  puzzleId: string;
  offerDescription: string;
  termsConditions: string;
  businessName: string;
  businessLocation: string;
  startDate: string | null; // first day it may be redeemed, inclusive
  expirationDate: string | null; // last day, inclusive
  codeHash: string;
  redeemKeyHash: string;
  redeemedAt: number | null; // ms since epoch
}

export async function insertCoupon(db: Db, coupon: Omit<Coupon, 'redeemedAt'>): Promise<void> {
  const row: Omit<CouponTable, 'redeemed_at'> = {
    puzzle_id: coupon.puzzleId,
    offer_description: coupon.offerDescription,
    terms_conditions: coupon.termsConditions,
    business_name: coupon.businessName,
    business_location: coupon.businessLocation,
    start_date: coupon.startDate,
    expiration_date: coupon.expirationDate,
    code_hash: coupon.codeHash,
    redeem_key_hash: coupon.redeemKeyHash,
  };
  await db.insertInto('coupons').values(row).execute();
}

export async function findCoupon(db: Db, puzzleId: string): Promise<Coupon | undefined> {
  const row = await db.selectFrom('coupons').selectAll().where('puzzle_id', '=', puzzleId).executeTakeFirst();
  return (
    row && {
      puzzleId: row.puzzle_id,
      offerDescription: row.offer_description,
      termsConditions: row.terms_conditions,
      businessName: row.business_name,
      businessLocation: row.business_location,
      startDate: row.start_date,
      expirationDate: row.expiration_date,
      codeHash: row.code_hash,
      redeemKeyHash: row.redeem_key_hash,
      redeemedAt: row.redeemed_at,
    }
  );
}

/** Marks the coupon used unless it already was, in one statement: of two redemptions at once exactly one wins. */
export async function markCouponRedeemed(db: Db, puzzleId: string, at: number): Promise<boolean> {
  const result = await db
    .updateTable('coupons')
    .set({ redeemed_at: at })
    .where('puzzle_id', '=', puzzleId)
    .where('redeemed_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
