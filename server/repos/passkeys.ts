import '../account/tables';
import type { ChallengePurpose } from '../account/tables';
import type { Db } from '../db/open';

/** A passkey as stored: WebAuthn's credential with the member's name for it. */
export interface Passkey {
  id: string; // credential id, base64url
  userId: string;
  publicKey: string; // base64url
  counter: number;
  transports: string[];
  name: string;
  createdAt: number;
  lastUsedAt: number | null;
}

export async function insertPasskey(db: Db, passkey: Omit<Passkey, 'lastUsedAt'>): Promise<void> {
  await db
    .insertInto('passkeys')
    .values({
      id: passkey.id,
      user_id: passkey.userId,
      public_key: passkey.publicKey,
      counter: passkey.counter,
      transports: JSON.stringify(passkey.transports),
      name: passkey.name,
      created_at: passkey.createdAt,
    })
    .execute();
}

export async function findPasskey(db: Db, id: string): Promise<Passkey | undefined> {
  const row = await db.selectFrom('passkeys').selectAll().where('id', '=', id).executeTakeFirst();
  return row && {
    id: row.id,
    userId: row.user_id,
    publicKey: row.public_key,
    counter: Number(row.counter),
    transports: JSON.parse(row.transports) as string[],
    name: row.name,
    createdAt: Number(row.created_at),
    lastUsedAt: row.last_used_at === null ? null : Number(row.last_used_at),
  };
}

export async function listPasskeys(db: Db, userId: string): Promise<Passkey[]> {
  const rows = await db.selectFrom('passkeys').select('id').where('user_id', '=', userId).orderBy('created_at').execute();
  const found = await Promise.all(rows.map((row) => findPasskey(db, row.id)));
  return found.filter((passkey): passkey is Passkey => passkey !== undefined);
}

/** The ids a registration excludes (a device must not register twice). */
export async function passkeyIdsOf(db: Db, userId: string): Promise<{ id: string; transports: string[] }[]> {
  const rows = await db.selectFrom('passkeys').select(['id', 'transports']).where('user_id', '=', userId).execute();
  return rows.map((row) => ({ id: row.id, transports: JSON.parse(row.transports) as string[] }));
}

/**
 * Records a sign-in with the passkey. Only a counter that moved on is accepted (a cloned
 * authenticator replays an old one); authenticators that keep none send 0 every time.
 */
export async function recordPasskeyUse(db: Db, id: string, counter: number, now: number): Promise<void> {
  await db.updateTable('passkeys').set({ counter, last_used_at: now }).where('id', '=', id).execute();
}

/** Answers whether the account had that passkey. */
export async function deletePasskey(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('passkeys').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return result.numDeletedRows === 1n;
}

export async function deleteUserPasskeys(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('passkeys').where('user_id', '=', userId).execute();
}

export async function insertChallenge(db: Db, challenge: string, purpose: ChallengePurpose, userId: string | null, expiresAt: number, now: number): Promise<void> {
  await db.deleteFrom('webauthn_challenges').where('expires_at', '<=', now).execute(); // abandoned ceremonies
  await db.insertInto('webauthn_challenges').values({ challenge, purpose, user_id: userId, expires_at: expiresAt }).execute();
}

/**
 * Uses a challenge up: answers true only to the one caller that deletes it while it is
 * unexpired and issued for this purpose (and account), so a response cannot be replayed.
 */
export async function consumeChallenge(db: Db, challenge: string, purpose: ChallengePurpose, userId: string | null, now: number): Promise<boolean> {
  const result = await db
    .deleteFrom('webauthn_challenges')
    .where('challenge', '=', challenge)
    .where('purpose', '=', purpose)
    .where('expires_at', '>', now)
    .$if(userId !== null, (query) => query.where('user_id', '=', userId))
    .executeTakeFirst();
  return result.numDeletedRows === 1n;
}
