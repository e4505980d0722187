import type { Db } from '../db/open';
import { statement } from '../db/statements';
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

export function insertCardImage(db: Db, image: CardImage): void {
  const row: CardImageRow = { id: image.id, file: image.file, width: image.width, height: image.height, prompt: image.prompt, created_at: image.createdAt };
  statement(db, `INSERT INTO card_images (id, file, width, height, prompt, created_at) VALUES (@id, @file, @width, @height, @prompt, @created_at)`).run(row);
}

function toCardImage(row: CardImageRow): CardImage {
  return { id: row.id, file: row.file, width: row.width, height: row.height, prompt: row.prompt, createdAt: row.created_at };
}

export function findCardImage(db: Db, id: string): CardImage | undefined {
  const row = statement(db, `SELECT * FROM card_images WHERE id = ?`).get(id) as CardImageRow | undefined;
  return row && toCardImage(row);
}

/**
 * Pictures generated before `before`, oldest first, and whether a card was sent
 * with each: the sweep forgets them all and removes the files of those never sent.
 */
export function cardImagesBefore(db: Db, before: number, limit = 500): (CardImage & { sent: boolean })[] {
  const rows = statement(db, `SELECT i.*, EXISTS (SELECT 1 FROM puzzles p WHERE p.kind = 'card' AND p.image_file = i.file) AS sent
      FROM card_images i WHERE i.created_at < ? ORDER BY i.created_at LIMIT ?`).all(before, limit) as (CardImageRow & { sent: 0 | 1 })[];
  return rows.map((row) => ({ ...toCardImage(row), sent: row.sent === 1 }));
}

export function deleteCardImage(db: Db, id: string): void {
  statement(db, `DELETE FROM card_images WHERE id = ?`).run(id);
}
