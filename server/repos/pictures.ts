import type { Db } from '../db/open';

const BATCH = 500; // names per query: well below either engine's limit on bound parameters

/**
 * Which of these stored names (files of `folder`) a row points at: a puzzle's picture, a
 * generated card picture, a scheduled daily picture. Names are random, so one folder's
 * name never matches another folder's row.
 */
export async function referencedPictureNames(db: Db, folder: string, names: readonly string[]): Promise<Set<string>> {
  const referenced = new Set<string>();
  for (let start = 0; start < names.length; start += BATCH) {
    const batch = names.slice(start, start + BATCH);
    const paths = batch.map((name) => `${folder}/${name}`);
    const [puzzles, cardImages, daily] = await Promise.all([
      // An expired puzzle (retention) names a picture it no longer keeps: left over, it is an orphan.
      db.selectFrom('puzzles').select('image_file as name').where('image_file', 'in', batch).where('expired_at', 'is', null).execute(),
      db.selectFrom('card_images').select('file as name').where('file', 'in', batch).execute(),
      db.selectFrom('puzzle_schedule').select('image_path').where('image_path', 'in', paths).execute(),
    ]);
    for (const row of [...puzzles, ...cardImages]) referenced.add(row.name);
    for (const row of daily) referenced.add(row.image_path.slice(folder.length + 1));
  }
  return referenced;
}
