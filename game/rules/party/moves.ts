/**
 * The moves of a shared board, and the referee: a move names what its player saw (the two
 * tiles at the two positions of a swap; the origin, rotation and size of the group a jigsaw
 * piece belonged to), so a move made on a board that changed under it since is refused as a
 * conflict rather than applied to something its player never saw. A move that no longer
 * touches anything changed is applied, whatever happened elsewhere on the board.
 */
import { swap } from '../board';
import { dropPiece, groupOf, isLocked, isPiece, placeInSlot, placeReach, rotatePiece, type BoardChange, type Join } from '../jigsaw';
import type { Point } from '../jigsaw/cut';
import { jigsawOf, partyJigsaw, type PartyBoard } from './board';

export interface GroupSeen {
  piece: number; // the piece taken (the group moves with it)
  from: [number, number]; // its group's origin as its player saw it (cells)
  turn: number; // its group's rotation as seen, 0..3
  size: number; // how many pieces its group had
}

export type PartyMove =
  | { kind: 'swap'; a: number; b: number; tiles: [number, number] } // positions, and the tiles seen at them
  | ({ kind: 'drop'; centre: [number, number] } & GroupSeen) // the piece's centre dropped there
  | ({ kind: 'rotate' } & GroupSeen) // a quarter turn clockwise
  | ({ kind: 'place' } & GroupSeen); // the accessible path: into its own slot

export type MoveRefusal = 'conflict' | 'invalid';

export type MoveResult =
  | { ok: true; board: PartyBoard; joined: Join[] } // `joined`: jigsaw pairs that became joined
  | { ok: false; refusal: MoveRefusal; reason: string };

export const CONFLICT = 'Someone else moved that piece first.';
const IN_PLACE = 'That piece is already in its place.';
const OFF_TABLE = 'A piece must stay on the table.';
const SAME_PLACE = 1e-6; // places travel rounded to a thousandth: anything closer is the same place

const invalid = (reason: string): MoveResult => ({ ok: false, refusal: 'invalid', reason });
const conflict = (): MoveResult => ({ ok: false, refusal: 'conflict', reason: CONFLICT });
const isIndex = (value: unknown, count: number): value is number => Number.isInteger(value) && (value as number) >= 0 && (value as number) < count;

/** The pieces (swap: tile ids; jigsaw: piece ids) a move takes, on this board: what a hold guards. */
export function piecesTaken(board: PartyBoard, move: PartyMove): number[] {
  if (board.kind === 'swap') return move.kind === 'swap' ? [move.tiles[0], move.tiles[1]] : [];
  if (move.kind === 'swap' || !isPiece(board.grid, move.piece)) return [];
  return groupOf(jigsawOf(board), move.piece);
}

/** Applies `move` to `board` if it is a move of this board and still meets what its player saw. */
export function applyPartyMove(board: PartyBoard, move: PartyMove): MoveResult {
  if (board.kind === 'swap') return applySwap(board, move);
  if (move.kind === 'swap') return invalid('A jigsaw is played by moving pieces, not swapping tiles.');
  return applyJigsaw(board, move);
}

function applySwap(board: Extract<PartyBoard, { kind: 'swap' }>, move: PartyMove): MoveResult {
  if (move.kind !== 'swap') return invalid('A tile swap is played by swapping tiles.');
  const count = board.order.length;
  const { a, b, tiles } = move;
  if (!isIndex(a, count) || !isIndex(b, count) || a === b) return invalid('A swap needs two different positions of this board.');
  if (!Array.isArray(tiles) || !isIndex(tiles[0], count) || !isIndex(tiles[1], count)) return invalid('A swap names the two tiles it moves.');
  if (board.order[a] !== tiles[0] || board.order[b] !== tiles[1]) return conflict();
  return { ok: true, board: { kind: 'swap', order: swap(board.order, a, b) }, joined: [] };
}

function applyJigsaw(board: Extract<PartyBoard, { kind: 'jigsaw' }>, move: Exclude<PartyMove, { kind: 'swap' }>): MoveResult {
  const { grid } = board;
  if (!isPiece(grid, move.piece)) return invalid('That piece is not on this board.');
  if (!Array.isArray(move.from) || move.from.length !== 2 || !move.from.every(Number.isFinite) || !isIndex(move.turn, 4) || !Number.isInteger(move.size)) {
    return invalid('A move says where the piece’s group was.');
  }
  if (move.turn !== 0 && !board.rotation) return invalid('This jigsaw does not allow rotation.');
  const before = jigsawOf(board);
  const place = before.places[move.piece] as Point;
  const seen = Math.abs(place.x - move.from[0]) <= SAME_PLACE && Math.abs(place.y - move.from[1]) <= SAME_PLACE;
  if (!seen || before.turns[move.piece] !== move.turn || groupOf(before, move.piece).length !== move.size) return conflict();
  // Seen in its place, and still there: nothing to move (the scene never lifts it; a move would only grow the log).
  if (isLocked(before, move.piece)) return invalid(IN_PLACE);
  let change: BoardChange | null;
  switch (move.kind) {
    case 'drop': {
      const [x, y] = Array.isArray(move.centre) ? move.centre : [Number.NaN, Number.NaN];
      const reach = placeReach(grid) - Math.max(grid.rows, grid.columns) - 1; // its group's origin then stays within a save's reach
      if (!Number.isFinite(x) || !Number.isFinite(y) || Math.abs(x) > reach || Math.abs(y) > reach) return invalid('A piece must be dropped on the table.');
      change = dropPiece(before, move.piece, { x, y });
      break;
    }
    case 'rotate':
      if (!board.rotation) return invalid('This jigsaw does not allow rotation.');
      change = rotatePiece(before, move.piece);
      break;
    case 'place':
      change = placeInSlot(before, move.piece, move.piece);
      break;
    default:
      return invalid('That is not a move of a jigsaw.');
  }
  if (change === null) return invalid('That piece cannot go there.');
  // Quarter turns about one piece, then another, walk a group across the table: past a save's reach
  // the server could no longer keep the board, so the move is refused before it is applied.
  const { x: placeX, y: placeY } = change.board.places[move.piece] as Point;
  if (Math.abs(placeX) > placeReach(grid) || Math.abs(placeY) > placeReach(grid)) return invalid(OFF_TABLE);
  return { ok: true, board: partyJigsaw(grid, board.rotation, change.board), joined: change.joined };
}
