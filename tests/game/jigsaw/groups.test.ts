import { describe, expect, it } from 'vitest';
import { boardFrom, groupOf, joinsOf, neighboursOf, pieceCount, type JigsawBoard, type JigsawGrid, type Join, type Turn } from '../../../game/rules/jigsaw';
import { seededRandom } from '../../../game/rules/random';

const laid = (grid: JigsawGrid, joins: readonly Join[]): JigsawBoard =>
  boardFrom(grid, Array.from({ length: pieceCount(grid) }, () => ({ x: 0, y: 0 })), Array.from({ length: pieceCount(grid) }, (): Turn => 1), joins);

/** The definitions, written the plain way: what the faster code must keep answering. */
const plainGroups = (grid: JigsawGrid, joins: readonly Join[]): number[] => {
  const groups = Array.from({ length: pieceCount(grid) }, (_, piece) => piece);
  for (let changed = true; changed; ) {
    changed = false;
    for (const [a, b] of joins) {
      const low = Math.min(groups[a] as number, groups[b] as number);
      for (const piece of [a, b]) if (groups[piece] !== low) [groups[piece], changed] = [low, true];
    }
  }
  return groups;
};
const plainJoins = (board: JigsawBoard): Join[] =>
  board.groups.flatMap((group, piece) => neighboursOf(board.grid, piece).filter((other) => other > piece && board.groups[other] === group).map((other): Join => [piece, other]));

describe('groups and joins', () => {
  const cases: { name: string; grid: JigsawGrid; joins: Join[]; groups: number[] }[] = [
    { name: 'no joins: every piece alone', grid: { rows: 2, columns: 2 }, joins: [], groups: [0, 1, 2, 3] },
    { name: 'a row joined from its far end', grid: { rows: 1, columns: 5 }, joins: [[3, 4], [2, 3], [1, 2], [0, 1]], groups: [0, 0, 0, 0, 0] },
    { name: 'two groups, the second named by its smallest piece', grid: { rows: 2, columns: 3 }, joins: [[4, 5], [2, 5], [0, 3]], groups: [0, 1, 2, 0, 2, 2] },
    { name: 'a join between pieces that are not neighbours is ignored', grid: { rows: 2, columns: 3 }, joins: [[0, 5], [2, 3]], groups: [0, 1, 2, 3, 4, 5] },
  ];
  for (const { name, grid, joins, groups } of cases) {
    it(name, () => {
      const board = laid(grid, joins);
      expect(board.groups).toEqual(groups);
      expect(joinsOf(board)).toEqual(plainJoins(board));
      for (let piece = 0; piece < pieceCount(grid); piece++) expect(groupOf(board, piece)).toEqual(groups.flatMap((group, other) => (group === groups[piece] ? [other] : [])));
    });
  }

  it('agree with the plain definitions on random joins in random order, on grids of every shape', () => {
    const random = seededRandom(20);
    for (let round = 0; round < 200; round++) {
      const grid = { rows: 1 + Math.floor(random() * 9), columns: 1 + Math.floor(random() * 13) };
      const all = plainJoins({ grid, places: [], turns: [], groups: Array.from({ length: pieceCount(grid) }, () => 0) });
      const joins = all.filter(() => random() < 0.6).sort(() => random() - 0.5);
      const board = laid(grid, joins);
      expect(board.groups, `${grid.rows}x${grid.columns}`).toEqual(plainGroups(grid, joins));
      expect(joinsOf(board)).toEqual(plainJoins(board));
    }
  });
});
