import { applyPartyMove, heldByOther, isPartyBoardSolved, piecesTaken, release, type PartyBoard, type PartyMove } from '../../game/rules/party';
import type { PuzzleEvent } from '../../contract/schemas/puzzles';
import type { PartyMoved, PartyMoveAck, PartyHold } from '../../contract/party';
import type { Db } from '../db/open';
import { inTransaction } from '../db/transaction';
import { commitPartyMove, findPartyPlay } from '../repos/parties';
import { recordMilestones } from '../puzzles/milestones';
import { noteMilestones, unseenMilestones, type PartyContext } from './context';
import { holdsText, holdsWire, parseBoard, parseHolds, partyMilestones } from './board';
import { liveHolds } from './snapshot';
import type { KnownParty, PartyMoveNote } from './turns';

export const PARTY_CLOSED = 'This party is over: no more moves.';
export const PIECE_HELD = 'Someone else is holding that piece.';
const SEQ_AHEAD = 'A move names the last move its player saw, and this party has not made that many.';

export interface Played {
  ack: PartyMoveAck;
  puzzleId: string | null;
  moved: PartyMoved | null; // to the party's room and the puzzle's watchers, after commit
  holds: PartyHold[] | null; // the holds when they changed (the mover's ended with its move, idle ones dropped)
  solved: PartyBoard | null; // the board that solved the puzzle: the caller commits the solve
  note: PartyMoveNote | null; // a stored move, for the other processes (PartyTurns.learn)
}

/** A move judged on one view of its party: refused, or the board and holds it leads to. */
type Judged =
  | { ok: false; played: Played }
  | { ok: true; board: PartyBoard; holds: string | null; holdsWire: PartyHold[] | null; solved: boolean };

/**
 * One move by one player: refused when the party is not open or the player not in it
 * ('closed'), when another player holds a piece it takes ('held'), or by the rules ('conflict',
 * 'invalid'); else the board and its seq are stored with the move, the mover's hold ends, and
 * the progress milestones it reached are recorded (emitted after commit). `seq` is what the
 * player last saw: it may not be ahead of the server's.
 *
 * A party's moves take turns within this process (PartyTurns). Each is refereed on the party
 * as last known here, or as read (one query, no lock), and stored only if the row is still
 * that (commitPartyMove); else the party is read again and the move refereed again. So no row
 * lock is held while refereeing, and a move is applied once, in one order, on any process.
 */
export function playMove(ctx: PartyContext, partyId: string, playerId: string, seq: number, move: PartyMove): Promise<Played> {
  return ctx.turns.take(partyId, () => playInTurn(ctx, partyId, playerId, seq, move));
}

async function playInTurn(ctx: PartyContext, partyId: string, playerId: string, seq: number, move: PartyMove): Promise<Played> {
  const { db, clock } = ctx.puzzles;
  const now = clock();
  let hint = ctx.turns.knownOf(partyId);
  for (let tries = 0; tries < ctx.optimisticTries; ) {
    const known = hint ?? (await readParty(db, partyId, playerId, false));
    const fresh = hint === undefined;
    hint = undefined;
    if (!known) return closed(seq);
    if (fresh) ctx.turns.remember(partyId, known);
    const judged = judge(known, fresh, playerId, seq, move, now);
    if (!judged.ok) {
      if (fresh || finalOnHint(judged.played.ack)) return judged.played;
      continue; // judged on what this process last knew: judged again on a fresh read
    }
    const played = await store(ctx, db, partyId, playerId, known, judged, move, now);
    if (played) return played;
    ctx.turns.forget(partyId);
    tries += 1;
  }
  // Still losing to moves on other processes: the last try reads the row locked, so it cannot lose.
  return db.transaction().execute(async (trx) => {
    const known = await readParty(trx, partyId, playerId, true);
    if (!known) return closed(seq);
    const judged = judge(known, true, playerId, seq, move, now);
    if (!judged.ok) return judged.played;
    const played = await store(ctx, trx, partyId, playerId, known, judged, move, now);
    if (!played) throw new Error(`party ${partyId}: a move on its locked row was not stored`);
    return played;
  });
}

