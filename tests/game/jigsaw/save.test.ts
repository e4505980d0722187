import { describe, expect, it } from 'vitest';
import {
  boardFromSave,
  dealBoard,
  dropPiece,
  gridFor,
  groupCount,
  innerEdgeCount,
  JIGSAW_COUNTS,
  jigsawMilestones,
  joinsOf,
  joinsProblem,
  pieceCentre,
  placeInSlot,
  rotatePiece,
  saveIsSolved,
  saveOf,
  saveProblem,
  scatterBoard,
  type JigsawBoard,
  type JigsawGrid,
  type JigsawSave,
  type Join,
} from '../../../game/rules/jigsaw';

const GRID: JigsawGrid = { rows: 3, columns: 4 }; //  0  1  2  3 /  4  5  6  7 /  8  9 10 11
const COUNT = 12;
const loosePlaces = (): [number, number][] => Array.from({ length: COUNT }, (_, piece) => [5 + piece, -3]);
/** Every inner edge of the 3 x 4 grid: 17 joins. */
const ALL_JOINS: Join[] = joinsOf({ grid: GRID, places: [], turns: [], groups: Array.from({ length: COUNT }, () => 0) });
/** A spanning tree: every row joined, the rows joined down column 0 (11 joins, every piece connected). */
const TREE: Join[] = [[0, 1], [1, 2], [2, 3], [4, 5], [5, 6], [6, 7], [8, 9], [9, 10], [10, 11], [0, 4], [4, 8]];
const together = (): [number, number][] => Array.from({ length: COUNT }, () => [2, 2]);

/** A board after some real play: a drop that joins, a locked piece, a turned group (with rotation). */
function playedBoard(rotation: boolean): JigsawBoard {
  let board = dealBoard(GRID, 11, 'around', rotation);
  board = placeInSlot(board, 5, 5)!.board;
  board = placeInSlot(board, 6, 6)!.board;
  // Piece 1 turned like piece 0, then dropped just off where it fits piece 0: they join.
  while (board.turns[1] !== board.turns[0]) board = rotatePiece(board, 1).board;
  const fitted = { ...board, places: board.places.map((place, piece) => (piece === 1 ? board.places[0]! : place)) };
  const beside = pieceCentre(fitted, 1);
  board = dropPiece(board, 1, { x: beside.x + 0.1, y: beside.y - 0.05 }).board;
  expect(board.groups[1]).toBe(0);
  if (rotation) board = rotatePiece(board, 0).board;
  return board;
}

describe('a save round trip', () => {
  it.each([false, true])('rotation %s: saveOf, no problem, boardFromSave restores groups, places and turns', (rotation) => {
    const board = playedBoard(rotation);
    const save = saveOf(board, rotation);
    expect(saveProblem(GRID, save, rotation)).toBeNull();
    expect('rotations' in save).toBe(rotation);
    const restored = boardFromSave(GRID, save);
    expect(restored.groups).toEqual(board.groups);
    expect(restored.turns).toEqual(board.turns);
    restored.places.forEach((place, piece) => {
      expect(place.x).toBeCloseTo(board.places[piece]!.x, 3);
      expect(place.y).toBeCloseTo(board.places[piece]!.y, 3);
    });
    expect(joinsOf(restored)).toEqual(joinsOf(board));
    expect(saveOf(restored, rotation)).toEqual(save); // a second trip changes nothing
  });

  it('the joins a save carries are its board\'s, with places to a thousandth of a cell', () => {
    const board = playedBoard(false);
    const save = saveOf(board, false);
    expect(save.joins).toEqual(expect.arrayContaining([[0, 1], [5, 6]]));
    for (const [x, y] of save.places) {
      expect(Math.round(x * 1000)).toBeCloseTo(x * 1000, 6);
      expect(Math.round(y * 1000)).toBeCloseTo(y * 1000, 6);
    }
  });
});

