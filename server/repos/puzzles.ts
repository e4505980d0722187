import type { Db } from '../db/open';
import type { PuzzleKindName } from '../../game/rules/gift';
import type { JigsawCount, PuzzleType } from '../../game/rules/jigsaw/counts';
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
  sendAt: number; // when the recipient's mail is due (createdAt for "Send now")
  timeZone: string; // IANA zone the send time was chosen in; mails and pages show it there
  remind: boolean; // the sender agreed to one reminder if the gift goes unopened
  cancelledAt: number | null;
  ownerUserId: string | null; // the signed-in sender's account, or the one that claimed it
  giftMailId: number | null; // outbox id of the recipient's current mail (set when it is queued)
  replyTo: string | null; // the puzzle this one answers: its recipient's address stays hidden from its sender
  puzzleType: PuzzleType; // a tile swap (gridSize) or a jigsaw (pieces, rotation)
  pieces: JigsawCount | null; // a jigsaw's count as its creator chose it; null for a swap
  rotation: boolean; // a jigsaw's pieces may be turned; false for a swap
  expiredAt: number | null; // retention removed its photo and message (server/retention/)
  keptDays: number | null; // the RETENTION_DAYS in force when it did
  removedAt: number | null; // an admin took it down after a report (server/moderation/): its link answers 410
  senderDeletedAt: number | null; // removed because its sender deleted their account (server/account/delete.ts)
}

export type NewPuzzle = Omit<Puzzle, 'solvedAt' | 'cancelledAt' | 'giftMailId' | 'expiredAt' | 'keptDays' | 'removedAt' | 'senderDeletedAt'>;

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
    sendAt: row.send_at,
    timeZone: row.time_zone,
    remind: row.remind === 1,
    cancelledAt: row.cancelled_at,
    ownerUserId: row.owner_user_id,
    giftMailId: row.gift_mail_id,
    replyTo: row.reply_to,
    puzzleType: row.puzzle_type,
    pieces: row.pieces,
    rotation: row.rotation === 1,
    expiredAt: row.expired_at,
    keptDays: row.kept_days,
    removedAt: row.removed_at,
    senderDeletedAt: row.sender_deleted_at,
  };
}

export async function insertPuzzle(db: Db, puzzle: NewPuzzle): Promise<void> {
  const row: Omit<PuzzleRow, 'solved_at' | 'cancelled_at' | 'gift_mail_id' | 'expired_at' | 'kept_days' | 'removed_at' | 'sender_deleted_at' | 'recipient_phone'> = {
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
    send_at: puzzle.sendAt,
    time_zone: puzzle.timeZone,
    remind: puzzle.remind ? 1 : 0,
    owner_user_id: puzzle.ownerUserId,
    reply_to: puzzle.replyTo,
    puzzle_type: puzzle.puzzleType,
    pieces: puzzle.pieces,
    rotation: puzzle.rotation ? 1 : 0,
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

/** Points the puzzle at the outbox row of its recipient's current mail. */
export async function setGiftMail(db: Db, id: string, mailId: number): Promise<void> {
  await db.updateTable('puzzles').set({ gift_mail_id: mailId }).where('id', '=', id).execute();
}

/** What the sender may change before the gift goes out. */
export type PuzzleChanges = Partial<Pick<Puzzle, 'recipientName' | 'recipientEmail' | 'message' | 'sendAt' | 'timeZone'>>;

export async function updatePuzzle(db: Db, id: string, changes: PuzzleChanges): Promise<void> {
  const columns = {
    recipient_name: changes.recipientName,
    recipient_email: changes.recipientEmail,
    message: changes.message,
    send_at: changes.sendAt,
    time_zone: changes.timeZone,
  };
  const set = Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
  if (Object.keys(set).length > 0) await db.updateTable('puzzles').set(set).where('id', '=', id).execute();
}

/** Marks the puzzle withdrawn, once; answers whether this call did it. */
export async function markPuzzleCancelled(db: Db, id: string, at: number): Promise<boolean> {
  const result = await db.updateTable('puzzles').set({ cancelled_at: at }).where('id', '=', id).where('cancelled_at', 'is', null).executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
