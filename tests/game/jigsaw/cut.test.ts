import { describe, expect, it } from 'vitest';
import {
  cutJigsaw,
  neighboursOf,
  pieceCount,
  pieceOutline,
  sideKind,
  TAB_REACH,
  type JigsawCut,
  type JigsawGrid,
  type Point,
  type Segment,
  type Side,
} from '../../../game/rules/jigsaw';

const GRIDS: JigsawGrid[] = [
  { rows: 2, columns: 2 },
  { rows: 3, columns: 4 },
  { rows: 6, columns: 4 },
  { rows: 5, columns: 5 },
  { rows: 2, columns: 6 },
];
const SEEDS = [1, 42, 7919, 0xdeadbeef];
const SIDES: Side[] = ['top', 'right', 'bottom', 'left'];
const SAMPLES = [0, 0.1, 0.25, 0.5, 0.75, 0.9, 1]; // symmetric, so a side walked backwards samples the same points

/** The point at `t` on a segment that starts at `from`. */
function pointAt(from: Point, segment: Segment, t: number): Point {
  if (segment.kind === 'line') return { x: from.x + (segment.to.x - from.x) * t, y: from.y + (segment.to.y - from.y) * t };
  const u = 1 - t;
  const mix = (a: number, b: number, c: number, d: number) => u * u * u * a + 3 * u * u * t * b + 3 * u * t * t * c + t * t * t * d;
  return { x: mix(from.x, segment.c1.x, segment.c2.x, segment.to.x), y: mix(from.y, segment.c1.y, segment.c2.y, segment.to.y) };
}

/** A piece's outline split into its four sides (a flat side is one line, a shaped one three cubics), each with its start. */
function sidesOf(cut: JigsawCut, piece: number): Record<Side, { from: Point; segments: Segment[] }> {
  const outline = pieceOutline(cut, piece);
  const sides = {} as Record<Side, { from: Point; segments: Segment[] }>;
  let at = 0;
  let from: Point = { x: 0, y: 0 };
  for (const side of SIDES) {
    const length = sideKind(cut, piece, side) === 'flat' ? 1 : 3;
    const segments = outline.slice(at, at + length);
    sides[side] = { from, segments };
    from = segments[segments.length - 1]!.to;
    at += length;
  }
  expect(at).toBe(outline.length); // nothing after the fourth side
  return sides;
}

/** Points along a side, `shift` added to each. */
function sample(side: { from: Point; segments: Segment[] }, shift: Point = { x: 0, y: 0 }): Point[] {
  const points: Point[] = [];
  let from = side.from;
  for (const segment of side.segments) {
    for (const t of SAMPLES) {
      const point = pointAt(from, segment, t);
      points.push({ x: point.x + shift.x, y: point.y + shift.y });
    }
    from = segment.to;
  }
  return points;
}

function expectSamePoints(actual: Point[], expected: Point[]): void {
  expect(actual).toHaveLength(expected.length);
  const furthest = Math.max(...actual.map((point, i) => Math.max(Math.abs(point.x - expected[i]!.x), Math.abs(point.y - expected[i]!.y))));
  expect(furthest).toBeLessThan(1e-12);
}

/** Area inside a closed polyline (positive when it runs clockwise on screen, y down). */
function area(points: Point[]): number {
  let sum = 0;
  points.forEach((point, i) => {
    const next = points[(i + 1) % points.length]!;
    sum += point.x * next.y - next.x * point.y;
  });
  return sum / 2;
}

const outlinePoints = (cut: JigsawCut, piece: number): Point[] => SIDES.flatMap((side) => sample(sidesOf(cut, piece)[side]));

describe('cutJigsaw is seeded', () => {
  it.each(GRIDS)('the same seed cuts $rows x $columns identically', (grid) => {
    for (const seed of SEEDS) {
      const a = cutJigsaw(grid, seed);
      expect(cutJigsaw(grid, seed)).toEqual(a);
      for (let piece = 0; piece < pieceCount(grid); piece++) expect(pieceOutline(cutJigsaw(grid, seed), piece)).toEqual(pieceOutline(a, piece));
    }
  });

  it.each(GRIDS)('different seeds cut $rows x $columns differently', (grid) => {
    const cuts = SEEDS.map((seed) => JSON.stringify(cutJigsaw(grid, seed)));
    expect(new Set(cuts).size).toBe(SEEDS.length);
  });

  it.each(GRIDS)('has one shape per inner edge of $rows x $columns', (grid) => {
    const cut = cutJigsaw(grid, 3);
    expect(cut.horizontal).toHaveLength((grid.rows - 1) * grid.columns);
    expect(cut.vertical).toHaveLength(grid.rows * (grid.columns - 1));
  });

  it('a seed picks tabs both ways: a 15 x 20 cut has many knobs of each flip', () => {
    const cut = cutJigsaw({ rows: 15, columns: 20 }, 9);
    const flips = [...cut.horizontal, ...cut.vertical].map((shape) => shape.flip);
    expect(flips.filter((flip) => flip === 1).length).toBeGreaterThan(flips.length / 3);
    expect(flips.filter((flip) => flip === -1).length).toBeGreaterThan(flips.length / 3);
  });
});

