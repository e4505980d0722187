import type {
  CouponStatus,
  CreateCardBody,
  CreatedCard,
  GenerateImageBody,
  GeneratedImage,
  Redeemed,
  RedeemBody,
  Rsvp,
  RsvpBody,
} from '../../../contract/schemas/cards';
import { apiJson } from '../../lib/http';

const card = (id: string) => `/api/cards/${encodeURIComponent(id)}`;

/**
 * The card calls (contract/schemas/cards.ts). Playing a card — its board, moves
 * and solve — goes through the puzzle calls of features/play/api.ts.
 */
export const cardsApi = {
  /** A picture made on the server from the description (the browser never calls the provider). */
  generateImage: (body: GenerateImageBody) => apiJson<GeneratedImage>('/api/cards/images', { body }),
  create: (body: CreateCardBody) => apiJson<CreatedCard>('/api/cards', { body }),
  answer: (puzzleId: string, body: RsvpBody) => apiJson<Rsvp>(`/api/puzzles/${encodeURIComponent(puzzleId)}/rsvp`, { body }),
  coupon: (id: string, redeemKey: string, signal?: AbortSignal) =>
    apiJson<CouponStatus>(`${card(id)}/coupon`, { body: { redeemKey }, ...(signal ? { signal } : {}) }),
  redeem: (id: string, body: RedeemBody) => apiJson<Redeemed>(`${card(id)}/redeem`, { body }),
};
