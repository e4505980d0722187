import { sql } from 'kysely';
import { timeType, type Migrate } from './columns';

/**
 * Invitations by text (issue 22 part 5).
 * - puzzles.recipient_phone: the recipient's number in E.164 when the gift or card goes by text
 *   (recipient_email is then '' when it goes by text only).
 * - texts: the text outbox, which the server drains only with SMS_URL. Its own table, not rows of
 *   the mail outbox: a text has no subject or HTML, is sent by another transport, and every reader
 *   of the mail outbox (the delivery edits, the metrics, the reminders) stays as it was. Rows are
 *   claimed like mail (a lease in next_attempt_at, FOR UPDATE SKIP LOCKED on PostgreSQL).
 */
export const up: Migrate = async (db, engine) => {
  const time = timeType(engine);
  await db.schema.alterTable('puzzles').addColumn('recipient_phone', 'text').execute();
  await db.schema
    .createTable('texts')
    .addColumn('id', 'integer', (c) => (engine === 'postgres' ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
    .addColumn('puzzle_id', 'text', (c) => c.notNull().references('puzzles.id').onDelete('cascade'))
    .addColumn('to_phone', 'text', (c) => c.notNull()) // E.164
    .addColumn('body', 'text', (c) => c.notNull()) // without the opt-out line, added as it goes out
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', time, (c) => c.notNull())
    .addColumn('sent_at', time)
    .addColumn('last_error', 'text')
    .addColumn('provider_id', 'text') // the provider's id of the message (Twilio's sid), once accepted
    .execute();
  await db.schema.createIndex('texts_unsent_due').on('texts').columns(['next_attempt_at', 'id']).where(sql.ref('sent_at'), 'is', null).execute();
  await db.schema.createIndex('texts_puzzle').on('texts').column('puzzle_id').execute();
};
