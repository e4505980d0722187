import type { PartyMove } from '../../game/rules/party';
import type { PartyMoved, PartyReplayAck, PartySnapshot } from '../../contract/party';
import { partyMovesAfter, findParty, type PartyMoveRecord } from '../repos/parties';
import type { PartyContext } from './context';
import { boardToWire } from '../../contract/party-board';
import { parseBoard } from './board';
import { partySnapshot } from './snapshot';

/** Further behind than this, a player gets the whole board rather than every move. */
export const SYNC_MOVES_MAX = 500;

export const REPLAY_NOT_YET = 'The replay is there once the puzzle is solved.';

const movedOf = (record: PartyMoveRecord): PartyMoved => ({
  seq: record.seq,
  playerId: record.playerId,
  move: JSON.parse(record.move) as PartyMove,
  at: new Date(record.at).toISOString(),
});

export type Synced = { moves: PartyMoved[] } | { snapshot: PartySnapshot } | null;

/** Catch-up: the moves after `since` from the log, or the snapshot when far behind; null for no such party. */
export async function syncParty(ctx: PartyContext, partyId: string, since: number, online: () => Promise<ReadonlySet<string>>): Promise<Synced> {
  const { db } = ctx.puzzles;
  const party = await findParty(db, partyId);
  if (!party) return null;
  if (party.seq - since > SYNC_MOVES_MAX || since > party.seq) return { snapshot: await partySnapshot(ctx, db, party, await online()) };
  return { moves: (await partyMovesAfter(db, partyId, since)).map(movedOf) };
}

/** "Watch how we solved it": the board the party started from and every move, once solved. `allowed` judges the access. */
export async function replayParty(ctx: PartyContext, partyId: string, allowed: (puzzleId: string) => boolean): Promise<PartyReplayAck | null> {
  const { db } = ctx.puzzles;
  const party = await findParty(db, partyId);
  if (!party || !allowed(party.puzzleId)) return null;
  if (party.status !== 'solved') return { ok: false, error: REPLAY_NOT_YET };
  return { ok: true, start: boardToWire(parseBoard(party.startBoard)), moves: (await partyMovesAfter(db, partyId, 0)).map(movedOf) };
}
