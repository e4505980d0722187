import type { PartySnapshot } from '../../../contract/party';
import { partyRoom, puzzleRoom, type RealtimeServer, type RealtimeSocket } from '../../plugins/realtime';
import type { PartyService } from '../../parties/service';

/**
 * Who is here: the players with a connection in the party's room, on any process (fetchSockets
 * asks every process through the Redis adapter), joined with the party's players.
 */
export async function onlinePlayers(io: RealtimeServer, partyId: string): Promise<Set<string>> {
  const sockets = await io.in(partyRoom(partyId)).fetchSockets();
  const online = new Set<string>();
  for (const socket of sockets) {
    const party = socket.data.party;
    if (party?.partyId === partyId) online.add(party.playerId);
  }
  return online;
}

/** Tells the room who is in the party and who is online now (and the puzzle's watchers, who see who is playing). */
export async function announcePlayers(io: RealtimeServer, parties: PartyService, partyId: string, puzzleId: string): Promise<void> {
  const players = await parties.players(partyId, await onlinePlayers(io, partyId));
  io.to([partyRoom(partyId), puzzleRoom(puzzleId)]).emit('party:players', players);
}

/** A watcher arriving while a party is open gets its snapshot (the moves follow in the puzzle's room). */
export async function showPartyToWatcher(io: RealtimeServer, parties: PartyService, socket: RealtimeSocket, puzzleId: string): Promise<void> {
  const snapshot: PartySnapshot | null = await parties.openSnapshot(puzzleId, (partyId) => onlinePlayers(io, partyId));
  if (snapshot) socket.emit('puzzle:party', snapshot);
}
