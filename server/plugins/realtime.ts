import fp from 'fastify-plugin';
import { Server, type Socket } from 'socket.io';
import type { PuzzleEvent } from '../../contract/schemas/puzzles';
import type { PartyCursor } from '../../contract/party';
import { SESSION_COOKIE } from '../../contract/auth';
import { REALTIME_PROTOCOL_VERSION, type ClientToServerEvents, type RsvpEvent, type ServerToClientEvents } from '../../contract/realtime';
import { validateSessionToken } from '../auth/sessions';
import { connectRedisAdapter } from '../realtime/redis-adapter';
import type { PartyMoveNote } from '../parties/turns';
import { isSameOrigin } from './security';

/** Cursor updates of one process's players, by party (routes/parties/cursor-post.ts). */
export type PeerCursors = [partyId: string, cursors: PartyCursor[]][];

/** What one app process tells the others (through the adapter; with no Redis there are no others). */
interface PeerEvents {
  'puzzle:solved': (puzzleId: string, at: number) => void;
  'puzzle:changed': (puzzleId: string) => void;
  'party:committed': (note: PartyMoveNote) => void;
  'party:cursors': (cursors: PeerCursors) => void;
}

/** What the server knows of a connection (kept with its session when the connection recovers). */
export interface SocketData {
  userId?: string; // the account signed in when it connected (the session cookie of its handshake)
  /** The party this connection plays in (routes/parties/): kept with the session, so a recovered connection is still in it. */
  party?: { partyId: string; puzzleId: string; playerId: string; host: boolean };
}

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, PeerEvents, SocketData>;
export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, PeerEvents, SocketData>;