/**
 * A conflict found on what this process last knew stands: that board is at or past the one the
 * player saw (its seq is not ahead of it), so the piece was moved meanwhile, whatever came
 * after. Other refusals (held, closed, a seq ahead) may be lifted by what came after: read again.
 */
const finalOnHint = (ack: PartyMoveAck): boolean => !ack.ok && ack.refusal === 'conflict';

async function readParty(db: Db, partyId: string, playerId: string, lock: boolean): Promise<KnownParty | undefined> {
  const state = await findPartyPlay(db, partyId, playerId, lock);
  return state && { state, board: parseBoard(state.board) };
}

const closed = (seq: number): Played => ({ ack: { ok: false, refusal: 'closed', error: PARTY_CLOSED, seq }, puzzleId: null, moved: null, holds: null, solved: null, note: null });

/** The referee's judgement on one view of the party (pure). Membership is judged on a fresh read only: the commit checks it anyway. */
function judge(known: KnownParty, fresh: boolean, playerId: string, seq: number, move: PartyMove, now: number): Judged {
  const { state, board } = known;
  const refuse = (refusal: Extract<PartyMoveAck, { ok: false }>['refusal'], error: string): Judged => ({
    ok: false,
    played: { ack: { ok: false, refusal, error, seq: state.seq }, puzzleId: state.puzzleId, moved: null, holds: null, solved: null, note: null },
  });
  if (state.status !== 'open' || (fresh && !state.playing)) return refuse('closed', PARTY_CLOSED);
  if (!Number.isInteger(seq) || seq < 0 || seq > state.seq) return refuse('invalid', SEQ_AHEAD);
  const stored = parseHolds(state.holds);
  const holds = liveHolds(stored, now);
  if (heldByOther(holds, playerId, piecesTaken(board, move), now) !== null) return refuse('held', PIECE_HELD);
  const applied = applyPartyMove(board, move);
  if (!applied.ok) return refuse(applied.refusal, applied.reason);
  const after = release(holds, playerId);
  const changed = after.size !== stored.size;
  return { ok: true, board: applied.board, holds: changed ? holdsText(after) : null, holdsWire: changed ? holdsWire(after) : null, solved: isPartyBoardSolved(applied.board) };
}

/**
 * Stores a judged move if the party is still as judged, with the milestones it reaches (in one
 * transaction then); null when the party changed meanwhile.
 */
async function store(ctx: PartyContext, db: Db, partyId: string, playerId: string, known: KnownParty, judged: Extract<Judged, { ok: true }>, move: PartyMove, now: number): Promise<Played | null> {
  const { state } = known;
  const seq = state.seq + 1;
  const board = JSON.stringify(judged.board);
  const commit = { partyId, playerId, seenSeq: state.seq, seenHolds: state.holds, board, holds: judged.holds, solved: judged.solved, move: JSON.stringify(move), at: now };
  const reached = unseenMilestones(ctx, state.puzzleId, partyMilestones(judged.board, seq));
  const events: PuzzleEvent[] = [];
  const stored =
    reached.length === 0
      ? await commitPartyMove(db, commit)
      : await inTransaction(db, async (trx) => {
          if (!(await commitPartyMove(trx, commit))) return false;
          events.push(...(await recordMilestones(trx, state.puzzleId, reached, now)));
          return true;
        });
  if (!stored) return null;
  const status = judged.solved ? ('solved' as const) : state.status;
  const holds = judged.holds ?? state.holds;
  ctx.turns.remember(partyId, { state: { ...state, seq, board, status, holds }, board: judged.board });
  if (reached.length > 0) noteMilestones(ctx, state.puzzleId, reached); // recorded now, by this move or before
  events.forEach((event) => ctx.puzzles.emitEvent(event));
  return {
    ack: { ok: true, seq },
    puzzleId: state.puzzleId,
    moved: { seq, playerId, move, at: new Date(now).toISOString() },
    holds: judged.holdsWire,
    solved: judged.solved ? judged.board : null,
    note: { partyId, seq, move, holds, status },
  };
}
