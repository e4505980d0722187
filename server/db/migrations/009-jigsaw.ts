import { sql } from 'kysely';
import { JIGSAW_COUNTS, PUZZLE_TYPES } from '../../../game/rules/jigsaw/counts';
import { oneOf, type Migrate } from './columns';

/**
 * Jigsaw boards (issue 19): a puzzle is a tile swap or a jigsaw. Every puzzle made
 * before stays a tile swap. A jigsaw keeps the piece count its creator chose (its
 * grid follows from the count and the stored picture's size) and whether its pieces
 * may be turned. Its board in progress lives in puzzle_progress like a swap's, with
 * grid_size 0 (server/repos/puzzle-progress.ts).
 */
export const up: Migrate = async (db) => {
  const puzzles = () => db.schema.alterTable('puzzles'); // SQLite adds one column per statement
  await puzzles()
    .addColumn('puzzle_type', 'text', (c) => c.notNull().defaultTo('swap').check(oneOf('puzzle_type', PUZZLE_TYPES)))
    .execute();
  const counts = sql.join(JIGSAW_COUNTS.map((count) => sql.lit(count)));
  await puzzles()
    .addColumn('pieces', 'integer', (c) => c.check(sql`pieces IS NULL OR pieces IN (${counts})`))
    .execute();
  await puzzles()
    .addColumn('rotation', 'integer', (c) => c.notNull().defaultTo(0).check(sql`rotation IN (0, 1)`))
    .execute();
};
