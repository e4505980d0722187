import { describe, expect, it } from 'vitest';
import { changedPositions, lookAt, pieceMoved } from '../../../game/scenes/swap/changes';
import type { SwapState } from '../../../game/scenes/swap/contract';

const board = (order: number[], more: Partial<SwapState> = {}): SwapState => ({
  order,
  selected: null,
  placed: order.map((pieceId, position) => pieceId === position),
  solved: false,
  ...more,
});

describe('what a new swap board state changes', () => {
  const start = board([3, 1, 2, 0, 4, 5]);

  it.each([
    { name: 'nothing', next: start, changed: [] },
    { name: 'a first pick: only the picked tile', next: { ...start, selected: 4 }, changed: [4] },
    { name: 'a swap after a pick: the two pieces and the pick', next: board([0, 1, 2, 3, 4, 5]), from: { ...start, selected: 4 }, changed: [0, 3, 4] },
    { name: 'placed marks without highlightPlaced: only the moved pieces', next: board([0, 1, 2, 3, 4, 5]), changed: [0, 3] },
    {
      name: 'highlightPlaced switched on: every placed tile',
      next: { ...start, highlightPlaced: true },
      from: { ...start, highlightPlaced: false },
      changed: [1, 2, 4, 5],
    },
    { name: 'solved: every tile loses its frame', next: { ...board([0, 1, 2, 3, 4, 5]), solved: true }, changed: [0, 1, 2, 3, 4, 5] },
  ])('$name', ({ next, from, changed }) => {
    expect(changedPositions(from ?? start, next)).toEqual(changed);
  });

  it('a piece moved when another piece stood at its position before', () => {
    const next = board([0, 1, 2, 3, 4, 5]);
    expect([0, 1, 2, 3, 4, 5].filter((position) => pieceMoved(start, next, position))).toEqual([0, 3]);
  });

  it('a tile looks framed until solved, placed only when highlighted, selected only while unsolved', () => {
    const highlighted = { ...start, highlightPlaced: true, selected: 1 };
    expect(lookAt(highlighted, 1)).toEqual({ framed: true, placed: true, selected: true });
    expect(lookAt(highlighted, 0)).toEqual({ framed: true, placed: false, selected: false });
    expect(lookAt({ ...start, selected: 1 }, 2)).toEqual({ framed: true, placed: false, selected: false });
    expect(lookAt({ ...highlighted, solved: true }, 1)).toEqual({ framed: false, placed: false, selected: false });
  });
});
