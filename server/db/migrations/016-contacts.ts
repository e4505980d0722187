import { sql } from 'kysely';
import { oneOf, timeType, type Migrate } from './columns';

/**
 * Contacts and occasions (issue 22 parts 3 and 4):
 * - users.time_zone: the member's IANA zone (from the browser), so an occasion's reminder goes on
 *   the right local day; null until the browser told us (reminders then use UTC).
 * - contacts: everyone a member sent to or added; one per member and address (stored lower-cased).
 * - occasions: a contact's yearly birthday or anniversary, reminded days_before days ahead.
 * - occasion_reminders: one row per occasion and year whose reminder was queued, inserted in the
 *   same transaction as its outbox row; its primary key is what makes the reminder exactly-once,
 *   whichever process sweeps.
 */
export const up: Migrate = async (db, engine) => {
  const time = timeType(engine);
  await db.schema.alterTable('users').addColumn('time_zone', 'text').execute();

  await db.schema
    .createTable('contacts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull()) // lower-cased: one contact per member and address
    .addColumn('phone', 'text') // E.164 or null
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('updated_at', time, (c) => c.notNull())
    .addUniqueConstraint('contacts_user_email', ['user_id', 'email'])
    .execute();

  await db.schema
    .createTable('occasions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('contact_id', 'text', (c) => c.notNull().references('contacts.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(oneOf('kind', ['birthday', 'anniversary'])))
    .addColumn('month', 'integer', (c) => c.notNull().check(sql`month BETWEEN 1 AND 12`))
    .addColumn('day', 'integer', (c) => c.notNull().check(sql`day BETWEEN 1 AND 31`))
    .addColumn('year', 'integer') // the year it first happened, when known
    .addColumn('days_before', 'integer', (c) => c.notNull().defaultTo(3))
    .addColumn('created_at', time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('occasions_contact').on('occasions').column('contact_id').execute();
  await db.schema.createIndex('occasions_month').on('occasions').columns(['month', 'day']).execute();

  await db.schema
    .createTable('occasion_reminders')
    .addColumn('occasion_id', 'text', (c) => c.notNull().references('occasions.id').onDelete('cascade'))
    .addColumn('year', 'integer', (c) => c.notNull()) // the year of the occurrence reminded of
    .addColumn('outbox_id', 'integer') // the queued mail; set in the transaction that marks it
    .addColumn('queued_at', time, (c) => c.notNull())
    .addPrimaryKeyConstraint('occasion_reminders_pkey', ['occasion_id', 'year'])
    .execute();
};
