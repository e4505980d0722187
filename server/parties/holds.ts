import { groupOf, isPiece } from '../../game/rules/jigsaw';
import { jigsawOf, nextIdleAt, release, take, touch, type Holds, type PartyBoard } from '../../game/rules/party';
import type { PartyHold } from '../../contract/party';
import { findPartyPlayer } from '../repos/party-players';
import { findParty, updateParty, type PartyRecord } from '../repos/parties';
import type { Db } from '../db/open';
import type { PartyContext } from './context';
import { holdsText, holdsWire, parseBoard, parseHolds } from './board';
import { PIECE_HELD } from './play';
import { liveHolds } from './snapshot';

export type HoldResult = { ok: true; holds: PartyHold[] | null } | { ok: false; error: string }; // holds: when they changed

const NOT_A_PIECE = 'That is not a piece of this board.';
const NOT_PLAYING = 'You are not playing in an open party.';

/** What holding `piece` guards: a tile swap's tile, or the whole group a jigsaw piece belongs to. */
function guarded(board: PartyBoard, piece: number): number[] | null {
  if (board.kind === 'swap') return Number.isInteger(piece) && piece >= 0 && piece < board.order.length ? [piece] : null;
  return isPiece(board.grid, piece) ? groupOf(jigsawOf(board), piece) : null;
}

/**
 * Changes the holds of a party in one transaction on its locked row (holds live in the row, so
 * every process sees them). Idle holds are dropped on the way; `change` answers the new holds,
 * or a refusal. The holds come back only when they changed (then the room is told).
 */
async function changeHolds(
  ctx: PartyContext,
  partyId: string,
  playerId: string,
  change: (holds: Holds, board: PartyBoard, now: number) => Holds | string,
): Promise<HoldResult> {
  const { db, clock } = ctx.puzzles;
  const now = clock();
  return db.transaction().execute(async (trx) => {
    const party = await findParty(trx, partyId, true);
    const player = party && party.status === 'open' ? await findPartyPlayer(trx, playerId) : undefined;
    if (!party || !player || player.partyId !== partyId || player.removed) return { ok: false, error: NOT_PLAYING };
    const stored = parseHolds(party.holds);
    const board = parseBoard(party.board);
    const next = change(liveHolds(stored, now), board, now);
    if (typeof next === 'string') return { ok: false, error: next };
    const text = holdsText(next);
    if (text === party.holds) return { ok: true, holds: null };
    await storeHolds(ctx, trx, party, board, text, now);
    const outlines = (holds: Holds) => JSON.stringify(holdsWire(holds));
    return { ok: true, holds: outlines(next) === outlines(stored) ? null : holdsWire(next) }; // a touch alone changes no outline
  });
}

/** A player picks up a tile or a group: theirs until dropped or idle, unless someone else holds part of it. */
export function holdPiece(ctx: PartyContext, partyId: string, playerId: string, piece: number): Promise<HoldResult> {
  return changeHolds(ctx, partyId, playerId, (holds, board, now) => {
    const pieces = guarded(board, piece);
    if (!pieces) return NOT_A_PIECE;
    return take(holds, playerId, pieces, now) ?? PIECE_HELD;
  });
}

export function releaseHold(ctx: PartyContext, partyId: string, playerId: string): Promise<HoldResult> {
  return changeHolds(ctx, partyId, playerId, (holds) => release(holds, playerId));
}

/** Its holder moved (a cursor): the hold stays alive. */
export function touchHold(ctx: PartyContext, partyId: string, playerId: string): Promise<HoldResult> {
  return changeHolds(ctx, partyId, playerId, (holds, _board, now) => (holds.has(playerId) ? touch(holds, playerId, now) : holds));
}

/** The holds left when the idle ones are dropped: their outlines when they changed, and when to look again (null: nothing held, or the party is over). */
export interface IdleSweep {
  holds: PartyHold[] | null;
  nextIdleAt: number | null;
}

/**
 * Drops the holds gone idle (their holders stopped moving HOLD_IDLE_MS ago), so the other
 * screens stop outlining them when it happens, not at the next pick-up or move.
 */
export async function dropIdleHolds(ctx: PartyContext, partyId: string): Promise<IdleSweep> {
  const { db, clock } = ctx.puzzles;
  const now = clock();
  return db.transaction().execute(async (trx) => {
    const party = await findParty(trx, partyId, true);
    if (!party || party.status !== 'open') return { holds: null, nextIdleAt: null };
    const stored = parseHolds(party.holds);
    const live = liveHolds(stored, now);
    if (live.size === stored.size) return { holds: null, nextIdleAt: nextIdleAt(live, now) };
    await storeHolds(ctx, trx, party, parseBoard(party.board), holdsText(live), now);
    return { holds: holdsWire(live), nextIdleAt: nextIdleAt(live, now) };
  });
}

/** Writes a party's holds on its locked row; the next move here is refereed on them (a hint: were it stale, the move reads the row again). */
async function storeHolds(ctx: PartyContext, trx: Db, party: PartyRecord, board: PartyBoard, holds: string, now: number): Promise<void> {
  await updateParty(trx, party.id, { holds }, now);
  const { puzzleId, status, seq } = party;
  ctx.turns.remember(party.id, { state: { puzzleId, status, seq, board: party.board, holds, playing: true }, board });
}
