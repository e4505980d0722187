import { sql } from 'kysely';
import { timeType, type Migrate } from './columns';

/**
 * Retention (issue 21 part 9): with RETENTION_DAYS set, a gift or card solved more than that many
 * days ago loses its photo and message (server/retention/). The row stays, so its link can say why:
 * - expired_at: when the sweep removed them; null while they are kept.
 * - kept_days: the RETENTION_DAYS in force then, which the link's answer names.
 * The sweep reads solved puzzles not yet expired, oldest solve first: a partial index keeps that
 * read on the few rows it concerns, not every gift ever sent.
 */
export const up: Migrate = async (db, engine) => {
  await db.schema.alterTable('puzzles').addColumn('expired_at', timeType(engine)).execute(); // SQLite adds one column per statement
  await db.schema
    .alterTable('puzzles')
    .addColumn('kept_days', 'integer', (c) => c.check(sql`kept_days IS NULL OR kept_days > 0`))
    .execute();
  await db.schema
    .createIndex('puzzles_solved_unexpired')
    .on('puzzles')
    .column('solved_at')
    .where(sql.ref('expired_at'), 'is', null)
    .execute();
};
