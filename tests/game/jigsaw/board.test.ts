import { describe, expect, it } from 'vitest';
import {
  boardFrom,
  dropPiece,
  groupOf,
  isJigsawSolved,
  isLocked,
  joinsOf,
  ORIGIN,
  originFor,
  pieceCentre,
  placedCount,
  placeInSlot,
  settledCount,
  rotatePiece,
  SNAP_DISTANCE,
  type JigsawBoard,
  type JigsawGrid,
  type Join,
  type Point,
  type Turn,
} from '../../../game/rules/jigsaw';

const GRID: JigsawGrid = { rows: 3, columns: 4 }; //  0  1  2  3 /  4  5  6  7 /  8  9 10 11
const COUNT = 12;
const FAR = (piece: number): Point => ({ x: 20 + piece * 3, y: 20 }); // an origin well off the board, one per piece

/** A board with every piece alone far from the board, then `at` and `joins` applied. */
function boardWith(at: Record<number, Point> = {}, joins: Join[] = [], turns: Record<number, Turn> = {}): JigsawBoard {
  const places = Array.from({ length: COUNT }, (_, piece) => at[piece] ?? FAR(piece));
  const turnList = Array.from({ length: COUNT }, (_, piece) => turns[piece] ?? 0);
  return boardFrom(GRID, places, turnList, joins);
}

const plus = (point: Point, dx: number, dy: number): Point => ({ x: point.x + dx, y: point.y + dy });

describe('dropPiece next to a neighbour', () => {
  const anchor = { x: 10, y: 10 }; // piece 0's group origin, off the board
  // Piece 1 belongs one cell right of piece 0: at origin (10, 10) its centre is (11.5, 10.5).
  const fit = { x: 11.5, y: 10.5 };

  it.each([
    { dx: 0, dy: 0 },
    { dx: SNAP_DISTANCE, dy: 0 },
    { dx: 0, dy: -SNAP_DISTANCE },
    { dx: -0.2, dy: 0.2 },
    { dx: SNAP_DISTANCE, dy: SNAP_DISTANCE },
  ])('snaps when dropped ($dx, $dy) from the fit', ({ dx, dy }) => {
    const change = dropPiece(boardWith({ 0: anchor }), 1, plus(fit, dx, dy));
    expect(change.joined).toEqual([[0, 1]]);
    expect(change.locked).toBe(false);
    expect(change.board.groups.slice(0, 2)).toEqual([0, 0]);
    expect(change.board.places[1]).toEqual(anchor);
    expect(pieceCentre(change.board, 1)).toEqual(fit);
  });

  it.each([
    { dx: SNAP_DISTANCE + 0.01, dy: 0 },
    { dx: 0, dy: SNAP_DISTANCE + 0.01 },
    { dx: -0.5, dy: 0 },
    { dx: 1, dy: 0 }, // a whole cell off: next to the neighbour's neighbour spot
  ])('stays where dropped ($dx, $dy) from the fit', ({ dx, dy }) => {
    const change = dropPiece(boardWith({ 0: anchor }), 1, plus(fit, dx, dy));
    expect(change.joined).toEqual([]);
    expect(change.board.groups[1]).toBe(1);
    expect(pieceCentre(change.board, 1).x).toBeCloseTo(fit.x + dx, 12);
    expect(pieceCentre(change.board, 1).y).toBeCloseTo(fit.y + dy, 12);
  });

  it('a group id is its smallest piece, whichever piece moved', () => {
    const change = dropPiece(boardWith({ 1: anchor }), 0, { x: 10.5 + 0.1, y: 10.5 });
    expect(change.joined).toEqual([[0, 1]]);
    expect(change.board.groups.slice(0, 2)).toEqual([0, 0]);
    expect(change.board.places[0]).toEqual(anchor); // the dropped piece moved to the one lying there
  });

  it('does not snap to a piece that is not its neighbour', () => {
    // Piece 5 is diagonal to 0: dropped exactly where it would fit in 0's picture, nothing joins.
    const change = dropPiece(boardWith({ 0: anchor }), 5, { x: 11.5, y: 11.5 });
    expect(change.joined).toEqual([]);
    expect(change.board.groups[5]).toBe(5);
  });

  it('joins every aligned neighbour group at once', () => {
    // 0 and 2 lie apart in one picture's frame; 1 dropped between them joins both, 5 (below) stays.
    const change = dropPiece(boardWith({ 0: anchor, 2: anchor }), 1, plus(fit, 0.1, -0.1));
    expect(change.joined).toEqual([
      [0, 1],
      [1, 2],
    ]);
    expect(change.board.groups.slice(0, 3)).toEqual([0, 0, 0]);
    expect(groupOf(change.board, 2)).toEqual([0, 1, 2]);
  });

  it.each([
    { mine: 1, theirs: 0 },
    { mine: 0, theirs: 1 },
    { mine: 2, theirs: 3 },
  ])('does not join pieces turned differently (mine $mine, theirs $theirs)', ({ mine, theirs }) => {
    const board = boardWith({ 0: anchor }, [], { 0: theirs as Turn, 1: mine as Turn });
    // Exactly where piece 1 would fit piece 0 if both had piece 1's rotation.
    const fitted = pieceCentre(boardWith({ 1: anchor }, [], { 1: mine as Turn }), 1);
    const change = dropPiece(board, 1, fitted);
    expect(change.joined).toEqual([]);
    expect(change.board.groups[1]).toBe(1);
  });

  it.each([1, 2, 3] as Turn[])('joins pieces that share a rotation of %i quarter turns', (turn) => {
    const board = boardWith({ 0: anchor, 1: anchor }, [], { 0: turn, 1: turn });
    const fitted = pieceCentre(board, 1); // where 1 fits 0 with both turned
    const moved = dropPiece(board, 1, { x: 40, y: 40 }).board;
    expect(moved.groups[1]).toBe(1);
    const change = dropPiece(moved, 1, plus(fitted, 0.15, -0.15));
    expect(change.joined).toEqual([[0, 1]]);
    expect(change.board.turns.slice(0, 2)).toEqual([turn, turn]);
  });
});

