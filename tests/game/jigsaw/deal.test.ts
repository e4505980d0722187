import { describe, expect, it } from 'vitest';
import {
  boardFrom,
  dealBoard,
  dealSpots,
  isLocked,
  joinsOf,
  ORIGIN,
  pieceCentre,
  pieceCount,
  placedCount,
  scatterBoard,
  type DealLayout,
  type JigsawBoard,
  type JigsawGrid,
  type Join,
  type Point,
  type Turn,
} from '../../../game/rules/jigsaw';

const GRIDS: JigsawGrid[] = [
  { rows: 2, columns: 2 },
  { rows: 3, columns: 4 },
  { rows: 4, columns: 6 },
  { rows: 6, columns: 4 },
  { rows: 5, columns: 5 },
  { rows: 2, columns: 6 },
  { rows: 15, columns: 20 },
  { rows: 10, columns: 30 },
];
const SEEDS = [1, 99, 123456];
const LAYOUTS: DealLayout[] = ['around', 'tray'];
const CASES = GRIDS.flatMap((grid) => LAYOUTS.map((layout) => ({ ...grid, layout })));

/** How far outside the board a point lies, in cells each way (0 on it). */
const outside = (grid: JigsawGrid, point: Point) => Math.max(0, -point.x, point.x - grid.columns, -point.y, point.y - grid.rows);
const centres = (board: JigsawBoard) => board.places.map((_, piece) => pieceCentre(board, piece));

function expectOffTheBoard(grid: JigsawGrid, points: Point[], layout: DealLayout): void {
  for (const point of points) {
    // More than half a cell out: no dealt piece's cell covers any of the board.
    expect(outside(grid, point)).toBeGreaterThan(0.5);
    if (layout === 'tray') {
      expect(point.y - 0.5).toBeGreaterThan(grid.rows); // below the board, within its width
      expect(point.x).toBeGreaterThan(0);
      expect(point.x).toBeLessThan(grid.columns);
    }
  }
}

/** No two cells (one cell wide, around each point) overlap. */
function expectApart(points: Point[]): void {
  let closest = Infinity;
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) {
      closest = Math.min(closest, Math.max(Math.abs(points[i]!.x - points[j]!.x), Math.abs(points[i]!.y - points[j]!.y)));
    }
  }
  expect(closest).toBeGreaterThanOrEqual(1);
}

describe.each(CASES)('dealBoard on $rows x $columns, $layout', ({ layout, ...grid }) => {
  const count = pieceCount(grid);

  it('is the same for a seed and differs between seeds', () => {
    expect(dealBoard(grid, 7, layout, true)).toEqual(dealBoard(grid, 7, layout, true));
    const deals = SEEDS.map((seed) => JSON.stringify(dealBoard(grid, seed, layout, false)));
    expect(new Set(deals).size).toBe(SEEDS.length);
  });

  it.each(SEEDS)('seed %i: every piece alone, off the board, none on another', (seed) => {
    const board = dealBoard(grid, seed, layout, false);
    expect(board.groups).toEqual(Array.from({ length: count }, (_, piece) => piece));
    expect(joinsOf(board)).toEqual([]);
    expect(placedCount(board)).toBe(0);
    expectOffTheBoard(grid, centres(board), layout);
    expectApart(centres(board));
  });

  it.each(SEEDS)('seed %i: turns pieces only when rotation is allowed', (seed) => {
    expect(dealBoard(grid, seed, layout, false).turns.every((turn) => turn === 0)).toBe(true);
    const turned = dealBoard(grid, seed, layout, true);
    expect(turned.turns.every((turn) => [0, 1, 2, 3].includes(turn))).toBe(true);
    if (count >= 12) expect(new Set(turned.turns).size).toBeGreaterThan(1);
    expectOffTheBoard(grid, centres(turned), layout); // turning keeps each piece's centre on its spot
  });
});

describe.each(GRIDS)('dealing around $rows x $columns', (grid) => {
  const count = pieceCount(grid);
  const firstRing = dealSpots(grid, 1, 'around');
  const firstRingReach = 0.75 + 0.12 + 1e-9; // CLEARANCE plus the jitter

  it('the first ring lies the same distance from every side', () => {
    const distances = new Set(firstRing.map((spot) => outside(grid, spot).toFixed(9)));
    expect([...distances]).toEqual(['0.750000000']);
    for (const side of [(p: Point) => p.x < 0, (p: Point) => p.x > grid.columns, (p: Point) => p.y < 0, (p: Point) => p.y > grid.rows]) {
      expect(firstRing.some(side)).toBe(true);
    }
  });

  it.each(SEEDS)('seed %i: takes the spots nearest the board first', (seed) => {
    const near = centres(dealBoard(grid, seed, 'around', false)).filter((centre) => outside(grid, centre) <= firstRingReach);
    expect(near).toHaveLength(Math.min(count, firstRing.length));
  });
});

