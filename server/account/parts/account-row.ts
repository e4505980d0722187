import type { Db } from '../../db/open';
import type { AccountDataPart } from '../data-parts';

/** The account itself: address, role, when it was made (never the password hash). */
export const accountRowPart: AccountDataPart = {
  name: 'account',
  async export(db, userId) {
    const row = await db.selectFrom('users').select(['id', 'email', 'role', 'created_at']).where('id', '=', userId).executeTakeFirst();
    return row && { id: row.id, email: row.email, role: row.role, createdAt: new Date(row.created_at).toISOString() };
  },
  // The users row itself goes last, in server/account/delete.ts, once every part's rows are gone.
  async erase(trx: Db, userId) {
    await trx.deleteFrom('password_resets').where('user_id', '=', userId).execute();
  },
};

/** Signed-in devices: when each expires (the token itself is never stored, only its hash, which is not exported). */
export const sessionsPart: AccountDataPart = {
  name: 'sessions',
  async export(db, userId) {
    const rows = await db.selectFrom('sessions').select(['expires_at']).where('user_id', '=', userId).execute();
    return rows.map((row) => ({ expiresAt: new Date(row.expires_at).toISOString() }));
  },
  async erase(trx, userId) {
    await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
  },
};
