import fp from 'fastify-plugin';
import { Server, type Socket } from 'socket.io';
import type { PuzzleEvent } from '../../contract/schemas/puzzles';
import { REALTIME_PROTOCOL_VERSION, type ClientToServerEvents, type RsvpEvent, type ServerToClientEvents } from '../../contract/realtime';
import { isSameOrigin } from './security';

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents>;
export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents>;

export interface Realtime {
  io: RealtimeServer; // routes register their event handlers on it (the watch handler: routes/puzzles/watch.ts)
  /** Puts a socket into the room of one puzzle; call only once it showed that puzzle's watch token. */
  joinPuzzleRoom(socket: RealtimeSocket, puzzleId: string): void;
  /** Sends a milestone to the watchers of that puzzle only. */
  emitPuzzleEvent(event: PuzzleEvent): void;
  /** Sends an invitation's answer to the watchers of that puzzle only. */
  emitRsvp(event: RsvpEvent): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

const roomOf = (puzzleId: string) => `puzzle:${puzzleId}`;

/**
 * Socket.IO on the app's own HTTP server (path /socket.io): the server, who may
 * connect (this site's pages speaking this protocol version), one room per
 * puzzle, and closing it all. The routes emit milestones into a puzzle's room only.
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

    app.decorate('realtime', {
      io,
      joinPuzzleRoom(socket: RealtimeSocket, puzzleId: string) {
        void socket.join(roomOf(puzzleId));
      },
      emitPuzzleEvent(event: PuzzleEvent) {
        io.to(roomOf(event.puzzleId)).emit('puzzle:event', event);
      },
      emitRsvp(event: RsvpEvent) {
        io.to(roomOf(event.puzzleId)).emit('puzzle:rsvp', event);
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
  { name: 'realtime' },
);
