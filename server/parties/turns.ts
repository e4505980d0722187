import type { PartyBoard } from '../../game/rules/party';
import type { PartyPlayState } from '../repos/parties';

/**
 * What this process last knew of a party's row (its board parsed): a move is refereed on it
 * without reading the row first. Only a hint: the move is stored only if the row is still at
 * that seq and holds (commitPartyMove), and a refusal judged on it is judged again on a fresh read.
 */
export interface KnownParty {
  state: PartyPlayState;
  board: PartyBoard;
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
}
