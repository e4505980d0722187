import { describe, expect, it } from 'vitest';
import type { Move } from '../../game/rules/board';
import { MAX_DAILY_MOVES, movesToClaim, pictureStart, picturePlaySolves, wordPlaySolves } from '../../game/rules/daily-deal';

/** Swaps that put each piece in its place, from `start` (what a player who solves it does). */
function solvingSwaps(start: readonly number[]): Move[] {
  const order = start.slice();
  const moves: Move[] = [];
  for (let position = 0; position < order.length; position++) {
    const from = order.indexOf(position);
    if (from === position) continue;
    moves.push([position, from]);
    [order[position], order[from]] = [order[from] ?? 0, order[position] ?? 0];
  }
  return moves;
}

describe('daily picture deal and replay', () => {
  const start = pictureStart('2026-11-26', '/media/pod-images/a.jpg');

  it('deals the same board for the same day and picture, another for another day', () => {
    expect(pictureStart('2026-11-26', '/media/pod-images/a.jpg')).toEqual(start);
    expect(pictureStart('2026-11-27', '/media/pod-images/a.jpg')).not.toEqual(start);
    expect(start).toHaveLength(25);
  });

  it.each<[string, (s: readonly number[]) => Move[], boolean]>([
    ['a real solve', (s) => solvingSwaps(s), true],
    ['no moves', () => [], false],
    ['a solve missing its last swap', (s) => solvingSwaps(s).slice(0, -1), false],
    ['a move off the board', (s) => [...solvingSwaps(s), [0, 25]], false],
    ['a solve then one more swap', (s) => [...solvingSwaps(s), [0, 1]], false],
    ['too many moves', (s) => [...Array.from({ length: MAX_DAILY_MOVES }, (): Move => [0, 1]), ...solvingSwaps(s)], false],
  ])('%s: solves = %s', (_, moves, solves) => {
    expect(picturePlaySolves(start, moves(start))).toBe(solves);
  });
});

describe('daily word replay', () => {
  it.each<[string, string, string, Move[], boolean]>([
    ['solved by swaps', 'CAT', 'TAC', [[0, 2]], true],
    ['repeated letters may land either way', 'LOOP', 'OLPO', [[0, 1], [2, 3]], true],
    ['not solved', 'CAT', 'TAC', [[0, 1]], false],
    ['nothing moved', 'CAT', 'TAC', [], false],
    ['an illegal move', 'CAT', 'TAC', [[0, 3]], false],
    ['an entry that is not the word', 'CAT', 'DOG', [[0, 2]], false],
  ])('%s', (_, word, shuffled, moves, solves) => {
    expect(wordPlaySolves(word, shuffled, moves)).toBe(solves);
  });
});

describe('moves to claim with', () => {
  const start = [2, 0, 1, 3];
  it.each<[string, Move[], number[], Move[]]>([
    ['the recorded moves when they reach the board', [[0, 1], [1, 2]], [0, 1, 2, 3], [[0, 1], [1, 2]]],
    ['a path from the deal when they do not', [[0, 3]], [0, 1, 2, 3], [[0, 1], [1, 2]]],
    ['a path when nothing was recorded', [], [0, 1, 2, 3], [[0, 1], [1, 2]]],
    ['nothing when the board is not the same pieces', [], [0, 1, 2, 9], []],
  ])('%s', (_, recorded, board, expected) => {
    expect(movesToClaim(start, recorded, board)).toEqual(expected);
    if (expected.length > 0) expect(picturePlaySolves([2, 0, 1, 3, ...Array.from({ length: 21 }, (_, i) => i + 4)], expected)).toBe(true);
  });
});
