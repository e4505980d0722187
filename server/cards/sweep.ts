import { CARD_IMAGE_FOLDER } from '../../contract/cards';
import { fullCopyName } from '../images/variants';
import { cardImagesBefore, deleteCardImage } from '../repos/card-images';
import type { CardContext } from './context';

/** How long a generated picture waits for its cards: a sender may come back to the creator days later. */
export const UNUSED_IMAGE_DAYS = 7;

/**
 * Forgets pictures generated more than UNUSED_IMAGE_DAYS ago and removes the files
 * of those no card was sent with (a sent card keeps its picture, and its prompt is
 * copied into the card). The row goes first, then the file: a crash in between
 * leaves a file nobody points at, never a row without its file. Answers how many
 * files were removed.
 */
export async function sweepUnusedImages(ctx: CardContext): Promise<number> {
  const { db, storage, clock } = ctx.puzzles;
  const before = clock() - UNUSED_IMAGE_DAYS * 24 * 60 * 60_000;
  let removed = 0;
  for (let batch = await cardImagesBefore(db, before); batch.length > 0; batch = await cardImagesBefore(db, before)) {
    for (const image of batch) {
      await deleteCardImage(db, image.id);
      if (image.sent) continue;
      await storage.removeAll(CARD_IMAGE_FOLDER, [image.file, fullCopyName(image.file)]);
      removed += 1;
    }
  }
  return removed;
}
