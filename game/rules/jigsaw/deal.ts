/**
 * Dealing and scattering: the pieces are laid out, seeded, where the board is not.
 * 'around' rings the board with them (a desktop's table); 'tray' lines them up under
 * it (a phone's narrow screen). Each spot is a cell of a loose grid, a little
 * jittered so the pile looks dropped rather than printed.
 */
import { seededRandom, type Random } from '../random';
import { originFor, rotated, type JigsawBoard, type Turn } from './board';
import type { Point } from './cut';
import { columnOf, pieceCount, rowOf, type JigsawGrid } from './grid';

export type DealLayout = 'around' | 'tray';

export const DEAL_SPACING = 1.25; // cells between spots: room for the knobs
const JITTER = 0.12; // cells a spot may wander
const CLEARANCE = 0.75; // cells between the board's edge and the centre of a piece beside it
export const TRAY_GAP = 0.6; // cells between the board's bottom and the tray

/** Spots for at least `count` pieces, in the layout's region, in reading order. */
export function dealSpots(grid: JigsawGrid, count: number, layout: DealLayout): Point[] {
  if (layout === 'tray') {
    const perRow = Math.max(1, Math.floor(grid.columns / DEAL_SPACING));
    const step = grid.columns / perRow;
    return Array.from({ length: count }, (_, i) => ({
      x: (i % perRow) * step + step / 2,
      y: grid.rows + TRAY_GAP + Math.floor(i / perRow) * DEAL_SPACING + DEAL_SPACING / 2,
    }));
  }
  // Widen a ring around the board until it has room for every piece. Each ring's lines lie the same
  // distance from every side of the board (CLEARANCE, then DEAL_SPACING further each ring).
  for (let rings = 1; ; rings++) {
    const spots: Point[] = [];
    const xs = ringLines(grid.columns, rings);
    const ys = ringLines(grid.rows, rings);
    const slack = 1e-9; // spots exactly CLEARANCE away are beside the board, whatever the rounding
    for (const y of ys) {
      for (const x of xs) {
        const onBoard = x > slack - CLEARANCE && x < grid.columns + CLEARANCE - slack && y > slack - CLEARANCE && y < grid.rows + CLEARANCE - slack;
        if (!onBoard) spots.push({ x, y });
      }
    }
    if (spots.length >= count) return spots;
  }
}

/**
 * Where the lattice's lines cross one axis of a board `length` cells long: `rings` lines on either
 * side of it, DEAL_SPACING apart from CLEARANCE out, and between the innermost two as many as fit DEAL_SPACING
 * apart, evenly spread.
 */
function ringLines(length: number, rings: number): number[] {
  const [from, to] = [-CLEARANCE, length + CLEARANCE];
  const gaps = Math.max(1, Math.floor((to - from) / DEAL_SPACING));
  const between = Array.from({ length: gaps + 1 }, (_, i) => from + ((to - from) * i) / gaps);
  const outer = Array.from({ length: rings - 1 }, (_, i) => (i + 1) * DEAL_SPACING);
  return [...outer.map((step) => from - step).reverse(), ...between, ...outer.map((step) => to + step)];
}

/** How far outside the board a point lies, in cells each way (0 on it). */
const distanceFromBoard = (grid: JigsawGrid, point: Point): number =>
  Math.max(0, -point.x, point.x - grid.columns, -point.y, point.y - grid.rows);

function shuffled<T>(items: readonly T[], random: Random): T[] {
  const copy = items.slice();
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** Centres for `count` things, seeded: spots chosen and jittered. */
function scatteredCentres(grid: JigsawGrid, count: number, layout: DealLayout, random: Random): Point[] {
  const spots = dealSpots(grid, count, layout);
  // Around the board, take spots nearest the board first, in random order among equals (the sort is stable).
  const nearestFirst = () =>
    shuffled(spots, random)
      .map((spot) => ({ spot, distance: Math.round(distanceFromBoard(grid, spot) * 1e6) }))
      .sort((a, b) => a.distance - b.distance)
      .map(({ spot }) => spot);
  const chosen = layout === 'tray' ? spots.slice(0, count) : nearestFirst().slice(0, count);
  return shuffled(chosen, random).map((spot) => ({ x: spot.x + (random() * 2 - 1) * JITTER, y: spot.y + (random() * 2 - 1) * JITTER }));
}

/** A new board: every piece alone, scattered by `seed`, turned at random when rotation is allowed. */
export function dealBoard(grid: JigsawGrid, seed: number, layout: DealLayout, rotation: boolean): JigsawBoard {
  const random = seededRandom(seed);
  const count = pieceCount(grid);
  const centres = scatteredCentres(grid, count, layout, random);
  const turns = Array.from({ length: count }, (): Turn => (rotation ? (Math.floor(random() * 4) as Turn) : 0));
  const places = centres.map((centre, piece) => originFor(grid, piece, centre, turns[piece] as Turn));
  return { grid, places, turns, groups: Array.from({ length: count }, (_, piece) => piece) };
}

/** "Scatter": every group not yet in its place is moved, whole, to a fresh spot; placed pieces stay. */
export function scatterBoard(board: JigsawBoard, seed: number, layout: DealLayout): JigsawBoard {
  const loose = [...new Set(board.groups)].filter((group) => {
    const place = board.places[group] as Point;
    return !(place.x === 0 && place.y === 0 && board.turns[group] === 0);
  });
  const centres = scatteredCentres(board.grid, loose.length, layout, seededRandom(seed));
  const places = board.places.slice();
  loose.forEach((group, i) => {
    const members = board.groups.flatMap((owner, piece) => (owner === group ? [piece] : []));
    const turn = board.turns[group] as Turn;
    const origin = originFor(board.grid, group, outsideBoard(board.grid, members, group, turn, centres[i] as Point), turn);
    for (const piece of members) places[piece] = origin;
  });
  return { ...board, places };
}

/**
 * Where a group's first piece goes so that the whole group, not only that piece, lies on the spot's
 * side of the board: a spot left of the board takes the group's rightmost piece, one above it the
 * lowest, and so on (a spot's own piece is off the board; a group reaching back from it would not be).
 */
function outsideBoard(grid: JigsawGrid, members: readonly number[], first: number, turn: Turn, spot: Point): Point {
  const offsets = members.map((piece) => rotated({ x: columnOf(grid, piece) - columnOf(grid, first), y: rowOf(grid, piece) - rowOf(grid, first) }, turn));
  const xs = offsets.map((offset) => offset.x);
  const ys = offsets.map((offset) => offset.y);
  const dx = spot.x < 0 ? -Math.max(...xs) : spot.x > grid.columns ? -Math.min(...xs) : 0;
  const dy = spot.y < 0 ? -Math.max(...ys) : spot.y > grid.rows ? -Math.min(...ys) : 0;
  return { x: spot.x + dx, y: spot.y + dy };
}
