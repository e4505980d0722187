import { CARD_IMAGE_FOLDER } from '../../contract/cards';
import { PUZZLE_FOLDER } from '../../contract/puzzles';
import type { Db } from '../db/open';

/** How many rows of each kind a backup holds, for its manifest and a quick look after a restore. */
export interface RowCounts {
  gifts: number;
  cards: number;
  users: number;
  mails: number; // outbox rows, sent or waiting
}

/** A stored picture a row names: `folder/name` in the uploads (or the bucket). */
export type PictureLocation = `${string}/${string}`;

export async function countRows(db: Db): Promise<RowCounts> {
  const count = (n: unknown) => Number(n ?? 0);
  const [kinds, users, mails] = await Promise.all([
    db.selectFrom('puzzles').select(['kind', (eb) => eb.fn.countAll().as('n')]).groupBy('kind').execute(),
    db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
    db.selectFrom('outbox').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  const ofKind = (kind: string) => count(kinds.find((row) => row.kind === kind)?.n);
  return { gifts: ofKind('gift'), cards: ofKind('card'), users: count(users.n), mails: count(mails.n) };
}

/**
 * Every picture a row names and the store must hold: gifts' photos, cards' and generated
 * pictures, scheduled daily pictures. Not those retention (expired_at) or a take-down (removed_at)
 * removed. The smaller copies beside each are derived from its name and travel with their folder.
 */
export async function referencedPictures(db: Db): Promise<PictureLocation[]> {
  const [puzzles, cardImages, daily] = await Promise.all([
    db.selectFrom('puzzles').select(['kind', 'image_file']).where('expired_at', 'is', null).where('removed_at', 'is', null).execute(),
    db.selectFrom('card_images').select('file').execute(),
    db.selectFrom('puzzle_schedule').select('image_path').execute(),
  ]);
  const locations = new Set<PictureLocation>();
  for (const row of puzzles) locations.add(`${row.kind === 'card' ? CARD_IMAGE_FOLDER : PUZZLE_FOLDER}/${row.image_file}`);
  for (const row of cardImages) locations.add(`${CARD_IMAGE_FOLDER}/${row.file}`);
  for (const row of daily) locations.add(row.image_path as PictureLocation);
  return [...locations].sort();
}
