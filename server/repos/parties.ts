import { sql, type ExpressionBuilder, type QueryCreator } from 'kysely';
import { engineOf } from '../db/engine';
import type { Db } from '../db/open';
import type { Database, PartyTable } from '../db/tables';
import { prepared } from '../db/prepared';
import { inTransaction } from '../db/transaction';

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

/** What refereeing a move needs of its party (not the hashes nor the start board), and whether its player plays in it. */
export interface PartyPlayState {
  puzzleId: string;
  status: PartyStatus;
  seq: number;
  board: string;
  holds: string;
  playing: boolean; // the player is one of this party's, not removed
}

/** The party as a move sees it, with its player's membership, in one query; `lock` as findParty's. */
export async function findPartyPlay(db: Db, partyId: string, playerId: string, lock = false): Promise<PartyPlayState | undefined> {
  let query = db
    .selectFrom('parties')
    .select(['puzzle_id', 'status', 'seq', 'board', 'holds'])
    .select((eb) => eb.exists(playingIn(eb, partyId, playerId)).as('playing'))
    .where('id', '=', partyId);
  if (lock && engineOf(db) === 'postgres') query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row && { puzzleId: row.puzzle_id, status: row.status, seq: Number(row.seq), board: row.board, holds: row.holds, playing: Boolean(row.playing) };
}

const playingIn = (eb: ExpressionBuilder<Database, 'parties'>, partyId: string, playerId: string) =>
  eb.selectFrom('party_players').select('party_players.id').where('party_players.id', '=', playerId).where('party_players.party_id', '=', partyId).where('party_players.removed', '=', 0);

/** A refereed move, to be stored only if its party is still as it was refereed on. */
export interface PartyMoveCommit {
  partyId: string;
  playerId: string;
  seenSeq: number; // the party's seq the move was refereed on
  seenHolds: string; // and its holds, as stored
  board: string; // the board after the move (its seq is seenSeq + 1)
  holds: string | null; // the holds after it, when they changed
  solved: boolean;
  move: string; // JSON
  at: number;
}

/**
 * Stores a refereed move (the party's board, seq and holds, and the move in the log) if the
 * party is still open, at the seq and with the holds it was refereed on, and its player still
 * plays in it; false, storing nothing, otherwise (the caller reads the party again). The check
 * and the writes are one statement on PostgreSQL (a data-modifying WITH: no round trip holds the
 * row between them), one transaction on SQLite (which has no such WITH, and one writer anyway).
 */
export async function commitPartyMove(db: Db, commit: PartyMoveCommit): Promise<boolean> {
  const values: MoveCommitValues = {
    partyId: commit.partyId,
    playerId: commit.playerId,
    seenSeq: commit.seenSeq,
    seenHolds: commit.seenHolds,
    seq: commit.seenSeq + 1,
    board: commit.board,
    holds: commit.holds ?? commit.seenHolds, // unchanged: the row's, as the update requires
    status: commit.solved ? 'solved' : 'open', // not solved: 'open', as the update requires
    move: commit.move,
    at: commit.at,
  };
  if (engineOf(db) === 'postgres') return (await commitMoveInOneStatement(db, values)).numAffectedRows === 1n;
  return inTransaction(db, async (trx) => {
    if ((await updatePartyForMove(trx, values)).numAffectedRows !== 1n) return false;
    await insertMoveOf(trx, values);
    return true;
  });
}

/** What a move's commit writes and checks; its queries are prepared (a party's moves are the hot path). */
interface MoveCommitValues extends Record<string, unknown> {
  partyId: string;
  playerId: string;
  seenSeq: number;
  seenHolds: string;
  seq: number;
  board: string;
  holds: string;
  status: PartyStatus;
  move: string;
  at: number;
}

const moveUpdate = (qb: QueryCreator<Database>, v: MoveCommitValues) =>
  qb
    .updateTable('parties')
    .set({ seq: v.seq, board: v.board, holds: v.holds, status: v.status, updated_at: v.at })
    .where('id', '=', v.partyId)
    .where('seq', '=', v.seenSeq)
    .where('status', '=', 'open')
    .where('holds', '=', v.seenHolds)
    .where((eb) => eb.exists(playingIn(eb, v.partyId, v.playerId)));

const updatePartyForMove = prepared<MoveCommitValues>((db, v) => moveUpdate(db, v));

const insertMoveOf = prepared<MoveCommitValues>((db, v) =>
  db.insertInto('party_moves').values({ party_id: v.partyId, seq: v.seq, player_id: v.playerId, move: v.move, at: v.at }),
);

const commitMoveInOneStatement = prepared<MoveCommitValues>((db, v) =>
  db
    .with('moved', (qb) => moveUpdate(qb, v).returning(['id', 'seq']))
    .insertInto('party_moves')
    .columns(['party_id', 'seq', 'player_id', 'move', 'at'])
    .expression((eb) =>
      eb.selectFrom('moved').select((inner) => [
        'moved.id',
        'moved.seq',
        inner.cast<string>(inner.val(v.playerId), 'text').as('player_id'),
        inner.cast<string>(inner.val(v.move), 'text').as('move'),
        inner.cast<number>(inner.val(v.at), 'bigint').as('at'),
      ]),
    ),
);

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
