import { describe, expect, it } from 'vitest';
import {
  boardCells,
  gridRows,
  lettersBoardHeight,
  positionAt,
  renderHeightFor,
  sliceImage,
  splitLength,
  splitWithGap,
  type Rect,
} from '../../game/rules/slice';

const SIDES = [3, 4, 5, 10];
const IMAGES = [
  { width: 600, height: 600 }, // square, divisible
  { width: 800, height: 600 }, // landscape 4:3
  { width: 1079, height: 1619 }, // portrait, prime-ish sizes that divide by nothing
  { width: 1601, height: 901 },
  { width: 300, height: 300 }, // alphabet picture
  { width: 13, height: 11 }, // tiny
];
const RENDER_WIDTHS = [400, 337, 600, 360];

/** Paints every rectangle onto a grid and checks each pixel is covered exactly once. */
function expectExactCover(rects: { x: number; y: number; width: number; height: number }[], width: number, height: number): void {
  const hits = new Uint8Array(width * height);
  for (const rect of rects) {
    expect(Number.isInteger(rect.x) && Number.isInteger(rect.y) && Number.isInteger(rect.width) && Number.isInteger(rect.height)).toBe(true);
    expect(rect.width).toBeGreaterThan(0);
    expect(rect.height).toBeGreaterThan(0);
    expect(rect.x).toBeGreaterThanOrEqual(0);
    expect(rect.y).toBeGreaterThanOrEqual(0);
    expect(rect.x + rect.width).toBeLessThanOrEqual(width);
    expect(rect.y + rect.height).toBeLessThanOrEqual(height);
    for (let y = rect.y; y < rect.y + rect.height; y++) for (let x = rect.x; x < rect.x + rect.width; x++) hits[y * width + x]! += 1;
  }
  expect(hits.every((n) => n === 1)).toBe(true);
}

describe('splitLength', () => {
  it.each([
    { total: 9, parts: 3, expected: [3, 3, 3] },
    { total: 10, parts: 3, expected: [3, 4, 3] },
    { total: 11, parts: 3, expected: [4, 3, 4] },
    { total: 7, parts: 7, expected: [1, 1, 1, 1, 1, 1, 1] },
    { total: 5, parts: 1, expected: [5] },
  ])('splits $total into $parts as $expected', ({ total, parts, expected }) => {
    const segments = splitLength(total, parts);
    expect(segments.map((s) => s.length)).toEqual(expected);
    expect(segments[0]?.start).toBe(0);
    segments.slice(1).forEach((segment, i) => expect(segment.start).toBe(segments[i]!.start + segments[i]!.length));
  });

  it.each([
    [0, 3],
    [10, 0],
    [10.5, 3],
    [10, 2.5],
  ])('rejects total %d and parts %d', (total, parts) => {
    expect(() => splitLength(total, parts)).toThrow(RangeError);
  });
});

describe('splitWithGap', () => {
  it.each([
    { total: 400, parts: 3, gap: 2, lengths: [132, 132, 132] },
    { total: 100, parts: 4, gap: 2, lengths: [24, 23, 24, 23] },
    { total: 10, parts: 3, gap: 5, lengths: [1, 2, 1] }, // the gap shrinks to 3 so every cell keeps a pixel
    { total: 9, parts: 3, gap: 0, lengths: [3, 3, 3] },
  ])('$total px in $parts cells with gap $gap', ({ total, parts, gap, lengths }) => {
    const cells = splitWithGap(total, parts, gap);
    expect(cells.map((c) => c.length)).toEqual(lengths);
    const last = cells[cells.length - 1]!;
    expect(last.start + last.length).toBe(total); // the board ends flush, no lost pixel
  });

  it.each([
    { total: 2, parts: 3, gap: 0 },
    { total: 10, parts: 3, gap: -1 },
    { total: 10, parts: 3, gap: 1.5 },
  ])('rejects $total px in $parts cells with gap $gap', ({ total, parts, gap }) => {
    expect(() => splitWithGap(total, parts, gap)).toThrow(RangeError);
  });
});

describe('render height follows the aspect ratio', () => {
  it.each([
    { image: [600, 600], width: 400, height: 400 },
    { image: [800, 600], width: 400, height: 300 },
    { image: [600, 800], width: 400, height: 533 },
    { image: [1601, 901], width: 337, height: 190 },
    { image: [4000, 10], width: 100, height: 1 }, // never collapses to 0
  ])('$image at width $width is $height tall', ({ image, width, height }) => {
    expect(renderHeightFor(image[0]!, image[1]!, width)).toBe(height);
  });

  it.each([
    [0, 100, 100],
    [100, -1, 100],
    [100, 100, 0],
    [100, 100, 10.5],
  ])('rejects image %d x %d at width %d', (w, h, renderWidth) => {
    expect(() => renderHeightFor(w, h, renderWidth)).toThrow(RangeError);
  });
});

