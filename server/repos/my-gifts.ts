import type { CardType } from '../../game/rules/cards';
import type { PuzzleKindName } from '../../game/rules/gift';
import type { Db } from '../db/open';

/** One gift or card of an account, with the facts its state is computed from (times in ms since epoch). */
export interface OwnedGift {
  id: string;
  kind: PuzzleKindName;
  cardType: CardType | null; // null for a photo gift
  recipientName: string;
  createdAt: number;
  sendAt: number;
  timeZone: string;
  cancelledAt: number | null;
  deliveredAt: number | null; // the 'delivered' milestone
  openedAt: number | null; // the 'opened' milestone
  solvedAt: number | null;
}

/** Where a page of an account's gifts starts: strictly older than this gift (newest first). */
export interface GiftCursor {
  createdAt: number;
  id: string; // breaks ties between gifts made in the same millisecond
}

/**
 * The gifts of one account with their delivered and opened milestones. Each
 * (puzzle, kind) has at most one event (a unique constraint), so the two left
 * joins never multiply rows.
 */
function ownedGifts(db: Db, userId: string) {
  return db
    .selectFrom('puzzles as p')
    .leftJoin('cards as c', 'c.puzzle_id', 'p.id')
    .leftJoin('puzzle_events as d', (join) => join.onRef('d.puzzle_id', '=', 'p.id').on('d.kind', '=', 'delivered'))
    .leftJoin('puzzle_events as o', (join) => join.onRef('o.puzzle_id', '=', 'p.id').on('o.kind', '=', 'opened'))
    .select([
      'p.id',
      'p.kind',
      'c.card_type',
      'p.recipient_name',
      'p.created_at',
      'p.send_at',
      'p.time_zone',
      'p.cancelled_at',
      'p.solved_at',
      'd.at as delivered_at',
      'o.at as opened_at',
    ])
    .where('p.owner_user_id', '=', userId);
}

type OwnedGiftRow = Awaited<ReturnType<ReturnType<typeof ownedGifts>['executeTakeFirstOrThrow']>>;

function toOwnedGift(row: OwnedGiftRow): OwnedGift {
  return {
    id: row.id,
    kind: row.kind,
    cardType: row.card_type,
    recipientName: row.recipient_name,
    createdAt: row.created_at,
    sendAt: row.send_at,
    timeZone: row.time_zone,
    cancelledAt: row.cancelled_at,
    deliveredAt: row.delivered_at,
    openedAt: row.opened_at,
    solvedAt: row.solved_at,
  };
}

/** Up to `limit` gifts of the account, newest first, older than `before` when given (keyset paging on the owner index). */
export async function listOwnedGifts(db: Db, userId: string, limit: number, before: GiftCursor | null = null): Promise<OwnedGift[]> {
  let query = ownedGifts(db, userId);
  if (before) {
    query = query.where((eb) =>
      eb.or([eb('p.created_at', '<', before.createdAt), eb.and([eb('p.created_at', '=', before.createdAt), eb('p.id', '<', before.id)])]),
    );
  }
  const rows = await query.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc').limit(limit).execute();
  return rows.map(toOwnedGift);
}

/** One gift, if the account owns it. */
export async function findOwnedGift(db: Db, userId: string, puzzleId: string): Promise<OwnedGift | undefined> {
  const row = await ownedGifts(db, userId).where('p.id', '=', puzzleId).executeTakeFirst();
  return row && toOwnedGift(row);
}

/**
 * Makes the account the owner unless another account already is; answers whether
 * it owns the puzzle now. One statement, so two accounts claiming at once cannot both win.
 */
export async function setOwnerUnlessTaken(db: Db, puzzleId: string, userId: string): Promise<boolean> {
  const result = await db
    .updateTable('puzzles')
    .set({ owner_user_id: userId })
    .where('id', '=', puzzleId)
    .where((eb) => eb.or([eb('owner_user_id', 'is', null), eb('owner_user_id', '=', userId)]))
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
