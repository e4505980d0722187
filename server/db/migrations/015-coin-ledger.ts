import { sql } from 'kysely';
import { oneOf, timeType, type Migrate } from './columns';

/**
 * Coins and daily progress on the account (issue 22 parts 1 and 2):
 * - coin_ledger: every change of a member's coins, with its reason. A one-off change (a day's
 *   reward, the browser merge) carries a claim key, unique per account: two tabs claiming the
 *   same reward race on the index, not on a read, so it is paid once. NULL keys (clues, swaps)
 *   never collide on either engine.
 * - coin_balances: the balance, kept equal to the sum of the account's ledger by writing both
 *   in one transaction, so reading it is one row (the header asks on every page).
 * - daily_progress: one row per account and game: streaks, games played, the last day solved
 *   and the solve distribution (JSON counts per bucket, game/rules/solve-distribution.ts).
 */
export const up: Migrate = async (db, engine) => {
  const time = timeType(engine);
  await db.schema
    .createTable('coin_ledger')
    .addColumn('id', 'integer', (c) => (engine === 'postgres' ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('change', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().check(oneOf('reason', ['word-solved', 'picture-solved', 'clue', 'swap', 'browser-merge'])))
    .addColumn('claim_key', 'text')
    .addColumn('created_at', time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('coin_ledger_claim').on('coin_ledger').columns(['user_id', 'claim_key']).unique().execute();
  await db.schema.createIndex('coin_ledger_user').on('coin_ledger').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('coin_balances')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('balance', 'integer', (c) => c.notNull().check(sql`balance >= 0`))
    .addColumn('updated_at', time, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('daily_progress')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('game', 'text', (c) => c.notNull().check(oneOf('game', ['word', 'picture'])))
    .addColumn('current_streak', 'integer', (c) => c.notNull())
    .addColumn('best_streak', 'integer', (c) => c.notNull())
    .addColumn('played', 'integer', (c) => c.notNull())
    .addColumn('last_solved', 'text')
    .addColumn('distribution', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('daily_progress_pkey', ['user_id', 'game'])
    .execute();
};
