import { describe, expect, it } from 'vitest';
import { dealBoard, isLocked, pieceCentre } from '../../game/rules/jigsaw';
import { applyPartyMove, jigsawOf, partyJigsaw, type PartyBoard } from '../../game/rules/party';
import { changeBetween, dropMove, groupSeen, homeBoard, placeMove, rotateMove } from '../../client/features/party/jigsaw/party-moves';

const GRID = { rows: 3, columns: 4 };
const dealt = (rotation = false): Extract<PartyBoard, { kind: 'jigsaw' }> =>
  partyJigsaw(GRID, rotation, dealBoard(GRID, 11, 'around', rotation)) as Extract<PartyBoard, { kind: 'jigsaw' }>;

/** The referee's answer to a move made on `board` as its player sees it. */
const referee = (board: PartyBoard, move: ReturnType<typeof dropMove>) => applyPartyMove(board, move!);

describe('a party jigsaw’s moves', () => {
  it('a drop names the group as seen, and the referee applies it where the scene dropped it', () => {
    const board = dealt();
    const seen = jigsawOf(board);
    const move = dropMove(seen, 5, { x: 8.25, y: 6.5 });
    expect(move).toMatchObject({ kind: 'drop', piece: 5, centre: [8.25, 6.5], turn: 0, size: 1 });
    const result = referee(board, move);
    expect(result.ok).toBe(true);
    if (result.ok) expect(pieceCentre(jigsawOf(result.board as typeof board), 5)).toEqual({ x: 8.25, y: 6.5 });
  });

  it('a drop near its place locks the piece, and joins are seen as a change', () => {
    const board = dealt();
    const before = jigsawOf(board);
    const result = referee(board, dropMove(before, 0, { x: 0.6, y: 0.45 }));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const after = jigsawOf(result.board as typeof board);
    expect(isLocked(after, 0)).toBe(true);
    expect(changeBetween(before, after, 7)).toEqual({ joined: [], locked: true, serial: 7 });
    // Its neighbour dropped next to it joins it: the scene's snap and sparkle come from the boards alone.
    const next = referee(result.board, dropMove(after, 1, { x: 1.55, y: 0.5 }));
    expect(next.ok).toBe(true);
    if (next.ok) expect(changeBetween(after, jigsawOf(next.board as typeof board), 8)).toEqual({ joined: [[0, 1]], locked: true, serial: 8 });
    // A locked piece makes no move at all.
    expect(dropMove(after, 0, { x: 5, y: 5 })).toBeNull();
    expect(placeMove(after, 0, 0)).toBeNull();
  });

  it('a move made on a board that changed since is refused as a conflict: the mover eases back', () => {
    const board = dealt();
    const seenByBoth = jigsawOf(board);
    const first = referee(board, dropMove(seenByBoth, 3, { x: 9, y: 9 }));
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    const second = referee(first.board, dropMove(seenByBoth, 3, { x: -4, y: 2 }));
    expect(second).toMatchObject({ ok: false, refusal: 'conflict' });
    // A move of another piece, made on the same old board, still goes through.
    expect(referee(first.board, dropMove(seenByBoth, 7, { x: -4, y: 2 })).ok).toBe(true);
  });

  it('turns and placements go through the referee too; a wrong slot is no move', () => {
    const board = dealt(true);
    const seen = jigsawOf(board);
    const turn = rotateMove(seen, 4);
    expect(turn).toMatchObject({ kind: 'rotate', ...groupSeen(seen, 4) });
    expect(referee(board, turn).ok).toBe(true);
    expect(placeMove(seen, 4, 5)).toBeNull();
    const place = placeMove(seen, 4, 4);
    const placed = referee(board, place);
    expect(placed.ok).toBe(true);
    if (placed.ok) expect(isLocked(jigsawOf(placed.board as typeof board), 4)).toBe(true);
  });

  it('a group let go where it lay (a tap, before its turn) is no move: nothing for the log', () => {
    const seen = jigsawOf(dealt(true));
    expect(dropMove(seen, 6, pieceCentre(seen, 6))).toBeNull();
    const { x, y } = pieceCentre(seen, 6);
    expect(dropMove(seen, 6, { x: x + 0.01, y })).not.toBeNull();
  });

  it('a solved board is shown home and upright for its last glide', () => {
    const home = homeBoard(jigsawOf(dealt(true)));
    expect(home.places.every((place) => place.x === 0 && place.y === 0)).toBe(true);
    expect(home.turns.every((turn) => turn === 0)).toBe(true);
  });

  it('the first board shown is no change', () => {
    expect(changeBetween(null, jigsawOf(dealt()), 1)).toEqual({ joined: [], locked: false, serial: 1 });
  });
});
