import { applyPartyMove, heldByOther, isPartyBoardSolved, piecesTaken, release, type PartyBoard, type PartyMove } from '../../game/rules/party';
import type { PuzzleEvent } from '../../contract/schemas/puzzles';
import type { PartyMoved, PartyMoveAck, PartyHold } from '../../contract/party';
import type { Db } from '../db/open';
import { findPartyPlayer } from '../repos/party-players';
import { findParty, insertPartyMove, updateParty } from '../repos/parties';
import { recordMilestones } from '../puzzles/milestones';
import { noteMilestones, unseenMilestones, type PartyContext } from './context';
import { holdsText, holdsWire, parseBoard, parseHolds, partyMilestones } from './board';
import { liveHolds } from './snapshot';

export const PARTY_CLOSED = 'This party is over: no more moves.';
export const PIECE_HELD = 'Someone else is holding that piece.';

export interface Played {
  ack: PartyMoveAck;
  puzzleId: string | null;
  moved: PartyMoved | null; // to the party's room and the puzzle's watchers, after commit
  holds: PartyHold[] | null; // the holds when they changed (the mover's ended with its move, idle ones dropped)
  solved: PartyBoard | null; // the board that solved the puzzle: the caller commits the solve
}

/**
 * One move by one player, refereed in one transaction on the party's locked row: refused when
 * the party is not open ('closed'), when another player holds a piece it takes ('held'), or by
 * the rules ('conflict', 'invalid'); else the board and its seq are stored with the move, the
 * mover's hold ends, and the progress milestones it reached are recorded (emitted after commit).
 * `seq` is what the player last saw: it may not be ahead of the server's.
 */
export async function playMove(ctx: PartyContext, partyId: string, playerId: string, seq: number, move: PartyMove): Promise<Played> {
  const { db, clock } = ctx.puzzles;
  const now = clock();
  const { played, events, reached } = await db.transaction().execute(async (trx) => {
    const outcome = await referee(ctx, trx, partyId, playerId, seq, move, now);
    const reached = outcome.board && outcome.puzzleId ? unseenMilestones(ctx, outcome.puzzleId, partyMilestones(outcome.board, outcome.played.ack.seq)) : [];
    const recorded = reached.length > 0 && outcome.puzzleId ? await recordMilestones(trx, outcome.puzzleId, reached, now) : [];
    return { played: outcome.played, events: recorded, reached };
  });
  if (played.puzzleId && reached.length > 0) noteMilestones(ctx, played.puzzleId, reached); // recorded now, by this move or before
  events.forEach((event: PuzzleEvent) => ctx.puzzles.emitEvent(event));
  return played;
}

interface Outcome {
  played: Played;
  puzzleId: string | null;
  board: PartyBoard | null; // the board after an applied move
}

async function referee(ctx: PartyContext, trx: Db, partyId: string, playerId: string, seq: number, move: PartyMove, now: number): Promise<Outcome> {
  const party = await findParty(trx, partyId, true);
  const refuse = (refusal: Extract<PartyMoveAck, { ok: false }>['refusal'], error: string, holds: PartyHold[] | null = null): Outcome => ({
    played: { ack: { ok: false, refusal, error, seq: party?.seq ?? seq }, puzzleId: party?.puzzleId ?? null, moved: null, holds, solved: null },
    puzzleId: null,
    board: null,
  });
  if (!party || party.status !== 'open') return refuse('closed', PARTY_CLOSED);
  const player = await findPartyPlayer(trx, playerId);
  if (!player || player.partyId !== partyId || player.removed) return refuse('closed', PARTY_CLOSED);
  if (!Number.isInteger(seq) || seq < 0 || seq > party.seq) return refuse('invalid', 'A move names the last move its player saw, and this party has not made that many.');
  const board = parseBoard(party.board);
  const stored = parseHolds(party.holds);
  const holds = liveHolds(stored, now);
  if (heldByOther(holds, playerId, piecesTaken(board, move), now) !== null) return refuse('held', PIECE_HELD);
  const applied = applyPartyMove(board, move);
  if (!applied.ok) return refuse(applied.refusal, applied.reason);

  const next = party.seq + 1;
  const solved = isPartyBoardSolved(applied.board);
  const after = release(holds, playerId);
  const holdsChanged = after.size !== stored.size;
  await updateParty(trx, partyId, { seq: next, board: JSON.stringify(applied.board), ...(holdsChanged && { holds: holdsText(after) }), ...(solved && { status: 'solved' }) }, now);
  await insertPartyMove(trx, partyId, { seq: next, playerId, move: JSON.stringify(move), at: now });
  return {
    played: {
      ack: { ok: true, seq: next },
      puzzleId: party.puzzleId,
      moved: { seq: next, playerId, move, at: new Date(now).toISOString() },
      holds: holdsChanged ? holdsWire(after) : null,
      solved: solved ? applied.board : null,
    },
    puzzleId: party.puzzleId,
    board: applied.board,
  };
}
