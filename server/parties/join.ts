import { NAME_NEEDED, nextColour, PARTY_FULL, PARTY_MAX_PLAYERS, playerName } from '../../game/rules/party';
import { PARTY_NOT_FOUND, PARTY_REMOVED, type PartyJoinRequest } from '../../contract/party';
import type { Db } from '../db/open';
import { findPartyPlayerByKey, insertPartyPlayer, listPartyPlayers, type PartyPlayerRecord } from '../repos/party-players';
import { findParty, type PartyRecord } from '../repos/parties';
import type { PartyContext } from './context';
import { hashPartySecret, newPartyId, newPartySecret, partySecretMatches } from './tokens';

export const PARTY_SOLVED_NO_NEW_PLAYERS = 'This party has solved its puzzle: no one new can join it now.';

export type Joined =
  | { ok: true; party: PartyRecord; player: PartyPlayerRecord; playerKey: string }
  | { ok: false; error: string; needsName?: boolean };

const notFound: Joined = { ok: false, error: PARTY_NOT_FOUND };
const matchesAny = (secret: string, hashes: readonly string[]): boolean => hashes.some((hash) => partySecretMatches(secret, hash));

/**
 * Who a join lets in: a host key opens the host player (on any device); the invite token opens
 * the player an earlier join's key names (a reload, a new tab) or, with a name, a new guest with
 * the first colour free, up to PARTY_MAX_PLAYERS. A removed player's key stays shut. A wrong
 * token and an unknown or ended party answer alike. The request is checked for shape by the caller.
 */
export async function joinParty(ctx: PartyContext, request: PartyJoinRequest): Promise<Joined> {
  const { db } = ctx.puzzles;
  const party = await findParty(db, request.partyId);
  if (!party || party.status === 'ended') return notFound;
  const keys = [request.token, request.playerKey].filter((key): key is string => key !== undefined);
  if (keys.some((key) => matchesAny(key, party.hostKeyHashes))) {
    const host = (await listPartyPlayers(db, party.id)).find((player) => player.host);
    const hostKey = keys.find((key) => matchesAny(key, party.hostKeyHashes)) as string;
    return host ? { ok: true, party, player: host, playerKey: hostKey } : notFound;
  }
  if (!matchesAny(request.token, party.inviteHashes)) return notFound;
  if (request.playerKey !== undefined) {
    const known = await findPartyPlayerByKey(db, party.id, hashPartySecret(request.playerKey));
    if (known?.removed) return { ok: false, error: PARTY_REMOVED };
    if (known) return { ok: true, party, player: known, playerKey: request.playerKey };
  }
  if (party.status !== 'open') return { ok: false, error: PARTY_SOLVED_NO_NEW_PLAYERS };
  const name = playerName(request.name);
  if (name === null) return { ok: false, error: NAME_NEEDED, needsName: true };
  return db.transaction().execute((trx) => addGuest(ctx, trx, party.id, name));
}

/** A new guest, counted under the party's lock so that two joins at once cannot make 21. */
async function addGuest(ctx: PartyContext, trx: Db, partyId: string, name: string): Promise<Joined> {
  const party = await findParty(trx, partyId, true);
  if (!party || party.status !== 'open') return notFound;
  const present = (await listPartyPlayers(trx, partyId)).filter((player) => !player.removed);
  if (present.length >= PARTY_MAX_PLAYERS) return { ok: false, error: PARTY_FULL };
  const playerKey = newPartySecret();
  const player: PartyPlayerRecord = {
    id: newPartyId(),
    partyId,
    keyHash: hashPartySecret(playerKey),
    name,
    colour: nextColour(present.map((other) => other.colour)),
    host: false,
    removed: false,
    joinedAt: ctx.puzzles.clock(),
  };
  await insertPartyPlayer(trx, player);
  return { ok: true, party, player, playerKey };
}
