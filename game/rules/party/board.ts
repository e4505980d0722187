/**
 * A shared board as a party plays it (issue 20): a tile swap's order, or a jigsaw kept as
 * its save (joins, places to a thousandth of a cell, rotations). The server holds the true
 * one; every player holds a copy and applies the same moves in the server's order, so the
 * copies stay equal to the last bit (places are rounded the same way on every side).
 */
import { isSolved } from '../board';
import { boardFromSave, isJigsawSolved, saveOf, type JigsawBoard, type JigsawGrid, type JigsawSave } from '../jigsaw';

export type PartyBoard =
  | { kind: 'swap'; order: number[] } // order[position] = tile id
  | { kind: 'jigsaw'; grid: JigsawGrid; rotation: boolean; save: JigsawSave };

type PartyJigsaw = Extract<PartyBoard, { kind: 'jigsaw' }>;

// Derived once per board: a move's referee asks for it up to three times (the pieces it takes, the
// move, the solve), and a copy asks again for the next move. Boards are never changed in place
// (every rule returns a new one), so what was derived from one stays true of it.
const derived = new WeakMap<PartyJigsaw, JigsawBoard>();

/** The jigsaw in play that a party board's save stands for (shared: never change it in place). */
export function jigsawOf(board: PartyJigsaw): JigsawBoard {
  let jigsaw = derived.get(board);
  if (!jigsaw) {
    jigsaw = boardFromSave(board.grid, board.save);
    derived.set(board, jigsaw);
  }
  return jigsaw;
}

/** A jigsaw board in play, as a party keeps it (its save, rounded as every copy rounds it). */
export function partyJigsaw(grid: JigsawGrid, rotation: boolean, board: JigsawBoard): PartyBoard {
  return { kind: 'jigsaw', grid, rotation, save: saveOf(board, rotation) };
}

export function isPartyBoardSolved(board: PartyBoard): boolean {
  return board.kind === 'swap' ? isSolved(board.order) : isJigsawSolved(jigsawOf(board));
}

/**
 * Equal boards: what a client's copy must be after the same moves as the server's. Field by
 * field, so a board rebuilt from the wire or the database (its keys in another order) still
 * compares equal.
 */
export function sameBoard(a: PartyBoard, b: PartyBoard): boolean {
  if (a.kind === 'swap' || b.kind === 'swap') return a.kind === 'swap' && b.kind === 'swap' && same(a.order, b.order);
  const rotations = (board: typeof a): number[] | null => board.save.rotations ?? null;
  return (
    a.grid.rows === b.grid.rows &&
    a.grid.columns === b.grid.columns &&
    a.rotation === b.rotation &&
    same(a.save.joins, b.save.joins) &&
    same(a.save.places, b.save.places) &&
    same(rotations(a), rotations(b))
  );
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
