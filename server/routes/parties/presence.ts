import type { PartySnapshot } from '../../../contract/party';
import { partyRoom, puzzleRoom, type RealtimeServer, type RealtimeSocket } from '../../plugins/realtime';
import type { PartyService } from '../../parties/service';

/**
 * How long a look across processes waits for them. A process killed without a goodbye is
 * still counted until the adapter's heartbeat forgets it (redis-adapter.ts); meanwhile a look
 * that would wait for its answer is cut short, and answers this process's sockets only.
 */
export const PEERS_TIMEOUT_MS = 1_000;

/** The sockets in a party's room on every process that answers within PEERS_TIMEOUT_MS (else on this one). */
export async function partySockets(io: RealtimeServer, partyId: string) {
  const room = partyRoom(partyId);
  try {
    return await io.in(room).timeout(PEERS_TIMEOUT_MS).fetchSockets();
  } catch {
    return io.in(room).local.fetchSockets();
  }
}

const playersOf = (partyId: string, sockets: readonly { data: RealtimeSocket['data'] }[]): Set<string> => {
  const online = new Set<string>();
  for (const socket of sockets) {
    const party = socket.data.party;
    if (party?.partyId === partyId) online.add(party.playerId);
  }
  return online;
};

/**
 * Who is here: the players with a connection in the party's room, on any process (fetchSockets
 * asks every process through the Redis adapter), joined with the party's players.
 */
export async function onlinePlayers(io: RealtimeServer, partyId: string): Promise<Set<string>> {
  return playersOf(partyId, await partySockets(io, partyId));
}

/** Who is here on this process only: what an answer may wait for (the whole room is announced after it). */
export async function playersHere(io: RealtimeServer, partyId: string): Promise<Set<string>> {
  return playersOf(partyId, await io.in(partyRoom(partyId)).local.fetchSockets());
}

interface Announcing {
  again: boolean; // asked for again while running: once more when done, with whoever is here then
  done: Promise<void>;
}
const announcing = new WeakMap<RealtimeServer, Map<string, Announcing>>();

/**
 * Tells the room who is in the party and who is online now (and the puzzle's watchers, who see
 * who is playing). Asked for many times at once (a party's players coming back together after a
 * process went away), it runs once, then once more: the last word is always the latest.
 */
export function announcePlayers(io: RealtimeServer, parties: PartyService, partyId: string, puzzleId: string): Promise<void> {
  const running = announcing.get(io) ?? new Map<string, Announcing>();
  announcing.set(io, running);
  const current = running.get(partyId);
  if (current) {
    current.again = true;
    return current.done;
  }
  const entry: Announcing = { again: false, done: Promise.resolve() };
  running.set(partyId, entry);
  entry.done = (async () => {
    try {
      do {
        entry.again = false;
        const players = await parties.players(partyId, await onlinePlayers(io, partyId));
        io.to([partyRoom(partyId), puzzleRoom(puzzleId)]).emit('party:players', players);
      } while (entry.again);
    } finally {
      running.delete(partyId);
    }
  })();
  return entry.done;
}

/** Tells one socket who is in the party and online (after an answer that showed only this process's players). */
export async function showPlayers(io: RealtimeServer, parties: PartyService, socket: RealtimeSocket, partyId: string): Promise<void> {
  socket.emit('party:players', await parties.players(partyId, await onlinePlayers(io, partyId)));
}

/** A watcher arriving while a party is open gets its snapshot (the moves follow in the puzzle's room). */
export async function showPartyToWatcher(io: RealtimeServer, parties: PartyService, socket: RealtimeSocket, puzzleId: string): Promise<void> {
  const snapshot: PartySnapshot | null = await parties.openSnapshot(puzzleId, (partyId) => onlinePlayers(io, partyId));
  if (snapshot) socket.emit('puzzle:party', snapshot);
}
