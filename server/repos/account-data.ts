import '../account/tables';
import type { PuzzleKindName } from '../../game/rules/gift';
import type { Db } from '../db/open';

/** A gift or card of an account and the picture it points at. */
export interface AccountPicture {
  id: string;
  kind: PuzzleKindName; // which storage folder its picture is in
  imageFile: string;
}

/** Mail not yet sent about the account's gifts (recipients', reminders) or to its address; answers how many went. */
export async function withdrawUnsentMailOf(db: Db, userId: string, email: string): Promise<number> {
  const result = await db
    .deleteFrom('outbox')
    .where('sent_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('puzzle_id', 'in', eb.selectFrom('puzzles').select('puzzles.id').where('puzzles.owner_user_id', '=', userId)),
        eb('to_address', '=', email),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Clears the message, and the names and addresses of sender and recipient, of every gift and card
 * the account sent, and marks them removed with their sender's account (removed_at kept when an admin
 * took one down first); answers them. A removed gift is never played, mailed or shown again, so
 * nothing needs them; the rows stay so that their links can say why they are gone.
 */
export async function removeGiftsOf(db: Db, userId: string, now: number): Promise<AccountPicture[]> {
  const gifts = await db.selectFrom('puzzles').select(['id', 'kind', 'image_file']).where('owner_user_id', '=', userId).execute();
  await db
    .updateTable('puzzles')
    .set((eb) => ({
      message: '',
      sender_name: '',
      sender_email: '',
      recipient_name: '',
      recipient_email: '',
      removed_at: eb.fn.coalesce('removed_at', eb.val(now)),
      sender_deleted_at: now,
    }))
    .where('owner_user_id', '=', userId)
    .execute();
  return gifts.map((gift) => ({ id: gift.id, kind: gift.kind, imageFile: gift.image_file }));
}

/** Ends the open parties on the account's gifts (no more moves, joins or reveal); answers their ids. */
export async function endPartiesOf(db: Db, userId: string, now: number): Promise<string[]> {
  const rows = await db
    .updateTable('parties')
    .set({ status: 'ended', holds: '[]', updated_at: now })
    .where('status', '=', 'open')
    .where('puzzle_id', 'in', (eb) => eb.selectFrom('puzzles').select('puzzles.id').where('puzzles.owner_user_id', '=', userId))
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Pictures the account's gifts and cards still keep, oldest first, each name once (a card picture may be sent twice). */
export async function keptPicturesOf(db: Db, userId: string): Promise<AccountPicture[]> {
  const rows = await db
    .selectFrom('puzzles')
    .select(['id', 'kind', 'image_file'])
    .where('owner_user_id', '=', userId)
    .where('expired_at', 'is', null)
    .where('removed_at', 'is', null)
    .orderBy('created_at')
    .execute();
  const seen = new Set<string>();
  return rows
    .filter((row) => row.image_file && !seen.has(row.image_file) && seen.add(row.image_file))
    .map((row) => ({ id: row.id, kind: row.kind, imageFile: row.image_file }));
}

/** The users row itself, once every part's rows are gone. */
export async function deleteUser(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('users').where('id', '=', userId).execute();
}
