import { AUTH_MESSAGES } from '../../contract/auth';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { HttpError } from '../http-error';
import { deleteOtherSessions } from '../repos/account-sessions';
import { deleteUserResets } from '../repos/password-resets';
import { findUserById, updatePasswordHash } from '../repos/users';
import type { AccountContext } from './context';

export const wrongPassword = () => new HttpError(401, AUTH_MESSAGES.wrongPassword, 'wrong-password');

/** The account's password is this one, or a 401 'wrong-password'. */
export async function assertPassword(ctx: AccountContext, userId: string, password: string): Promise<void> {
  const user = await findUserById(ctx.db, userId);
  if (!user || !(await verifyPassword(user.passwordHash, password))) throw wrongPassword();
}

/**
 * Sets a new password when the current one is given. Every OTHER session ends (whoever knew the
 * old password is signed out), and pending reset links stop working, with the change in one transaction.
 */
export async function changePassword(ctx: AccountContext, userId: string, sessionId: string | null, current: string, next: string): Promise<number> {
  await assertPassword(ctx, userId, current);
  const passwordHash = await hashPassword(next);
  return ctx.db.transaction().execute(async (trx) => {
    await updatePasswordHash(trx, userId, passwordHash);
    await deleteUserResets(trx, userId);
    return deleteOtherSessions(trx, userId, sessionId);
  });
}