describe('saveProblem', () => {
  const good = (overrides: Partial<JigsawSave> = {}): JigsawSave => ({ joins: [[0, 1]], places: together(), ...overrides });
  const upright = () => Array.from({ length: COUNT }, () => 0);
  const reach = 4 * 4 + 12 * 1.25; // four board sizes (of the longer side), plus a tray of every piece in one file
  const tooFar = reach + 0.001;

  it.each([
    { why: 'non-neighbours', save: good({ joins: [[0, 5]] }), rotation: false, problem: 'A join is between pieces that are not neighbours.' },
    { why: 'wrap-around a row', save: good({ joins: [[3, 4]] }), rotation: false, problem: 'A join is between pieces that are not neighbours.' },
    { why: 'a piece with itself', save: good({ joins: [[6, 6]] }), rotation: false, problem: 'A join is between pieces that are not neighbours.' },
    { why: 'an unknown id', save: good({ joins: [[11, 12]] }), rotation: false, problem: 'A join names a piece this jigsaw does not have.' },
    { why: 'a negative id', save: good({ joins: [[-1, 0]] }), rotation: false, problem: 'A join names a piece this jigsaw does not have.' },
    { why: 'a fractional id', save: good({ joins: [[0.5, 1]] }), rotation: false, problem: 'A join names a piece this jigsaw does not have.' },
    { why: 'a duplicate', save: good({ joins: [[0, 1], [0, 1]] }), rotation: false, problem: 'A join is listed twice.' },
    { why: 'a duplicate reversed', save: good({ joins: [[4, 5], [5, 4]] }), rotation: false, problem: 'A join is listed twice.' },
    { why: 'too many joins', save: good({ joins: [...ALL_JOINS, [0, 1]] }), rotation: false, problem: 'There are more joins than this jigsaw has edges.' },
    { why: 'rotations without rotation', save: good({ rotations: upright() }), rotation: false, problem: 'This jigsaw does not allow rotation.' },
    { why: 'missing rotations', save: good(), rotation: true, problem: 'Every piece needs its rotation.' },
    { why: 'too few rotations', save: good({ rotations: upright().slice(1) }), rotation: true, problem: 'Every piece needs a rotation of 0 to 3 quarter turns.' },
    { why: 'too many rotations', save: good({ rotations: [...upright(), 0] }), rotation: true, problem: 'Every piece needs a rotation of 0 to 3 quarter turns.' },
    { why: 'a rotation of 4', save: good({ rotations: upright().map((_, i) => (i === 3 ? 4 : 0)) }), rotation: true, problem: 'Every piece needs a rotation of 0 to 3 quarter turns.' },
    { why: 'a negative rotation', save: good({ rotations: upright().map((_, i) => (i === 3 ? -1 : 0)) }), rotation: true, problem: 'Every piece needs a rotation of 0 to 3 quarter turns.' },
    { why: 'a half rotation', save: good({ rotations: upright().map((_, i) => (i === 3 ? 1.5 : 0)) }), rotation: true, problem: 'Every piece needs a rotation of 0 to 3 quarter turns.' },
    { why: 'too few places', save: good({ places: together().slice(1) }), rotation: false, problem: 'Every one of the 12 pieces needs a place.' },
    { why: 'too many places', save: good({ places: [...together(), [0, 0]] }), rotation: false, problem: 'Every one of the 12 pieces needs a place.' },
    { why: 'no places', save: good({ joins: [], places: [] }), rotation: false, problem: 'Every one of the 12 pieces needs a place.' },
    { why: 'a place far right', save: good({ places: together().map((p, i) => (i === 7 ? [tooFar, 0] : p)) }), rotation: false, problem: 'A piece lies too far from the board.' },
    { why: 'a place far up', save: good({ places: together().map((p, i) => (i === 7 ? [0, -tooFar] : p)) }), rotation: false, problem: 'A piece lies too far from the board.' },
    { why: 'a place not a number', save: good({ places: together().map((p, i) => (i === 7 ? [Number.NaN, 0] : p)) }), rotation: false, problem: 'A piece lies too far from the board.' },
    { why: 'a place at infinity', save: good({ places: together().map((p, i) => (i === 7 ? [0, Infinity] : p)) }), rotation: false, problem: 'A piece lies too far from the board.' },
    { why: 'joined pieces apart', save: good({ places: together().map((p, i) => (i === 1 ? [2.001, 2] : p)) }), rotation: false, problem: 'Joined pieces must lie together.' },
    { why: 'joined pieces turned differently', save: good({ rotations: upright().map((_, i) => (i === 1 ? 1 : 0)) }), rotation: true, problem: 'Joined pieces must lie together.' },
  ])('$why: "$problem"', ({ save, rotation, problem }) => {
    expect(saveProblem(GRID, save, rotation)).toBe(problem);
  });

  it.each([
    { why: 'no joins, pieces anywhere', save: { joins: [], places: loosePlaces() }, rotation: false },
    { why: 'every join', save: { joins: ALL_JOINS, places: together() }, rotation: false },
    { why: 'joins in either order', save: { joins: [[1, 0], [8, 4]] as Join[], places: together() }, rotation: false },
    { why: 'a place exactly at the reach', save: { joins: [], places: together().map((p, i) => (i === 2 ? [31, -31] : p)) as [number, number][] }, rotation: false },
    { why: 'rotations with rotation', save: { joins: [[0, 1]] as Join[], places: together(), rotations: [3, 3, 0, 1, 2, 0, 0, 0, 0, 0, 0, 0] }, rotation: true },
    { why: 'unjoined pieces on one spot', save: { joins: [], places: together() }, rotation: false },
  ])('accepts $why', ({ save, rotation }) => {
    expect(saveProblem(GRID, save, rotation)).toBeNull();
  });

  it('joinsProblem alone checks the same joins', () => {
    expect(joinsProblem(GRID, ALL_JOINS)).toBeNull();
    expect(joinsProblem(GRID, [[2, 7]])).toBe('A join is between pieces that are not neighbours.');
    expect(ALL_JOINS).toHaveLength(innerEdgeCount(GRID));
  });
});

