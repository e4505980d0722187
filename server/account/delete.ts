import { DELETE_CONFIRM_WORD, ACCOUNT_MESSAGES } from '../../contract/account';
import { PICTURE_WIDTHS } from '../../contract/pictures';
import { badRequest } from '../http-error';
import { fullCopyName, variantFileName } from '../images/variants';
import { boardChanged, kindOf } from '../puzzles/context';
import { deleteUser, endPartiesOf, removeGiftsOf, withdrawUnsentMailOf, type AccountPicture } from '../repos/account-data';
import { pictureStillShown } from '../repos/removals';
import type { AccountContext } from './context';
import { accountDataParts } from './data-parts';
import { assertPassword } from './password-change';

/**
 * "Delete my account", in one transaction: the account's unsent mail is withdrawn (mail about
 * its gifts, and mail to its address), its gifts and cards lose message and photo and answer
 * 410 'sender-deleted-account', open parties on them end, every registered data part erases its rows (sessions, passkeys,
 * contacts, ledger…), then the users row goes. After the commit, boards are forgotten by every
 * process and the pictures leave storage: a failure there leaves files no row points at (the
 * orphan sweep's), never a row without its picture.
 */
export async function deleteAccount(ctx: AccountContext, user: { id: string; email: string }, confirm: string, password: string): Promise<number> {
  if (confirm.trim() !== DELETE_CONFIRM_WORD) throw badRequest(ACCOUNT_MESSAGES.deleteMismatch, 'confirm-mismatch');
  await assertPassword(ctx, user.id, password);
  const now = ctx.clock();
  const { removed, parties } = await ctx.db.transaction().execute(async (trx) => {
    await withdrawUnsentMailOf(trx, user.id, user.email);
    const gifts = await removeGiftsOf(trx, user.id, now);
    const ended = await endPartiesOf(trx, user.id, now);
    for (const part of accountDataParts) await part.erase(trx, user.id);
    await deleteUser(trx, user.id);
    return { removed: gifts, parties: ended };
  });
  for (const gift of removed) boardChanged(ctx.puzzles, gift.id);
  for (const partyId of parties) ctx.partyEnded?.(partyId);
  for (const gift of removed) await removePicture(ctx, gift);
  return removed.length;
}

/** The picture and its copies, unless a gift that is not removed still shows it (a card picture sent twice). */
async function removePicture(ctx: AccountContext, gift: AccountPicture): Promise<void> {
  if (await pictureStillShown(ctx.db, gift.imageFile)) return;
  const names = [gift.imageFile, fullCopyName(gift.imageFile), ...PICTURE_WIDTHS.map((width) => variantFileName(gift.imageFile, width))];
  await ctx.storage.removeAll(kindOf(ctx.puzzles, gift).folder, names);
}
