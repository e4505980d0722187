import { inPlaceCount, replay } from '../../game/rules/board';
import type { PuzzleEventKind } from '../../game/rules/gift';
import type { MovesBody } from '../../contract/schemas/puzzles';
import { badRequest } from '../http-error';
import type { Puzzle } from '../repos/puzzles';
import { issuedShuffle } from './shuffle';

/** Replays the moves from the shuffle the server issued for that side; 400 when a move is not a legal swap. */
export function replayIssued(puzzle: Puzzle, body: MovesBody): number[] {
  const order = replay(issuedShuffle(puzzle.shuffleSeed, body.gridSize), body.moves);
  if (!order) throw badRequest('A move is not a valid swap on this board.', 'invalid-move');
  return order;
}

/** The progress milestones this board state has reached: a first move, half the pieces in place. */
export function progressMilestones(order: readonly number[], moveCount: number): PuzzleEventKind[] {
  if (moveCount === 0) return [];
  return inPlaceCount(order) * 2 >= order.length ? ['first-move', 'halfway'] : ['first-move'];
}
