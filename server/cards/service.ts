import type { CouponStatus, CreateCardBody, CreatedCard, GenerateImageBody, GeneratedImage, Redeemed, RedeemBody, Rsvp, RsvpBody } from '../../contract/schemas/cards';
import type { CardContext, Requester } from './context';
import { couponStatus, redeemCoupon } from './coupons';
import { createCard } from './create';
import { generateCardImage } from './images';
import { answerInvitation } from './rsvp';
import { sweepUnusedImages } from './sweep';

/** AI puzzle cards without HTTP: pictures, sending, an invitation's answer, a coupon's redemption. */
export interface CardService {
  generateImage(body: GenerateImageBody, who: Requester): Promise<GeneratedImage>;
  create(body: CreateCardBody, ip: string, ownerUserId: string | null): Promise<CreatedCard>;
  answer(puzzleId: string, body: RsvpBody): Promise<Rsvp>;
  coupon(puzzleId: string, redeemKey: string): Promise<CouponStatus>;
  redeem(puzzleId: string, body: RedeemBody, ip: string): Promise<Redeemed>;
  /** Removes pictures never sent with a card, a week after they were made; answers how many. */
  sweepUnusedImages(): Promise<number>;
}

export function createCardService(ctx: CardContext): CardService {
  return {
    generateImage: (body, who) => generateCardImage(ctx, body, who),
    create: (body, ip, ownerUserId) => createCard(ctx, body, ip, ownerUserId),
    answer: (puzzleId, body) => answerInvitation(ctx, puzzleId, body),
    coupon: (puzzleId, redeemKey) => couponStatus(ctx, puzzleId, redeemKey),
    redeem: (puzzleId, body, ip) => redeemCoupon(ctx, puzzleId, body, ip),
    sweepUnusedImages: () => sweepUnusedImages(ctx),
  };
}
