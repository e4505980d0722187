/**
 * Dealing and scattering: the pieces are laid out, seeded, where the board is not.
 * 'around' rings the board with them (a desktop's table); 'tray' lines them up under
 * it (a phone's narrow screen). Each spot is a cell of a loose grid, a little
 * jittered so the pile looks dropped rather than printed.
 */
import { seededRandom, type Random } from '../random';
import { originFor, type JigsawBoard, type Turn } from './board';
import type { Point } from './cut';
import { pieceCount, type JigsawGrid } from './grid';

export type DealLayout = 'around' | 'tray';

const SPACING = 1.25; // cells between spots: room for the knobs
const JITTER = 0.12; // cells a spot may wander
const CLEARANCE = 0.75; // cells between the board's edge and the centre of a piece beside it
export const TRAY_GAP = 0.6; // cells between the board's bottom and the tray

/** Spots for at least `count` pieces, in the layout's region, in reading order. */
export function dealSpots(grid: JigsawGrid, count: number, layout: DealLayout): Point[] {
  if (layout === 'tray') {
    const perRow = Math.max(1, Math.floor(grid.columns / SPACING));
    const step = grid.columns / perRow;
    return Array.from({ length: count }, (_, i) => ({
      x: (i % perRow) * step + step / 2,
      y: grid.rows + TRAY_GAP + Math.floor(i / perRow) * SPACING + SPACING / 2,
    }));
  }
  // Widen a ring around the board until it has room for every piece.
  for (let rings = 1; ; rings++) {
    const spots: Point[] = [];
    const reach = CLEARANCE + (rings - 1) * SPACING; // the outermost spots' distance from the board
    for (let y = -reach; y <= grid.rows + reach + 1e-9; y += SPACING) {
      for (let x = -reach; x <= grid.columns + reach + 1e-9; x += SPACING) {
        const onBoard = x > -CLEARANCE && x < grid.columns + CLEARANCE && y > -CLEARANCE && y < grid.rows + CLEARANCE;
        if (!onBoard) spots.push({ x, y });
      }
    }
    if (spots.length >= count) return spots;
  }
}

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
  // Around the board, take spots nearest the board first, in random order among equals.
  const chosen = layout === 'tray' ? spots.slice(0, count) : shuffled(spots, random).slice(0, count);
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
    const origin = originFor(board.grid, group, centres[i] as Point, board.turns[group] as Turn);
    board.groups.forEach((owner, piece) => {
      if (owner === group) places[piece] = origin;
    });
  });
  return { ...board, places };
}
