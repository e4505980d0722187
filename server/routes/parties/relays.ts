import type { FastifyInstance } from 'fastify';
import type { PartyCursor, PartyMoved } from '../../../contract/party';
import type { PartyService } from '../../parties/service';
import type { PartyMoveNote } from '../../parties/turns';
import { partyRoom, puzzleRoom } from '../../plugins/realtime';
import { PeerNews } from '../../realtime/party-news';
import { CursorRelay } from './cursor-relay';
import { HoldExpiry } from './hold-expiry';

/** What this process's party sockets share: cursor batches, moves to relay, a look at the holds when they go idle. */
export interface PartyRelays {
  cursors: CursorRelay;
  idleHolds: HoldExpiry;
  /** A move stored here: to this process's players and watchers, and in this turn's news to the other processes (which learn it). */
  relayMove(puzzleId: string, moved: PartyMoved, note: PartyMoveNote): void;
  close(): void;
}

/**
 * Cursors and moves go to this process's own sockets directly, and to the other processes in
 * one message per turn of the event loop (realtime/party-news.ts), which each relays to its own
 * sockets: through the adapter, every cursor batch and move was one message in the Redis stream.
 */
export function createPartyRelays(app: FastifyInstance, parties: PartyService): PartyRelays {
  const { io, shared } = app.realtime;
  const news = new PeerNews((gathered) => app.realtime.announcePartyNews(gathered));
  const showCursors = (partyId: string, batch: PartyCursor[]) => io.local.to(partyRoom(partyId)).emit('party:cursors', batch);
  const showMove = (puzzleId: string, moved: PartyMoved, partyId: string) => io.local.to([partyRoom(partyId), puzzleRoom(puzzleId)]).emit('party:moved', moved);

  app.realtime.onPartyNewsElsewhere((gathered) => {
    gathered.cursors.forEach(({ partyId, cursors }) => showCursors(partyId, cursors));
    for (const { puzzleId, moved, note } of gathered.moves) {
      parties.learn(note); // the next move here on that party is refereed on it
      showMove(puzzleId, moved, note.partyId);
    }
  });

  const cursors = new CursorRelay((partyId, batch) => {
    showCursors(partyId, batch);
    if (shared) news.cursors(partyId, batch);
  });
  const idleHolds = new HoldExpiry(async (partyId) => {
    try {
      const swept = await parties.dropIdleHolds(partyId);
      if (swept.holds) io.to(partyRoom(partyId)).emit('party:holds', swept.holds);
      return swept.nextIdleAt;
    } catch (error) {
      app.log.error({ err: error, partyId }, 'dropping idle holds failed');
      return null;
    }
  }, app.clock);
  return {
    cursors,
    idleHolds,
    relayMove(puzzleId, moved, note) {
      showMove(puzzleId, moved, note.partyId);
      if (shared) news.moved(puzzleId, moved, note);
    },
    close() {
      cursors.close();
      idleHolds.close();
    },
  };
}
