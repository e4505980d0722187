import { sql } from 'kysely';
import { oneOf, timeType, type Migrate } from './columns';

/**
 * Early access (issue 22 part 7): one row per feature flag, who may use it ('off', 'members'
 * or 'everyone'). The features that exist today start at 'everyone', so nothing changes until
 * an admin switches one. A flag the code knows but the table lacks counts as 'everyone' too
 * (server/flags/), so a new flag needs no migration to exist, only to be listed.
 */
export const up: Migrate = async (db, engine) => {
  const time = timeType(engine);
  await db.schema
    .createTable('feature_flags')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('audience', 'text', (c) => c.notNull().check(oneOf('audience', ['off', 'members', 'everyone'])))
    .addColumn('updated_at', time, (c) => c.notNull())
    .execute();
  const flags = ['big-jigsaw', 'solve-together', 'gift-store'];
  await sql`INSERT INTO feature_flags (name, audience, updated_at) VALUES ${sql.join(
    flags.map((name) => sql`(${sql.lit(name)}, 'everyone', 0)`),
  )}`.execute(db);
};
