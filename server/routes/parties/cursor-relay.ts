import type { PartyCursor } from '../../../contract/party';
import type { PeerCursors } from '../../plugins/realtime';
import type { CursorPost } from './cursor-post';
import { realTimers, type PartyTimers } from './timers';

/**
 * At most one cursor message a party's player gets in this time. Every player sends up to 20
 * updates a second; relayed one by one, 8 players cost each of them 140 messages a second.
 * Batched, a player gets at most 20 a second whatever the number of players (and of processes),
 * each carrying every player's latest position.
 */
export const CURSOR_RELAY_MS = 50;

export interface CursorRelayOptions {
  send: (partyId: string, cursors: PartyCursor[]) => void; // to this process's sockets in the party's room
  post?: CursorPost; // to the other processes, when there are any
  timers?: PartyTimers;
}

/**
 * Relays cursor updates per party to this process's sockets: the first after a quiet spell goes
 * at once (no wait when few move), then the party rests CURSOR_RELAY_MS, gathering each player's
 * latest position, and what gathered goes as one batch when the rest ends. Positions are only
 * kept for the next batch: a batch that is lost (a reconnect) is overtaken by the next movement.
 *
 * Across processes, each relays to its own sockets the updates of every player, wherever
 * connected (its own, and those the others post). Were each to send its batches to the whole
 * room, a party spread over two processes would get a batch from each: 40 a second.
 */
export class CursorRelay {
  private readonly resting = new Map<string, unknown>(); // partyId → the timer that ends its rest
  private readonly gathered = new Map<string, Map<string, PartyCursor>>(); // partyId → playerId → latest
  private readonly send: CursorRelayOptions['send'];
  private readonly post: CursorPost | undefined;
  private readonly timers: PartyTimers;

  constructor({ send, post, timers = realTimers }: CursorRelayOptions) {
    this.send = send;
    this.post = post;
    this.timers = timers;
  }

  /** An update from one of this process's sockets: for the party's sockets here and on the other processes. */
  relay(partyId: string, cursor: PartyCursor): void {
    this.post?.add(partyId, cursor);
    this.gather(partyId, cursor);
  }

  /** Updates the other processes' sockets sent (each process posts only its own: none is posted on). */
  relayPosted(cursors: PeerCursors): void {
    for (const [partyId, players] of cursors) for (const cursor of players) this.gather(partyId, cursor);
  }

  private gather(partyId: string, cursor: PartyCursor): void {
    if (!this.resting.has(partyId)) {
      this.send(partyId, [cursor]);
      this.rest(partyId);
      return;
    }
    const party = this.gathered.get(partyId) ?? new Map<string, PartyCursor>();
    party.set(cursor.playerId, cursor);
    this.gathered.set(partyId, party);
  }

  /** Drops every timer and what it gathered (the app is closing). */
  close(): void {
    this.post?.close();
    this.resting.forEach((handle) => this.timers.clear(handle));
    this.resting.clear();
    this.gathered.clear();
  }

  private rest(partyId: string): void {
    this.resting.set(
      partyId,
      this.timers.set(() => {
        this.resting.delete(partyId);
        const party = this.gathered.get(partyId);
        if (!party) return; // nothing moved while resting: the next update goes at once
        this.gathered.delete(partyId);
        this.send(partyId, [...party.values()]);
        this.rest(partyId);
      }, CURSOR_RELAY_MS),
    );
  }
}
