import { sql } from 'kysely';
import { oneOf, timeType, type Migrate } from './columns';

/**
 * The account page (issue 22 parts 9 and 10):
 * - passkeys: one row per WebAuthn credential of an account (id and public key base64url,
 *   the signature counter, the transports the browser named, the name the member gave it).
 * - webauthn_challenges: each challenge the server issued, until it is used once or expires;
 *   a registration's names its account, a sign-in's does not (the passkey says whose it is).
 * - email_changes: a pending change of address, as the SHA-256 of the token mailed to the new one.
 * - sessions.user_agent / created_at / last_seen_at: what the list of sessions shows.
 * - puzzles.sender_deleted_at: its sender deleted their account (its link says so).
 */
export const up: Migrate = async (db, engine) => {
  const time = timeType(engine);
  await db.schema
    .createTable('passkeys')
    .addColumn('id', 'text', (c) => c.primaryKey()) // credential id, base64url
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('public_key', 'text', (c) => c.notNull()) // COSE key, base64url
    .addColumn('counter', time, (c) => c.notNull().defaultTo(0)) // up to 2^32 - 1: BIGINT on PostgreSQL
    .addColumn('transports', 'text', (c) => c.notNull().defaultTo('[]')) // JSON array
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('last_used_at', time)
    .execute();
  await db.schema.createIndex('passkeys_user').on('passkeys').column('user_id').execute();

  await db.schema
    .createTable('webauthn_challenges')
    .addColumn('challenge', 'text', (c) => c.primaryKey()) // base64url, as clientDataJSON carries it back
    .addColumn('purpose', 'text', (c) => c.notNull().check(oneOf('purpose', ['register', 'sign-in'])))
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('expires_at', time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('webauthn_challenges_expires').on('webauthn_challenges').column('expires_at').execute();

  await db.schema
    .createTable('email_changes')
    .addColumn('id', 'text', (c) => c.primaryKey()) // hex SHA-256 of the mailed token
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('new_email', 'text', (c) => c.notNull())
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('expires_at', time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('email_changes_user').on('email_changes').column('user_id').execute();

  await db.schema.alterTable('sessions').addColumn('user_agent', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('sessions').addColumn('created_at', time).execute();
  await db.schema.alterTable('sessions').addColumn('last_seen_at', time).execute();

  await db.schema.alterTable('puzzles').addColumn('sender_deleted_at', time).execute();
  // Withdrawing a deleted account's unsent mail looks them up by address.
  await db.schema.createIndex('outbox_unsent_to').on('outbox').column('to_address').where(sql.ref('sent_at'), 'is', null).execute();
};
