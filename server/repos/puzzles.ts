import type { Db } from '../db/open';
import type { PuzzleKindName } from '../../game/rules/gift';
import type { PuzzleRow } from '../db/tables';

/** A sent puzzle. Secrets stay on the server: the message until a replayed solve, the seed, the token's hash. */
export interface Puzzle {
  id: string;
  kind: PuzzleKindName; // a photo gift or an AI card: where its picture lives, what its mails say
  message: string;
  gridSize: number; // the side the sender chose
  fontStyle: string;
  isPublic: boolean;
  senderName: string;
  senderEmail: string;
  recipientName: string;
  recipientEmail: string;
  consent: boolean; // the sender agreed to notification mails
  imageFile: string; // name of the picture in its storage folder
  width: number; // of the stored image, pixels
  height: number;
  shuffleSeed: number; // each grid side derives its own shuffle from it
  watchTokenHash: string; // hex SHA-256 of the sender's watch token
  createdAt: number; // ms since epoch
  solvedAt: number | null; // first replayed solve
}

export type NewPuzzle = Omit<Puzzle, 'solvedAt'>;

function toPuzzle(row: PuzzleRow): Puzzle {
  return {
    id: row.id,
    kind: row.kind,
    message: row.message,
    gridSize: row.grid_size,
    fontStyle: row.font_style,
    isPublic: row.is_public === 1,
    senderName: row.sender_name,
    senderEmail: row.sender_email,
    recipientName: row.recipient_name,
    recipientEmail: row.recipient_email,
    consent: row.consent === 1,
    imageFile: row.image_file,
    width: row.width,
    height: row.height,
    shuffleSeed: row.shuffle_seed,
    watchTokenHash: row.watch_token_hash,
    createdAt: row.created_at,
    solvedAt: row.solved_at,
  };
}

export async function insertPuzzle(db: Db, puzzle: NewPuzzle): Promise<void> {
  const row: Omit<PuzzleRow, 'solved_at'> = {
    id: puzzle.id,
    kind: puzzle.kind,
    message: puzzle.message,
    grid_size: puzzle.gridSize,
    font_style: puzzle.fontStyle,
    is_public: puzzle.isPublic ? 1 : 0,
    sender_name: puzzle.senderName,
    sender_email: puzzle.senderEmail,
    recipient_name: puzzle.recipientName,
    recipient_email: puzzle.recipientEmail,
    consent: puzzle.consent ? 1 : 0,
    image_file: puzzle.imageFile,
    width: puzzle.width,
    height: puzzle.height,
    shuffle_seed: puzzle.shuffleSeed,
    watch_token_hash: puzzle.watchTokenHash,
    created_at: puzzle.createdAt,
  };
  await db.insertInto('puzzles').values(row).execute();
}

export async function findPuzzle(db: Db, id: string): Promise<Puzzle | undefined> {
  const row = await db.selectFrom('puzzles').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toPuzzle(row);
}

/** Sets solved_at the first time only; answers whether this call did it. */
export async function markPuzzleSolved(db: Db, id: string, at: number): Promise<boolean> {
  const result = await db.updateTable('puzzles').set({ solved_at: at }).where('id', '=', id).where('solved_at', 'is', null).executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function countPuzzles(db: Db): Promise<number> {
  const row = await db.selectFrom('puzzles').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}
