import type { Db } from '../db/open';
import { statement } from '../db/statements';

/** A row of `puzzles` as stored. Booleans are 0/1 in SQLite. */
export interface PuzzleRow {
  id: string;
  message: string;
  grid_size: number;
  font_style: string;
  is_public: 0 | 1;
  sender_name: string;
  sender_email: string;
  recipient_name: string;
  recipient_email: string;
  consent: 0 | 1;
  image_file: string;
  width: number;
  height: number;
  shuffle_seed: number;
  watch_token_hash: string;
  created_at: number;
  solved_at: number | null;
}

export type NewPuzzle = Omit<PuzzleRow, 'solved_at'>;

export function insertPuzzle(db: Db, puzzle: NewPuzzle): void {
  statement(db, 
    `INSERT INTO puzzles (id, message, grid_size, font_style, is_public, sender_name, sender_email,
       recipient_name, recipient_email, consent, image_file, width, height, shuffle_seed,
       watch_token_hash, created_at)
     VALUES (@id, @message, @grid_size, @font_style, @is_public, @sender_name, @sender_email,
       @recipient_name, @recipient_email, @consent, @image_file, @width, @height, @shuffle_seed,
       @watch_token_hash, @created_at)`,
  ).run(puzzle);
}

export function findPuzzle(db: Db, id: string): PuzzleRow | undefined {
  return statement(db, `SELECT * FROM puzzles WHERE id = ?`).get(id) as PuzzleRow | undefined;
}

/** Sets solved_at the first time only; answers whether this call did it. */
export function markPuzzleSolved(db: Db, id: string, at: number): boolean {
  return statement(db, `UPDATE puzzles SET solved_at = ? WHERE id = ? AND solved_at IS NULL`).run(at, id).changes === 1;
}

export function countPuzzles(db: Db): number {
  return (statement(db, `SELECT COUNT(*) AS n FROM puzzles`).get() as { n: number }).n;
}
