import { describe, expect, it } from 'vitest';
import { boardFrom, pieceCentre, placeReach, saveProblem, type JigsawGrid, type Join, type Point, type Turn } from '../../../game/rules/jigsaw';
import { applyPartyMove, CONFLICT, jigsawOf, partyJigsaw, piecesTaken, type GroupSeen, type PartyBoard, type PartyMove } from '../../../game/rules/party';

const GRID: JigsawGrid = { rows: 3, columns: 4 }; //  0  1  2  3 /  4  5  6  7 /  8  9 10 11
const FAR = (piece: number): Point => ({ x: -20 + piece * 3, y: 20 }); // an origin well off the board (within a save's reach), one per piece
const SWAP: PartyBoard = { kind: 'swap', order: [3, 1, 2, 0, 5, 4, 6, 8, 7] };

type Jigsaw = Extract<PartyBoard, { kind: 'jigsaw' }>;

/** A party jigsaw with every piece alone far off the board, then `at`, `joins` and `turns` applied. */
function jigsaw(rotation: boolean, at: Record<number, Point> = {}, joins: Join[] = [], turns: Record<number, Turn> = {}): Jigsaw {
  const places = Array.from({ length: 12 }, (_, piece) => at[piece] ?? FAR(piece));
  const turnList = Array.from({ length: 12 }, (_, piece) => turns[piece] ?? 0);
  return partyJigsaw(GRID, rotation, boardFrom(GRID, places, turnList, joins)) as Jigsaw;
}

/** What a player sees of `piece` on `board`: the GroupSeen its move carries. */
function seen(board: Jigsaw, piece: number): GroupSeen {
  const { places, turns, groups } = jigsawOf(board);
  const place = places[piece] as Point;
  return { piece, from: [place.x, place.y], turn: turns[piece] as number, size: groups.filter((group) => group === groups[piece]).length };
}

function refusal(board: PartyBoard, move: unknown): { refusal: string; reason: string } {
  const result = applyPartyMove(board, move as PartyMove);
  if (result.ok) throw new Error('the move was applied');
  return { refusal: result.refusal, reason: result.reason };
}

describe('swap moves', () => {
  it('swaps the tiles at two positions when they are the tiles its player saw', () => {
    const result = applyPartyMove(SWAP, { kind: 'swap', a: 0, b: 3, tiles: [3, 0] });
    expect(result).toEqual({ ok: true, board: { kind: 'swap', order: [0, 1, 2, 3, 5, 4, 6, 8, 7] }, joined: [] });
  });

  it('applies a swap whose two tiles are still there, whatever moved elsewhere', () => {
    const elsewhere = applyPartyMove(SWAP, { kind: 'swap', a: 4, b: 5, tiles: [5, 4] });
    if (!elsewhere.ok) throw new Error(elsewhere.reason);
    expect(applyPartyMove(elsewhere.board, { kind: 'swap', a: 0, b: 3, tiles: [3, 0] }).ok).toBe(true);
  });

  it.each([
    { name: 'a tile moved away', tiles: [3, 1] },
    { name: 'the tiles in the other order', tiles: [0, 3] },
    { name: 'both tiles moved', tiles: [4, 5] },
  ])('refuses a swap of stale tiles as a conflict: $name', ({ tiles }) => {
    expect(refusal(SWAP, { kind: 'swap', a: 0, b: 3, tiles })).toEqual({ refusal: 'conflict', reason: CONFLICT });
  });

  it.each([
    { a: 0, b: 0, tiles: [3, 3] },
    { a: -1, b: 3, tiles: [3, 0] },
    { a: 0, b: 9, tiles: [3, 0] },
    { a: 0.5, b: 3, tiles: [3, 0] },
    { a: '0', b: 3, tiles: [3, 0] },
    { a: null, b: 3, tiles: [3, 0] },
  ])('refuses positions ($a, $b) as invalid, with the sentence', ({ a, b, tiles }) => {
    expect(refusal(SWAP, { kind: 'swap', a, b, tiles })).toEqual({ refusal: 'invalid', reason: 'A swap needs two different positions of this board.' });
  });

  it.each([{ tiles: undefined }, { tiles: [3] }, { tiles: [3, 9] }, { tiles: 'ab' }, { tiles: [-1, 0] }])('refuses tiles $tiles as invalid', ({ tiles }) => {
    expect(refusal(SWAP, { kind: 'swap', a: 0, b: 3, tiles })).toEqual({ refusal: 'invalid', reason: 'A swap names the two tiles it moves.' });
  });

  it('refuses a jigsaw move on a tile swap, and a swap on a jigsaw', () => {
    const board = jigsaw(false);
    expect(refusal(SWAP, { kind: 'drop', ...seen(board, 0), centre: [1, 1] })).toEqual({ refusal: 'invalid', reason: 'A tile swap is played by swapping tiles.' });
    expect(refusal(board, { kind: 'swap', a: 0, b: 1, tiles: [0, 1] })).toEqual({ refusal: 'invalid', reason: 'A jigsaw is played by moving pieces, not swapping tiles.' });
  });
});

