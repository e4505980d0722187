import { swap } from '../../game/rules/board';
import { boardFromSave, dealBoard } from '../../game/rules/jigsaw';
import { jigsawMilestones } from '../../game/rules/jigsaw/save';
import { partyJigsaw, type Hold, type Holds, type PartyBoard } from '../../game/rules/party';
import type { PuzzleEventKind } from '../../game/rules/gift';
import { resumeFrom } from '../../game/rules/resume';
import type { PartyHold } from '../../contract/party';
import type { MovesBody } from '../../contract/schemas/puzzles';
import type { Db } from '../db/open';
import { findJigsawSave, findProgress, saveJigsawProgress } from '../repos/puzzle-progress';
import type { Puzzle } from '../repos/puzzles';
import { jigsawGridOf, keptSave } from '../puzzles/jigsaw';
import { progressMilestones } from '../puzzles/replay';
import { keepMoves, keepProgress } from '../puzzles/resume';
import { issuedShuffle, jigsawSeed } from '../puzzles/shuffle';

/** A board as stored; written by this server only, so it is trusted as PartyBoard. */
export const parseBoard = (text: string): PartyBoard => JSON.parse(text) as PartyBoard;

export function parseHolds(text: string): Map<string, Hold> {
  const list = JSON.parse(text) as Hold[];
  return new Map(list.map((hold) => [hold.player, hold]));
}

export const holdsText = (holds: Holds): string => JSON.stringify([...holds.values()]);

export const holdsWire = (holds: Holds): PartyHold[] => [...holds.values()].map((hold) => ({ playerId: hold.player, pieces: hold.pieces.slice() }));

/**
 * The recipient's board as it is now, for a party to start from: a tile swap's kept moves at the
 * puzzle's own side replayed from the issued shuffle (or that shuffle), a jigsaw's kept save (or
 * the first deal around the board, as a fresh jigsaw opens).
 */
export async function currentBoard(db: Db, puzzle: Puzzle): Promise<PartyBoard> {
  if (puzzle.puzzleType === 'jigsaw') {
    const grid = jigsawGridOf(puzzle);
    const kept = keptSave(puzzle, await findJigsawSave(db, puzzle.id));
    const board = kept ? boardFromSave(grid, kept) : dealBoard(grid, jigsawSeed(puzzle.shuffleSeed), 'around', puzzle.rotation);
    return partyJigsaw(grid, puzzle.rotation, board);
  }
  const shuffle = issuedShuffle(puzzle.shuffleSeed, puzzle.gridSize);
  const progress = await findProgress(db, puzzle.id);
  const resumed = progress && progress.gridSize === puzzle.gridSize ? resumeFrom(shuffle, progress.moves) : null;
  return { kind: 'swap', order: resumed ? resumed.order : shuffle };
}

/** Swaps that take `from` to `to` (one tile put in place per swap), as positions. */
export function swapsBetween(from: readonly number[], to: readonly number[]): [number, number][] {
  let order = from.slice();
  const moves: [number, number][] = [];
  for (let position = 0; position < order.length; position++) {
    if (order[position] === to[position]) continue;
    const other = order.indexOf(to[position] as number, position + 1);
    moves.push([position, other]);
    order = swap(order, position, other);
  }
  return moves;
}

/**
 * Keeps a party's board as the puzzle's progress (inside the caller's transaction), so the
 * recipient's own link opens it where the party left it: a tile swap as the swaps from the issued
 * shuffle of the puzzle's side, a jigsaw as its save. Answers keepProgress's "began".
 */
export function keepPartyBoard(trx: Db, puzzle: Puzzle, board: PartyBoard, now: number): Promise<boolean> {
  if (board.kind === 'jigsaw') return keepProgress(trx, puzzle.id, () => saveJigsawProgress(trx, puzzle.id, board.save, now));
  const moves = swapsBetween(issuedShuffle(puzzle.shuffleSeed, puzzle.gridSize), board.order);
  return keepMoves(trx, puzzle.id, { gridSize: puzzle.gridSize as MovesBody['gridSize'], moves }, now);
}

/** The progress milestones a party's board reached after `seq` moves, as a solo board's would be. */
export function partyMilestones(board: PartyBoard, seq: number): PuzzleEventKind[] {
  if (board.kind === 'swap') return progressMilestones(board.order, seq);
  return seq === 0 ? [] : jigsawMilestones(board.grid, board.save.joins);
}
