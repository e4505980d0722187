/**
 * A jigsaw in a party, as moves: what the scene and the mirror do (drop, turn, place) becomes a
 * PartyMove naming what this player saw of the piece's group (game/rules/party/moves.ts), so the
 * referee can tell a move made on a board that has since changed. And back: what changed between
 * two boards (whoever moved), for the scene's snap, sparkle and glide.
 */
import { groupOf, isLocked, joinsOf, ORIGIN, pieceCentre, type JigsawBoard, type Point } from '../../../../game/rules/jigsaw';
import type { GroupSeen, PartyMove } from '../../../../game/rules/party';
import type { ShownChange } from '../../../game-host/useJigsawState';

/** What this player sees of `piece`'s group now: the origin, turn and size the referee checks. */
export function groupSeen(board: JigsawBoard, piece: number): GroupSeen {
  const place = board.places[piece] as Point;
  return { piece, from: [place.x, place.y], turn: board.turns[piece] ?? 0, size: groupOf(board, piece).length };
}

/** Closer than this (cells) to where it lay, a drop put the group back where it was (a tap lets go in place). */
const SAME_CENTRE = 1e-6;

/**
 * A drop of `piece`'s group with its centre at `centre` (cells), or null when it is no move: the piece
 * is locked in place, or it was let go where it lay (a tap, which turns it next): nothing for the log.
 */
export function dropMove(board: JigsawBoard, piece: number, centre: Point): PartyMove | null {
  if (isLocked(board, piece)) return null;
  const lay = pieceCentre(board, piece);
  if (Math.abs(lay.x - centre.x) < SAME_CENTRE && Math.abs(lay.y - centre.y) < SAME_CENTRE) return null;
  return { kind: 'drop', centre: [centre.x, centre.y], ...groupSeen(board, piece) };
}

export function rotateMove(board: JigsawBoard, piece: number): PartyMove | null {
  if (isLocked(board, piece)) return null;
  return { kind: 'rotate', ...groupSeen(board, piece) };
}

/** The accessible path: a piece into a slot. Only its own slot is a move (anywhere else is refused here, as alone). */
export function placeMove(board: JigsawBoard, piece: number, slot: number): PartyMove | null {
  if (slot !== piece || isLocked(board, piece)) return null;
  return { kind: 'place', ...groupSeen(board, piece) };
}

/** What changed from `before` to `after` (any player's move, or a refused one easing back), as the scene shows it. */
export function changeBetween(before: JigsawBoard | null, after: JigsawBoard, serial: number): ShownChange {
  if (before === null) return { joined: [], locked: false, serial };
  const had = new Set(joinsOf(before).map(([a, b]) => `${a}:${b}`));
  const joined = joinsOf(after).filter(([a, b]) => !had.has(`${a}:${b}`));
  const locked = after.places.some((_, piece) => isLocked(after, piece) && !isLocked(before, piece));
  return { joined, locked, serial };
}

/** Every piece home and upright: a solved board laid where the picture goes, for its last glide (as alone). */
export const homeBoard = (board: JigsawBoard): JigsawBoard => ({ ...board, places: board.places.map(() => ORIGIN), turns: board.turns.map(() => 0) });
