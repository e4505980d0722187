import { describe, expect, it } from 'vitest';
import { isSolved, replay } from '../../game/rules/board';
import { SOLVED_ANNOUNCEMENT, pickPosition, placedFlags, startGame } from '../../game/rules/swap-game';

describe('swap game state', () => {
  it.each([
    { name: 'first pick selects', picks: [2], selected: 2, moves: 0, announcement: 'Selected piece at row 2, column 1.' },
    { name: 'same pick twice deselects', picks: [2, 2], selected: null, moves: 0, announcement: 'Selection cleared.' },
    { name: 'second pick swaps', picks: [0, 1], selected: null, moves: 1, announcement: 'Swapped row 1, column 1 with row 1, column 2. 2 of 4 pieces in place.' },
    { name: 'off-board pick is ignored', picks: [7], selected: null, moves: 0, announcement: '' },
  ])('$name', ({ picks, selected, moves, announcement }) => {
    let game = startGame([1, 0, 3, 2]);
    for (const position of picks) game = pickPosition(game, position, 2);
    expect(game.selected).toBe(selected);
    expect(game.moves).toHaveLength(moves);
    expect(game.announcement).toBe(announcement);
  });

  it('records moves the server can replay to the same order, and stops once solved', () => {
    const start = [3, 2, 1, 0];
    let game = startGame(start);
    for (const position of [0, 3, 1, 2]) game = pickPosition(game, position, 2);
    expect(game.solved).toBe(true);
    expect(game.announcement).toBe(`Swapped row 1, column 2 with row 2, column 1. ${SOLVED_ANNOUNCEMENT}`);
    expect(replay(start, game.moves)).toEqual(game.order);
    expect(isSolved(game.order)).toBe(true);
    const after = pickPosition(game, 0, 2);
    expect(after).toBe(game);
  });

  it('does not change the starting order it was given', () => {
    const start = [1, 0];
    const game = pickPosition(pickPosition(startGame(start), 0, 2), 1, 2);
    expect(start).toEqual([1, 0]);
    expect(game.order).toEqual([0, 1]);
  });

  it('marks placed positions', () => {
    expect(placedFlags([0, 2, 1, 3])).toEqual([true, false, false, true]);
  });
});
