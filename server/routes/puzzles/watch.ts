import type { FastifyPluginAsync } from 'fastify';
import { NOT_ALLOWED_TO_WATCH } from '../../../contract/puzzles';
import type { WatchAck } from '../../../contract/realtime';
import type { RealtimeSocket } from '../../plugins/realtime';
import type { PuzzleService } from '../../puzzles/service';

/** A non-empty string of sane length, as ids and tokens from the wire must be. */
const isShortString = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 200;

/**
 * Socket.IO 'puzzle:watch': a client joins the room of one puzzle with that
 * puzzle's watch token, or without one as the signed-in account that owns it
 * (the realtime plugin read the session of the handshake), and gets every milestone so far in the snapshot. A
 * reconnect that did not recover its session sends 'puzzle:watch' again, so nothing is missed.
 */
const watchHandler: FastifyPluginAsync<{ puzzles: PuzzleService; afterWatch?: (socket: RealtimeSocket, puzzleId: string) => Promise<void> }> = async (
  app,
  { puzzles, afterWatch },
) => {
  async function watch(socket: RealtimeSocket, request: unknown): Promise<WatchAck> {
    const { puzzleId, watchToken } = (request ?? {}) as Record<string, unknown>;
    if (!isShortString(puzzleId) || !(watchToken === undefined || isShortString(watchToken))) return { ok: false, error: NOT_ALLOWED_TO_WATCH };
    const snapshot = await puzzles.watch(puzzleId, watchToken, socket.data.userId, () => app.realtime.joinPuzzleRoom(socket, puzzleId));
    return snapshot ? { ok: true, snapshot } : { ok: false, error: NOT_ALLOWED_TO_WATCH };
  }

  app.realtime.io.on('connection', (socket) => {
    socket.on('puzzle:watch', (request, ack) => {
      if (typeof ack !== 'function') return;
      watch(socket, request).then(
        (answer) => {
          ack(answer);
          // A party open on this puzzle: its board follows the answer (routes/parties/).
          if (answer.ok && afterWatch) afterWatch(socket, answer.snapshot.puzzleId).catch((error: unknown) => app.log.error({ err: error }, 'showing a party to a watcher failed'));
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'answering a watch request failed');
          ack({ ok: false, error: NOT_ALLOWED_TO_WATCH });
        },
      );
    });
  });
};
export default watchHandler;
