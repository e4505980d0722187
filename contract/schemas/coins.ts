import { Type, type Static } from 'typebox';
import { DAILY_GAMES } from '../../game/rules/coins';
import { MAX_DAILY_MOVES } from '../../game/rules/daily-deal';
import { SOLVE_BUCKETS } from '../../game/rules/solve-distribution';
import { DateKey } from './daily';
import { oneOf } from './literals';

/**
 * A member's coins and daily progress: the HTTP contract shared by server/routes/coins and
 * client/features/daily (contract/coins.ts has the names both sides use). Every route needs
 * a session: 401 'unauthenticated' otherwise. State-changing ones need this site's Origin.
 *
 * GET  /api/coins          → 200 CoinAccountBody: the balance and both games' progress
 * POST /api/coins/spend    SpendBody → 200 CoinBalanceBody. A member's clue or swap is never refused:
 *                          the balance never goes below 0 (the ledger records what it took).
 * POST /api/coins/claim    ClaimRewardBody → 200 ClaimResultBody. The server rebuilds the day's deal (the
 *                          word of a UTC day, the picture of a local day; a date within one day of the
 *                          server's) and replays the moves: 400 'invalid-move' for a move off the board,
 *                          422 'not-solved' when they do not solve it, 400 'date-out-of-range', 404
 *                          'no-picture'. A solved day pays its reward once per account (paid: false after).
 * POST /api/coins/merge    MergeBody → 200 MergeResultBody: this browser's coins join the account once per
 *                          account (added: 0 every other time, from any browser); at most MERGE_MAX. Its
 *                          stats (progress) go with them into a game the account never played.
 * Every change that moved the balance is also sent live as 'coins:balance' to the account's sockets.
 */

export const GameProgressBody = Type.Object(
  {
    currentStreak: Type.Integer({ minimum: 0 }), // as stored: the client shows liveStreak(…, today)
    bestStreak: Type.Integer({ minimum: 0 }),
    played: Type.Integer({ minimum: 0 }),
    lastSolved: Type.Union([Type.String(), Type.Null()]),
    distribution: Type.Array(Type.Integer({ minimum: 0 }), { minItems: SOLVE_BUCKETS.length, maxItems: SOLVE_BUCKETS.length }),
  },
  { additionalProperties: false },
);
export type GameProgressBody = Static<typeof GameProgressBody>;

export const CoinAccountBody = Type.Object(
  {
    balance: Type.Integer({ minimum: 0 }),
    progress: Type.Object({ word: GameProgressBody, picture: GameProgressBody }, { additionalProperties: false }),
  },
  { additionalProperties: false },
);
export type CoinAccountBody = Static<typeof CoinAccountBody>;

export const CoinBalanceBody = Type.Object({ balance: Type.Integer({ minimum: 0 }) }, { additionalProperties: false });
export type CoinBalanceBody = Static<typeof CoinBalanceBody>;

export const SpendBody = Type.Object({ what: oneOf(['clue', 'swap'] as const) }, { additionalProperties: false });
export type SpendBody = Static<typeof SpendBody>;

const Position = Type.Integer({ minimum: 0, maximum: 99 });
export const DailyMoves = Type.Array(Type.Array(Position, { minItems: 2, maxItems: 2 }), { maxItems: MAX_DAILY_MOVES });

export const ClaimRewardBody = Type.Object(
  { game: oneOf(DAILY_GAMES), date: DateKey, moves: DailyMoves },
  { additionalProperties: false },
);
export type ClaimRewardBody = Static<typeof ClaimRewardBody>;

export const ClaimResultBody = Type.Object(
  { paid: Type.Boolean(), balance: Type.Integer({ minimum: 0 }), progress: GameProgressBody },
  { additionalProperties: false },
);
export type ClaimResultBody = Static<typeof ClaimResultBody>;

const Count = Type.Integer({ minimum: 0, maximum: 100_000 });
/** A game's stats as this browser kept them (game/rules/streaks.ts GameStats). */
export const BrowserStats = Type.Object(
  { currentStreak: Count, bestStreak: Count, played: Count, lastSolved: Type.Union([DateKey, Type.Null()]) },
  { additionalProperties: false },
);

export const MergeBody = Type.Object(
  {
    browserCoins: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]), // null: this browser never stored any
    // The browser's streaks and games played: an account that never played takes them, with the coins, once.
    progress: Type.Optional(Type.Object({ word: BrowserStats, picture: BrowserStats }, { additionalProperties: false })),
  },
  { additionalProperties: false },
);
export type MergeBody = Static<typeof MergeBody>;

export const MergeResultBody = Type.Object(
  { added: Type.Integer({ minimum: 0 }), balance: Type.Integer({ minimum: 0 }) },
  { additionalProperties: false },
);
export type MergeResultBody = Static<typeof MergeResultBody>;
