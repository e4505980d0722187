import { applyPartyMove, type PartyBoard, type PartyMove } from '../../game/rules/party';
import type { PartyPlayState, PartyStatus } from '../repos/parties';

/**
 * What this process last knew of a party's row (its board parsed): a move is refereed on it
 * without reading the row first. Only a hint: the move is stored only if the row is still at
 * that seq and holds (commitPartyMove), and a refusal judged on it is judged again on a fresh read.
 */
export interface KnownParty {
  state: PartyPlayState;
  board: PartyBoard;
}

/**
 * A move committed by one process, told to the others (through the realtime adapter): what they
 * know of the party moves on with it, so their next move is refereed on the board as it is now
 * instead of losing its commit, reading the party and trying again.
 */
export interface PartyMoveNote {
  partyId: string;
  seq: number; // the move's
  move: PartyMove;
  holds: string; // the party's holds after it, as stored
  status: PartyStatus;
}

const KNOWN_KEPT = 2_000; // parties remembered; the least recently played go first

/**
 * One party's moves, one at a time within this process: a move waits for the one before it as a
 * promise, not holding a pooled connection or a row lock. Across processes the conditional
 * commit keeps one order.
 */
export class PartyTurns {
  private readonly tails = new Map<string, Promise<unknown>>();
  private readonly known = new Map<string, KnownParty>();

  /** Runs `work` once every earlier turn of the party in this process has ended. */
  take<T>(partyId: string, work: () => Promise<T>): Promise<T> {
    const before = this.tails.get(partyId) ?? Promise.resolve();
    const turn = before.then(work);
    const tail = turn.catch(() => undefined);
    this.tails.set(partyId, tail);
    void tail.then(() => {
      if (this.tails.get(partyId) === tail) this.tails.delete(partyId); // the last in line: nothing kept
    });
    return turn;
  }

  knownOf(partyId: string): KnownParty | undefined {
    return this.known.get(partyId);
  }

  remember(partyId: string, known: KnownParty): void {
    this.known.delete(partyId); // to the end: the map's order is the order of use
    if (this.known.size >= KNOWN_KEPT) this.known.delete(this.known.keys().next().value as string);
    this.known.set(partyId, known);
  }

  forget(partyId: string): void {
    this.known.delete(partyId);
  }

  /** Another process committed a move: applied to what this one knows when it follows it; forgotten when one was missed. */
  learn(note: PartyMoveNote): void {
    const known = this.known.get(note.partyId);
    if (!known || note.seq <= known.state.seq) return; // not played here lately, or known already
    const applied = note.seq === known.state.seq + 1 ? applyPartyMove(known.board, note.move) : null;
    if (!applied?.ok) return this.forget(note.partyId); // a note missed (or out of order): the next move reads the party
    const state = { ...known.state, seq: note.seq, board: JSON.stringify(applied.board), holds: note.holds, status: note.status };
    this.remember(note.partyId, { state, board: applied.board });
  }
}