describe.each(GRIDS)('the sides of a $rows x $columns cut', (grid) => {
  const cuts = SEEDS.map((seed) => cutJigsaw(grid, seed));
  const pieces = Array.from({ length: pieceCount(grid) }, (_, piece) => piece);
  const row = (piece: number) => Math.floor(piece / grid.columns);
  const column = (piece: number) => piece % grid.columns;

  it('outer sides are flat, inner sides a tab or a blank', () => {
    for (const cut of cuts) {
      for (const piece of pieces) {
        const outer: Record<Side, boolean> = {
          top: row(piece) === 0,
          right: column(piece) === grid.columns - 1,
          bottom: row(piece) === grid.rows - 1,
          left: column(piece) === 0,
        };
        for (const side of SIDES) {
          if (outer[side]) expect(sideKind(cut, piece, side)).toBe('flat');
          else expect(['tab', 'blank']).toContain(sideKind(cut, piece, side));
        }
      }
    }
  });

  it('neighbours complement: a tab meets a blank, below and to the right', () => {
    const opposite = { tab: 'blank', blank: 'tab', flat: 'none' };
    for (const cut of cuts) {
      for (const piece of pieces) {
        if (row(piece) < grid.rows - 1) expect(sideKind(cut, piece + grid.columns, 'top')).toBe(opposite[sideKind(cut, piece, 'bottom')]);
        if (column(piece) < grid.columns - 1) expect(sideKind(cut, piece + 1, 'left')).toBe(opposite[sideKind(cut, piece, 'right')]);
      }
    }
  });

  it('a shared edge is the same curve in both neighbours (one cell apart)', () => {
    for (const cut of cuts) {
      for (const piece of pieces) {
        const sides = sidesOf(cut, piece);
        if (row(piece) < grid.rows - 1) {
          const below = sample(sidesOf(cut, piece + grid.columns).top);
          expectSamePoints(sample(sides.bottom, { x: 0, y: -1 }).reverse(), below);
        }
        if (column(piece) < grid.columns - 1) {
          const right = sample(sidesOf(cut, piece + 1).left);
          expectSamePoints(sample(sides.right, { x: -1, y: 0 }).reverse(), right);
        }
      }
    }
  });

  it('a tab bulges out of the cell and a blank into it', () => {
    // How far a side reaches outwards from its cell edge, at its furthest (negative: inwards).
    const outwards = (side: Side, point: Point) => ({ top: -point.y, right: point.x - 1, bottom: point.y - 1, left: -point.x })[side];
    for (const cut of cuts) {
      for (const piece of pieces) {
        const sides = sidesOf(cut, piece);
        for (const side of SIDES) {
          const reach = sample(sides[side]).map((point) => outwards(side, point));
          const kind = sideKind(cut, piece, side);
          if (kind === 'tab') expect(Math.max(...reach)).toBeGreaterThan(0.2);
          if (kind === 'blank') expect(Math.min(...reach)).toBeLessThan(-0.2);
          if (kind === 'flat') expect(reach.every((value) => value === 0)).toBe(true);
        }
      }
    }
  });

  it('every outline is closed, clockwise, passes its four corners and stays within TAB_REACH', () => {
    for (const cut of cuts) {
      for (const piece of pieces) {
        const outline = pieceOutline(cut, piece);
        expect(outline.at(-1)!.to).toEqual({ x: 0, y: 0 });
        const sides = sidesOf(cut, piece);
        const corner = (point: Point) => ({ x: point.x + 0, y: point.y + 0 }); // -0 (a flipped knob's 0) is 0 here
        expect([sides.top.from, sides.right.from, sides.bottom.from, sides.left.from].map(corner)).toEqual([
          { x: 0, y: 0 },
          { x: 1, y: 0 },
          { x: 1, y: 1 },
          { x: 0, y: 1 },
        ]);
        const controls = outline.flatMap((segment) => (segment.kind === 'line' ? [segment.to] : [segment.c1, segment.c2, segment.to]));
        const values = [...controls, ...outlinePoints(cut, piece)].flatMap((point) => [point.x, point.y]);
        expect(Math.min(...values)).toBeGreaterThanOrEqual(-TAB_REACH);
        expect(Math.max(...values)).toBeLessThanOrEqual(1 + TAB_REACH);
        expect(area(outlinePoints(cut, piece))).toBeGreaterThan(0.5);
      }
    }
  });

  it('the pieces tile the picture: their areas add up to the board, tabs filling blanks', () => {
    for (const cut of cuts) {
      const total = pieces.reduce((sum, piece) => sum + area(outlinePoints(cut, piece)), 0);
      expect(total).toBeCloseTo(pieceCount(grid), 9);
      // Not every piece is a plain square: the knobs do change single pieces' areas.
      expect(pieces.some((piece) => Math.abs(area(outlinePoints(cut, piece)) - 1) > 0.02)).toBe(true);
    }
  });

  it('each piece has one side per neighbour that is not flat', () => {
    for (const cut of cuts) {
      for (const piece of pieces) {
        expect(SIDES.filter((side) => sideKind(cut, piece, side) !== 'flat')).toHaveLength(neighboursOf(grid, piece).length);
      }
    }
  });
});
