/**
 * A member's coins and daily progress (issue 22 parts 1 and 2): names both sides use.
 * The routes and their schemas are in schemas/coins.ts; the live balance event is
 * 'coins:balance' in realtime.ts, sent to every socket of the account.
 */
export { MERGE_MAX } from '../game/rules/coin-ledger';

/** The Socket.IO room of one account's connections (the session cookie of the handshake puts a socket in it). */
export const accountRoom = (userId: string): string => `account:${userId}`;

/** What the live event carries: the balance after the change, and the change (for the badge's animation). */
export interface CoinBalanceEvent {
  balance: number;
  change: number;
}

export const COIN_MESSAGES = {
  notSolved: 'These moves do not solve today’s puzzle, so no coins were paid.',
  invalidMove: 'A move is not a swap of two places on this board.',
} as const;
