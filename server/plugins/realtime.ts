import fp from 'fastify-plugin';
import { Server, type Socket } from 'socket.io';
import type { PuzzleEvent } from '../../contract/schemas/puzzles';
import {
  REALTIME_PROTOCOL_VERSION,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type WatchAck,
} from '../../contract/realtime';
import { puzzleEvents } from '../puzzles/milestones';
import { watchTokenMatches } from '../puzzles/tokens';
import { findPuzzle } from '../repos/puzzles';
import { isSameOrigin } from './security';

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents>;
type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents>;

export interface Realtime {
  io: RealtimeServer;
  /** Sends a milestone to the watchers of that puzzle only. */
  emitPuzzleEvent(event: PuzzleEvent): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

export const NOT_ALLOWED_TO_WATCH = 'Not allowed to watch this puzzle.';
const roomOf = (puzzleId: string) => `puzzle:${puzzleId}`;

/** A non-empty string of sane length, as ids and tokens from the wire must be. */
const isShortString = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 200;

/**
 * Socket.IO on the app's own HTTP server (path /socket.io). A client joins the
 * room of one puzzle with 'puzzle:watch' and that puzzle's watch token; the
 * routes emit milestones into that room only. A reconnect sends 'puzzle:watch'
 * again and gets every milestone so far in the snapshot, so nothing is missed.
 */
export default fp(
  async function realtimePlugin(app) {
    const io: RealtimeServer = new Server(app.server, {
      path: '/socket.io',
      serveClient: false,
      // Browsers always send Origin with a WebSocket or a cross-site request, so a
      // foreign Origin is refused; same-origin long-polling GETs carry none, and the
      // watch token still guards every room.
      allowRequest: (request, callback) =>
        callback(null, request.headers.origin === undefined || isSameOrigin(request.headers, app.config.publicUrl)),
    });

    io.use((socket, next) => {
      const protocol: unknown = socket.handshake.auth?.protocol;
      if (protocol !== undefined && protocol !== REALTIME_PROTOCOL_VERSION) {
        next(new Error('This page is out of date. Please reload it.'));
        return;
      }
      next();
    });

    io.on('connection', (socket: RealtimeSocket) => {
      socket.on('puzzle:watch', (request, ack) => {
        if (typeof ack !== 'function') return;
        ack(watch(socket, request));
      });
    });

    function watch(socket: RealtimeSocket, request: unknown): WatchAck {
      const { puzzleId, watchToken } = (request ?? {}) as Record<string, unknown>;
      if (!isShortString(puzzleId) || !isShortString(watchToken)) return { ok: false, error: NOT_ALLOWED_TO_WATCH };
      const puzzle = findPuzzle(app.db, puzzleId);
      // Unknown puzzle and wrong token answer alike: the answer tells nothing about which ids exist.
      if (!puzzle || !watchTokenMatches(watchToken, puzzle.watch_token_hash)) return { ok: false, error: NOT_ALLOWED_TO_WATCH };
      // Join and read in the same tick: an event is either in the snapshot or delivered to the room, never lost.
      void socket.join(roomOf(puzzle.id));
      return {
        ok: true,
        snapshot: {
          puzzleId: puzzle.id,
          senderName: puzzle.sender_name,
          recipientName: puzzle.recipient_name,
          createdAt: new Date(puzzle.created_at).toISOString(),
          events: puzzleEvents(app.db, puzzle.id),
        },
      };
    }

    app.decorate('realtime', {
      io,
      emitPuzzleEvent(event: PuzzleEvent) {
        io.to(roomOf(event.puzzleId)).emit('puzzle:event', event);
      },
    });

    // Open WebSockets would keep the HTTP server from closing: end them before Fastify closes it.
    app.addHook('preClose', async () => {
      io.disconnectSockets(true);
      io.engine.close();
    });
    app.addHook('onClose', async () => {
      // Fastify has closed the HTTP server already; io.close reports that as an error we do not need.
      await new Promise<void>((resolve) => void io.close(() => resolve()));
    });
  },
  { name: 'realtime', dependencies: ['db'] },
);