describe('dealSpots', () => {
  it.each(CASES)('has room for every piece of $rows x $columns, $layout', ({ layout, ...grid }) => {
    const spots = dealSpots(grid, pieceCount(grid), layout);
    expect(spots.length).toBeGreaterThanOrEqual(pieceCount(grid));
    expectOffTheBoard(grid, spots, layout);
    expectApart(spots);
  });
});

describe('scatterBoard', () => {
  const grid: JigsawGrid = { rows: 4, columns: 6 };
  const count = pieceCount(grid);
  // 0, 1 and 6 placed (and joined); 10-11-17 a loose group turned once; 20 loose and turned twice.
  function played(): JigsawBoard {
    const places = Array.from({ length: count }, (_, piece): Point => ({ x: 30 + piece, y: -20 }));
    const turns = Array.from({ length: count }, (): Turn => 0);
    for (const piece of [0, 1, 6]) places[piece] = ORIGIN;
    for (const piece of [10, 11, 17]) {
      places[piece] = { x: 2, y: 2 }; // loose, on top of the board
      turns[piece] = 1;
    }
    turns[20] = 2;
    return boardFrom(grid, places, turns, [
      [0, 1],
      [0, 6],
      [10, 11],
      [11, 17],
    ]);
  }

  it.each(LAYOUTS)('%s: keeps placed pieces, groups and turns; moves loose groups whole, off the board', (layout) => {
    const before = played();
    const after = scatterBoard(before, 5, layout);
    expect(after.groups).toEqual(before.groups);
    expect(after.turns).toEqual(before.turns);
    for (const piece of [0, 1, 6]) {
      expect(after.places[piece]).toEqual(ORIGIN);
      expect(isLocked(after, piece)).toBe(true);
    }
    expect(after.places[11]).toEqual(after.places[10]);
    expect(after.places[17]).toEqual(after.places[10]);
    expect(after.places[10]).not.toEqual(before.places[10]);
    // Every piece of every loose group comes off the board (not only the piece on the spot); groups' spots are apart.
    const loose = [...new Set(after.groups)].filter((group) => !isLocked(after, group));
    expect(loose).toHaveLength(count - 3 - 2);
    const loosePieces = Array.from({ length: count }, (_, piece) => piece).filter((piece) => !isLocked(after, piece));
    expectOffTheBoard(grid, loosePieces.map((piece) => pieceCentre(after, piece)), layout === 'tray' ? 'around' : layout);
    for (const piece of loosePieces) if (layout === 'tray') expect(pieceCentre(after, piece).y - 0.5).toBeGreaterThan(grid.rows);
    expectApart(loose.map((group) => pieceCentre(after, group)));
  });

  it.each(SEEDS.flatMap((seed) => LAYOUTS.map((layout) => ({ seed, layout }))))('seed $seed, $layout: big turned groups land wholly off the board', ({ seed, layout }) => {
    // A 3 x 3 block (7-9, 13-15, 19-21) and a long row (0-5), each in every rotation.
    const block: Join[] = [[7, 8], [8, 9], [13, 14], [14, 15], [19, 20], [20, 21], [7, 13], [13, 19], [8, 14], [14, 20], [9, 15], [15, 21]];
    const row: Join[] = [[0, 1], [1, 2], [2, 3], [3, 4], [4, 5]];
    for (const turn of [0, 1, 2, 3] as Turn[]) {
      const board = boardFrom(grid, Array.from({ length: count }, () => ({ x: 40, y: 40 })), Array.from({ length: count }, () => turn), [...block, ...row]);
      const after = scatterBoard(board, seed, layout);
      for (let piece = 0; piece < count; piece++) {
        const centre = pieceCentre(after, piece);
        expect(outside(grid, centre)).toBeGreaterThan(0.5);
        if (layout === 'tray') expect(centre.y - 0.5).toBeGreaterThan(grid.rows);
      }
    }
  });

  it('is the same for a seed, different for another', () => {
    expect(scatterBoard(played(), 5, 'around')).toEqual(scatterBoard(played(), 5, 'around'));
    expect(scatterBoard(played(), 5, 'around').places).not.toEqual(scatterBoard(played(), 6, 'around').places);
  });

  it('leaves a board with every piece placed as it is', () => {
    const placed = boardFrom(grid, Array.from({ length: count }, () => ORIGIN), Array.from({ length: count }, (): Turn => 0), []);
    expect(scatterBoard(placed, 1, 'tray')).toEqual(placed);
  });
});
