import { sql } from 'kysely';
import type { Migrate } from './columns';

/**
 * Indexes that keep reads flat as the tables grow to a million gifts (issue 21 part 10; measured
 * by `npm run bench -- growth`, plans in the README's benchmark section):
 * - puzzles_owner_page (owner_user_id, created_at, id) replaces puzzles_owner (owner_user_id, created_at):
 *   My gifts pages by (created_at, id) descending; with id in the index neither engine sorts the
 *   account's gifts (SQLite's temp B-tree, PostgreSQL's incremental sort), it reads one page.
 * - outbox_unsent_due (next_attempt_at, id) WHERE sent_at IS NULL: the worker's claim takes the
 *   first due mail in that order; with outbox_due (sent_at, next_attempt_at) PostgreSQL fetched and
 *   sorted every due mail on each claim, so a backlog made every claim slower. Only unsent rows
 *   are in it: the sent ones, nearly all of the table, cost it nothing.
 * - puzzles_image_file and card_images_file: the orphan-picture sweep asks which of 500 stored
 *   names a row points at; without them each such question read the whole table.
 */
export const up: Migrate = async (db) => {
  await db.schema.createIndex('puzzles_owner_page').on('puzzles').columns(['owner_user_id', 'created_at', 'id']).execute();
  await db.schema.dropIndex('puzzles_owner').execute(); // its columns lead the new one
  await db.schema
    .createIndex('outbox_unsent_due')
    .on('outbox')
    .columns(['next_attempt_at', 'id'])
    .where(sql.ref('sent_at'), 'is', null)
    .execute();
  await db.schema.createIndex('puzzles_image_file').on('puzzles').column('image_file').execute();
  await db.schema.createIndex('card_images_file').on('card_images').column('file').execute();
};
