import { sql } from 'kysely';
import { oneOf, timeType, type AnyDb, type Migrate } from './columns';
import type { Engine } from '../engine';

const EVENT_KINDS = ['delivered', 'reminded', 'opened', 'first-move', 'halfway', 'solved'];

/**
 * Gifts that arrive on a chosen day, can be changed until then, remind an
 * unopened recipient once, belong to an account, and resume on any device.
 * - puzzles: when the recipient's mail is due and in which zone it was chosen,
 *   the sender's consent to one reminder, a cancellation, the owning account, and
 *   the outbox row of the recipient's mail (changed with the gift until it is sent),
 *   and the gift a reply answers.
 * - outbox: which puzzle a mail is about and why, so its delivery can be recorded.
 * - puzzle_events: also 'delivered' and 'reminded' (existing gifts were delivered when made).
 * - puzzle_progress: the moves of a board in progress, so another browser continues it.
 */
export const up: Migrate = async (db, engine) => {
  const time = timeType(engine);
  const puzzles = () => db.schema.alterTable('puzzles'); // SQLite adds one column per statement
  await puzzles().addColumn('send_at', time, (c) => c.notNull().defaultTo(0)).execute();
  await sql`UPDATE puzzles SET send_at = created_at`.execute(db);
  await puzzles().addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('UTC')).execute(); // IANA, as the sender chose it
  await puzzles().addColumn('remind', 'integer', (c) => c.notNull().defaultTo(0).check(sql`remind IN (0, 1)`)).execute();
  await puzzles().addColumn('cancelled_at', time).execute();
  await puzzles().addColumn('owner_user_id', 'text', (c) => c.references('users.id').onDelete('set null')).execute();
  await puzzles().addColumn('gift_mail_id', 'integer').execute(); // outbox.id of the recipient's current mail
  // A reply's recipient is the sender of the gift it answers, whose address its own sender never sees.
  await puzzles().addColumn('reply_to', 'text', (c) => c.references('puzzles.id').onDelete('set null')).execute();
  await db.schema.createIndex('puzzles_owner').on('puzzles').columns(['owner_user_id', 'created_at']).execute();

  await db.schema.alterTable('outbox').addColumn('puzzle_id', 'text').execute();
  await db.schema.alterTable('outbox').addColumn('purpose', 'text').execute();

  await allowEventKinds(db, engine, time);
  await sql`INSERT INTO puzzle_events (puzzle_id, kind, at) SELECT id, 'delivered', created_at FROM puzzles`.execute(db);
  // The reminder sweep reads the deliveries of a few days back.
  await db.schema.createIndex('puzzle_events_kind_at').on('puzzle_events').columns(['kind', 'at']).execute();

  await db.schema
    .createTable('puzzle_progress')
    .addColumn('puzzle_id', 'text', (c) => c.primaryKey().references('puzzles.id').onDelete('cascade'))
    .addColumn('grid_size', 'integer', (c) => c.notNull())
    .addColumn('moves', 'text', (c) => c.notNull()) // JSON [[from, to], …] from the issued shuffle of grid_size
    .addColumn('updated_at', time, (c) => c.notNull())
    .execute();
};

/** PostgreSQL swaps the named CHECK; SQLite cannot change one in place, so the table is rebuilt with its rows. */
async function allowEventKinds(db: AnyDb, engine: Engine, time: ReturnType<typeof timeType>): Promise<void> {
  if (engine === 'postgres') {
    await db.schema.alterTable('puzzle_events').dropConstraint('puzzle_events_kind_check').execute();
    await db.schema.alterTable('puzzle_events').addCheckConstraint('puzzle_events_kind_check', oneOf('kind', EVENT_KINDS)).execute();
    return;
  }
  await db.schema
    .createTable('puzzle_events_new')
    .addColumn('puzzle_id', 'text', (c) => c.notNull().references('puzzles.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(oneOf('kind', EVENT_KINDS)))
    .addColumn('at', time, (c) => c.notNull())
    .addUniqueConstraint('puzzle_events_once', ['puzzle_id', 'kind'])
    .execute();
  await sql`INSERT INTO puzzle_events_new (puzzle_id, kind, at) SELECT puzzle_id, kind, at FROM puzzle_events`.execute(db);
  await db.schema.dropTable('puzzle_events').execute();
  await db.schema.alterTable('puzzle_events_new').renameTo('puzzle_events').execute();
}
