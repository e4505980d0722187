import type { PuzzleEvent } from '../../../contract/schemas/puzzles';
import type { RsvpEvent, WatchSnapshot } from '../../../contract/realtime';
import { createRealtimeSocket } from '../../lib/realtime';

export interface WatchHandlers {
  onSnapshot(snapshot: WatchSnapshot): void; // on every (re)join: the full history so far
  onEvent(event: PuzzleEvent): void; // a milestone as it happens
  onRsvp?(rsvp: RsvpEvent): void; // an invitation's (changed) answer as it is given
  onRefused(error: string): void; // the token does not open this puzzle
  onConnection(connected: boolean): void;
}

const JOIN_TIMEOUT_MS = 10_000;

/**
 * Follows one puzzle live. The watch token travels only inside the socket
 * message (never in a URL). Each (re)connect joins again, and the snapshot the
 * server answers with covers whatever happened while the connection was down.
 * Returns a function that stops watching.
 */
export function watchPuzzle(puzzleId: string, watchToken: string, handlers: WatchHandlers): () => void {
  const socket = createRealtimeSocket();
  let refused = false;

  const join = () => {
    socket.timeout(JOIN_TIMEOUT_MS).emit('puzzle:watch', { puzzleId, watchToken }, (error, answer) => {
      if (error) return; // no answer in time: the next reconnect joins again
      if (answer.ok) handlers.onSnapshot(answer.snapshot);
      else {
        refused = true;
        handlers.onRefused(answer.error);
        socket.disconnect();
      }
    });
  };

  socket.on('connect', () => {
    handlers.onConnection(true);
    join();
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

  return () => {
    socket.removeAllListeners();
    socket.disconnect();
  };
}
