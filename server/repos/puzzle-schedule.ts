import type { Db } from '../db/open';
import type { PuzzleScheduleRow } from '../db/tables';

/** One scheduled daily picture. */
export interface PictureOfTheDay {
  date: string; // 'YYYY-MM-DD', a visitor's local day
  imagePath: string; // '<folder>/<file>' in app.storage, e.g. 'pod-images/2026-11-21__my_photo-Ab12Cd34.jpg'
  message: string;
  width: number;
  height: number;
  updatedAt: number; // ms since epoch
}

function toPicture(row: PuzzleScheduleRow): PictureOfTheDay {
  return {
    date: row.date,
    imagePath: row.image_path,
    message: row.message,
    width: row.width,
    height: row.height,
    updatedAt: row.updated_at,
  };
}

export async function findPicture(db: Db, date: string): Promise<PictureOfTheDay | undefined> {
  const row = await db.selectFrom('puzzle_schedule').selectAll().where('date', '=', date).executeTakeFirst();
  return row && toPicture(row);
}

/** Inserts or replaces the picture of a day. */
export async function savePicture(db: Db, picture: PictureOfTheDay): Promise<void> {
  const row: PuzzleScheduleRow = {
    date: picture.date,
    image_path: picture.imagePath,
    message: picture.message,
    width: picture.width,
    height: picture.height,
    updated_at: picture.updatedAt,
  };
  const { date: _key, ...changes } = row;
  await db
    .insertInto('puzzle_schedule')
    .values(row)
    .onConflict((conflict) => conflict.column('date').doUpdateSet(changes))
    .execute();
}

/** True when a row was deleted. */
export async function deletePicture(db: Db, date: string): Promise<boolean> {
  const result = await db.deleteFrom('puzzle_schedule').where('date', '=', date).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The scheduled pictures of the days from `first` to `last` inclusive. */
export async function picturesBetween(db: Db, first: string, last: string): Promise<PictureOfTheDay[]> {
  const rows = await db.selectFrom('puzzle_schedule').selectAll().where('date', '>=', first).where('date', '<=', last).orderBy('date').execute();
  return rows.map(toPicture);
}
