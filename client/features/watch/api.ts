import type { PuzzleEvent } from '../../../contract/schemas/puzzles';
import type { PartyMoved, PartyPlayer, PartyReplayAck, PartySnapshot } from '../../../contract/party';
import type { RsvpEvent, WatchSnapshot } from '../../../contract/realtime';
import { createRealtimeSocket, type RealtimeSocket } from '../../lib/realtime';

export interface WatchHandlers {
  onSnapshot(snapshot: WatchSnapshot): void; // on every (re)join: the full history so far
  onEvent(event: PuzzleEvent): void; // a milestone as it happens
  onRsvp?(rsvp: RsvpEvent): void; // an invitation's (changed) answer as it is given
  onRefused(error: string): void; // the token does not open this puzzle
  onConnection(connected: boolean): void;
  onParty?(party: PartySnapshot | null): void; // a party solving it together: the whole of it, or null once it ended
  onPartyMoved?(moved: PartyMoved): void; // its moves, in seq order (a gap: ask again with rejoin)
  onPartyPlayers?(players: PartyPlayer[]): void;
}

/** A watch in progress: stop it, join again (the server answers with everything as it is), ask for a party's replay. */
export interface WatchConnection {
  stop(): void;
  rejoin(): void;
  partyReplay(partyId: string): Promise<PartyReplayAck | null>; // null: no answer in time
}

const JOIN_TIMEOUT_MS = 10_000;

/**
 * Follows one puzzle live. The watch token travels only inside the socket
 * message (never in a URL); without one, the server lets in the signed-in
 * account that owns the puzzle (the handshake carries the session cookie). A reconnect that recovered its session (the server
 * kept its room and replays the events it missed) has nothing to ask; any other
 * (re)connect joins again, and the snapshot the server answers with covers
 * whatever happened while the connection was down.
 * Returns a function that stops watching. (Tests pass a socket to a server of theirs.)
 */
export function watchPuzzle(
  puzzleId: string,
  watchToken: string | undefined,
  handlers: WatchHandlers,
  socket: RealtimeSocket = createRealtimeSocket(),
): () => void {
  return watchPuzzleLive(puzzleId, watchToken, handlers, socket).stop;
}

/** watchPuzzle, with the connection's other uses: a rejoin after a missed party move, and the party's replay. */
export function watchPuzzleLive(
  puzzleId: string,
  watchToken: string | undefined,
  handlers: WatchHandlers,
  socket: RealtimeSocket = createRealtimeSocket(),
): WatchConnection {
  let refused = false;
  let joined = false; // the server answered a join in the current session (a recovered one keeps its room)

  const join = () => {
    socket.timeout(JOIN_TIMEOUT_MS).emit('puzzle:watch', watchToken ? { puzzleId, watchToken } : { puzzleId }, (error, answer) => {
      if (error) return; // no answer in time: the next reconnect joins again
      if (answer.ok) {
        joined = true;
        handlers.onSnapshot(answer.snapshot);
      } else {
        refused = true;
        handlers.onRefused(answer.error);
        socket.disconnect();
      }
    });
  };

  socket.on('connect', () => {
    handlers.onConnection(true);
    if (!socket.recovered) joined = false; // a new session: the server knows this socket in no room
    if (!joined) join();
  });
  socket.on('disconnect', () => {
    if (!refused) handlers.onConnection(false);
  });
  socket.on('connect_error', () => handlers.onConnection(false));
  socket.on('puzzle:event', (event) => {
    if (event.puzzleId === puzzleId) handlers.onEvent(event);
  });
  socket.on('puzzle:rsvp', (rsvp) => {
    if (rsvp.puzzleId === puzzleId) handlers.onRsvp?.(rsvp);
  });
  socket.on('puzzle:party', (party) => handlers.onParty?.(party));
  socket.on('party:moved', (moved) => handlers.onPartyMoved?.(moved));
  socket.on('party:players', (players) => handlers.onPartyPlayers?.(players));

  return {
    stop: () => {
      socket.removeAllListeners();
      socket.disconnect();
    },
    rejoin: () => {
      if (socket.connected && !refused) join();
    },
    partyReplay: async (partyId) => {
      try {
        return await socket.timeout(JOIN_TIMEOUT_MS).emitWithAck('party:replay', { partyId });
      } catch {
        return null;
      }
    },
  };
}
