import type { PuzzleKindName } from '../game/rules/gift';
import type { CardType } from '../game/rules/cards';
import type { CoinBalanceEvent } from './coins';
import type { Rsvp } from './schemas/cards';
import type { PartyClientEvents, PartyServerEvents, PartySnapshot } from './party';
import type { PuzzleEvent } from './schemas/puzzles';

/** Bumped when the event maps change incompatibly; the client sends it in the handshake auth. */
export const REALTIME_PROTOCOL_VERSION = 4;

/** The sender's view of a puzzle, as the watch page shows it (no message, no e-mail addresses, no coupon code). */
export interface WatchSnapshot {
  puzzleId: string;
  kind: PuzzleKindName;
  cardType: CardType | null; // a card's type; null for a gift
  senderName: string;
  recipientName: string;
  createdAt: string; // ISO 8601
  events: PuzzleEvent[]; // every milestone so far, oldest first
  rsvp: Rsvp | null; // an invitation's answer, once given
}

export type WatchAck = { ok: true; snapshot: WatchSnapshot } | { ok: false; error: string };

/** An invitation's answer (or a changed answer) as it reaches the sender's watch page. */
export interface RsvpEvent extends Rsvp {
  puzzleId: string;
}

/** Socket.IO event maps, used as `Server<ClientToServerEvents, ServerToClientEvents>` and `Socket<…>` on the client. */
export interface ClientToServerEvents extends PartyClientEvents {
  /**
   * Join the room of a puzzle: its watch token opens it, or without one the session (the handshake's
   * cookie) of the account that owns it. Re-sent to catch up after a reconnect that did not recover its session.
   */
  'puzzle:watch': (request: { puzzleId: string; watchToken?: string }, ack: (answer: WatchAck) => void) => void;
}

export interface ServerToClientEvents extends PartyServerEvents {
  'puzzle:event': (event: PuzzleEvent) => void;
  /** To the watchers: a party started on this puzzle (or a watcher arrived while one is open), then its moves as 'party:moved' and players as 'party:players'; null once it ended. */
  'puzzle:party': (party: PartySnapshot | null) => void;
  'puzzle:rsvp': (rsvp: RsvpEvent) => void;
  /** To every socket of a signed-in account: its coin balance changed (on this device or another). */
  'coins:balance': (event: CoinBalanceEvent) => void;
}
