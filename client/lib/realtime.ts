import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, REALTIME_PROTOCOL_VERSION, ServerToClientEvents } from '../../server/contract/realtime';

/** A Socket.IO client typed by the server's event maps (the contract is imported as types only). */
export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

// The client may not import the server's values, so the version is restated here;
// the type annotation makes the compiler fail when the contract's number changes.
const PROTOCOL_VERSION: typeof REALTIME_PROTOCOL_VERSION = 1;

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
    auth: { protocol: PROTOCOL_VERSION },
    withCredentials: true,
  });
}