describe('jigsaw moves that match what their player saw', () => {
  const anchor = { x: 10, y: 10 }; // piece 0's origin, off the board
  const fit = { x: 11.5, y: 10.5 }; // piece 1's centre when it lies beside piece 0

  it('drops a piece beside its neighbour: they join, at the neighbour’s origin', () => {
    const board = jigsaw(false, { 0: anchor });
    const result = applyPartyMove(board, { kind: 'drop', ...seen(board, 1), centre: [fit.x + 0.1, fit.y - 0.1] });
    if (!result.ok) throw new Error(result.reason);
    expect(result.joined).toEqual([[0, 1]]);
    expect(result.board.kind === 'jigsaw' && result.board.save.joins).toEqual([[0, 1]]);
    expect(seen(result.board as Jigsaw, 1)).toEqual({ piece: 1, from: [10, 10], turn: 0, size: 2 });
  });

  it('drops a piece alone where it was put, its place rounded to a thousandth', () => {
    const board = jigsaw(false);
    const result = applyPartyMove(board, { kind: 'drop', ...seen(board, 5), centre: [-3.12345, 7.00049] });
    if (!result.ok) throw new Error(result.reason);
    expect(result.joined).toEqual([]);
    expect(seen(result.board as Jigsaw, 5).from).toEqual([-4.623, 5.5]); // centre minus (1.5, 1.5)
  });

  it('moves the whole group with the piece dropped', () => {
    const board = jigsaw(false, { 0: anchor, 1: anchor }, [[0, 1]]);
    const result = applyPartyMove(board, { kind: 'drop', ...seen(board, 1), centre: [-5.5, -5.5] });
    if (!result.ok) throw new Error(result.reason);
    const after = jigsawOf(result.board as Jigsaw);
    expect([after.places[0], after.places[1]]).toEqual([{ x: -7, y: -6 }, { x: -7, y: -6 }]);
  });

  it('turns a group a quarter clockwise about the piece', () => {
    const board = jigsaw(true, { 0: anchor, 1: anchor }, [[0, 1]]);
    const before = pieceCentre(jigsawOf(board), 1);
    const result = applyPartyMove(board, { kind: 'rotate', ...seen(board, 1) });
    if (!result.ok) throw new Error(result.reason);
    const after = jigsawOf(result.board as Jigsaw);
    expect([after.turns[0], after.turns[1]]).toEqual([1, 1]);
    expect(pieceCentre(after, 1)).toEqual(before);
  });

  it('places a piece in its slot: upright, locked, joined to its placed neighbour', () => {
    const board = jigsaw(true, { 4: { x: 0, y: 0 } }, [], { 0: 2 });
    const result = applyPartyMove(board, { kind: 'place', ...seen(board, 0) });
    if (!result.ok) throw new Error(result.reason);
    expect(result.joined).toEqual([[0, 4]]);
    expect(seen(result.board as Jigsaw, 0)).toEqual({ piece: 0, from: [0, 0], turn: 0, size: 2 });
  });

  it('takes a match to a millionth of a cell as the place its player saw', () => {
    const board = jigsaw(false);
    const sight = seen(board, 2);
    expect(applyPartyMove(board, { kind: 'place', ...sight, from: [sight.from[0] + 1e-7, sight.from[1] - 1e-7] }).ok).toBe(true);
  });
});

describe('jigsaw moves made on a board that changed under them', () => {
  const board = jigsaw(true, { 0: { x: 10, y: 10 }, 1: { x: 10, y: 10 } }, [[0, 1]], { 0: 1, 1: 1 });
  const sight = seen(board, 1); // size 2, turn 1, from (10, 10)

  it.each([
    { name: 'its group was moved', change: { from: [10.01, 10] } },
    { name: 'its group was moved a little', change: { from: [10, 10.001] } },
    { name: 'its group was turned', change: { turn: 0 } },
    { name: 'its group grew', change: { size: 1 } },
    { name: 'its group is not as big as seen', change: { size: 3 } },
  ])('refuses it as a conflict when $name', ({ change }) => {
    for (const kind of ['drop', 'rotate', 'place'] as const) {
      expect(refusal(board, { kind, ...sight, centre: [1, 1], ...change })).toEqual({ refusal: 'conflict', reason: CONFLICT });
    }
  });
});

