import { ACCOUNT_MESSAGES, CONFIRM_EMAIL_PATH, EMAIL_CHANGE_TTL_MS } from '../../contract/account';
import type { PublicUser } from '../../contract/schemas/auth';
import { generateToken, hashToken } from '../auth/tokens';
import { badRequest, conflict } from '../http-error';
import { enqueueMail } from '../repos/outbox';
import { replaceEmailChange, takeEmailChange, updateUserEmail } from '../repos/email-changes';
import { findUserByEmail, findUserById, isUniqueViolation } from '../repos/users';
import type { AccountContext } from './context';
import { emailChangedNotice, emailChangeMail } from './mails';

const emailTaken = () => conflict('An account with this email already exists.', 'email-taken');
const invalidLink = () => badRequest(ACCOUNT_MESSAGES.emailChangeInvalid, 'invalid-email-change');

/**
 * Asks to change the account's address: a one-time link goes to the NEW address (through the
 * outbox, in the transaction that stores the request). Nothing changes until it is opened.
 */
export async function requestEmailChange(ctx: AccountContext, user: PublicUser, newEmail: string): Promise<void> {
  if (newEmail.toLowerCase() === user.email.toLowerCase()) throw badRequest(ACCOUNT_MESSAGES.sameEmail);
  if (await findUserByEmail(ctx.db, newEmail)) throw emailTaken();
  const now = ctx.clock();
  const token = generateToken(); // only its hash is stored; the link carries it after '#', so it is never logged
  await ctx.db.transaction().execute(async (trx) => {
    await replaceEmailChange(trx, { id: hashToken(token), userId: user.id, newEmail, expiresAt: now + EMAIL_CHANGE_TTL_MS }, now);
    await enqueueMail(trx, emailChangeMail(newEmail, `${ctx.publicUrl}${CONFIRM_EMAIL_PATH}#${token}`), now);
  });
  ctx.kickOutbox();
}

/**
 * Opens the link: the address changes and the old one gets a notice, in one transaction.
 * Whoever holds the link may open it, signed in or not: having it proves the new address.
 */
export async function confirmEmailChange(ctx: AccountContext, token: string): Promise<PublicUser> {
  const now = ctx.clock();
  try {
    const user = await ctx.db.transaction().execute(async (trx) => {
      const change = await takeEmailChange(trx, hashToken(token)); // a link works once
      if (!change || change.expiresAt <= now) throw invalidLink();
      const before = await findUserById(trx, change.userId);
      if (!before) throw invalidLink();
      await updateUserEmail(trx, before.id, change.newEmail);
      await enqueueMail(trx, emailChangedNotice(before.email, change.newEmail, `${ctx.publicUrl}/reset-password`), now);
      return { id: before.id, email: change.newEmail, role: before.role };
    });
    ctx.kickOutbox();
    return user;
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken(); // another account took the address since it was asked for
    throw error;
  }
}
