import type { PartyCursor, PartyMoved } from '../../contract/party';
import type { PartyMoveNote } from '../parties/turns';

/**
 * What one app process tells the others about its parties, gathered per turn of its event loop
 * into one message: the cursor batches and the moves it relayed to its own players. Sent one
 * by one through the adapter, a busy process put thousands of messages a second into the
 * Redis stream that every process reads in order, and a backlog there delayed everything.
 */
export interface PartyNews {
  cursors: { partyId: string; cursors: PartyCursor[] }[];
  moves: { puzzleId: string; moved: PartyMoved; note: PartyMoveNote }[]; // in the order they were stored
}

/** Gathers news until the end of this turn of the event loop, then sends it in one message (only when there are other processes). */
export class PeerNews {
  private pending: PartyNews | null = null;

  constructor(
    private readonly send: (news: PartyNews) => void,
    private readonly later: (run: () => void) => void = (run) => void setImmediate(run),
  ) {}

  cursors(partyId: string, cursors: PartyCursor[]): void {
    this.gather().cursors.push({ partyId, cursors });
  }

  moved(puzzleId: string, moved: PartyMoved, note: PartyMoveNote): void {
    this.gather().moves.push({ puzzleId, moved, note });
  }

  private gather(): PartyNews {
    if (!this.pending) {
      this.pending = { cursors: [], moves: [] };
      this.later(() => {
        const news = this.pending;
        this.pending = null;
        if (news) this.send(news);
      });
    }
    return this.pending;
  }
}
