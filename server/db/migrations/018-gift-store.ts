import { timeType, type Migrate } from './columns';

/**
 * The gift store (issue 22 part 6):
 * - presents: the admin's catalogue. The picture is a file in storage (presents/<name>); the
 *   price is text as the retailer shows it (no payments here); `active` 0 hides it from senders
 *   while gifts that already carry it still reveal it.
 * - present_clicks: one counter per present, bumped by /go/present/:id.
 * - puzzle_presents: the one present a gift or card carries (cards are puzzles too). Deleted
 *   with its puzzle; a present is only deactivated, never deleted, so no link is left dangling.
 */
export const up: Migrate = async (db, engine) => {
  const time = timeType(engine);
  await db.schema
    .createTable('presents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('image_file', 'text', (c) => c.notNull()) // name in storage under presents/
    .addColumn('price_text', 'text', (c) => c.notNull())
    .addColumn('retailer_url', 'text', (c) => c.notNull()) // as the admin typed it: tags are added when followed
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('updated_at', time, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('presents_active').on('presents').columns(['active', 'created_at']).execute();

  await db.schema
    .createTable('present_clicks')
    .addColumn('present_id', 'text', (c) => c.primaryKey().references('presents.id').onDelete('cascade'))
    .addColumn('clicks', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('puzzle_presents')
    .addColumn('puzzle_id', 'text', (c) => c.primaryKey().references('puzzles.id').onDelete('cascade'))
    .addColumn('present_id', 'text', (c) => c.notNull().references('presents.id'))
    .execute();
  await db.schema.createIndex('puzzle_presents_present').on('puzzle_presents').column('present_id').execute();
};
