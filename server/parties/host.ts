import { release } from '../../game/rules/party';
import type { PartyAck } from '../../contract/party';
import { findPartyPlayer, markPartyPlayerRemoved } from '../repos/party-players';
import { findParty, updateParty } from '../repos/parties';
import { findPuzzle } from '../repos/puzzles';
import { boardChanged } from '../puzzles/context';
import type { PartyContext } from './context';
import { holdsText, keepPartyBoard, parseBoard, parseHolds } from './board';
import { liveHolds } from './snapshot';

export const HOST_ONLY = 'Only the host can do that.';
export const NO_SUCH_PLAYER = 'That player is not in this party.';
export const NOT_OPEN = 'This party is not open any more.';

async function asHost(ctx: PartyContext, partyId: string, hostId: string) {
  const host = await findPartyPlayer(ctx.puzzles.db, hostId);
  return host && host.partyId === partyId && host.host && !host.removed ? host : null;
}

/** The host removes a player (never themselves): that player's key opens nothing any more, and its hold is dropped. */
export async function removePlayer(ctx: PartyContext, partyId: string, hostId: string, playerId: string): Promise<PartyAck & { holdsChanged?: boolean }> {
  if (!(await asHost(ctx, partyId, hostId))) return { ok: false, error: HOST_ONLY };
  const { db, clock } = ctx.puzzles;
  return db.transaction().execute(async (trx) => {
    const party = await findParty(trx, partyId, true);
    const player = await findPartyPlayer(trx, playerId);
    if (!party || !player || player.partyId !== partyId || player.removed || player.host) return { ok: false, error: NO_SUCH_PLAYER };
    await markPartyPlayerRemoved(trx, playerId);
    ctx.turns.forget(partyId); // holds may change below; the commit of a move checks the player anyway
    const holds = parseHolds(party.holds);
    if (!holds.has(playerId)) return { ok: true };
    await updateParty(trx, partyId, { holds: holdsText(liveHolds(release(holds, playerId), clock())) }, clock());
    return { ok: true, holdsChanged: true };
  });
}

/**
 * The host ends the party: no more moves or joins, and the board as the party left it becomes the
 * puzzle's progress, so the recipient's own link continues it. A solved party is over already.
 */
export async function endParty(ctx: PartyContext, partyId: string, hostId: string): Promise<PartyAck & { puzzleId?: string }> {
  if (!(await asHost(ctx, partyId, hostId))) return { ok: false, error: HOST_ONLY };
  const { db, clock } = ctx.puzzles;
  const now = clock();
  const result = await db.transaction().execute(async (trx) => {
    const party = await findParty(trx, partyId, true);
    if (!party || party.status !== 'open') return { ok: false as const, error: NOT_OPEN };
    await updateParty(trx, partyId, { status: 'ended', holds: '[]' }, now);
    const puzzle = await findPuzzle(trx, party.puzzleId);
    // An unsolved party's board is the recipient's to continue; a puzzle solved meanwhile keeps its own.
    const began = puzzle && puzzle.solvedAt === null && party.seq > 0 ? await keepPartyBoard(trx, puzzle, parseBoard(party.board), now) : false;
    return { ok: true as const, puzzleId: party.puzzleId, began };
  });
  ctx.turns.forget(partyId);
  if (!result.ok) return result;
  if (result.began) boardChanged(ctx.puzzles, result.puzzleId);
  ctx.reached.delete(result.puzzleId);
  return { ok: true, puzzleId: result.puzzleId };
}
