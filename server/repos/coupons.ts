import type { Db } from '../db/open';
import { statement } from '../db/statements';
import type { CouponRow } from '../db/tables';

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

export function insertCoupon(db: Db, coupon: Omit<Coupon, 'redeemedAt'>): void {
  const row: Omit<CouponRow, 'redeemed_at'> = {
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
  statement(db, `INSERT INTO coupons (puzzle_id, offer_description, terms_conditions, business_name, business_location,
      start_date, expiration_date, code_hash, redeem_key_hash)
    VALUES (@puzzle_id, @offer_description, @terms_conditions, @business_name, @business_location,
      @start_date, @expiration_date, @code_hash, @redeem_key_hash)`).run(row);
}

export function findCoupon(db: Db, puzzleId: string): Coupon | undefined {
  const row = statement(db, `SELECT * FROM coupons WHERE puzzle_id = ?`).get(puzzleId) as CouponRow | undefined;
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
export function markCouponRedeemed(db: Db, puzzleId: string, at: number): boolean {
  return statement(db, `UPDATE coupons SET redeemed_at = ? WHERE puzzle_id = ? AND redeemed_at IS NULL`).run(at, puzzleId).changes === 1;
}
