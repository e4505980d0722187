import type { CreatedPuzzle } from '../../contract/schemas/puzzles';
import { assertNotThrottled, countAttempt } from '../auth/throttle';
import { processImage } from '../images/process';
import { randomFileName } from '../plugins/storage';
import { enqueueMail } from '../repos/outbox';
import { insertPuzzle, type NewPuzzle, type Puzzle } from '../repos/puzzles';
import type { PuzzleContext } from './context';
import { hashWatchToken, newPuzzleId, newShuffleSeed, newWatchToken } from './tokens';

/** What the sender chose, checked and typed (the form's text is turned into this by the route). */
export type NewPuzzleDetails = Pick<
  Puzzle,
  'message' | 'gridSize' | 'fontStyle' | 'isPublic' | 'senderName' | 'senderEmail' | 'recipientName' | 'recipientEmail' | 'consent'
>;

export interface NewPuzzleInput extends NewPuzzleDetails {
  picture: Buffer; // untrusted bytes as uploaded (or generated); made safe with the kind's image options
}

/** 429 when this address has created many puzzles lately (each one sends mail). Call before reading the upload. */
export function assertMayCreate(ctx: PuzzleContext, ip: string): void {
  assertNotThrottled(ctx.db, 'puzzle', ip, ctx.clock());
}

/**
 * Makes the picture safe, writes it, then stores the puzzle, both mails and the
 * throttle count in one transaction. Whatever fails leaves no row, no file and no mail behind.
 */
export async function createPuzzle(ctx: PuzzleContext, input: NewPuzzleInput, ip: string): Promise<CreatedPuzzle> {
  const { db, storage, kind, publicUrl } = ctx;
  const { picture, ...details } = input;
  const image = await processImage(picture, kind.imageOptions);

  const watchToken = newWatchToken();
  const now = ctx.clock();
  const puzzle: NewPuzzle = {
    ...details,
    id: newPuzzleId(),
    imageFile: randomFileName(image.extension),
    width: image.width,
    height: image.height,
    shuffleSeed: newShuffleSeed(),
    watchTokenHash: hashWatchToken(watchToken),
    createdAt: now,
  };
  await storage.writeAtomic(kind.folder, puzzle.imageFile, image.data);
  try {
    db.transaction(() => {
      insertPuzzle(db, puzzle);
      enqueueMail(db, kind.mails.invitation(puzzle, `${publicUrl}/play/${puzzle.id}`), now);
      enqueueMail(db, kind.mails.confirmation(puzzle, `${publicUrl}/watch/${puzzle.id}#${watchToken}`), now);
      countAttempt(db, 'puzzle', ip, now);
    })();
  } catch (error) {
    await storage.remove(kind.folder, puzzle.imageFile);
    throw error;
  }
  ctx.kickOutbox();
  return { id: puzzle.id, watchToken };
}
