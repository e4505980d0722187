import { DELETE_CONFIRM_WORD, ACCOUNT_MESSAGES } from '../../contract/account';
import { PICTURE_WIDTHS } from '../../contract/pictures';
import type { PuzzleKindName } from '../../game/rules/gift';
import type { Db } from '../db/open';
import { badRequest } from '../http-error';
import { fullCopyName, variantFileName } from '../images/variants';
import { boardChanged, kindOf } from '../puzzles/context';
import { pictureStillShown } from '../repos/removals';
import type { AccountContext } from './context';
import { accountDataParts } from './data-parts';
import { assertPassword } from './password-change';

interface RemovedGift {
  id: string;
  kind: PuzzleKindName;
  imageFile: string;
}

/**
 * "Delete my account", in one transaction: the account's unsent mail is withdrawn (mail about
 * its gifts, and mail to its address), its gifts and cards lose message and photo and answer
 * 410 'sender-deleted-account', every registered data part erases its rows (sessions, passkeys,
 * contacts, ledger…), then the users row goes. After the commit, boards are forgotten by every
 * process and the pictures leave storage: a failure there leaves files no row points at (the
 * orphan sweep's), never a row without its picture.
 */
export async function deleteAccount(ctx: AccountContext, user: { id: string; email: string }, confirm: string, password: string): Promise<number> {
  if (confirm.trim() !== DELETE_CONFIRM_WORD) throw badRequest(ACCOUNT_MESSAGES.deleteMismatch, 'confirm-mismatch');
  await assertPassword(ctx, user.id, password);
  const now = ctx.clock();
  const removed = await ctx.db.transaction().execute(async (trx) => {
    await withdrawUnsentMail(trx, user);
    const gifts = await removeGifts(trx, user.id, now);
    for (const part of accountDataParts) await part.erase(trx, user.id);
    await trx.deleteFrom('users').where('id', '=', user.id).execute();
    return gifts;
  });
  for (const gift of removed) boardChanged(ctx.puzzles, gift.id);
  for (const gift of removed) await removePicture(ctx, gift);
  return removed.length;
}

/** Mail not yet sent about the account's gifts (recipients', reminders) or to its address. */
async function withdrawUnsentMail(trx: Db, user: { id: string; email: string }): Promise<void> {
  await trx
    .deleteFrom('outbox')
    .where('sent_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('puzzle_id', 'in', eb.selectFrom('puzzles').select('puzzles.id').where('puzzles.owner_user_id', '=', user.id)),
        eb('to_address', '=', user.email),
      ]),
    )
    .execute();
}

/** Clears message and marks removed every gift and card the account sent; answers their pictures. */
async function removeGifts(trx: Db, userId: string, now: number): Promise<RemovedGift[]> {
  const gifts = await trx.selectFrom('puzzles').select(['id', 'kind', 'image_file']).where('owner_user_id', '=', userId).execute();
  await trx
    .updateTable('puzzles')
    .set((eb) => ({ message: '', removed_at: eb.fn.coalesce('removed_at', eb.val(now)), sender_deleted_at: now }))
    .where('owner_user_id', '=', userId)
    .execute();
  return gifts.map((gift) => ({ id: gift.id, kind: gift.kind, imageFile: gift.image_file }));
}

/** The picture and its copies, unless a gift that is not removed still shows it (a card picture sent twice). */
async function removePicture(ctx: AccountContext, gift: RemovedGift): Promise<void> {
  if (await pictureStillShown(ctx.db, gift.imageFile)) return;
  const names = [gift.imageFile, fullCopyName(gift.imageFile), ...PICTURE_WIDTHS.map((width) => variantFileName(gift.imageFile, width))];
  await ctx.storage.removeAll(kindOf(ctx.puzzles, gift).folder, names);
}
