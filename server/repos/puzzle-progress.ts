import type { Move } from '../../game/rules/board';
import { isMoveList } from '../../game/rules/resume';
import type { Db } from '../db/open';

/** The board a recipient has in progress: the moves from the issued shuffle of one side. */
export interface PuzzleProgress {
  gridSize: number;
  moves: [number, number][]; // as parsed, unchecked against the board: that is resumeFrom's to judge
}

/**
 * Keeps the moves of a puzzle's board in progress (one row a puzzle: the last side played).
 * A list that is the start of the one kept at the same side is left out: reports from one
 * player are made in order, so such a list is a late one (a progress report that reached the
 * server after the solve that followed it) and must not take the board back. Compared as JSON
 * text, which holds only digits, brackets and commas, so LIKE sees no wildcard in it.
 */
export async function saveProgress(db: Db, puzzleId: string, gridSize: number, moves: readonly Move[], at: number): Promise<void> {
  const text = JSON.stringify(moves);
  const longerLists = `${text.slice(0, -1)},%`; // "[[1,2]]" → "[[1,2],%"
  await db
    .insertInto('puzzle_progress')
    .values({ puzzle_id: puzzleId, grid_size: gridSize, moves: text, updated_at: at })
    .onConflict((conflict) =>
      conflict
        .column('puzzle_id')
        .doUpdateSet({ grid_size: gridSize, moves: text, updated_at: at })
        .where((eb) => eb.or([eb('puzzle_progress.grid_size', '!=', gridSize), eb('puzzle_progress.moves', 'not like', longerLists)])),
    )
    .execute();
}

/** The grid_size that marks a jigsaw's row: its `moves` column holds the JigsawSave as JSON. */
export const JIGSAW_PROGRESS = 0;

/**
 * Keeps a jigsaw's board in progress (its JigsawSave, already checked by the rules), replacing
 * whatever was kept: a save is a whole board, not a list that grows.
 */
export async function saveJigsawProgress(db: Db, puzzleId: string, save: object, at: number): Promise<void> {
  const text = JSON.stringify(save);
  await db
    .insertInto('puzzle_progress')
    .values({ puzzle_id: puzzleId, grid_size: JIGSAW_PROGRESS, moves: text, updated_at: at })
    .onConflict((conflict) => conflict.column('puzzle_id').doUpdateSet({ grid_size: JIGSAW_PROGRESS, moves: text, updated_at: at }))
    .execute();
}

/** A jigsaw's kept save as parsed JSON, unchecked (that is the rules' to judge), or null when none is kept. */
export async function findJigsawSave(db: Db, puzzleId: string): Promise<unknown> {
  const row = await db
    .selectFrom('puzzle_progress')
    .select('moves')
    .where('puzzle_id', '=', puzzleId)
    .where('grid_size', '=', JIGSAW_PROGRESS)
    .executeTakeFirst();
  if (!row) return null;
  try {
    return JSON.parse(row.moves) as unknown;
  } catch {
    return null;
  }
}

/** The kept moves, or null; a row that does not hold a list of moves (edited by hand, or a jigsaw's) counts as none. */
export async function findProgress(db: Db, puzzleId: string): Promise<PuzzleProgress | null> {
  const row = await db
    .selectFrom('puzzle_progress')
    .select(['grid_size', 'moves'])
    .where('puzzle_id', '=', puzzleId)
    .executeTakeFirst();
  if (!row) return null;
  let moves: unknown;
  try {
    moves = JSON.parse(row.moves);
  } catch {
    return null;
  }
  return isMoveList(moves) ? { gridSize: row.grid_size, moves } : null;
}

/** Whether moves are kept for the puzzle (without reading them). */
export async function hasProgress(db: Db, puzzleId: string): Promise<boolean> {
  const row = await db.selectFrom('puzzle_progress').select('puzzle_id').where('puzzle_id', '=', puzzleId).executeTakeFirst();
  return row !== undefined;
}

/** Forgets the kept moves (the recipient started over). */
export async function clearProgress(db: Db, puzzleId: string): Promise<void> {
  await db.deleteFrom('puzzle_progress').where('puzzle_id', '=', puzzleId).execute();
}
