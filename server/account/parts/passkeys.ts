import { deleteUserEmailChanges } from '../../repos/email-changes';
import { deleteUserPasskeys, listPasskeys } from '../../repos/passkeys';
import type { AccountDataPart } from '../data-parts';

/** Passkeys: their names and dates (a public key is of no use to anyone else, and is not exported). */
export const passkeysPart: AccountDataPart = {
  name: 'passkeys',
  async export(db, userId) {
    const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
    return (await listPasskeys(db, userId)).map((passkey) => ({ name: passkey.name, createdAt: iso(passkey.createdAt), lastUsedAt: iso(passkey.lastUsedAt) }));
  },
  async erase(trx, userId) {
    await deleteUserPasskeys(trx, userId);
    await trx.deleteFrom('webauthn_challenges').where('user_id', '=', userId).execute();
    await deleteUserEmailChanges(trx, userId);
  },
};
