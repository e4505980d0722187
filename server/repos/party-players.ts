import type { Db } from '../db/open';
import type { PartyPlayerTable } from '../db/tables';

/** A player of a party as stored (removed ones too: they must not come back with their key). */
export interface PartyPlayerRecord {
  id: string;
  partyId: string;
  keyHash: string | null; // null for the host, whose devices hold host keys instead
  name: string;
  colour: string;
  host: boolean;
  removed: boolean;
  joinedAt: number;
}

const toRecord = (row: PartyPlayerTable): PartyPlayerRecord => ({
  id: row.id,
  partyId: row.party_id,
  keyHash: row.key_hash,
  name: row.name,
  colour: row.colour,
  host: row.host === 1,
  removed: row.removed === 1,
  joinedAt: row.joined_at,
});

export async function insertPartyPlayer(db: Db, player: Omit<PartyPlayerRecord, 'removed'>): Promise<void> {
  await db
    .insertInto('party_players')
    .values({
      id: player.id,
      party_id: player.partyId,
      key_hash: player.keyHash,
      name: player.name,
      colour: player.colour,
      host: player.host ? 1 : 0,
      removed: 0,
      joined_at: player.joinedAt,
    })
    .execute();
}

/** Every player of a party, removed ones included: the host first, then in the order they joined. */
export async function listPartyPlayers(db: Db, partyId: string): Promise<PartyPlayerRecord[]> {
  const rows = await db.selectFrom('party_players').selectAll().where('party_id', '=', partyId).orderBy('host', 'desc').orderBy('joined_at').orderBy('id').execute();
  return rows.map(toRecord);
}

export async function findPartyPlayer(db: Db, id: string): Promise<PartyPlayerRecord | undefined> {
  const row = await db.selectFrom('party_players').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toRecord(row);
}

/** The player a device's key opens (the key's SHA-256, looked up like a session's). */
export async function findPartyPlayerByKey(db: Db, partyId: string, keyHash: string): Promise<PartyPlayerRecord | undefined> {
  const row = await db.selectFrom('party_players').selectAll().where('key_hash', '=', keyHash).where('party_id', '=', partyId).executeTakeFirst();
  return row && toRecord(row);
}

export async function markPartyPlayerRemoved(db: Db, id: string): Promise<void> {
  await db.updateTable('party_players').set({ removed: 1 }).where('id', '=', id).execute();
}
