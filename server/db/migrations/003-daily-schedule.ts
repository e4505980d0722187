import { sql } from 'kysely';
import { isoDateCheck, timeType, type Migrate } from './columns';

/**
 * The admin's schedule of daily content, one row per calendar day and game.
 * The word day is a UTC day; the picture day is the visitor's local day (the
 * same 'YYYY-MM-DD' key, chosen by the client and checked to be within a day).
 */
export const up: Migrate = async (db, engine) => {
  const time = timeType(engine);
  await db.schema
    .createTable('word_schedule')
    .addColumn('date', 'text', (c) => c.primaryKey().check(isoDateCheck('date', engine)))
    .addColumn('word', 'text', (c) => c.notNull().check(sql`word = upper(word) AND length(word) > 0`))
    .addColumn('shuffled', 'text', (c) => c.notNull().check(sql`shuffled = upper(shuffled) AND length(shuffled) = length(word)`))
    .addColumn('definition', 'text', (c) => c.notNull())
    .addColumn('sentence', 'text', (c) => c.notNull()) // an example sentence using the word
    .addColumn('quote', 'text', (c) => c.notNull())
    .addColumn('updated_at', time, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('puzzle_schedule')
    .addColumn('date', 'text', (c) => c.primaryKey().check(isoDateCheck('date', engine)))
    .addColumn('image_path', 'text', (c) => c.notNull().unique()) // 'pod-images/<date>__<name>.jpg' in storage
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull()) // of the stored image, pixels
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('updated_at', time, (c) => c.notNull())
    .execute();
};