export interface Realtime {
  io: RealtimeServer; // routes register their event handlers on it (the watch handler: routes/puzzles/watch.ts)
  /** Other app processes may share the rooms (REDIS_URL): a room's sockets are not all here. */
  hasPeers: boolean;
  /** Puts a socket into the room of one puzzle; call only once it showed that puzzle's watch token. */
  joinPuzzleRoom(socket: RealtimeSocket, puzzleId: string): void;
  /** Sends a milestone to the watchers of that puzzle only. */
  emitPuzzleEvent(event: PuzzleEvent): void;
  /** Sends an invitation's answer to the watchers of that puzzle only. */
  emitRsvp(event: RsvpEvent): void;
  /** Tells the other app processes that a puzzle was solved here, so that their read caches say so too. */
  announceSolved(puzzleId: string, at: number): void;
  /** Calls `handler` whenever another app process announces a solve. */
  onSolvedElsewhere(handler: (puzzleId: string, at: number) => void): void;
  /** Tells the other app processes that a sender changed or cancelled a puzzle, so that their read caches drop it. */
  announceChanged(puzzleId: string): void;
  onChangedElsewhere(handler: (puzzleId: string) => void): void;
  /** Tells the other app processes of a party move stored here, so their next move on that party is refereed on it. */
  announcePartyMove(note: PartyMoveNote): void;
  onPartyMoveElsewhere(handler: (note: PartyMoveNote) => void): void;
  /** Posts this process's players' cursor updates to the other app processes. */
  postCursors(cursors: PeerCursors): void;
  onCursorsElsewhere(handler: (cursors: PeerCursors) => void): void;
  /** Resolves when the shared store answers (Redis with REDIS_URL; at once without it): readiness. */
  pingShared(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

const roomOf = (puzzleId: string) => `puzzle:${puzzleId}`;
/** The room of a puzzle's watchers: a party's moves go there too. */
export const puzzleRoom = roomOf;
/** The room of a party's players (routes/parties/): its moves, players, holds and cursors. */
export const partyRoom = (partyId: string) => `party:${partyId}`;

/**
 * Socket.IO on the app's own HTTP server (path /socket.io): the server, who may
 * connect (this site's pages speaking this protocol version), one room per
 * puzzle, and closing it all. The routes emit milestones into a puzzle's room only.
 * With REDIS_URL, rooms span every process (an emit here reaches a watcher
 * connected to another); without it they live in this process.
 */
export default fp(
  async function realtimePlugin(app) {
    const redis = app.config.redisUrl
      ? await connectRedisAdapter(app.config.redisUrl, { onError: (err) => app.log.warn({ err }, 'Redis (Socket.IO adapter) connection error') })
      : null;
    const io: RealtimeServer = new Server(app.server, {
      path: '/socket.io',
      serveClient: false,
      ...(redis && { adapter: redis.adapter }),
      // A watcher whose connection dropped gets its rooms back and the events it missed
      // (socket.recovered), without watching again; after two minutes, or if it had received
      // nothing yet (no offset to resume from), it connects afresh and watches again. With
      // Redis the session is stored there, so it recovers on any process. The middleware
      // below is skipped then: that client passed it when it first connected.
      connectionStateRecovery: { maxDisconnectionDuration: 2 * 60_000, skipMiddlewares: true },
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

    // Who is signed in: a same-origin handshake carries the session cookie, so the owning account may
    // watch its gifts without the watch token ("My gifts" links to /watch/:id). No session is no error:
    // the token still opens a room. Another site's page cannot ride on the cookie: allowRequest refuses
    // its Origin. Without the sessions plugin (this plugin alone, as
    // tests/server/realtime-redis.test.ts runs it) every connection is anonymous.
    const knowsSessions = app.hasDecorator('parseCookie') && app.hasDecorator('db');
    io.use((socket, next) => {
      const token = knowsSessions ? app.parseCookie(socket.request.headers.cookie ?? '')[SESSION_COOKIE] : undefined;
      if (token === undefined) return next();
      validateSessionToken(app.db, token, app.clock()).then(
        (session) => {
          if (session) socket.data.userId = session.user.id;
          next();
        },
        (error: unknown) => {
          app.log.warn({ err: error }, 'reading the session of a realtime connection failed');
          next();
        },
      );
    });

    app.decorate('realtime', {
      io,
      hasPeers: redis !== null,
      joinPuzzleRoom(socket: RealtimeSocket, puzzleId: string) {
        void socket.join(roomOf(puzzleId));
      },
      emitPuzzleEvent(event: PuzzleEvent) {
        io.to(roomOf(event.puzzleId)).emit('puzzle:event', event);
      },
      emitRsvp(event: RsvpEvent) {
        io.to(roomOf(event.puzzleId)).emit('puzzle:rsvp', event);
      },
      announceSolved(puzzleId: string, at: number) {
        if (redis) io.serverSideEmit('puzzle:solved', puzzleId, at); // alone, there is no one to tell (and the in-memory adapter warns)
      },
      onSolvedElsewhere(handler: (puzzleId: string, at: number) => void) {
        io.on('puzzle:solved', handler);
      },
      announceChanged(puzzleId: string) {
        if (redis) io.serverSideEmit('puzzle:changed', puzzleId);
      },
      onChangedElsewhere(handler: (puzzleId: string) => void) {
        io.on('puzzle:changed', handler);
      },
      announcePartyMove(note: PartyMoveNote) {
        if (redis) io.serverSideEmit('party:committed', note);
      },
      onPartyMoveElsewhere(handler: (note: PartyMoveNote) => void) {
        io.on('party:committed', handler);
      },
      postCursors(cursors: PeerCursors) {
        if (redis) io.serverSideEmit('party:cursors', cursors);
      },
      onCursorsElsewhere(handler: (cursors: PeerCursors) => void) {
        io.on('party:cursors', handler);
      },
      pingShared: async () => redis?.ping(),
    });
    if (app.hasDecorator('metrics')) app.metrics.watchSockets(() => io.engine.clientsCount); // alone (a test), nothing counts

    // Open WebSockets would keep the HTTP server from closing: end them before Fastify closes it,
    // as a network drop would: each client reconnects (to another process, if there is one) and
    // recovers the session stored for it. Not disconnectSockets: a client told goodbye stays
    // away, and with the Redis adapter that goodbye would reach every process's sockets.
    app.addHook('preClose', async () => {
      io.engine.close();
    });
    app.addHook('onClose', async () => {
      // Fastify has closed the HTTP server already; io.close reports that as an error we do not need.
      await new Promise<void>((resolve) => void io.close(() => resolve()));
      await redis?.close();
    });
  },
  { name: 'realtime' },
);
