import { describe, expect, it } from 'vitest';
import {
  areNeighbours,
  columnOf,
  flatSides,
  innerEdgeCount,
  isCornerPiece,
  isEdgePiece,
  isPiece,
  neighboursOf,
  pieceCount,
  rowOf,
  type JigsawGrid,
} from '../../../game/rules/jigsaw';

const G3x4: JigsawGrid = { rows: 3, columns: 4 }; //  0  1  2  3 /  4  5  6  7 /  8  9 10 11
const GRIDS: JigsawGrid[] = [
  { rows: 2, columns: 2 },
  G3x4,
  { rows: 4, columns: 3 },
  { rows: 5, columns: 5 },
  { rows: 10, columns: 30 },
  { rows: 1, columns: 5 },
  { rows: 5, columns: 1 },
];

describe('rows, columns and ids', () => {
  it.each([
    { piece: 0, row: 0, column: 0 },
    { piece: 3, row: 0, column: 3 },
    { piece: 4, row: 1, column: 0 },
    { piece: 11, row: 2, column: 3 },
  ])('piece $piece is at row $row, column $column of 3 x 4', ({ piece, row, column }) => {
    expect([rowOf(G3x4, piece), columnOf(G3x4, piece)]).toEqual([row, column]);
  });

  it.each([
    { piece: 0, ok: true },
    { piece: 11, ok: true },
    { piece: 12, ok: false },
    { piece: -1, ok: false },
    { piece: 1.5, ok: false },
    { piece: Number.NaN, ok: false },
  ])('isPiece(3 x 4, $piece) is $ok', ({ piece, ok }) => {
    expect(isPiece(G3x4, piece)).toBe(ok);
  });
});

describe('neighboursOf', () => {
  it.each([
    { piece: 0, expected: [1, 4] }, // corner: right, below
    { piece: 3, expected: [7, 2] },
    { piece: 5, expected: [1, 6, 9, 4] }, // inside: above, right, below, left
    { piece: 7, expected: [3, 11, 6] }, // right edge: no wrap to 8
    { piece: 8, expected: [4, 9] }, // left edge: no wrap to 7
    { piece: 11, expected: [7, 10] },
  ])('piece $piece of 3 x 4 has $expected', ({ piece, expected }) => {
    expect(neighboursOf(G3x4, piece)).toEqual(expected);
  });

  it.each(GRIDS)('is symmetric and agrees with areNeighbours on $rows x $columns', (grid) => {
    const disagreements: string[] = [];
    for (let a = 0; a < pieceCount(grid); a++) {
      for (let b = 0; b < pieceCount(grid); b++) {
        const listed = neighboursOf(grid, a).includes(b);
        if (listed !== neighboursOf(grid, b).includes(a) || areNeighbours(grid, a, b) !== listed) disagreements.push(`${a}:${b}`);
      }
    }
    expect(disagreements).toEqual([]);
  });
});

describe('areNeighbours', () => {
  it.each([
    { a: 0, b: 1, ok: true, why: 'side by side' },
    { a: 1, b: 0, ok: true, why: 'either order' },
    { a: 0, b: 4, ok: true, why: 'one above the other' },
    { a: 10, b: 6, ok: true, why: 'below to above' },
    { a: 0, b: 5, ok: false, why: 'diagonal' },
    { a: 6, b: 1, ok: false, why: 'the other diagonal' },
    { a: 3, b: 4, ok: false, why: 'wrap-around: end of row 1 and start of row 2' },
    { a: 8, b: 7, ok: false, why: 'wrap-around the other way' },
    { a: 0, b: 2, ok: false, why: 'two apart' },
    { a: 0, b: 8, ok: false, why: 'two rows apart' },
    { a: 5, b: 5, ok: false, why: 'itself' },
    { a: 11, b: 12, ok: false, why: 'past the last piece' },
    { a: -1, b: 0, ok: false, why: 'negative id' },
    { a: -4, b: 0, ok: false, why: 'a negative id a row away' },
    { a: 0.5, b: 1.5, ok: false, why: 'not whole ids' },
  ])('($a, $b) is $ok on 3 x 4: $why', ({ a, b, ok }) => {
    expect(areNeighbours(G3x4, a, b)).toBe(ok);
  });
});

describe('innerEdgeCount', () => {
  it.each([
    { rows: 2, columns: 2, edges: 4 },
    { rows: 3, columns: 4, edges: 17 },
    { rows: 4, columns: 6, edges: 38 },
    { rows: 15, columns: 20, edges: 15 * 19 + 20 * 14 },
    { rows: 1, columns: 5, edges: 4 },
  ])('$rows x $columns has $edges', ({ rows, columns, edges }) => {
    expect(innerEdgeCount({ rows, columns })).toBe(edges);
  });

  it.each(GRIDS)('equals the neighbour pairs counted one by one on $rows x $columns', (grid) => {
    let pairs = 0;
    for (let piece = 0; piece < pieceCount(grid); piece++) pairs += neighboursOf(grid, piece).filter((other) => other > piece).length;
    expect(innerEdgeCount(grid)).toBe(pairs);
  });
});

describe('edges and corners', () => {
  it.each([
    { piece: 0, flat: 2, edge: true, corner: true },
    { piece: 3, flat: 2, edge: true, corner: true },
    { piece: 8, flat: 2, edge: true, corner: true },
    { piece: 11, flat: 2, edge: true, corner: true },
    { piece: 1, flat: 1, edge: true, corner: false },
    { piece: 4, flat: 1, edge: true, corner: false },
    { piece: 7, flat: 1, edge: true, corner: false },
    { piece: 10, flat: 1, edge: true, corner: false },
    { piece: 5, flat: 0, edge: false, corner: false },
    { piece: 6, flat: 0, edge: false, corner: false },
  ])('piece $piece of 3 x 4: $flat flat sides, edge $edge, corner $corner', ({ piece, flat, edge, corner }) => {
    expect(flatSides(G3x4, piece)).toBe(flat);
    expect(isEdgePiece(G3x4, piece)).toBe(edge);
    expect(isCornerPiece(G3x4, piece)).toBe(corner);
  });

  it.each([
    { rows: 2, columns: 2, corners: 4, edges: 0, inside: 0 },
    { rows: 3, columns: 4, corners: 4, edges: 6, inside: 2 },
    { rows: 15, columns: 20, corners: 4, edges: 2 * 13 + 2 * 18, inside: 13 * 18 },
  ])('$rows x $columns has $corners corners, $edges edge pieces, $inside inside', ({ rows, columns, corners, edges, inside }) => {
    const grid = { rows, columns };
    const ids = Array.from({ length: pieceCount(grid) }, (_, piece) => piece);
    expect(ids.filter((piece) => isCornerPiece(grid, piece))).toHaveLength(corners);
    expect(ids.filter((piece) => isEdgePiece(grid, piece) && !isCornerPiece(grid, piece))).toHaveLength(edges);
    expect(ids.filter((piece) => !isEdgePiece(grid, piece))).toHaveLength(inside);
  });
});
