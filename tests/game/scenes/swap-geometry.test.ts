import { describe, expect, it } from 'vitest';
import type { SwapTiles } from '../../../game/scenes/swap/contract';
import { boardHeight, cellsFor, DEFAULT_GAP, effectiveGap, gridOf, tileCount, tilesKey } from '../../../game/scenes/swap/geometry';

const picture = (columns: number, rows = columns): SwapTiles => ({ kind: 'image', imageUrl: '/media/p.jpg', columns, rows });
const word = (text: string, columns = 3): SwapTiles => ({ kind: 'letters', letters: [...text], columns });

describe('board geometry for SwapTiles', () => {
  it.each([
    { tiles: picture(3), count: 9, grid: { columns: 3, rows: 3 } },
    { tiles: picture(10), count: 100, grid: { columns: 10, rows: 10 } },
    { tiles: picture(5, 2), count: 10, grid: { columns: 5, rows: 2 } },
    { tiles: word('FLOWCHART'), count: 9, grid: { columns: 3, rows: 3 } },
    { tiles: word('APPLE'), count: 5, grid: { columns: 3, rows: 2 } },
    { tiles: word('APPLE', 5), count: 5, grid: { columns: 5, rows: 1 } },
  ])('$tiles.kind board: $count tiles in $grid.columns x $grid.rows', ({ tiles, count, grid }) => {
    expect(tileCount(tiles)).toBe(count);
    expect(gridOf(tiles)).toEqual(grid);
  });

  it.each([
    { state: { solved: false }, gap: DEFAULT_GAP },
    { state: { solved: false, gap: 4 }, gap: 4 },
    { state: { solved: false, gap: 2.6 }, gap: 3 },
    { state: { solved: false, gap: -1 }, gap: 0 },
    { state: { solved: false, gap: Number.NaN }, gap: 0 },
    { state: { solved: true }, gap: 0 },
    { state: { solved: true, gap: 6 }, gap: 0 },
  ])('effectiveGap($state) is $gap', ({ state, gap }) => {
    expect(effectiveGap(state)).toBe(gap);
  });

  it.each([
    { tiles: picture(3), size: { width: 600, height: 450 }, width: 400, height: 300 },
    { tiles: picture(4), size: { width: 1080, height: 1920 }, width: 360, height: 640 },
    { tiles: picture(3), size: null, width: 400, height: 400 }, // square until the picture's size is known
    { tiles: word('FLOWCHART'), size: null, width: 300, height: 300 },
    { tiles: word('APPLE'), size: null, width: 300, height: 200 },
  ])('a $tiles.kind board $width wide is $height tall', ({ tiles, size, width, height }) => {
    expect(boardHeight(tiles, size, width)).toBe(height);
  });

  it('cells cover only the tiles a board has (a short last row of letters)', () => {
    const cells = cellsFor(word('APPLE'), 300, 200, 2);
    expect(cells).toHaveLength(5);
    expect(cells[3]).toEqual({ x: 0, y: 101, width: 99, height: 99 });
    expect(cells[4]).toEqual({ x: 101, y: 101, width: 98, height: 99 });
  });

  it('a picture grid of cells spans the whole board', () => {
    const cells = cellsFor(picture(3), 400, 300, 0);
    const last = cells[8]!;
    expect(cells[0]).toEqual({ x: 0, y: 0, width: 133, height: 100 });
    expect([last.x + last.width, last.y + last.height]).toEqual([400, 300]);
  });

  it.each([
    [picture(3), picture(3), true],
    [picture(3), picture(4), false],
    [picture(3), { ...picture(3), imageUrl: '/media/q.jpg' }, false],
    [word('FLOW'), word('FLOW'), true],
    [word('FLOW'), word('WOLF'), false],
    [word('FLOW'), word('FLOW', 4), false],
    [word('AB'), picture(3), false],
  ])('tilesKey tells boards apart (%#)', (a, b, same) => {
    expect(tilesKey(a) === tilesKey(b)).toBe(same);
  });
});
