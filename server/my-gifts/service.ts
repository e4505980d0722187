import { MY_GIFTS_MESSAGES, MY_GIFTS_PAGE } from '../../contract/my-gifts';
import type { MyGift, MyGiftsPage } from '../../contract/schemas/my-gifts';
import { giftState, type GiftState } from '../../game/rules/delivery';
import type { Db } from '../db/open';
import { conflict } from '../http-error';
import { puzzleNotFound } from '../puzzles/load';
import { findOwnedGift, listOwnedGifts, setOwnerUnlessTaken, type GiftCursor, type OwnedGift } from '../repos/my-gifts';
import { findPuzzle } from '../repos/puzzles';
import { watchTokenMatches } from '../puzzles/tokens';

/** A signed-in sender's gifts and cards, and claiming one sent while signed out. */

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function stateTime(gift: OwnedGift, state: GiftState): number | null {
  if (state === 'cancelled') return gift.cancelledAt;
  if (state === 'solved') return gift.solvedAt;
  if (state === 'opened') return gift.openedAt;
  if (state === 'delivered') return gift.deliveredAt;
  return null; // scheduled: sendAt says when
}

function toMyGift(gift: OwnedGift): MyGift {
  const state = giftState(gift);
  return {
    id: gift.id,
    kind: gift.kind,
    cardType: gift.cardType,
    recipientName: gift.recipientName,
    state,
    stateAt: iso(stateTime(gift, state)),
    createdAt: new Date(gift.createdAt).toISOString(),
    sendAt: new Date(gift.sendAt).toISOString(),
    timeZone: gift.timeZone,
  };
}

/** The wire's `next`/`before`: the last gift of a page, opaque to the client (MyGiftsQuery checks its form). */
const encodeCursor = (gift: OwnedGift) => `${gift.createdAt}.${gift.id}`;
function decodeCursor(text: string): GiftCursor {
  const dot = text.indexOf('.');
  return { createdAt: Number(text.slice(0, dot)), id: text.slice(dot + 1) };
}

export async function listMyGifts(db: Db, userId: string, before?: string, pageSize = MY_GIFTS_PAGE): Promise<MyGiftsPage> {
  // One more than a page tells whether an older page exists, without a count.
  const rows = await listOwnedGifts(db, userId, pageSize + 1, before === undefined ? null : decodeCursor(before));
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return { gifts: page.map(toMyGift), next: rows.length > pageSize && last ? encodeCursor(last) : null };
}

export async function findMyGift(db: Db, userId: string, puzzleId: string): Promise<MyGift> {
  const gift = await findOwnedGift(db, userId, puzzleId);
  if (!gift) throw puzzleNotFound();
  return toMyGift(gift);
}

/**
 * Saves a gift into the account of whoever shows its watch token. A wrong token
 * answers as an unknown id does, so the answer tells nothing about which ids exist.
 */
export async function claimGift(db: Db, userId: string, puzzleId: string, watchToken: string): Promise<MyGift> {
  const puzzle = await findPuzzle(db, puzzleId);
  if (!puzzle || !watchTokenMatches(watchToken, puzzle.watchTokenHash)) throw puzzleNotFound();
  if (!(await setOwnerUnlessTaken(db, puzzleId, userId))) throw conflict(MY_GIFTS_MESSAGES.ownedByAnother, 'owned-by-another-account');
  return findMyGift(db, userId, puzzleId);
}
