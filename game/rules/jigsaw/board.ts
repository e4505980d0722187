/**
 * A jigsaw in play, headless. World units are cells: the board (where the picture
 * goes together) is the rectangle (0, 0)–(columns, rows). Pieces that were joined
 * form a group; a group has one origin, the point where its cell (0, 0) would be,
 * and one rotation, so two groups fit together exactly when they share both. A
 * group whose origin is (0, 0) and is upright lies in its true place: it is locked.
 */
import type { Point } from './cut';
import { areNeighbours, columnOf, neighboursOf, pieceCount, rowOf, type JigsawGrid, type Join } from './grid';

export type Turn = 0 | 1 | 2 | 3; // quarter turns clockwise

export interface JigsawBoard {
  readonly grid: JigsawGrid;
  readonly places: readonly Point[]; // per piece: its group's origin (every piece of a group has the same)
  readonly turns: readonly Turn[]; // per piece: its group's rotation
  readonly groups: readonly number[]; // per piece: its group's id, the smallest piece id in it
}

/** How near (in cells, each way) a piece must be dropped to its neighbour or its place to snap. */
export const SNAP_DISTANCE = 0.28;

export const ORIGIN: Point = { x: 0, y: 0 };

/** (x, y) turned `turns` quarter turns clockwise about (0, 0), screen axes (y down). */
export function rotated(point: Point, turns: Turn): Point {
  switch (turns) {
    case 0:
      return point;
    case 1:
      return { x: -point.y, y: point.x };
    case 2:
      return { x: -point.x, y: -point.y };
    case 3:
      return { x: point.y, y: -point.x };
  }
}

/** Where a piece's centre is in the world. */
export function pieceCentre(board: JigsawBoard, piece: number): Point {
  const place = board.places[piece] as Point;
  const offset = rotated({ x: columnOf(board.grid, piece) + 0.5, y: rowOf(board.grid, piece) + 0.5 }, board.turns[piece] ?? 0);
  return { x: place.x + offset.x, y: place.y + offset.y };
}

/** The origin that puts `piece`'s centre at `centre` with rotation `turns`. */
export function originFor(grid: JigsawGrid, piece: number, centre: Point, turns: Turn): Point {
  const offset = rotated({ x: columnOf(grid, piece) + 0.5, y: rowOf(grid, piece) + 0.5 }, turns);
  return { x: centre.x - offset.x, y: centre.y - offset.y };
}

export const isLocked = (board: JigsawBoard, piece: number): boolean => {
  const place = board.places[piece] as Point;
  return place.x === 0 && place.y === 0 && board.turns[piece] === 0;
};

export const groupOf = (board: JigsawBoard, piece: number): number[] => {
  const id = board.groups[piece];
  const members: number[] = [];
  for (let other = 0; other < board.groups.length; other++) if (board.groups[other] === id) members.push(other);
  return members;
};

/** Every neighbour pair in the same group, each once (smaller id first): the joins a report carries. */
export function joinsOf(board: JigsawBoard): Join[] {
  const { columns } = board.grid;
  const count = pieceCount(board.grid);
  const joins: Join[] = [];
  // The neighbours with a larger id, in neighboursOf's order: the one to the right, then the one below.
  for (let piece = 0; piece < count; piece++) {
    const group = board.groups[piece];
    if ((piece + 1) % columns !== 0 && board.groups[piece + 1] === group) joins.push([piece, piece + 1]);
    if (piece + columns < count && board.groups[piece + columns] === group) joins.push([piece, piece + columns]);
  }
  return joins;
}

export const placedCount = (board: JigsawBoard): number => board.places.filter((_, piece) => isLocked(board, piece)).length;

/** Pieces no longer loose and alone: in their place, or joined to another. */
export function settledCount(board: JigsawBoard): number {
  const sizes = new Map<number, number>();
  for (const group of board.groups) sizes.set(group, (sizes.get(group) ?? 0) + 1);
  return board.groups.filter((group, piece) => (sizes.get(group) ?? 0) > 1 || isLocked(board, piece)).length;
}

/** Solved: one group holds every piece, upright (where it lies does not matter). */
export const isJigsawSolved = (board: JigsawBoard): boolean => board.groups.every((group) => group === 0) && board.turns.every((turn) => turn === 0);

/** What a change did, for the scene's sound and sparkle and the live region. */
export interface BoardChange {
  board: JigsawBoard;
  joined: Join[]; // neighbour pairs that became joined
  locked: boolean; // the group arrived in its true place
}

// Origins come from centres minus cell offsets, so a drop exactly SNAP_DISTANCE away can land a rounding
// error past it on some cells and not on others: the slack keeps the rule the same on every cell.
const ROUNDING_SLACK = 1e-9;
const reach = SNAP_DISTANCE + ROUNDING_SLACK;
const near = (a: Point, b: Point): boolean => Math.abs(a.x - b.x) <= reach && Math.abs(a.y - b.y) <= reach;

