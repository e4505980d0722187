import type { Db } from '../db/open';

/** Marks the puzzle taken down by an admin, once; answers whether this call did it. */
export async function markPuzzleRemoved(db: Db, id: string, at: number): Promise<boolean> {
  const result = await db.updateTable('puzzles').set({ removed_at: at }).where('id', '=', id).where('removed_at', 'is', null).executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** True when a puzzle that is not taken down still shows this picture (a card's picture may be sent twice). */
export async function pictureStillShown(db: Db, imageFile: string): Promise<boolean> {
  const row = await db.selectFrom('puzzles').select('id').where('image_file', '=', imageFile).where('removed_at', 'is', null).limit(1).executeTakeFirst();
  return row !== undefined;
}
