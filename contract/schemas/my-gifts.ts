import { Type, type Static } from 'typebox';
import { GIFT_STATES } from '../../game/rules/delivery';
import { PUZZLE_KINDS } from '../../game/rules/gift';
import { CardType } from './cards';
import { oneOf } from './literals';

/**
 * A signed-in sender's gifts and cards (client/features/my-gifts, server/routes/my-gifts).
 * Every route needs a session (401 'unauthenticated' otherwise). The list links to
 * /watch/:id without the watch token: the watch page lets the owning account in.
 *
 * GET  /api/my/gifts[?before=<next>]   → 200 MyGiftsPage, newest first, MY_GIFTS_PAGE (contract/my-gifts.ts) at a time
 * GET  /api/my/gifts/:id               → 200 MyGift; 404 unless this account owns it
 * POST /api/puzzles/:id/claim          ClaimBody → 200 MyGift: a gift sent while signed out joins this
 *                                      account. The watch token proves the sender: a wrong token answers
 *                                      404 like an unknown id; 409 'owned-by-another-account'. Claiming
 *                                      again into the same account is fine.
 */

export const MyGift = Type.Object(
  {
    id: Type.String(),
    kind: oneOf(PUZZLE_KINDS),
    cardType: Type.Union([CardType, Type.Null()]), // null for a photo gift
    recipientName: Type.String(),
    state: oneOf(GIFT_STATES),
    stateAt: Type.Union([Type.String(), Type.Null()]), // ISO: when it got to its state; null while scheduled
    createdAt: Type.String(), // ISO 8601
    sendAt: Type.String(), // ISO: when the recipient's mail is (or was) due
    timeZone: Type.String(), // IANA zone the sender chose sendAt in
  },
  { additionalProperties: false },
);
export type MyGift = Static<typeof MyGift>;

export const MyGiftsQuery = Type.Object(
  { before: Type.Optional(Type.String({ pattern: '^[0-9]{1,16}\\.[A-Za-z0-9_-]{1,40}$' })) }, // a page's `next`, as it was given
  { additionalProperties: false },
);
export type MyGiftsQuery = Static<typeof MyGiftsQuery>;

export const MyGiftsPage = Type.Object(
  {
    gifts: Type.Array(MyGift),
    next: Type.Union([Type.String(), Type.Null()]), // `before` for the older ones; null when this is the last page
  },
  { additionalProperties: false },
);
export type MyGiftsPage = Static<typeof MyGiftsPage>;

export const ClaimBody = Type.Object({ watchToken: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false });
export type ClaimBody = Static<typeof ClaimBody>;