describe('sliceImage', () => {
  for (const side of SIDES) {
    for (const image of IMAGES.filter((i) => i.width >= side && i.height >= side)) {
      for (const renderWidth of RENDER_WIDTHS) {
        it(`cuts ${image.width}x${image.height} into ${side}x${side}, drawn ${renderWidth} wide`, () => {
          const geometry = sliceImage({ imageWidth: image.width, imageHeight: image.height, columns: side, rows: side, renderWidth, gap: 2 });
          expect(geometry.renderWidth).toBe(renderWidth);
          expect(geometry.renderHeight).toBe(renderHeightFor(image.width, image.height, renderWidth));
          expect(geometry.pieces.map((p) => p.pieceId)).toEqual(Array.from({ length: side * side }, (_, i) => i));
          expectExactCover(
            geometry.pieces.map((p) => ({ x: p.sx, y: p.sy, width: p.sw, height: p.sh })),
            image.width,
            image.height,
          );
          const cells = boardCells(renderWidth, geometry.renderHeight, side, side, 2);
          geometry.pieces.forEach((piece) => {
            expect(piece.cellWidth).toBe(cells[piece.pieceId]!.width);
            expect(piece.cellHeight).toBe(cells[piece.pieceId]!.height);
          });
        });
      }
    }
  }

  it('supports boards that are not square (columns != rows)', () => {
    const geometry = sliceImage({ imageWidth: 500, imageHeight: 301, columns: 5, rows: 2, renderWidth: 250 });
    expect(geometry.pieces).toHaveLength(10);
    expect(geometry.renderHeight).toBe(151);
    expectExactCover(geometry.pieces.map((p) => ({ x: p.sx, y: p.sy, width: p.sw, height: p.sh })), 500, 301);
    expect(geometry.pieces[7]).toMatchObject({ sx: 200, sy: 151, sw: 100, sh: 150 }); // row 1, column 2
  });

  it('without a gap the home cells tile the whole board', () => {
    const geometry = sliceImage({ imageWidth: 1079, imageHeight: 1619, columns: 4, rows: 4, renderWidth: 337 });
    const cells = boardCells(geometry.renderWidth, geometry.renderHeight, 4, 4);
    expectExactCover(cells, geometry.renderWidth, geometry.renderHeight);
    expect(geometry.pieces.reduce((sum, p) => sum + p.cellWidth * p.cellHeight, 0)).toBe(geometry.renderWidth * geometry.renderHeight);
  });

  it('rejects a picture smaller than its grid', () => {
    expect(() => sliceImage({ imageWidth: 9, imageHeight: 20, columns: 10, rows: 10, renderWidth: 100 })).toThrow(RangeError);
  });
});

describe('board cells', () => {
  it.each(SIDES.flatMap((side) => [0, 2, 4].map((gap) => ({ side, gap }))))('$side x $side cells with gap $gap leave exactly the gaps free', ({ side, gap }) => {
    const width = 401;
    const height = 299;
    const cells = boardCells(width, height, side, side, gap);
    expect(cells).toHaveLength(side * side);
    const covered = cells.reduce((sum, c) => sum + c.width * c.height, 0);
    const columnsWidth = cells.slice(0, side).reduce((sum, c) => sum + c.width, 0);
    const rowsHeight = cells.filter((_, i) => i % side === 0).reduce((sum, c) => sum + c.height, 0);
    expect(columnsWidth + (side - 1) * gap).toBe(width);
    expect(rowsHeight + (side - 1) * gap).toBe(height);
    expect(covered).toBe(columnsWidth * rowsHeight);
    // no two cells overlap: painting them never hits a pixel twice
    const hits = new Uint8Array(width * height);
    for (const cell of cells) for (let y = cell.y; y < cell.y + cell.height; y++) for (let x = cell.x; x < cell.x + cell.width; x++) hits[y * width + x]! += 1;
    expect(hits.every((n) => n <= 1)).toBe(true);
  });

  const cells: Rect[] = boardCells(302, 302, 3, 3, 4); // cells 98 wide at 0, 102, 204
  it.each([
    { x: 0, y: 0, position: 0 },
    { x: 97.9, y: 50, position: 0 },
    { x: 99, y: 50, position: null }, // in the gap
    { x: 150, y: 150, position: 4 },
    { x: 301, y: 301, position: 8 },
    { x: 302, y: 10, position: null }, // right of the board
    { x: -1, y: 10, position: null },
  ])('positionAt($x, $y) is $position', ({ x, y, position }) => {
    expect(positionAt(cells, x, y)).toBe(position);
  });
});

describe('letter boards', () => {
  it.each([
    { count: 9, columns: 3, rows: 3, width: 300, height: 300 },
    { count: 7, columns: 3, rows: 3, width: 300, height: 300 },
    { count: 5, columns: 5, rows: 1, width: 500, height: 100 },
    { count: 6, columns: 4, rows: 2, width: 360, height: 180 },
    { count: 0, columns: 3, rows: 1, width: 300, height: 100 },
  ])('$count letters in $columns columns: $rows rows, $width x $height', ({ count, columns, rows, width, height }) => {
    expect(gridRows(count, columns)).toBe(rows);
    expect(lettersBoardHeight(width, count, columns)).toBe(height);
  });
});