describe('locking on the board', () => {
  it.each([
    { piece: 0, dx: 0, dy: 0 },
    { piece: 5, dx: 0.2, dy: -0.2 },
    { piece: 11, dx: -SNAP_DISTANCE, dy: SNAP_DISTANCE },
  ])('piece $piece dropped upright ($dx, $dy) from its place locks there', ({ piece, dx, dy }) => {
    const trueCentre = pieceCentre(boardWith({ [piece]: ORIGIN }), piece);
    const change = dropPiece(boardWith(), piece, plus(trueCentre, dx, dy));
    expect(change.locked).toBe(true);
    expect(change.board.places[piece]).toEqual(ORIGIN);
    expect(isLocked(change.board, piece)).toBe(true);
    expect(placedCount(change.board)).toBe(1);
  });

  it('does not lock beyond the snap distance', () => {
    const change = dropPiece(boardWith(), 5, { x: 1.5 + SNAP_DISTANCE + 0.02, y: 1.5 });
    expect(change.locked).toBe(false);
    expect(isLocked(change.board, 5)).toBe(false);
  });

  it('does not lock a turned piece on its place', () => {
    const board = boardWith({}, [], { 5: 2 });
    const change = dropPiece(board, 5, { x: 1.5, y: 1.5 });
    expect(change.locked).toBe(false);
    expect(placedCount(change.board)).toBe(0);
  });

  it('locking joins the placed neighbours', () => {
    const board = boardWith({ 1: ORIGIN, 4: ORIGIN, 6: ORIGIN, 10: ORIGIN });
    const change = dropPiece(board, 5, { x: 1.6, y: 1.4 });
    expect(change.locked).toBe(true);
    expect(change.joined).toEqual([
      [1, 5],
      [4, 5],
      [5, 6],
    ]); // 10 is not 5's neighbour
    expect(change.board.groups[10]).toBe(10);
    expect(placedCount(change.board)).toBe(5);
  });

  it('a locked piece cannot be moved or turned', () => {
    const board = boardWith({ 5: ORIGIN });
    for (const change of [dropPiece(board, 5, { x: 30, y: 30 }), rotatePiece(board, 5)]) {
      expect(change.board).toBe(board);
      expect(change.joined).toEqual([]);
      expect(change.locked).toBe(false);
    }
  });
});

