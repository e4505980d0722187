import type { PartyMove } from '../../../game/rules/party';
import type { PartyJoinRequest } from '../../../contract/party';

/**
 * Socket.IO payloads are whatever a client sent: each is checked here and rebuilt with only the
 * fields the contract names (what is stored and relayed is never a client's extra baggage). The
 * rules then judge whether a well-formed move fits the board.
 */

const MAX_TEXT = 200; // ids, tokens and keys are far shorter
const MAX_NAME_UNITS = 400; // the rules judge the name itself; this only bounds what is looked at
const MAX_NUMBER = 1e6; // no board's index or place comes near it
export const CURSOR_REACH = 10_000; // a cursor further out than this is nonsense on any board
// Cursors are relayed to a ten-thousandth (of the board's width, or of a jigsaw's cell): finer is
// invisible, and a pointer's full doubles made every position in a batch twice as long.
const CURSOR_STEPS = 10_000;
const cursorStep = (value: number): number => Math.round(value * CURSOR_STEPS) / CURSOR_STEPS;

const isText = (value: unknown, max = MAX_TEXT): value is string => typeof value === 'string' && value.length > 0 && value.length <= max;
const isWhole = (value: unknown): value is number => Number.isInteger(value) && Math.abs(value as number) <= MAX_NUMBER;
const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= MAX_NUMBER;
const isPair = (value: unknown, item: (value: unknown) => value is number): value is [number, number] =>
  Array.isArray(value) && value.length === 2 && item(value[0]) && item(value[1]);
const fields = (value: unknown): Record<string, unknown> | null => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null);

export const BAD_MOVE = 'That move is not one this game knows.';
export const BAD_REQUEST = 'That request is not one this party understands.';

export function parseJoin(raw: unknown): PartyJoinRequest | null {
  const body = fields(raw);
  if (!body || !isText(body.partyId) || !isText(body.token)) return null;
  if (body.playerKey !== undefined && !isText(body.playerKey)) return null;
  const name = typeof body.name === 'string' && body.name.length <= MAX_NAME_UNITS ? body.name : undefined;
  return { partyId: body.partyId, token: body.token, ...(typeof body.playerKey === 'string' && { playerKey: body.playerKey }), ...(name !== undefined && { name }) };
}

/** A move's seq and the move itself, rebuilt; null when its shape is wrong. */
export function parseMove(raw: unknown): { seq: number; move: PartyMove } | null {
  const body = fields(raw);
  const move = fields(body?.move);
  if (!body || !move || !isWhole(body.seq) || body.seq < 0) return null;
  if (move.kind === 'swap') {
    if (!isWhole(move.a) || !isWhole(move.b) || !isPair(move.tiles, isWhole)) return null;
    return { seq: body.seq, move: { kind: 'swap', a: move.a, b: move.b, tiles: [move.tiles[0], move.tiles[1]] } };
  }
  if (!isWhole(move.piece) || !isPair(move.from, isFiniteNumber) || !isWhole(move.turn) || !isWhole(move.size)) return null;
  const seen = { piece: move.piece, from: [move.from[0], move.from[1]] as [number, number], turn: move.turn, size: move.size };
  switch (move.kind) {
    case 'drop':
      return isPair(move.centre, isFiniteNumber) ? { seq: body.seq, move: { kind: 'drop', centre: [move.centre[0], move.centre[1]], ...seen } } : null;
    case 'rotate':
      return { seq: body.seq, move: { kind: 'rotate', ...seen } };
    case 'place':
      return { seq: body.seq, move: { kind: 'place', ...seen } };
    default:
      return null;
  }
}

export function parseCursor(raw: unknown): { x: number; y: number } | null {
  const body = fields(raw);
  if (!body || typeof body.x !== 'number' || typeof body.y !== 'number') return null;
  const { x, y } = body;
  return Number.isFinite(x) && Number.isFinite(y) && Math.abs(x) <= CURSOR_REACH && Math.abs(y) <= CURSOR_REACH ? { x: cursorStep(x), y: cursorStep(y) } : null;
}

export function parsePiece(raw: unknown): number | null {
  const piece = fields(raw)?.piece;
  return isWhole(piece) && piece >= 0 ? piece : null;
}

export function parseSince(raw: unknown): number | null {
  const since = fields(raw)?.since;
  return isWhole(since) && since >= 0 ? since : null;
}

export function parseText(raw: unknown, key: 'partyId' | 'playerId'): string | null {
  const value = fields(raw)?.[key];
  return isText(value) ? value : null;
}

/** The last seq a refused move named, when it named one: echoed back when nothing newer is known here. */
export function seqOf(raw: unknown): number {
  const seq = fields(raw)?.seq;
  return isWhole(seq) && seq >= 0 ? seq : 0;
}
