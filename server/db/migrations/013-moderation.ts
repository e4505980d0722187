import { oneOf, timeType, type Migrate } from './columns';

/**
 * Reports and moderation (issue 21):
 * - puzzles.removed_at: an admin took the gift or card down; its link answers 410.
 * - reports: one row per reported puzzle and reporting address (its keyed hash, never the
 *   address), so many reports from one address count once; resolved when an admin decides.
 * - blocked_senders: a sender an admin blocked, by the keyed hash of their e-mail and their
 *   account when they had one; neither may create again.
 * - audit_log: every admin action, who did it and when. No foreign keys: an entry outlives its
 *   puzzle and its admin's account, so the admin's address is kept as it was.
 */
export const up: Migrate = async (db, engine) => {
  const time = timeType(engine);
  await db.schema.alterTable('puzzles').addColumn('removed_at', time).execute();

  await db.schema
    .createTable('reports')
    .addColumn('puzzle_id', 'text', (c) => c.notNull().references('puzzles.id').onDelete('cascade'))
    .addColumn('reporter_hash', 'text', (c) => c.notNull()) // hex HMAC-SHA256 of the reporting address
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('resolution', 'text', (c) => c.check(oneOf('resolution', ['take-down', 'dismiss'])))
    .addColumn('resolved_at', time)
    .addPrimaryKeyConstraint('reports_pkey', ['puzzle_id', 'reporter_hash'])
    .execute();
  await db.schema.createIndex('reports_reporter_at').on('reports').columns(['reporter_hash', 'created_at']).execute();
  await db.schema.createIndex('reports_open').on('reports').columns(['resolved_at', 'puzzle_id']).execute();

  await db.schema
    .createTable('blocked_senders')
    .addColumn('id', 'integer', (c) => (engine === 'postgres' ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
    .addColumn('email_hash', 'text', (c) => c.notNull()) // hex HMAC-SHA256 of the lower-cased address
    .addColumn('user_id', 'text') // the sender's account, when the puzzle had one
    .addColumn('puzzle_id', 'text', (c) => c.notNull()) // the reported puzzle that led to it
    .addColumn('blocked_at', time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('blocked_senders_email').on('blocked_senders').column('email_hash').execute();
  await db.schema.createIndex('blocked_senders_user').on('blocked_senders').column('user_id').execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', (c) => (engine === 'postgres' ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
    .addColumn('at', time, (c) => c.notNull())
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('actor_email', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('puzzle_id', 'text')
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
};
