import type { PartyCursor } from '../../../contract/party';
import type { PeerCursors } from '../../plugins/realtime';
import { realTimers, type PartyTimers } from './timers';

/**
 * How long this process gathers its own players' cursor updates before posting them to the other
 * processes, every party's in one message. One message per update would be one Redis write each
 * (2,000 a second per process at 50 parties); one per window is at most 100, and adds at most
 * this to the trip of a cursor to a player on another process.
 */
export const CURSOR_POST_MS = 10;

/**
 * The cursor updates of this process's players, posted to the other processes, where each is
 * relayed to that process's sockets in its own batches (cursor-relay.ts). Only each player's
 * latest position in a window goes.
 */
export class CursorPost {
  private gathered = new Map<string, Map<string, PartyCursor>>(); // partyId → playerId → latest
  private timer: unknown = null;

  constructor(
    private readonly post: (cursors: PeerCursors) => void,
    private readonly timers: PartyTimers = realTimers,
  ) {}

  add(partyId: string, cursor: PartyCursor): void {
    const party = this.gathered.get(partyId) ?? new Map<string, PartyCursor>();
    party.set(cursor.playerId, cursor);
    this.gathered.set(partyId, party);
    this.timer ??= this.timers.set(() => this.flush(), CURSOR_POST_MS);
  }

  /** Drops its timer and what it gathered (the app is closing). */
  close(): void {
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = null;
    this.gathered.clear();
  }

  private flush(): void {
    this.timer = null;
    const cursors: PeerCursors = [...this.gathered].map(([partyId, party]) => [partyId, [...party.values()]]);
    this.gathered = new Map();
    this.post(cursors);
  }
}
