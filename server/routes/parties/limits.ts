import { CURSORS_PER_SECOND, fullBucket, MOVES_PER_SECOND, noteDrop, spend, type Bucket } from '../../../game/rules/party';

/** How often a cursor keeps its player's hold alive in the database: a hold idles out after 10 s. */
export const TOUCH_EVERY_MS = 2_000;

/**
 * What one socket may still send (game/rules/party/rate.ts), kept with the socket in this
 * process: a reconnect starts afresh, which costs a flooder its connection first.
 */
export class SocketLimits {
  private moves: Bucket;
  private cursors: Bucket;
  private drops: number[] = [];
  holding = false; // it holds something: its cursor keeps the hold alive
  lastTouch = 0;

  constructor(now: number) {
    this.moves = fullBucket(MOVES_PER_SECOND, now);
    this.cursors = fullBucket(CURSORS_PER_SECOND, now);
  }

  /** Whether a move may pass; `flood` when the drops say the socket must go. */
  move(now: number): { allowed: boolean; flood: boolean } {
    const spent = spend(this.moves, MOVES_PER_SECOND, now);
    this.moves = spent.bucket;
    return spent.allowed ? { allowed: true, flood: false } : { allowed: false, flood: this.drop(now) };
  }

  cursor(now: number): { allowed: boolean; flood: boolean } {
    const spent = spend(this.cursors, CURSORS_PER_SECOND, now);
    this.cursors = spent.bucket;
    return spent.allowed ? { allowed: true, flood: false } : { allowed: false, flood: this.drop(now) };
  }

  /** A message dropped for bad shape counts like one over the rate. */
  drop(now: number): boolean {
    const noted = noteDrop(this.drops, now);
    this.drops = noted.drops;
    return noted.flood;
  }
}