describe('every board a player can be dealt is a save the server keeps', () => {
  const PICTURES = [
    { width: 1600, height: 1200 },
    { width: 1080, height: 2400 }, // a phone screenshot: a two-column board, its tray a single file
    { width: 1000, height: 6000 },
    { width: 8000, height: 1000 },
    { width: 1000, height: 1000 },
  ];
  const CASES = PICTURES.flatMap((picture) => JIGSAW_COUNTS.flatMap((count) => (['around', 'tray'] as const).map((layout) => ({ ...picture, count, layout }))));

  it.each(CASES)('$count pieces on $width x $height, $layout, dealt and scattered', ({ width, height, count, layout }) => {
    const grid = gridFor(count, width, height);
    for (const rotation of [false, true]) {
      for (const seed of [1, 2, 3, 4, 5]) {
        const dealt = dealBoard(grid, seed, layout, rotation);
        expect(saveProblem(grid, saveOf(dealt, rotation), rotation)).toBeNull();
        expect(saveProblem(grid, saveOf(scatterBoard(dealt, seed + 1, layout), rotation), rotation)).toBeNull();
      }
    }
  });
});

describe('saveIsSolved and groupCount', () => {
  it.each([
    { why: 'no joins', joins: [] as Join[], rotations: undefined, groups: 12, solved: false },
    { why: 'one join', joins: [[0, 1]] as Join[], rotations: undefined, groups: 11, solved: false },
    { why: 'a square of four joins (three merges)', joins: [[0, 1], [1, 5], [5, 4], [4, 0]] as Join[], rotations: undefined, groups: 9, solved: false },
    { why: 'a spanning tree', joins: TREE, rotations: undefined, groups: 1, solved: true },
    { why: 'every join', joins: ALL_JOINS, rotations: undefined, groups: 1, solved: true },
    { why: 'the tree less one join', joins: TREE.slice(1), rotations: undefined, groups: 2, solved: false },
    { why: 'every row but no column', joins: TREE.slice(0, 9), rotations: undefined, groups: 3, solved: false },
    { why: 'connected and upright', joins: TREE, rotations: Array.from({ length: COUNT }, () => 0), groups: 1, solved: true },
    { why: 'connected but turned', joins: TREE, rotations: Array.from({ length: COUNT }, () => 2), groups: 1, solved: false },
    { why: 'non-neighbour joins do not connect', joins: [[0, 5], [3, 4]] as Join[], rotations: undefined, groups: 12, solved: false },
  ])('$why: $groups groups, solved $solved', ({ joins, rotations, groups, solved }) => {
    expect(groupCount(GRID, joins)).toBe(groups);
    const save: JigsawSave = rotations ? { joins, places: together(), rotations } : { joins, places: together() };
    expect(saveIsSolved(GRID, save)).toBe(solved);
  });
});

describe('jigsawMilestones', () => {
  // 12 pieces need 11 merges; halfway is 6 (6 * 2 >= 11).
  it.each([
    { merges: 0, joins: [] as Join[], expected: [] },
    { merges: 1, joins: TREE.slice(0, 1), expected: ['first-move'] },
    { merges: 5, joins: TREE.slice(0, 5), expected: ['first-move'] },
    { merges: 6, joins: TREE.slice(0, 6), expected: ['first-move', 'halfway'] },
    { merges: 11, joins: TREE, expected: ['first-move', 'halfway'] },
    // A cycle adds a join but no merge: 4 joins, 3 merges.
    { merges: 3, joins: [[0, 1], [1, 5], [5, 4], [4, 0]] as Join[], expected: ['first-move'] },
  ])('$merges merges ($joins.length joins): $expected', ({ joins, expected }) => {
    expect(jigsawMilestones(GRID, joins)).toEqual(expected);
  });
});