/** The board with `members` given one origin and rotation. */
function withGroupAt(board: JigsawBoard, members: readonly number[], place: Point, turn: Turn): JigsawBoard {
  const places = board.places.slice();
  const turns = board.turns.slice();
  for (const piece of members) {
    places[piece] = place;
    turns[piece] = turn;
  }
  return { ...board, places, turns };
}

/** Groups (by id) other than `members`' own that hold a true neighbour of one of `members`. */
function adjacentGroups(board: JigsawBoard, members: readonly number[]): Set<number> {
  const own = board.groups[members[0] as number];
  const found = new Set<number>();
  for (const piece of members) {
    for (const other of neighboursOf(board.grid, piece)) {
      const group = board.groups[other] as number;
      if (group !== own) found.add(group);
    }
  }
  return found;
}

/**
 * Settles `piece`'s group where it lies: upright near its true place it locks there;
 * otherwise near a neighbouring group with the same rotation it snaps to it. Then
 * it joins every neighbouring group that now shares its origin and rotation.
 */
export function settle(board: JigsawBoard, piece: number): BoardChange {
  let members = groupOf(board, piece);
  const place = board.places[piece] as Point;
  const turn = board.turns[piece] as Turn;
  let target: Point | null = null;
  if (turn === 0 && near(place, ORIGIN)) target = ORIGIN;
  else {
    for (const group of adjacentGroups(board, members)) {
      const theirs = board.places[group] as Point;
      if (board.turns[group] === turn && near(place, theirs)) {
        target = theirs;
        break;
      }
    }
  }
  if (target === null) return { board, joined: [], locked: false };
  let next = withGroupAt(board, members, target, turn);
  const before = new Set(joinsOf(board).map(([a, b]) => `${a}:${b}`));
  // Join every neighbouring group that lies at the same origin with the same rotation.
  const aligned = [...adjacentGroups(next, members)].filter((group) => {
    const theirs = next.places[group] as Point;
    return next.turns[group] === turn && theirs.x === target.x && theirs.y === target.y;
  });
  if (aligned.length > 0) {
    const merged = new Set([board.groups[piece] as number, ...aligned]);
    const id = Math.min(...merged);
    const groups = next.groups.map((group) => (merged.has(group) ? id : group));
    next = { ...next, groups };
    members = groupOf(next, piece);
  }
  const joined = joinsOf(next).filter(([a, b]) => !before.has(`${a}:${b}`));
  return { board: next, joined, locked: isLocked(next, piece) };
}

/** A group picked up and dropped with `piece`'s centre at `centre`: it moves there and settles. Locked groups stay. */
export function dropPiece(board: JigsawBoard, piece: number, centre: Point): BoardChange {
  if (isLocked(board, piece)) return { board, joined: [], locked: false };
  const turn = board.turns[piece] as Turn;
  const moved = withGroupAt(board, groupOf(board, piece), originFor(board.grid, piece, centre, turn), turn);
  return settle(moved, piece);
}

/** A quarter turn clockwise of `piece`'s group about that piece's centre, then it settles. Locked groups stay. */
export function rotatePiece(board: JigsawBoard, piece: number): BoardChange {
  if (isLocked(board, piece)) return { board, joined: [], locked: false };
  const turn = (((board.turns[piece] as Turn) + 1) % 4) as Turn;
  const moved = withGroupAt(board, groupOf(board, piece), originFor(board.grid, piece, pieceCentre(board, piece), turn), turn);
  return settle(moved, piece);
}

/**
 * The accessible path: `piece` put into the slot at `slot` (a piece id's true place). Where it
 * belongs, its whole group turns upright, locks and joins its placed neighbours; anywhere else it is
 * refused (null), and nothing changes.
 */
export function placeInSlot(board: JigsawBoard, piece: number, slot: number): BoardChange | null {
  if (slot !== piece || isLocked(board, piece)) return null;
  return settle(withGroupAt(board, groupOf(board, piece), ORIGIN, 0), piece);
}

/** A board laid out from places and rotations per piece, grouped by joins (assumed valid: see save.ts). */
export function boardFrom(grid: JigsawGrid, places: readonly Point[], turns: readonly Turn[], joins: readonly Join[]): JigsawBoard {
  const parent = Array.from({ length: pieceCount(grid) }, (_, piece) => piece);
  // Path halving: every step points a piece at its grandparent, so chains stay short whatever order
  // the joins come in (a row joined from its far end made a chain as long as the row, walked again
  // for every piece). Roots never change.
  const root = (piece: number): number => {
    let at = piece;
    while (parent[at] !== at) {
      const up = parent[parent[at] as number] as number;
      parent[at] = up;
      at = up;
    }
    return at;
  };
  for (const [a, b] of joins) {
    if (!areNeighbours(grid, a, b)) continue;
    const [ra, rb] = [root(a), root(b)];
    if (ra < rb) parent[rb] = ra; // the smaller id stays the root: a group's id is its smallest piece
    else parent[ra] = rb;
  }
  return { grid, places: places.slice(), turns: turns.slice(), groups: parent.map((_, piece) => root(piece)) };
}
