import type { FastifyBaseLogger } from 'fastify';
import { CURSORS_PER_SECOND, freshCursorWindow, fullBucket, MOVES_PER_SECOND, noteCursor, noteDrop, spend, type Bucket, type CursorWindow } from '../../../game/rules/party';

/** How often a cursor keeps its player's hold alive in the database: a hold idles out after 10 s. */
export const TOUCH_EVERY_MS = 2_000;

/**
 * Everything else a socket asks of the database (holds, releases, joins, catch-up, replays, the
 * host's controls): a player picks up about as often as it moves, so twice the moves' rate.
 */
export const REQUESTS_PER_SECOND = MOVES_PER_SECOND * 2;

export const TOO_FAST = 'Too many requests at once: slow down a little.';

/**
 * What one socket may still send (game/rules/party/rate.ts), kept with the socket in this
 * process: a reconnect starts afresh, which costs a flooder its connection first.
 */
export class SocketLimits {
  private moves: Bucket;
  private cursors: Bucket;
  private requests: Bucket;
  private cursorWindow: CursorWindow;
  private drops: number[] = [];
  holding = false; // it holds something: its cursor keeps the hold alive
  lastTouch = 0;

  constructor(now: number) {
    this.moves = fullBucket(MOVES_PER_SECOND, now);
    this.cursors = fullBucket(CURSORS_PER_SECOND, now);
    this.requests = fullBucket(REQUESTS_PER_SECOND, now);
    this.cursorWindow = freshCursorWindow(now);
  }

  /** Whether any other request may pass. */
  request(now: number): { allowed: boolean; flood: boolean } {
    const spent = spend(this.requests, REQUESTS_PER_SECOND, now);
    this.requests = spent.bucket;
    return spent.allowed ? { allowed: true, flood: false } : { allowed: false, flood: this.drop(now) };
  }

  /** Whether a move may pass; `flood` when the drops say the socket must go. */
  move(now: number): { allowed: boolean; flood: boolean } {
    const spent = spend(this.moves, MOVES_PER_SECOND, now);
    this.moves = spent.bucket;
    return spent.allowed ? { allowed: true, flood: false } : { allowed: false, flood: this.drop(now) };
  }

  /** Whether a cursor update may pass: one over the rate is dropped, and counts towards a flood only as noteCursor says. */
  cursor(now: number): { allowed: boolean; flood: boolean } {
    const spent = spend(this.cursors, CURSORS_PER_SECOND, now);
    this.cursors = spent.bucket;
    const noted = noteCursor(this.cursorWindow, now);
    this.cursorWindow = noted.window;
    return { allowed: spent.allowed, flood: noted.flood };
  }

  /** A message dropped for bad shape counts like one over the rate. */
  drop(now: number): boolean {
    const noted = noteDrop(this.drops, now);
    this.drops = noted.drops;
    return noted.flood;
  }
}

const limits = new WeakMap<object, SocketLimits>();

/** The limits of one socket (made on first use). */
export function limitsOf(socket: object, now: number): SocketLimits {
  let found = limits.get(socket);
  if (!found) {
    found = new SocketLimits(now);
    limits.set(socket, found);
  }
  return found;
}

/** Disconnects a socket that flooded, once the answer in hand is on its way. */
export function disconnectFlood(log: FastifyBaseLogger, socket: { id: string; disconnect(close: boolean): unknown }): void {
  setImmediate(() => {
    log.warn({ socket: socket.id }, 'a party socket flooded: disconnected');
    socket.disconnect(true);
  });
}

/** Spends one request of the socket's; true when it is over the rate (then it is not to be served). */
export function overRequestRate(log: FastifyBaseLogger, socket: { id: string; disconnect(close: boolean): unknown }, now: number): boolean {
  const rate = limitsOf(socket, now).request(now);
  if (rate.flood) disconnectFlood(log, socket);
  return !rate.allowed;
}
