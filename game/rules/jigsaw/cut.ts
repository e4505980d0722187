/**
 * The cut: every inner edge of the grid is a tab on one side and the matching
 * blank on the other, with a jittered classic curve; outer edges are flat. It is
 * a pure function of the grid and a seed, so the server and every browser cut
 * the same pieces. The curve is the well-known three-cubic jigsaw edge (as in
 * Draradech's public jigsaw generator): a shoulder, a round knob, a shoulder.
 */
import { seededRandom, type Random } from '../random';
import { columnOf, rowOf, type JigsawGrid } from './grid';

export interface Point {
  x: number;
  y: number;
}

/** One inner edge's shape, in the edge's own units (its length is 1). */
export interface EdgeShape {
  flip: 1 | -1; // +1: the knob bulges down (horizontal edge) or right (vertical edge)
  a: number; // jitter of the first shoulder
  b: number; // the knob's shift along the edge
  c: number; // the knob's shift across the edge
  d: number; // the knob's lean
  e: number; // jitter of the second shoulder
}

export interface JigsawCut {
  grid: JigsawGrid;
  /** Between row r and r + 1, column c: index r * columns + c (rows - 1 lines of edges). */
  horizontal: EdgeShape[];
  /** Between column c and c + 1, row r: index r * (columns - 1) + c. */
  vertical: EdgeShape[];
}

export const TAB_SIZE = 0.1; // the knob's half width, in edge lengths
const JITTER = 0.04; // how far each control point may wander
/** How far a knob reaches past its piece's cell, in cells: the room a piece's picture needs around it. */
export const TAB_REACH = 3 * TAB_SIZE + JITTER * 2;

function edgeShape(random: Random): EdgeShape {
  const jitter = () => (random() * 2 - 1) * JITTER;
  return { flip: random() < 0.5 ? 1 : -1, a: jitter(), b: jitter(), c: jitter(), d: jitter(), e: jitter() };
}

export function cutJigsaw(grid: JigsawGrid, seed: number): JigsawCut {
  const random = seededRandom(seed);
  const horizontal = Array.from({ length: (grid.rows - 1) * grid.columns }, () => edgeShape(random));
  const vertical = Array.from({ length: grid.rows * (grid.columns - 1) }, () => edgeShape(random));
  return { grid, horizontal, vertical };
}

/** A path segment from the previous point: a straight line or a cubic Bézier curve. */
export type Segment = { kind: 'line'; to: Point } | { kind: 'cubic'; c1: Point; c2: Point; to: Point };

/** The edge's curve from (0, 0) to (1, 0), the knob towards +y when flip is +1 (three cubics). */
function edgeCurve(shape: EdgeShape): Segment[] {
  const t = TAB_SIZE;
  const { a, b, c, d, e, flip } = shape;
  const p = (x: number, y: number): Point => ({ x, y: y * flip });
  return [
    { kind: 'cubic', c1: p(0.2, a), c2: p(0.5 + b + d, -t + c), to: p(0.5 - t + b, t + c) },
    { kind: 'cubic', c1: p(0.5 - 2 * t + b - d, 3 * t + c), c2: p(0.5 + 2 * t + b - d, 3 * t + c), to: p(0.5 + t + b, t + c) },
    { kind: 'cubic', c1: p(0.5 + b + d, -t + c), c2: p(0.8, e), to: p(1, 0) },
  ];
}

/** The same curve walked backwards, ending at its start. */
function reversed(segments: Segment[], start: Point): Segment[] {
  const points = [start, ...segments.map((segment) => segment.to)];
  return segments
    .map((segment, i): Segment => {
      const to = points[i] as Point;
      return segment.kind === 'line' ? { kind: 'line', to } : { kind: 'cubic', c1: segment.c2, c2: segment.c1, to };
    })
    .reverse();
}

const mapPoints = (segments: Segment[], map: (point: Point) => Point): Segment[] =>
  segments.map((segment) => (segment.kind === 'line' ? { kind: 'line', to: map(segment.to) } : { kind: 'cubic', c1: map(segment.c1), c2: map(segment.c2), to: map(segment.to) }));

export type Side = 'top' | 'right' | 'bottom' | 'left';
export type SideKind = 'flat' | 'tab' | 'blank';

/** The shape of a piece's side and whether it bulges outwards, or null for a flat outer side. */
function sideEdge(cut: JigsawCut, piece: number, side: Side): { shape: EdgeShape; outwards: boolean } | null {
  const { rows, columns } = cut.grid;
  const row = rowOf(cut.grid, piece);
  const column = columnOf(cut.grid, piece);
  const at = (list: EdgeShape[], index: number) => list[index] as EdgeShape;
  switch (side) {
    case 'top':
      return row === 0 ? null : { shape: at(cut.horizontal, (row - 1) * columns + column), outwards: at(cut.horizontal, (row - 1) * columns + column).flip < 0 };
    case 'bottom':
      return row === rows - 1 ? null : { shape: at(cut.horizontal, row * columns + column), outwards: at(cut.horizontal, row * columns + column).flip > 0 };
    case 'left':
      return column === 0 ? null : { shape: at(cut.vertical, row * (columns - 1) + column - 1), outwards: at(cut.vertical, row * (columns - 1) + column - 1).flip < 0 };
    case 'right':
      return column === columns - 1 ? null : { shape: at(cut.vertical, row * (columns - 1) + column), outwards: at(cut.vertical, row * (columns - 1) + column).flip > 0 };
  }
}

/** 'tab' when the side's knob sticks out of the piece, 'blank' when it is a hole, 'flat' on the border. */
export function sideKind(cut: JigsawCut, piece: number, side: Side): SideKind {
  const edge = sideEdge(cut, piece, side);
  return edge === null ? 'flat' : edge.outwards ? 'tab' : 'blank';
}

/**
 * A piece's outline in its cell's units: the cell is (0, 0)–(1, 1) and knobs reach up to
 * TAB_REACH outside it. Clockwise from the top-left corner: top, right, bottom, left. A shared
 * edge is the very same curve in both pieces' outlines, so neighbours fit exactly.
 */
export function pieceOutline(cut: JigsawCut, piece: number): Segment[] {
  const along = (side: Side, fallback: Point): Segment[] => {
    const edge = sideEdge(cut, piece, side);
    return edge === null ? [{ kind: 'line', to: fallback }] : edgeCurve(edge.shape);
  };
  // Each edge is defined left to right (horizontal) or top to bottom (vertical), with +y or +x its
  // positive side; the top and left sides of this piece are the bottom and right of the neighbours.
  const top = mapPoints(along('top', { x: 1, y: 0 }), (p) => p);
  const right = mapPoints(along('right', { x: 1, y: 0 }), (p) => ({ x: 1 + p.y, y: p.x }));
  const bottom = reversed(mapPoints(along('bottom', { x: 1, y: 0 }), (p) => ({ x: p.x, y: 1 + p.y })), { x: 0, y: 1 });
  const left = reversed(mapPoints(along('left', { x: 1, y: 0 }), (p) => ({ x: p.y, y: p.x })), { x: 0, y: 0 });
  return [...top, ...right, ...bottom, ...left];
}
