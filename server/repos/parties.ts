import { sql } from 'kysely';
import { engineOf } from '../db/engine';
import type { Db } from '../db/open';
import type { PartyTable } from '../db/tables';

export type PartyStatus = PartyTable['status'];

/** A party as stored, its JSON columns left as text: the service parses and checks them. */
export interface PartyRecord {
  id: string;
  puzzleId: string;
  inviteHashes: string[];
  hostKeyHashes: string[];
  status: PartyStatus;
  seq: number;
  board: string;
  startBoard: string;
  holds: string;
  createdAt: number;
  updatedAt: number;
}

/** A JSON list of hashes as stored; anything else holds none. */
function hashList(text: string): string[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((hash): hash is string => typeof hash === 'string') : [];
  } catch {
    return [];
  }
}

function toRecord(row: PartyTable): PartyRecord {
  return {
    id: row.id,
    puzzleId: row.puzzle_id,
    inviteHashes: hashList(row.invite_hashes),
    hostKeyHashes: hashList(row.host_key_hashes),
    status: row.status,
    seq: Number(row.seq),
    board: row.board,
    startBoard: row.start_board,
    holds: row.holds,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export type NewParty = Omit<PartyRecord, 'status' | 'seq' | 'updatedAt'>;

export async function insertParty(db: Db, party: NewParty): Promise<void> {
  await db
    .insertInto('parties')
    .values({
      id: party.id,
      puzzle_id: party.puzzleId,
      invite_hashes: JSON.stringify(party.inviteHashes),
      host_key_hashes: JSON.stringify(party.hostKeyHashes),
      status: 'open',
      seq: 0,
      board: party.board,
      start_board: party.startBoard,
      holds: party.holds,
      created_at: party.createdAt,
      updated_at: party.createdAt,
    })
    .execute();
}

/**
 * The party, or undefined. `lock` (inside a transaction) takes its row for the rest of it on
 * PostgreSQL (SELECT … FOR UPDATE), so moves on one party are applied one at a time across
 * processes; SQLite's single writer serialises them anyway and has no such clause.
 */
export async function findParty(db: Db, id: string, lock = false): Promise<PartyRecord | undefined> {
  let query = db.selectFrom('parties').selectAll().where('id', '=', id);
  if (lock && engineOf(db) === 'postgres') query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row && toRecord(row);
}

export async function findOpenParty(db: Db, puzzleId: string): Promise<PartyRecord | undefined> {
  const row = await db.selectFrom('parties').selectAll().where('puzzle_id', '=', puzzleId).where('status', '=', 'open').executeTakeFirst();
  return row && toRecord(row);
}

export type PartyChanges = Partial<Pick<PartyRecord, 'status' | 'seq' | 'board' | 'holds' | 'hostKeyHashes' | 'inviteHashes'>>;

export async function updateParty(db: Db, id: string, changes: PartyChanges, at: number): Promise<void> {
  await db
    .updateTable('parties')
    .set({
      ...(changes.status !== undefined && { status: changes.status }),
      ...(changes.seq !== undefined && { seq: changes.seq }),
      ...(changes.board !== undefined && { board: changes.board }),
      ...(changes.holds !== undefined && { holds: changes.holds }),
      ...(changes.hostKeyHashes !== undefined && { host_key_hashes: JSON.stringify(changes.hostKeyHashes) }),
      ...(changes.inviteHashes !== undefined && { invite_hashes: JSON.stringify(changes.inviteHashes) }),
      updated_at: at,
    })
    .where('id', '=', id)
    .execute();
}

export interface PartyMoveRecord {
  seq: number;
  playerId: string;
  move: string; // JSON
  at: number;
}

export async function insertPartyMove(db: Db, partyId: string, move: PartyMoveRecord): Promise<void> {
  await db.insertInto('party_moves').values({ party_id: partyId, seq: move.seq, player_id: move.playerId, move: move.move, at: move.at }).execute();
}

/** The moves after `since`, in order. */
export async function partyMovesAfter(db: Db, partyId: string, since: number): Promise<PartyMoveRecord[]> {
  const rows = await db
    .selectFrom('party_moves')
    .select(['seq', 'player_id', 'move', 'at'])
    .where('party_id', '=', partyId)
    .where('seq', '>', since)
    .orderBy('seq')
    .execute();
  return rows.map((row) => ({ seq: Number(row.seq), playerId: row.player_id, move: row.move, at: row.at }));
}

/** For tests and tools: how many moves a party has stored. */
export async function countPartyMoves(db: Db, partyId: string): Promise<number> {
  const row = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM party_moves WHERE party_id = ${partyId}`.execute(db);
  return Number(row.rows[0]?.n ?? 0);
}
