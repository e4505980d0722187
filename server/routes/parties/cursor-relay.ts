import type { PartyCursor } from '../../../contract/party';
import { realTimers, type PartyTimers } from './timers';

/**
 * At most one cursor message a party's room gets from this process in this time. Every player
 * sends up to 20 updates a second; relayed one by one, 8 players cost each of them 140 messages a
 * second (and, across processes, every update one Redis publish). Batched, a room gets at most
 * 20 a second whatever the number of players, each carrying every player's latest position.
 */
export const CURSOR_RELAY_MS = 50;

/**
 * Relays cursor updates per party: the first after a quiet spell goes at once (no wait when
 * few move), then the party rests CURSOR_RELAY_MS, gathering each player's latest position,
 * and what gathered goes as one batch when the rest ends. Positions are only kept for the
 * next batch: a batch that is lost (a reconnect) is overtaken by the next movement.
 */
export class CursorRelay {
  private readonly resting = new Map<string, unknown>(); // partyId → the timer that ends its rest
  private readonly gathered = new Map<string, Map<string, PartyCursor>>(); // partyId → playerId → latest

  constructor(
    private readonly send: (partyId: string, cursors: PartyCursor[]) => void,
    private readonly timers: PartyTimers = realTimers,
  ) {}

  relay(partyId: string, cursor: PartyCursor): void {
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
