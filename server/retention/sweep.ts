import { PICTURE_WIDTHS } from '../../contract/pictures';
import { fullCopyName, variantFileName } from '../images/variants';
import { referencedPictureNames } from '../repos/pictures';
import { expirePuzzle, solvedBefore, type ExpiringPuzzle } from '../repos/retention';
import { boardChanged, kindOf, type PuzzleContext } from '../puzzles/context';

const DAY_MS = 24 * 60 * 60_000;
const BATCH = 200; // puzzles per read; the sweep reads again until none is due

/**
 * RETENTION_DAYS: gifts and cards solved more than `days` days ago lose their photo and
 * message. Swept like the orphan pictures (server/plugins/services.ts), on the app's clock.
 * Per puzzle the row goes first (message cleared, marked expired: from then on its link
 * answers 410 'gift-expired'), then the picture and its copies: a crash in between leaves
 * files no row keeps, which the orphan sweep removes. Unsolved puzzles are never touched.
 * Answers how many puzzles expired.
 */
export async function sweepExpiredPuzzles(ctx: PuzzleContext, days: number): Promise<number> {
  const now = ctx.clock();
  const before = now - days * DAY_MS;
  let expired = 0;
  for (let due = await solvedBefore(ctx.db, before, BATCH); due.length > 0; due = await solvedBefore(ctx.db, before, BATCH)) {
    for (const puzzle of due) {
      if (!(await expirePuzzle(ctx.db, puzzle.id, before, now, days))) continue; // another process did it
      boardChanged(ctx, puzzle.id); // no process's read cache answers the old board any more
      await removePicture(ctx, puzzle);
      expired += 1;
    }
  }
  return expired;
}

/**
 * The picture and every copy its name can have, unless another row still keeps that file: a card
 * picture sent twice, or a generated picture its sender may still use (card_images, for a week).
 * Such a file is left to the orphan sweep once nothing keeps it.
 */
async function removePicture(ctx: PuzzleContext, puzzle: ExpiringPuzzle): Promise<void> {
  const { folder } = kindOf(ctx, puzzle);
  if ((await referencedPictureNames(ctx.db, folder, [puzzle.imageFile])).size > 0) return;
  const names = [puzzle.imageFile, fullCopyName(puzzle.imageFile), ...PICTURE_WIDTHS.map((width) => variantFileName(puzzle.imageFile, width))];
  await ctx.storage.removeAll(folder, names);
}
