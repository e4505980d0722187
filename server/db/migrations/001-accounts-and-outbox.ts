import { sql } from 'kysely';
import { oneOf, timeType, type Migrate } from './columns';

/**
 * Accounts, sessions (Lucia design: only the SHA-256 of a token is stored),
 * password resets, login throttling and the durable e-mail outbox.
 */
export const up: Migrate = async (db, engine) => {
  const time = timeType(engine);
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // One account per address in any letter case: a NOCASE column on SQLite, a unique lower(email) index on PostgreSQL.
    .addColumn('email', 'text', (c) => (engine === 'sqlite' ? c.notNull().unique().modifyEnd(sql`COLLATE NOCASE`) : c.notNull()))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('user').check(oneOf('role', ['user', 'admin'])))
    .addColumn('created_at', time, (c) => c.notNull())
    .execute();
  if (engine === 'postgres') {
    await db.schema.createIndex('users_email_lower').on('users').unique().expression(sql`lower(email)`).execute();
  }

  for (const table of ['sessions', 'password_resets']) {
    await db.schema
      .createTable(table)
      .addColumn('id', 'text', (c) => c.primaryKey()) // hex SHA-256 of the token
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('expires_at', time, (c) => c.notNull())
      .execute();
  }
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
  await db.schema.createIndex('password_resets_user').on('password_resets').column('user_id').execute();

  await db.schema
    .createTable('login_failures')
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('at', time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_failures_ip_at').on('login_failures').columns(['ip', 'at']).execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'integer', (c) => (engine === 'postgres' ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', time, (c) => c.notNull())
    .addColumn('sent_at', time)
    .addColumn('last_error', 'text')
    .execute();
  await db.schema.createIndex('outbox_due').on('outbox').columns(['sent_at', 'next_attempt_at']).execute();
};
