import { timeType, type Migrate } from './columns';

/**
 * Recipients who can say no (issue 21). Both tables hold an address only as its keyed hash
 * (server/consent/keys.ts), never the address itself.
 * - suppressions: addresses that asked not to receive puzzle gifts; a row is removed by "undo".
 * - recipient_sends: one row per gift or card created for an address, for its daily limit;
 *   rows older than the window are pruned as new ones are counted.
 */
export const up: Migrate = async (db, engine) => {
  const time = timeType(engine);
  await db.schema
    .createTable('suppressions')
    .addColumn('recipient_hash', 'text', (c) => c.primaryKey())
    .addColumn('created_at', time, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('recipient_sends')
    .addColumn('recipient_hash', 'text', (c) => c.notNull())
    .addColumn('at', time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('recipient_sends_hash_at').on('recipient_sends').columns(['recipient_hash', 'at']).execute();
};
