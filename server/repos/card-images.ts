import type { Db } from '../db/open';
import type { CardImageRow } from '../db/tables';

/** A picture generated for the card creator; a card that is sent refers to it by id. */
export interface CardImage {
  id: string;
  file: string; // in the card picture folder
  width: number;
  height: number;
  prompt: string; // what it was made from
  createdAt: number;
}

export async function insertCardImage(db: Db, image: CardImage): Promise<void> {
  const row: CardImageRow = { id: image.id, file: image.file, width: image.width, height: image.height, prompt: image.prompt, created_at: image.createdAt };
  await db.insertInto('card_images').values(row).execute();
}

function toCardImage(row: CardImageRow): CardImage {
  return { id: row.id, file: row.file, width: row.width, height: row.height, prompt: row.prompt, createdAt: row.created_at };
}

export async function findCardImage(db: Db, id: string): Promise<CardImage | undefined> {
  const row = await db.selectFrom('card_images').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toCardImage(row);
}

/**
 * Pictures generated before `before`, oldest first, and whether a card was sent
 * with each: the sweep forgets them all and removes the files of those never sent.
 */
export async function cardImagesBefore(db: Db, before: number, limit = 500): Promise<(CardImage & { sent: boolean })[]> {
  const rows = await db
    .selectFrom('card_images as i')
    .selectAll('i')
    .select((eb) =>
      eb.exists(eb.selectFrom('puzzles as p').select('p.id').where('p.kind', '=', 'card').whereRef('p.image_file', '=', 'i.file')).as('sent'),
    )
    .where('i.created_at', '<', before)
    .orderBy('i.created_at')
    .limit(limit)
    .execute();
  // SQLite answers EXISTS with 0/1, PostgreSQL with a boolean.
  return rows.map((row) => ({ ...toCardImage(row), sent: Boolean(row.sent) }));
}

export async function deleteCardImage(db: Db, id: string): Promise<void> {
  await db.deleteFrom('card_images').where('id', '=', id).execute();
}