describe('groups', () => {
  it('a group moves as one', () => {
    const board = boardWith({ 0: { x: 10, y: 10 }, 1: { x: 10, y: 10 }, 5: { x: 10, y: 10 } }, [
      [0, 1],
      [1, 5],
    ]);
    const change = dropPiece(board, 5, { x: 30.5, y: 30.5 });
    expect(change.board.places[5]).toEqual({ x: 29, y: 29 });
    expect(change.board.places[0]).toEqual({ x: 29, y: 29 });
    expect(change.board.places[1]).toEqual({ x: 29, y: 29 });
    expect(pieceCentre(change.board, 0)).toEqual({ x: 29.5, y: 29.5 });
    expect(change.board.places[2]).toEqual(FAR(2)); // others stay
  });

  it('a group dropped onto its place locks whole', () => {
    const board = boardWith({ 0: { x: 10, y: 10 }, 1: { x: 10, y: 10 } }, [[0, 1]]);
    const change = dropPiece(board, 1, { x: 1.5 + 0.1, y: 0.5 });
    expect(change.locked).toBe(true);
    expect(placedCount(change.board)).toBe(2);
  });
});

describe('rotatePiece', () => {
  it.each([0, 5, 11])('keeps piece %i\'s centre and comes back after four turns', (piece) => {
    let board = boardWith({ 0: { x: 10, y: 10 }, 1: { x: 10, y: 10 }, 5: { x: 10, y: 10 }, 11: { x: 15, y: 12 } }, [
      [0, 1],
      [1, 5],
    ]);
    const start = board;
    const centre = pieceCentre(board, piece);
    for (let turn = 1; turn <= 4; turn++) {
      board = rotatePiece(board, piece).board;
      expect(pieceCentre(board, piece).x).toBeCloseTo(centre.x, 12);
      expect(pieceCentre(board, piece).y).toBeCloseTo(centre.y, 12);
      for (const member of groupOf(board, piece)) expect(board.turns[member]).toBe(turn % 4);
    }
    for (let other = 0; other < COUNT; other++) {
      expect(board.places[other]!.x).toBeCloseTo(start.places[other]!.x, 12);
      expect(board.places[other]!.y).toBeCloseTo(start.places[other]!.y, 12);
    }
    expect(board.groups).toEqual(start.groups);
  });

  it('a turn that makes a piece upright on its place locks it and joins its placed neighbour', () => {
    // Piece 6 turned three times with its centre on its place: the fourth turn makes it upright there.
    const board = boardWith({ 5: ORIGIN, 6: originFor(GRID, 6, { x: 2.5, y: 1.5 }, 3) }, [], { 6: 3 });
    expect(isLocked(board, 6)).toBe(false);
    const change = rotatePiece(board, 6);
    expect(change.locked).toBe(true);
    expect(change.board.places[6]).toEqual(ORIGIN);
    expect(change.joined).toEqual([[5, 6]]);
  });
});

describe('placeInSlot (the accessible path)', () => {
  it('the right slot locks the piece and joins its placed neighbours', () => {
    const board = boardWith({ 0: ORIGIN, 5: ORIGIN, 7: ORIGIN });
    const change = placeInSlot(board, 1, 1);
    expect(change).not.toBeNull();
    expect(change!.locked).toBe(true);
    expect(change!.joined).toEqual([
      [0, 1],
      [1, 5],
    ]);
    expect(change!.board.places[1]).toEqual(ORIGIN);
    expect(placedCount(change!.board)).toBe(4);
  });

  it('turns a piece upright and brings its whole group', () => {
    const board = boardWith({ 2: { x: 9, y: 9 }, 3: { x: 9, y: 9 } }, [[2, 3]], { 2: 1, 3: 1 });
    const change = placeInSlot(board, 3, 3)!;
    expect(change.locked).toBe(true);
    expect(change.board.turns.slice(2, 4)).toEqual([0, 0]);
    expect(isLocked(change.board, 2)).toBe(true);
  });

  it.each([
    { piece: 1, slot: 2 },
    { piece: 1, slot: 5 },
    { piece: 11, slot: 0 },
  ])('refuses piece $piece in slot $slot', ({ piece, slot }) => {
    expect(placeInSlot(boardWith(), piece, slot)).toBeNull();
  });

  it('refuses a piece already in place', () => {
    expect(placeInSlot(boardWith({ 4: ORIGIN }), 4, 4)).toBeNull();
  });

  it('placing every piece solves the board', () => {
    let board = boardWith({}, [], { 3: 2, 7: 1 });
    for (let piece = COUNT - 1; piece >= 0; piece--) board = placeInSlot(board, piece, piece)!.board;
    expect(placedCount(board)).toBe(COUNT);
    expect(isJigsawSolved(board)).toBe(true);
    expect(joinsOf(board)).toHaveLength(17);
  });
});

