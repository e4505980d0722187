import { io, type Socket } from 'socket.io-client';
import { REALTIME_PROTOCOL_VERSION, type ClientToServerEvents, type ServerToClientEvents } from '../../contract/realtime';

/** A Socket.IO client typed by the event maps of contract/realtime.ts. */
export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * Opens a connection to this site's Socket.IO endpoint; reconnects on its own after a drop.
 * WebSocket first: its handshake always carries an Origin header, which the server's
 * same-origin check needs (a same-origin long-polling GET has none); polling only as a fallback.
 */
export function createRealtimeSocket(): RealtimeSocket {
  return io({
    path: '/socket.io',
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
    auth: { protocol: REALTIME_PROTOCOL_VERSION },
    withCredentials: true,
  });
}
