import type { Generated } from 'kysely';
import type { CoinReason } from '../../game/rules/coin-ledger';
import type { DailyGame } from '../../game/rules/coins';

/** Migration 015's tables (see its comment), as server/db/tables.ts lists them. Only the coin repos read them. */

export interface CoinLedgerTable {
  id: Generated<number>;
  user_id: string;
  change: number; // as applied: a spend at a low balance records what it took
  reason: CoinReason;
  claim_key: string | null; // one-off changes only ('word:2026-11-26', 'browser-merge'); unique per account
  created_at: number;
}

export interface CoinBalanceTable {
  user_id: string;
  balance: number; // the sum of the account's ledger, written in the same transaction
  updated_at: number;
}

export interface DailyProgressTable {
  user_id: string;
  game: DailyGame;
  current_streak: number;
  best_streak: number;
  played: number;
  last_solved: string | null;
  distribution: string; // JSON counts per SOLVE_BUCKETS bucket
}
