import type { FastifyInstance } from 'fastify';
import { HOLD_IDLE_MS } from '../../../game/rules/party';
import type { PartyMoveAck } from '../../../contract/party';
import { partyRoom, puzzleRoom, type RealtimeSocket } from '../../plugins/realtime';
import type { PartyService } from '../../parties/service';
import type { CursorRelay } from './cursor-relay';
import type { HoldExpiry } from './hold-expiry';
import { disconnectFlood, limitsOf, overRequestRate, TOO_FAST as TOO_MANY, TOUCH_EVERY_MS } from './limits';
import { JOIN_FIRST } from './members';
import { revealToParty } from './reveal';
import { BAD_MOVE, BAD_REQUEST, parseCursor, parseMove, parsePiece, seqOf } from './payloads';
import { quietly, respond, SOMETHING_WENT_WRONG } from './respond';

export const TOO_FAST = 'Too many moves at once: slow down a little.';

/**
 * Playing on one socket: moves (refereed by the service, then sent to the party's room and the
 * puzzle's watchers in seq order), cursors (relayed in batches, never stored), holds. Per-socket limits:
 * what goes over is dropped (a move is answered 'too-fast'); a socket that floods is disconnected
 * (cursor updates over their rate alone make no flood: see game/rules/party/rate.ts).
 */
/** What this process's sockets share: cursor batches, and a look at the holds when they go idle. */
export interface PartyRelays {
  cursors: CursorRelay;
  idleHolds: HoldExpiry;
}

export function registerPlayEvents(app: FastifyInstance, parties: PartyService, socket: RealtimeSocket, { cursors, idleHolds }: PartyRelays): void {
  const { io } = app.realtime;
  const { log, clock } = app;
  const limits = limitsOf(socket, clock());
  const flood = () => disconnectFlood(log, socket);
  const inRoom = (partyId: string) => socket.rooms.has(partyRoom(partyId)); // left on removal, on any process

  socket.on('party:move', (raw, ack) => {
    void respond(log, 'a party move', ack, async (): Promise<PartyMoveAck> => {
      const member = socket.data.party;
      if (!member || !inRoom(member.partyId)) return { ok: false, refusal: 'closed', error: JOIN_FIRST, seq: seqOf(raw) };
      const rate = limits.move(clock());
      if (!rate.allowed) {
        if (rate.flood) flood(); // after this answer is on its way
        return { ok: false, refusal: 'too-fast', error: TOO_FAST, seq: seqOf(raw) };
      }
      const request = parseMove(raw);
      if (!request) return { ok: false, refusal: 'invalid', error: BAD_MOVE, seq: seqOf(raw) };
      const played = await parties.move(member.partyId, member.playerId, request.seq, request.move);
      if (played.moved) io.to([partyRoom(member.partyId), puzzleRoom(member.puzzleId)]).emit('party:moved', played.moved);
      if (played.note) app.realtime.announcePartyMove(played.note);
      if (played.holds) io.to(partyRoom(member.partyId)).emit('party:holds', played.holds);
      if (played.ack.ok) limits.holding = false; // the mover's hold ended with its move
      if (played.solved) {
        quietly(log, 'the solve of a party', async () => {
          const reveal = await parties.solve(played);
          if (reveal) await revealToParty(io, member.partyId, reveal);
        });
      }
      return played.ack;
    }, (): PartyMoveAck => ({ ok: false, refusal: 'invalid', error: SOMETHING_WENT_WRONG, seq: seqOf(raw) }));
  });

  socket.on('party:cursor', (raw) => {
    const member = socket.data.party;
    if (!member || !inRoom(member.partyId)) return;
    const now = clock();
    const rate = limits.cursor(now);
    if (rate.flood) return flood();
    const at = rate.allowed ? parseCursor(raw) : null;
    if (!at) {
      if (rate.allowed && limits.drop(now)) flood(); // a malformed one counts; one over the rate is only dropped
      return;
    }
    cursors.relay(member.partyId, { playerId: member.playerId, x: at.x, y: at.y });
    if (limits.holding && now - limits.lastTouch >= TOUCH_EVERY_MS) {
      limits.lastTouch = now;
      quietly(log, 'keeping a hold alive', () => parties.touch(member.partyId, member.playerId));
    }
  });

  socket.on('party:hold', (raw, ack) => {
    void respond(log, 'a hold', ack, async () => {
      const member = socket.data.party;
      if (!member || !inRoom(member.partyId)) return { ok: false as const, error: JOIN_FIRST };
      if (overRequestRate(log, socket, clock())) return { ok: false as const, error: TOO_MANY };
      const piece = parsePiece(raw);
      if (piece === null) return { ok: false as const, error: BAD_REQUEST };
      const held = await parties.hold(member.partyId, member.playerId, piece);
      if (!held.ok) return held;
      limits.holding = true;
      limits.lastTouch = clock();
      idleHolds.watch(member.partyId, limits.lastTouch + HOLD_IDLE_MS);
      if (held.holds) io.to(partyRoom(member.partyId)).emit('party:holds', held.holds);
      return { ok: true as const };
    }, () => ({ ok: false as const, error: SOMETHING_WENT_WRONG }));
  });

  socket.on('party:release', () => {
    const member = socket.data.party;
    if (!member || overRequestRate(log, socket, clock())) return;
    limits.holding = false;
    quietly(log, 'a release', async () => {
      const released = await parties.release(member.partyId, member.playerId);
      if (released.ok && released.holds) io.to(partyRoom(member.partyId)).emit('party:holds', released.holds);
    });
  });
}
