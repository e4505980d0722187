import type { Db } from '../db/open';
import { statement } from '../db/statements';

/** One scheduled daily picture. */
export interface PuzzleScheduleRow {
  date: string; // 'YYYY-MM-DD', a visitor's local day
  image_path: string; // '<folder>/<file>' in app.storage, e.g. 'pod-images/2026-11-21__my_photo-Ab12Cd34.jpg'
  message: string;
  width: number;
  height: number;
  updated_at: number; // ms since epoch
}

export function findPicture(db: Db, date: string): PuzzleScheduleRow | undefined {
  return statement(db, `SELECT * FROM puzzle_schedule WHERE date = ?`).get(date) as PuzzleScheduleRow | undefined;
}

/** Inserts or replaces the picture of a day. */
export function savePicture(db: Db, row: PuzzleScheduleRow): void {
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
export function picturesBetween(db: Db, first: string, last: string): PuzzleScheduleRow[] {
  return statement(db, `SELECT * FROM puzzle_schedule WHERE date BETWEEN ? AND ? ORDER BY date`)
    .all(first, last) as PuzzleScheduleRow[];
}
