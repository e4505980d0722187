import type { CreatedPuzzle } from '../../contract/schemas/puzzles';
import { assertNotThrottled, countAttempt } from '../auth/throttle';
import type { Db } from '../db/open';
import { PUZZLE_PHOTO_OPTIONS } from '../images/process';
import { moveIntoStorage } from '../images/store-picture';
import { pictureFiles } from '../images/variants';
import { enqueueMail, type Mail } from '../repos/outbox';
import { insertPuzzle, type NewPuzzle, type Puzzle } from '../repos/puzzles';
import { randomFileName } from '../storage/names';
import { kindOf, type PuzzleContext } from './context';
import { giftMails } from './gift';
import { hashWatchToken, newPuzzleId, newShuffleSeed, newWatchToken } from './tokens';

/** What the sender chose, checked and typed (the form's text is turned into this by the route). */
export type NewPuzzleDetails = Pick<
  Puzzle,
  'message' | 'gridSize' | 'fontStyle' | 'isPublic' | 'senderName' | 'senderEmail' | 'recipientName' | 'recipientEmail' | 'consent'
>;

export interface NewPuzzleInput extends NewPuzzleDetails {
  picture: string; // the path of the upload's temp file, untrusted bytes; made safe before anything is stored
}

/** 429 when this address has created many puzzles lately (each one sends mail). Call before reading the upload. */
export async function assertMayCreate(ctx: PuzzleContext, ip: string): Promise<void> {
  await assertNotThrottled(ctx.db, 'puzzle', ip, ctx.clock());
}

/** A new puzzle of any kind around a stored picture, and its sender's watch token (never stored). */
export function newPuzzle(
  ctx: PuzzleContext,
  details: NewPuzzleDetails & Pick<Puzzle, 'kind' | 'imageFile' | 'width' | 'height'>,
): { puzzle: NewPuzzle; watchToken: string; links: { play: string; watch: string } } {
  const watchToken = newWatchToken();
  const puzzle: NewPuzzle = {
    ...details,
    id: newPuzzleId(),
    shuffleSeed: newShuffleSeed(),
    watchTokenHash: hashWatchToken(watchToken),
    createdAt: ctx.clock(),
  };
  const links = {
    play: `${ctx.publicUrl}${kindOf(ctx, puzzle).playPath(puzzle.id)}`,
    watch: `${ctx.publicUrl}/watch/${puzzle.id}#${watchToken}`,
  };
  return { puzzle, watchToken, links };
}

/**
 * Stores a new puzzle with its mails, whatever else its kind writes (`also`) and
 * the sender's throttle count, in one transaction: all of it or nothing.
 */
export async function commitPuzzle(
  ctx: PuzzleContext,
  puzzle: NewPuzzle,
  mails: readonly Mail[],
  ip: string,
  also: (trx: Db) => Promise<void> = async () => {},
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await insertPuzzle(trx, puzzle);
    await also(trx);
    for (const mail of mails) await enqueueMail(trx, mail, puzzle.createdAt);
    await countAttempt(trx, 'puzzle', ip, puzzle.createdAt);
  });
  ctx.kickOutbox();
}

/**
 * A photo gift: makes the photo safe, moves it and its smaller WebP copies into
 * storage, then stores the puzzle and both mails together. Whatever fails leaves
 * no row, no file and no mail behind.
 */
export async function createGift(ctx: PuzzleContext, input: NewPuzzleInput, ip: string): Promise<CreatedPuzzle> {
  const { picture, ...details } = input;
  const image = await ctx.pictures.process(picture, PUZZLE_PHOTO_OPTIONS);
  const folder = ctx.kinds.gift.folder;
  const imageFile = randomFileName(image.extension);
  const files = pictureFiles(imageFile, image);
  await moveIntoStorage(ctx.storage, folder, files); // all of them or none, and no temp file left
  try {
    const { puzzle, watchToken, links } = newPuzzle(ctx, { ...details, kind: 'gift', imageFile, width: image.width, height: image.height });
    await commitPuzzle(ctx, puzzle, giftMails(puzzle, links), ip);
    return { id: puzzle.id, watchToken };
  } catch (error) {
    await ctx.storage.removeAll(folder, files.map((file) => file.name));
    throw error;
  }
}
