/**
 * Presence drawn over a board, as pure functions: where other players point and what they hold,
 * in the board's own units (a tile swap: fractions 0..1 of the board; a jigsaw: cells), mapped to
 * css px by the board that knows its camera; cursors eased towards their newest place each frame.
 */
import { pieceCentre, type JigsawBoard } from '../../../../game/rules/jigsaw';
import type { PartyHold, PartyPlayer } from '../../../../contract/party';

export interface Point {
  x: number;
  y: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Board units → css px within the overlay. A board's camera may pan and zoom but never turns: the map is a scale and a shift. */
export type ToPx = (point: Point) => Point;

/** How long a cursor takes to cover most of the way to its newest place (ms): smooth at 20 updates a second, never laggy. */
export const CURSOR_EASE_MS = 60;
/** A cursor not moved for this long fades away (its player put the phone down). */
export const CURSOR_IDLE_MS = 10_000;

/**
 * One frame of easing from `from` towards `to`, `elapsedMs` after the last: exponential, so it is
 * the same whatever the frame rate, and close enough counts as there (the loop may rest).
 */
export function easeTowards(from: Point, to: Point, elapsedMs: number, easeMs = CURSOR_EASE_MS): Point {
  const share = easeMs <= 0 ? 1 : 1 - Math.exp(-Math.max(0, elapsedMs) / easeMs);
  const x = from.x + (to.x - from.x) * share;
  const y = from.y + (to.y - from.y) * share;
  return Math.abs(to.x - x) < 1e-4 && Math.abs(to.y - y) < 1e-4 ? to : { x, y };
}

/** The inverse of a board's ToPx (css px within the board → its units), read off two points of it. */
export function toUnits(toPx: ToPx): (px: Point) => Point | null {
  const zero = toPx({ x: 0, y: 0 });
  const one = toPx({ x: 1, y: 1 });
  const scaleX = one.x - zero.x;
  const scaleY = one.y - zero.y;
  if (!(Math.abs(scaleX) > 1e-9) || !(Math.abs(scaleY) > 1e-9)) return () => null;
  return (px) => ({ x: (px.x - zero.x) / scaleX, y: (px.y - zero.y) / scaleY });
}

/** A box in board units as css px (its corners mapped; a box is never turned). */
export function boxToPx(box: Box, toPx: ToPx): Box {
  const a = toPx({ x: box.x, y: box.y });
  const b = toPx({ x: box.x + box.width, y: box.y + box.height });
  return { x: Math.min(a.x, b.x), y: Math.min(a.y, b.y), width: Math.abs(b.x - a.x), height: Math.abs(b.y - a.y) };
}

/** A tile swap's held tile: the cell it is in now, as fractions of the board (side x side). */
/** The centre of a tile swap's board position, in fractions of the board (where a keyboard player's cursor shows). */
export const tileCentre = (position: number, side: number): Point => ({ x: ((position % side) + 0.5) / side, y: (Math.floor(position / side) + 0.5) / side });

export function swapHoldBox(order: readonly number[], side: number, tile: number): Box | null {
  const position = order.indexOf(tile);
  if (position < 0 || side <= 0) return null;
  return { x: (position % side) / side, y: Math.floor(position / side) / side, width: 1 / side, height: 1 / side };
}

/** A jigsaw's held group: the bounding box (cells) of its pieces' cells where they lie now. A turned cell is still a square about its centre. */
export function jigsawHoldBox(board: JigsawBoard, pieces: readonly number[]): Box | null {
  let box: { left: number; top: number; right: number; bottom: number } | null = null;
  for (const piece of pieces) {
    if (piece < 0 || piece >= board.places.length) continue;
    const { x, y } = pieceCentre(board, piece);
    box = box
      ? { left: Math.min(box.left, x - 0.5), top: Math.min(box.top, y - 0.5), right: Math.max(box.right, x + 0.5), bottom: Math.max(box.bottom, y + 0.5) }
      : { left: x - 0.5, top: y - 0.5, right: x + 0.5, bottom: y + 0.5 };
  }
  return box && { x: box.left, y: box.top, width: box.right - box.left, height: box.bottom - box.top };
}

export interface CursorMark {
  playerId: string;
  name: string;
  colour: string;
  at: Point; // board units
}

/** The cursors to draw: other players', online, moved within CURSOR_IDLE_MS of `now`. */
export function cursorMarks(
  cursors: Readonly<Record<string, { x: number; y: number; at: number }>>,
  players: readonly PartyPlayer[],
  youId: string | null,
  now: number,
): CursorMark[] {
  return players.flatMap((player) => {
    const cursor = cursors[player.id];
    if (!cursor || player.id === youId || !player.online || now - cursor.at > CURSOR_IDLE_MS) return [];
    return [{ playerId: player.id, name: player.name, colour: player.colour, at: { x: cursor.x, y: cursor.y } }];
  });
}

export interface HoldMark {
  playerId: string;
  name: string;
  colour: string;
  box: Box; // board units
}

/** Other players' holds as outlines in their colours (this player's own is in their hand: the board shows it lifted or chosen). */
export function holdMarks(holds: readonly PartyHold[], players: readonly PartyPlayer[], youId: string | null, boxOf: (pieces: number[]) => Box | null): HoldMark[] {
  return holds.flatMap((hold) => {
    const player = players.find((candidate) => candidate.id === hold.playerId);
    const box = player && player.id !== youId ? boxOf(hold.pieces) : null;
    if (!player || player.id === youId || !box) return [];
    return [{ playerId: player.id, name: player.name, colour: player.colour, box }];
  });
}

/** A tile swap's map: fractions of the board → css px on a board `width` x `height` css px drawn from the overlay's top left. */
export const fractionsToPx =
  (width: number, height: number): ToPx =>
  (point) => ({ x: point.x * width, y: point.y * height });
