import type { FastifyInstance } from 'fastify';
import { PARTY_ENDED, PARTY_NOT_FOUND, PARTY_REMOVED, type PartyJoinAck } from '../../../contract/party';
import { partyRoom, puzzleRoom, type RealtimeSocket } from '../../plugins/realtime';
import type { PartyService } from '../../parties/service';
import { overRequestRate, TOO_FAST } from './limits';
import { BAD_REQUEST, parseJoin, parseSince, parseText } from './payloads';
import { announcePlayers, partySockets, playersHere, showPlayers } from './presence';
import { quietly, respond, SOMETHING_WENT_WRONG } from './respond';
import { revealFor } from './reveal';
import { featureRefusal } from '../../../contract/flags';

export const JOIN_FIRST = 'Join the party first.';

/** Why a join is refused by the 'solve-together' flag, in the words of its 403. */
async function joinRefusal(app: FastifyInstance): Promise<string> {
  const flag = (await app.flags.list()).flags.find((row) => row.name === 'solve-together');
  return featureRefusal('solve-together', flag?.audience ?? 'off');
}

/**
 * Joining and leaving a party, catching up, the replay, and the host's controls, on one socket.
 * Membership lives in socket.data (restored with a recovered connection) and in the party's room.
 */
export function registerMemberEvents(app: FastifyInstance, parties: PartyService, socket: RealtimeSocket): void {
  const { io } = app.realtime;
  const log = app.log;
  const failed = () => ({ ok: false as const, error: SOMETHING_WENT_WRONG });

  socket.on('party:join', (raw, ack) => {
    let solvedParty: string | null = null;
    let joinedParty: { partyId: string; puzzleId: string } | null = null;
    void respond(log, 'a party join', ack, async (): Promise<PartyJoinAck> => {
      if (overRequestRate(log, socket, app.clock())) return { ok: false as const, error: TOO_FAST };
      const request = parseJoin(raw);
      if (!request) return { ok: false, error: PARTY_NOT_FOUND };
      // Early access: joining needs 'solve-together' open to this player (signed in by the handshake's cookie).
      const audience = { signedIn: Boolean(socket.data.userId) };
      if (!(await app.flags.allows('solve-together', audience))) return { ok: false, error: await joinRefusal(app) };
      const joined = await parties.join(request);
      if (!joined.ok) return joined;
      const { party, player } = joined;
      const before = socket.data.party;
      if (before && before.partyId !== party.id) await socket.leave(partyRoom(before.partyId));
      socket.data.party = { partyId: party.id, puzzleId: party.puzzleId, playerId: player.id, host: player.host };
      await socket.join(partyRoom(party.id)); // in the room before the snapshot is read: no move falls between
      // Online as this process knows: the answer never waits on the other processes (one may be
      // gone, and unanswering); the whole room's presence is announced right after it.
      const snapshot = await parties.snapshot(party.id, () => playersHere(io, party.id));
      if (!snapshot) return { ok: false, error: PARTY_NOT_FOUND };
      joinedParty = { partyId: party.id, puzzleId: party.puzzleId };
      if (snapshot.status === 'solved') solvedParty = party.id;
      return { ok: true, snapshot, you: { playerId: player.id, playerKey: joined.playerKey, host: player.host } };
    }, failed).then(() => {
      const here = joinedParty;
      if (here) quietly(log, 'announcing who joined', () => announcePlayers(io, parties, here.partyId, here.puzzleId));
      // Back in a party that solved its puzzle: the reveal again, after the answer that draws the board.
      if (solvedParty) quietly(log, 'the reveal of a solved party', async () => {
        const reveal = await parties.reveal(solvedParty as string);
        if (reveal) socket.emit('party:solved', revealFor(socket.data.party, reveal));
      });
    });
  });

  socket.on('party:sync', (raw, ack) => {
    let snapshotOf: string | null = null;
    void respond(log, 'a party sync', ack, async () => {
      if (overRequestRate(log, socket, app.clock())) return { ok: false as const, error: TOO_FAST };
      const member = socket.data.party;
      if (!member) return { ok: false as const, error: JOIN_FIRST };
      const since = parseSince(raw);
      if (since === null) return { ok: false as const, error: BAD_REQUEST };
      const synced = await parties.sync(member.partyId, since, () => playersHere(io, member.partyId));
      if (synced && 'snapshot' in synced) snapshotOf = member.partyId;
      return synced ? { ok: true as const, ...synced } : { ok: false as const, error: PARTY_NOT_FOUND };
    }, failed).then(() => {
      // A snapshot answered with this process's players online: who is online everywhere, after it.
      const partyId = snapshotOf;
      if (partyId) quietly(log, 'showing who is here', () => showPlayers(io, parties, socket, partyId));
    });
  });

  socket.on('party:replay', (raw, ack) => {
    void respond(log, 'a party replay', ack, async () => {
      if (overRequestRate(log, socket, app.clock())) return { ok: false as const, error: TOO_FAST };
      const partyId = parseText(raw, 'partyId');
      if (partyId === null) return { ok: false as const, error: PARTY_NOT_FOUND };
      // Its players, and the sender watching its puzzle, as on each page.
      const allowed = (puzzleId: string) => socket.data.party?.partyId === partyId || socket.rooms.has(puzzleRoom(puzzleId));
      return (await parties.replay(partyId, allowed)) ?? { ok: false as const, error: PARTY_NOT_FOUND };
    }, failed);
  });

  socket.on('party:remove', (raw, ack) => {
    void respond(log, 'a player removal', ack, async () => {
      if (overRequestRate(log, socket, app.clock())) return { ok: false as const, error: TOO_FAST };
      const member = socket.data.party;
      if (!member) return { ok: false as const, error: JOIN_FIRST };
      const playerId = parseText(raw, 'playerId');
      if (playerId === null) return { ok: false as const, error: BAD_REQUEST };
      const removed = await parties.remove(member.partyId, member.playerId, playerId);
      if (!removed.ok) return removed;
      const room = partyRoom(member.partyId);
      for (const other of await partySockets(io, member.partyId)) {
        if (other.data.party?.playerId !== playerId) continue;
        other.emit('party:closed', { reason: 'removed', message: PARTY_REMOVED });
        other.leave(room);
        other.data.party = undefined; // this process's sockets; another's are refused by the database and the room
      }
      await announcePlayers(io, parties, member.partyId, member.puzzleId);
      if (removed.holdsChanged) {
        const snapshot = await parties.snapshot(member.partyId, async () => new Set());
        if (snapshot) io.to(room).emit('party:holds', snapshot.holds);
      }
      return { ok: true as const };
    }, failed);
  });

  socket.on('party:end', (ack) => {
    void respond(log, 'ending a party', ack, async () => {
      if (overRequestRate(log, socket, app.clock())) return { ok: false as const, error: TOO_FAST };
      const member = socket.data.party;
      if (!member) return { ok: false as const, error: JOIN_FIRST };
      const ended = await parties.end(member.partyId, member.playerId);
      if (!ended.ok) return { ok: false as const, error: ended.error };
      const room = partyRoom(member.partyId);
      io.to(room).emit('party:closed', { reason: 'ended', message: PARTY_ENDED });
      io.to(puzzleRoom(member.puzzleId)).emit('puzzle:party', null);
      for (const other of await io.in(room).local.fetchSockets()) other.data.party = undefined; // this process's: no presence for a party that is over
      io.in(room).socketsLeave(room);
      return { ok: true as const };
    }, failed);
  });

  // Presence: a player gone (its socket has left every room by now), or back on a recovered connection.
  socket.on('disconnect', () => {
    const member = socket.data.party;
    if (member) quietly(log, 'announcing who left', () => announcePlayers(io, parties, member.partyId, member.puzzleId));
  });
  if (socket.recovered && socket.data.party) {
    const member = socket.data.party;
    quietly(log, 'announcing who came back', () => announcePlayers(io, parties, member.partyId, member.puzzleId));
  }
}
