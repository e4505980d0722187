import type { Db } from '../db/open';
import { statement } from '../db/statements';
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

export function findPicture(db: Db, date: string): PictureOfTheDay | undefined {
  const row = statement(db, `SELECT * FROM puzzle_schedule WHERE date = ?`).get(date) as PuzzleScheduleRow | undefined;
  return row && toPicture(row);
}

/** Inserts or replaces the picture of a day. */
export function savePicture(db: Db, picture: PictureOfTheDay): void {
  const row: PuzzleScheduleRow = {
    date: picture.date,
    image_path: picture.imagePath,
    message: picture.message,
    width: picture.width,
    height: picture.height,
    updated_at: picture.updatedAt,
  };
  statement(db,
    `INSERT INTO puzzle_schedule (date, image_path, message, width, height, updated_at)
     VALUES (@date, @image_path, @message, @width, @height, @updated_at)
     ON CONFLICT (date) DO UPDATE SET image_path = excluded.image_path, message = excluded.message,
       width = excluded.width, height = excluded.height, updated_at = excluded.updated_at`,
  ).run(row);
}

/** True when a row was deleted. */
export function deletePicture(db: Db, date: string): boolean {
  return statement(db, `DELETE FROM puzzle_schedule WHERE date = ?`).run(date).changes > 0;
}

/** The scheduled pictures of the days from `first` to `last` inclusive. */
export function picturesBetween(db: Db, first: string, last: string): PictureOfTheDay[] {
  const rows = statement(db, `SELECT * FROM puzzle_schedule WHERE date BETWEEN ? AND ? ORDER BY date`)
    .all(first, last) as PuzzleScheduleRow[];
  return rows.map(toPicture);
}