describe('jigsaw moves that are not moves of this board', () => {
  const board = jigsaw(false, { 3: { x: 0, y: 0 } });

  it.each([-1, 12, 1.5, '3', null, undefined])('refuses piece %s: not on this board', (piece) => {
    expect(refusal(board, { kind: 'drop', piece, from: [0, 0], turn: 0, size: 1, centre: [1, 1] })).toEqual({
      refusal: 'invalid',
      reason: 'That piece is not on this board.',
    });
  });

  it.each([{ from: [20] }, { from: 'here' }, { from: [Number.NaN, 20] }, { turn: 4 }, { turn: -1 }, { size: 1.5 }, { size: undefined }])(
    'refuses a move whose sight is malformed: %o',
    (change) => {
      expect(refusal(board, { kind: 'drop', ...seen(board, 0), centre: [1, 1], ...change })).toEqual({
        refusal: 'invalid',
        reason: 'A move says where the piece’s group was.',
      });
    },
  );

  it('refuses a rotation, or a piece seen turned, on a jigsaw without rotation', () => {
    const rotationRefused = { refusal: 'invalid', reason: 'This jigsaw does not allow rotation.' };
    expect(refusal(board, { kind: 'rotate', ...seen(board, 0) })).toEqual(rotationRefused);
    expect(refusal(board, { kind: 'drop', ...seen(board, 0), turn: 1, centre: [1, 1] })).toEqual(rotationRefused);
  });

  const reach = placeReach(GRID) - 4 - 1;
  it.each([[reach + 0.01, 0], [0, -reach - 0.01], [1e9, 1e9], [Number.NaN, 0], [Infinity, 0], [1], 'there', undefined])(
    'refuses a centre off the table: %o',
    (...centre) => {
      const value = centre.length === 1 ? centre[0] : centre;
      expect(refusal(board, { kind: 'drop', ...seen(board, 0), centre: value })).toEqual({ refusal: 'invalid', reason: 'A piece must be dropped on the table.' });
    },
  );

  it('takes a centre at the very edge of the table, and keeps a save the server can restore', () => {
    for (const centre of [[reach, reach], [-reach, -reach], [reach, -reach]] as [number, number][]) {
      const result = applyPartyMove(board, { kind: 'drop', ...seen(board, 11), centre });
      if (!result.ok) throw new Error(result.reason);
      expect(saveProblem(GRID, (result.board as Jigsaw).save, false)).toBeNull();
    }
  });

  it('refuses to walk a group off the table by turning it about one end, then the other', () => {
    // A pair of pieces turned twice about one end, then twice about the other, rolls two cells across the table.
    let rolling: Jigsaw = jigsaw(true, { 0: { x: 10, y: 10 }, 1: { x: 10, y: 10 } }, [[0, 1]]);
    let refused: { refusal: string; reason: string } | null = null;
    for (let turn = 0; turn < 400 && refused === null; turn++) {
      const result = applyPartyMove(rolling, { kind: 'rotate', ...seen(rolling, [0, 0, 1, 1][turn % 4] as number) });
      if (result.ok) {
        rolling = result.board as Jigsaw;
        expect(saveProblem(GRID, rolling.save, true)).toBeNull();
      } else refused = { refusal: result.refusal, reason: result.reason };
    }
    expect(refused).toEqual({ refusal: 'invalid', reason: 'A piece must stay on the table.' });
  });

  it('refuses to move a piece already in its place (nothing would change)', () => {
    for (const kind of ['drop', 'rotate', 'place'] as const) {
      const rotating = jigsaw(true, { 3: { x: 0, y: 0 } });
      expect(refusal(rotating, { kind, ...seen(rotating, 3), centre: [30, 30] })).toEqual({ refusal: 'invalid', reason: 'That piece is already in its place.' });
    }
  });

  it('refuses a move of no kind a jigsaw has', () => {
    expect(refusal(board, { kind: 'flip', ...seen(board, 0) })).toEqual({ refusal: 'invalid', reason: 'That is not a move of a jigsaw.' });
  });
});

describe('piecesTaken: what a hold guards', () => {
  it('is the two tiles of a swap', () => {
    expect(piecesTaken(SWAP, { kind: 'swap', a: 0, b: 3, tiles: [3, 0] })).toEqual([3, 0]);
    expect(piecesTaken(SWAP, { kind: 'place', piece: 0, from: [0, 0], turn: 0, size: 1 })).toEqual([]);
  });

  it('is the whole group of the jigsaw piece taken', () => {
    const board = jigsaw(false, { 4: { x: 3, y: 3 }, 5: { x: 3, y: 3 }, 1: { x: 3, y: 3 } }, [[4, 5], [1, 5]]);
    expect(piecesTaken(board, { kind: 'drop', ...seen(board, 5), centre: [0, 0] })).toEqual([1, 4, 5]);
    expect(piecesTaken(board, { kind: 'rotate', ...seen(board, 7) })).toEqual([7]);
  });

  it('is nothing for a piece not on the board, or a swap on a jigsaw', () => {
    const board = jigsaw(false);
    expect(piecesTaken(board, { kind: 'place', piece: 12, from: [0, 0], turn: 0, size: 1 })).toEqual([]);
    expect(piecesTaken(board, { kind: 'swap', a: 0, b: 1, tiles: [0, 1] })).toEqual([]);
  });
});
