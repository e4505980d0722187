import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody } from '../../../contract/schemas/errors';
import { PuzzleParams } from '../../../contract/schemas/puzzles';
import { partyRoom, puzzleRoom } from '../../plugins/realtime';
import type { PartyService } from '../../parties/service';
import { CursorPost } from './cursor-post';
import { CursorRelay } from './cursor-relay';
import { HoldExpiry } from './hold-expiry';
import { registerMemberEvents } from './members';
import { registerPlayEvents, type PartyRelays } from './play';
import { onlinePlayers } from './presence';
import { requireFeature } from '../../flags/plugin';

const PartyStartedBody = Type.Object({ partyId: Type.String(), inviteToken: Type.String(), hostKey: Type.String() }, { additionalProperties: false });

/**
 * Solve together (contract/party.ts). POST /api/puzzles/:id/party starts a party, or answers the
 * open one with a new host key for this device; the watchers of the puzzle are told of a new one.
 * Everything else is Socket.IO: joining and the host's controls (members.ts), playing (play.ts),
 * cursors relayed in batches (cursor-relay.ts), idle holds dropped when they go idle (hold-expiry.ts).
 */
const partyRoutes: FastifyPluginAsyncTypebox<{ parties: PartyService }> = async (app, { parties }) => {
  app.post(
    '/api/puzzles/:id/party',
    { schema: { params: PuzzleParams, response: { 201: PartyStartedBody, '4xx': ErrorBody } } },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      await requireFeature(request, 'solve-together'); // 403 'feature-off' while it is members-first or off
      const { started, party, created } = await parties.start(request.params.id, request.ip);
      if (created) {
        const snapshot = await parties.snapshot(party.id, () => onlinePlayers(app.realtime.io, party.id));
        if (snapshot) app.realtime.io.to(puzzleRoom(party.puzzleId)).emit('puzzle:party', snapshot);
      }
      return reply.code(201).send(started);
    },
  );

  const { io, hasPeers } = app.realtime;
  const relays: PartyRelays = {
    cursors: new CursorRelay({
      // To this process's sockets only: each process relays every player's updates to its own.
      // Volatile: a batch is not kept for connection state recovery (Socket.IO keeps every other
      // broadcast for the two minutes a session may come back in: 1,000 batches a second at 50
      // parties), nor queued for a socket that cannot take it now; the next batch overtakes it.
      send: (partyId, batch) => io.local.to(partyRoom(partyId)).volatile.emit('party:cursors', batch),
      ...(hasPeers && { post: new CursorPost((cursors) => app.realtime.postCursors(cursors)) }),
    }),
    idleHolds: new HoldExpiry(async (partyId) => {
      try {
        const swept = await parties.dropIdleHolds(partyId);
        if (swept.holds) io.to(partyRoom(partyId)).emit('party:holds', swept.holds);
        return swept.nextIdleAt;
      } catch (error) {
        app.log.error({ err: error, partyId }, 'dropping idle holds failed');
        return null;
      }
    }, app.clock),
  };
  app.realtime.onPartyMoveElsewhere((note) => parties.learn(note));
  const playsHere = (partyId: string) => io.of('/').adapter.rooms.has(partyRoom(partyId)); // a socket of the party is connected here
  app.realtime.onCursorsElsewhere((cursors) => relays.cursors.relayPosted(cursors.filter(([partyId]) => playsHere(partyId))));
  app.addHook('onClose', async () => {
    relays.cursors.close();
    relays.idleHolds.close();
  });
  io.on('connection', (socket) => {
    registerMemberEvents(app, parties, socket);
    registerPlayEvents(app, parties, socket, relays);
  });
};
export default partyRoutes;
