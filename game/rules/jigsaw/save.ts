/**
 * A jigsaw as it travels and is kept: the joins (neighbour pairs, each once), each
 * piece's place (its group's origin, in cells) and, where the creator allowed
 * rotation, each piece's quarter turns. The server checks a save with these rules
 * before it keeps it or reveals anything; the client restores a board from it.
 */
import { boardFrom, joinsOf, type JigsawBoard, type Turn } from './board';
import { DEAL_SPACING } from './deal';
import { areNeighbours, innerEdgeCount, isPiece, pieceCount, type JigsawGrid, type Join } from './grid';

export interface JigsawSave {
  joins: Join[];
  places: [number, number][]; // per piece
  rotations?: number[]; // per piece, 0..3; only on a board that allows rotation
}

/** The progress report that forgets a kept board (Start over): no joins, no places. */
export const START_OVER: JigsawSave = { joins: [], places: [] };
export const isStartOver = (save: JigsawSave): boolean => save.joins.length === 0 && save.places.length === 0 && save.rotations === undefined;

const PLACE_DECIMALS = 1000; // places travel to a thousandth of a cell
/** How far from the board a place may lie, in board sizes: far beyond any table, short of nonsense. */
const PLACE_REACH = 4;

const rounded = (value: number): number => Math.round(value * PLACE_DECIMALS) / PLACE_DECIMALS;

/**
 * How far from (0, 0) a place may lie, in cells: a few board sizes, plus room for every piece in one
 * line (a narrow board's tray, a phone screenshot's two columns, is a single file that long; a turned
 * group's origin lies a board's length from its pieces).
 */
export const placeReach = (grid: JigsawGrid): number => PLACE_REACH * Math.max(grid.rows, grid.columns) + pieceCount(grid) * DEAL_SPACING;

export function saveOf(board: JigsawBoard, rotation: boolean): JigsawSave {
  const save: JigsawSave = { joins: joinsOf(board), places: board.places.map((place) => [rounded(place.x), rounded(place.y)]) };
  return rotation ? { ...save, rotations: board.turns.slice() } : save;
}

/** The first problem with a list of joins, as a sentence, or null when every join is a true, distinct neighbour pair. */
export function joinsProblem(grid: JigsawGrid, joins: readonly Join[]): string | null {
  if (joins.length > innerEdgeCount(grid)) return 'There are more joins than this jigsaw has edges.';
  const seen = new Set<string>();
  for (const [a, b] of joins) {
    if (!isPiece(grid, a) || !isPiece(grid, b)) return 'A join names a piece this jigsaw does not have.';
    if (!areNeighbours(grid, a, b)) return 'A join is between pieces that are not neighbours.';
    const key = a < b ? `${a}:${b}` : `${b}:${a}`;
    if (seen.has(key)) return 'A join is listed twice.';
    seen.add(key);
  }
  return null;
}

/** The first problem with a whole save for this grid, or null when it can be kept and restored. */
export function saveProblem(grid: JigsawGrid, save: JigsawSave, rotation: boolean): string | null {
  const count = pieceCount(grid);
  const joinProblem = joinsProblem(grid, save.joins);
  if (joinProblem) return joinProblem;
  if (save.rotations !== undefined && !rotation) return 'This jigsaw does not allow rotation.';
  if (rotation && save.rotations === undefined) return 'Every piece needs its rotation.';
  if (save.rotations && (save.rotations.length !== count || !save.rotations.every((turn) => Number.isInteger(turn) && turn >= 0 && turn <= 3))) {
    return 'Every piece needs a rotation of 0 to 3 quarter turns.';
  }
  if (save.places.length !== count) return `Every one of the ${count} pieces needs a place.`;
  const reach = placeReach(grid);
  if (!save.places.every(([x, y]) => Number.isFinite(x) && Number.isFinite(y) && Math.abs(x) <= reach && Math.abs(y) <= reach)) {
    return 'A piece lies too far from the board.';
  }
  // Joined pieces move as one: they must share one place and one rotation.
  for (const [a, b] of save.joins) {
    const [pa, pb] = [save.places[a] as [number, number], save.places[b] as [number, number]];
    const turnsDiffer = save.rotations !== undefined && save.rotations[a] !== save.rotations[b];
    if (pa[0] !== pb[0] || pa[1] !== pb[1] || turnsDiffer) return 'Joined pieces must lie together.';
  }
  return null;
}

/** The board a valid save describes (check it with saveProblem first). */
export function boardFromSave(grid: JigsawGrid, save: JigsawSave): JigsawBoard {
  const turns = (save.rotations ?? save.places.map(() => 0)) as Turn[];
  return boardFrom(grid, save.places.map(([x, y]) => ({ x, y })), turns, save.joins);
}

/** How many separate groups the joins leave (1: every piece connected). */
export function groupCount(grid: JigsawGrid, joins: readonly Join[]): number {
  const board = boardFrom(grid, Array.from({ length: pieceCount(grid) }, () => ({ x: 0, y: 0 })), [], joins);
  return new Set(board.groups).size;
}

/** Solved on the server's terms: the joins connect every piece, and (with rotation) every piece is upright. */
export function saveIsSolved(grid: JigsawGrid, save: JigsawSave): boolean {
  return groupCount(grid, save.joins) === 1 && (save.rotations ?? []).every((turn) => turn === 0);
}

/**
 * The milestones the joins reached: a first join is the first move; halfway is half of the
 * joins a whole picture needs (pieces - 1 merges) made.
 */
export function jigsawMilestones(grid: JigsawGrid, joins: readonly Join[]): ('first-move' | 'halfway')[] {
  if (joins.length === 0) return [];
  const merges = pieceCount(grid) - groupCount(grid, joins);
  return merges * 2 >= pieceCount(grid) - 1 ? ['first-move', 'halfway'] : ['first-move'];
}
