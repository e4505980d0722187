import { sql } from 'kysely';
import { oneOf, timeType, type Migrate } from './columns';

/**
 * The gift loop: one row per sent puzzle, and the milestones its sender watches.
 * Secrets: shuffle_seed never leaves the server (only the shuffle it yields is
 * issued); of the watch token only its SHA-256 is stored, as for sessions.
 */
export const up: Migrate = async (db, engine) => {
  const time = timeType(engine);
  const flag = (column: string) => sql`${sql.ref(column)} IN (0, 1)`;
  await db.schema
    .createTable('puzzles')
    .addColumn('id', 'text', (c) => c.primaryKey()) // 16 random url-safe characters
    .addColumn('message', 'text', (c) => c.notNull()) // revealed only after a replayed solve
    .addColumn('grid_size', 'integer', (c) => c.notNull().check(sql`grid_size IN (3, 4, 5, 10)`))
    .addColumn('font_style', 'text', (c) => c.notNull())
    .addColumn('is_public', 'integer', (c) => c.notNull().check(flag('is_public')))
    .addColumn('sender_name', 'text', (c) => c.notNull())
    .addColumn('sender_email', 'text', (c) => c.notNull())
    .addColumn('recipient_name', 'text', (c) => c.notNull())
    .addColumn('recipient_email', 'text', (c) => c.notNull())
    .addColumn('consent', 'integer', (c) => c.notNull().check(flag('consent'))) // sender agreed to notification mails
    .addColumn('image_file', 'text', (c) => c.notNull()) // name in the picture's storage folder
    .addColumn('width', 'integer', (c) => c.notNull()) // of the stored image, pixels
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('shuffle_seed', time, (c) => c.notNull()) // random; each grid side derives its own shuffle from it
    .addColumn('watch_token_hash', 'text', (c) => c.notNull()) // hex SHA-256 of the sender's watch token
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('solved_at', time) // first replayed solve
    .execute();

  await db.schema
    .createTable('puzzle_events')
    .addColumn('puzzle_id', 'text', (c) => c.notNull().references('puzzles.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(oneOf('kind', ['opened', 'first-move', 'halfway', 'solved'])))
    .addColumn('at', time, (c) => c.notNull())
    .addUniqueConstraint('puzzle_events_once', ['puzzle_id', 'kind']) // each milestone happens once
    .execute();
};