describe('joinsOf, placedCount and isJigsawSolved', () => {
  const ALL_ROWS: Join[] = [[0, 1], [1, 2], [2, 3], [4, 5], [5, 6], [6, 7], [8, 9], [9, 10], [10, 11]];
  const COLUMN_0: Join[] = [[0, 4], [4, 8]];
  it.each([
    { name: 'no joins', joins: [] as Join[], expected: [] as Join[], solved: false },
    { name: 'one pair, either order', joins: [[1, 0]] as Join[], expected: [[0, 1]] as Join[], solved: false },
    { name: 'a chain', joins: [[0, 1], [1, 5], [5, 9]] as Join[], expected: [[0, 1], [1, 5], [5, 9]] as Join[], solved: false },
    // 0-1, 1-5 and 0-4, 4-5 make a square: the group's implied 4-5 and 0-4 are joins too.
    { name: 'a square reports all four sides', joins: [[0, 1], [1, 5], [0, 4]] as Join[], expected: [[0, 1], [0, 4], [1, 5], [4, 5]] as Join[], solved: false },
    { name: 'rows joined by one column', joins: [...ALL_ROWS, ...COLUMN_0], expected: 'all', solved: true },
  ])('$name', ({ joins, expected, solved }) => {
    const places = Array.from({ length: COUNT }, () => ({ x: 5, y: 5 }));
    const board = boardFrom(GRID, places, Array.from({ length: COUNT }, () => 0 as Turn), joins);
    const reported = joinsOf(board);
    if (expected === 'all') expect(reported).toHaveLength(17);
    else expect(reported).toEqual(expected);
    expect(isJigsawSolved(board)).toBe(solved);
    expect(placedCount(board)).toBe(0);
  });

  it('a whole picture turned is not solved; lying anywhere upright it is', () => {
    let placed = boardWith();
    for (let piece = 0; piece < COUNT; piece++) placed = placeInSlot(placed, piece, piece)!.board;
    const joins = joinsOf(placed);
    expect(joins).toHaveLength(17);
    const anywhere = boardFrom(GRID, Array.from({ length: COUNT }, () => ({ x: 7, y: -3 })), Array.from({ length: COUNT }, () => 0 as Turn), joins);
    expect(isJigsawSolved(anywhere)).toBe(true);
    expect(placedCount(anywhere)).toBe(0);
    expect(isJigsawSolved({ ...anywhere, turns: anywhere.turns.map(() => 1 as Turn) })).toBe(false);
  });

  it('boardFrom ignores joins between non-neighbours', () => {
    const board = boardWith({}, [[0, 5], [3, 4]]);
    expect(board.groups).toEqual(Array.from({ length: COUNT }, (_, piece) => piece));
  });
});

describe('settledCount', () => {
  const grid = { rows: 2, columns: 3 };
  const far = (piece: number) => ({ x: 10 + piece * 3, y: 10 });
  it.each([
    { what: 'all loose', groups: [0, 1, 2, 3, 4, 5], places: [0, 1, 2, 3, 4, 5].map(far), expected: 0 },
    { what: 'a pair joined off the board', groups: [0, 0, 2, 3, 4, 5], places: [far(0), far(0), far(2), far(3), far(4), far(5)], expected: 2 },
    { what: 'one piece alone in its place', groups: [0, 1, 2, 3, 4, 5], places: [{ x: 0, y: 0 }, far(1), far(2), far(3), far(4), far(5)], expected: 1 },
    { what: 'a placed pair and a loose pair', groups: [0, 0, 2, 3, 3, 5], places: [{ x: 0, y: 0 }, { x: 0, y: 0 }, far(2), far(3), far(3), far(5)], expected: 4 },
  ])('$what: $expected', ({ groups, places, expected }) => {
    expect(settledCount({ grid, places, turns: groups.map(() => 0), groups })).toBe(expected);
  });
});
