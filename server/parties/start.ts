import { nextColour } from '../../game/rules/party';
import type { PartyStarted } from '../../contract/party';
import { assertNotThrottled, countAttempt } from '../auth/throttle';
import { HttpError } from '../http-error';
import { insertPartyPlayer } from '../repos/party-players';
import { findOpenParty, findParty, insertParty, updateParty, type PartyRecord } from '../repos/parties';
import { loadPuzzle } from '../puzzles/load';
import type { PartyContext } from './context';
import { currentBoard } from './board';
import { hashPartySecret, newPartyId, newPartySecret } from './tokens';

/** Host keys and invite tokens kept per party: one each per time the recipient pressed "Solve together"; the oldest go first. */
const SECRETS_KEPT = 20;

export const alreadySolved = () => new HttpError(409, 'This puzzle is solved already: there is nothing left to solve together.', 'already-solved');

export interface StartedParty {
  started: PartyStarted;
  party: PartyRecord;
  created: boolean; // a new party (the watchers are told), or the open one answered again
}

/**
 * Starts a party on a puzzle for whoever holds its /play link (its recipient), from the board
 * as it is now, with the host player named after the recipient; or, when one is open, answers
 * that one with a new host key for this device. 404 for an unknown puzzle, 410 for a cancelled
 * one, 409 'already-solved' for a solved one; 429 when this address started many parties lately.
 */
export async function startParty(ctx: PartyContext, puzzleId: string, ip: string): Promise<StartedParty> {
  const { db, clock } = ctx.puzzles;
  const puzzle = await loadPuzzle(db, puzzleId);
  if (puzzle.solvedAt !== null) throw alreadySolved();
  const hostKey = newPartySecret();
  const now = clock();
  const open = await findOpenParty(db, puzzle.id);
  if (open) return { started: await addHostKey(ctx, open, hostKey), party: open, created: false };
  await assertNotThrottled(db, 'party', ip, now); // 429 when this address started many parties lately

  const board = JSON.stringify(await currentBoard(db, puzzle));
  const inviteToken = newPartySecret();
  const party = { id: newPartyId(), puzzleId: puzzle.id, inviteHashes: [hashPartySecret(inviteToken)], hostKeyHashes: [hashPartySecret(hostKey)], board, startBoard: board, holds: '[]', createdAt: now };
  try {
    await db.transaction().execute(async (trx) => {
      await countAttempt(trx, 'party', ip, now);
      await insertParty(trx, party);
      await insertPartyPlayer(trx, { id: newPartyId(), partyId: party.id, keyHash: null, name: puzzle.recipientName, colour: nextColour([]), host: true, joinedAt: now });
    });
  } catch (error) {
    // Two starts at once: the unique open-party index let one in; this one answers that party.
    const winner = await findOpenParty(db, puzzle.id);
    if (!winner) throw error;
    return { started: await addHostKey(ctx, winner, hostKey), party: winner, created: false };
  }
  return { started: { partyId: party.id, inviteToken, hostKey }, party: { ...party, status: 'open', seq: 0, updatedAt: now }, created: true };
}

/**
 * The open party for one more device of its host. Tokens are stored only as hashes, so this
 * device gets an invite token of its own too; every invite handed out stays valid.
 */
async function addHostKey(ctx: PartyContext, party: PartyRecord, hostKey: string): Promise<PartyStarted> {
  const inviteToken = newPartySecret();
  await ctx.puzzles.db.transaction().execute(async (trx) => {
    const locked = (await findParty(trx, party.id, true)) ?? party; // its row read again under the lock: no key is lost to a start at once
    const changes = {
      hostKeyHashes: [...locked.hostKeyHashes, hashPartySecret(hostKey)].slice(-SECRETS_KEPT),
      inviteHashes: [...locked.inviteHashes, hashPartySecret(inviteToken)].slice(-SECRETS_KEPT),
    };
    await updateParty(trx, party.id, changes, ctx.puzzles.clock());
  });
  return { partyId: party.id, inviteToken, hostKey };
}
