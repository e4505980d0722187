import { cardPlayPath, CARD_IMAGE_FOLDER, redeemPath } from '../../contract/cards';
import type { CardBack, CouponBack, Rsvp } from '../../contract/schemas/cards';
import type { Db } from '../db/open';
import { cardInvitationMail } from '../mail/templates/card-invitation';
import { cardSolvedMail } from '../mail/templates/card-solved';
import type { PuzzleKind } from '../puzzles/kind';
import { findCard } from '../repos/cards';
import { findCoupon } from '../repos/coupons';
import type { Puzzle } from '../repos/puzzles';
import { findRsvp } from '../repos/rsvps';
import { couponCode } from './codes';
import { qrSvg } from './qr';

export interface CardKindDeps {
  secret: Buffer; // coupon codes are derived from it
  publicUrl: string; // a coupon's QR code holds the business's redeem link on this site
}

export async function rsvpOf(db: Db, puzzleId: string): Promise<Rsvp | null> {
  const stored = await findRsvp(db, puzzleId);
  return stored ? { answer: stored.answer, note: stored.note, at: new Date(stored.answeredAt).toISOString() } : null;
}

async function couponBack(db: Db, puzzle: Puzzle, deps: CardKindDeps): Promise<CouponBack | null> {
  const coupon = await findCoupon(db, puzzle.id);
  if (!coupon) return null;
  const code = couponCode(deps.secret, puzzle.id);
  const { offerDescription, termsConditions, businessName, businessLocation, startDate, expirationDate } = coupon;
  const qr = qrSvg(`${deps.publicUrl}${redeemPath(puzzle.id, { code })}`);
  return { offerDescription, termsConditions, businessName, businessLocation, startDate, expirationDate, code, qrSvg: qr };
}

/**
 * The AI puzzle card: its picture was generated into CARD_IMAGE_FOLDER, it is
 * played at /play-puzzle-card/{id}, and a replayed solve also unlocks its back:
 * the card's details, a coupon's offer and single-use code, an invitation's answer.
 */
export function createCardKind(deps: CardKindDeps): PuzzleKind {
  return {
    folder: CARD_IMAGE_FOLDER,
    playPath: cardPlayPath,
    async invitationMail(db, puzzle, playLink) {
      const [card, coupon] = await Promise.all([findCard(db, puzzle.id), findCoupon(db, puzzle.id)]);
      const cardType = card?.cardType ?? 'greeting';
      return cardInvitationMail({ ...puzzle, cardType, occasion: card?.occasion ?? '', businessName: coupon?.businessName ?? null, playLink });
    },
    solvedMail: (puzzle, homeLink) => cardSolvedMail({ ...puzzle, homeLink }),
    cardType: async (db, puzzleId) => (await findCard(db, puzzleId))?.cardType ?? null,
    rsvp: rsvpOf,
    async back(db, puzzle): Promise<CardBack | null> {
      const card = await findCard(db, puzzle.id);
      if (!card) return null;
      return {
        cardType: card.cardType,
        occasion: card.occasion,
        eventDate: card.eventDate,
        coupon: card.cardType === 'coupon' ? await couponBack(db, puzzle, deps) : null,
        rsvp: card.cardType === 'invitation' ? await rsvpOf(db, puzzle.id) : null,
      };
    },
  };
}
