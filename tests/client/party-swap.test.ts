import { describe, expect, it } from 'vitest';
import { boardFromWire, boardToWire } from '../../contract/party-board';
import { cursorThrottle, type Timers } from '../../client/lib/party/cursor-throttle';
import { shownBoard, stillPending, type PendingMove } from '../../client/lib/party/pending';
import { chosenPosition, holderOf, pickSwap } from '../../client/features/party/swap-picks';
import { dealBoard } from '../../game/rules/jigsaw';
import { partyJigsaw, sameBoard, type PartyBoard } from '../../game/rules/party';

const swapBoard = (order: number[]): PartyBoard => ({ kind: 'swap', order });
const pending = (serial: number, a: number, b: number, tiles: [number, number], appliedAt: number | null = null): PendingMove => ({
  serial,
  move: { kind: 'swap', a, b, tiles },
  sent: true,
  appliedAt,
});

/** Timers the test moves by hand: `later` runs when the clock passes its time. */
function manualTimers() {
  let now = 0;
  let queue: { at: number; run: () => void }[] = [];
  const timers: Timers & { advance(ms: number): void } = {
    now: () => now,
    later(run, ms) {
      const entry = { at: now + ms, run };
      queue.push(entry);
      return () => {
        queue = queue.filter((other) => other !== entry);
      };
    },
    advance(ms) {
      now += ms;
      const due = queue.filter((entry) => entry.at <= now);
      queue = queue.filter((entry) => entry.at > now);
      due.forEach((entry) => entry.run());
    },
  };
  return timers;
}

describe('party board on the wire', () => {
  it('a tile swap and a jigsaw come back from the wire as the rules keep them', () => {
    const swap = swapBoard([2, 0, 1, 3]);
    expect(boardFromWire(boardToWire(swap), { jigsaw: null })).toEqual(swap);
    const grid = { rows: 3, columns: 4 };
    const jigsaw = partyJigsaw(grid, true, dealBoard(grid, 7, 'around', true));
    const puzzle = { jigsaw: { pieces: 12, rows: 3, columns: 4, seed: 7, rotation: true } };
    expect(sameBoard(boardFromWire(boardToWire(jigsaw), puzzle), jigsaw)).toBe(true);
    expect(() => boardFromWire(boardToWire(jigsaw), { jigsaw: null })).toThrow(/grid/);
  });
});

describe('pending moves over the server board', () => {
  it('shows own moves on top, leaves out one that no longer applies, and drops acknowledged ones the server reached', () => {
    const confirmed = swapBoard([1, 0, 3, 2]);
    const moves = [pending(1, 0, 1, [1, 0], 5), pending(2, 2, 3, [3, 2])];
    expect(shownBoard(confirmed, moves)).toEqual(swapBoard([0, 1, 2, 3]));
    // Someone else swapped positions 2 and 3 first: the second move no longer meets what was seen.
    expect(shownBoard(swapBoard([1, 0, 2, 3]), moves)).toEqual(swapBoard([0, 1, 2, 3]));
    // Both no longer apply: the server's board is shown as it is.
    expect(shownBoard(swapBoard([3, 2, 1, 0]), moves)).toEqual(swapBoard([3, 2, 1, 0]));
    expect(stillPending(moves, 4).map((entry) => entry.serial)).toEqual([1, 2]);
    expect(stillPending(moves, 5).map((entry) => entry.serial)).toEqual([2]);
  });
});

describe('cursor throttle', () => {
  it('sends at most 20 a second, the last position winning, and nothing after stop', () => {
    const timers = manualTimers();
    const sent: [number, number][] = [];
    const throttle = cursorThrottle((x, y) => sent.push([x, y]), 20, timers);
    throttle.move(0.1, 0.1); // at once
    timers.advance(10);
    throttle.move(0.2, 0.2); // waits for 50 ms
    throttle.move(0.3, 0.3); // replaces it
    expect(sent).toEqual([[0.1, 0.1]]);
    timers.advance(40);
    expect(sent).toEqual([
      [0.1, 0.1],
      [0.3, 0.3],
    ]);
    for (let ms = 0; ms < 1000; ms += 5) {
      throttle.move(ms / 1000, 0);
      timers.advance(5);
    }
    expect(sent.length).toBeLessThanOrEqual(2 + 20);
    expect(sent.length).toBeGreaterThanOrEqual(2 + 19);
    throttle.move(0.9, 0.9);
    throttle.stop();
    timers.advance(100);
    expect(sent.at(-1)).not.toEqual([0.9, 0.9]);
  });
});

describe('tile swap picks in a party', () => {
  const players = [
    { id: 'p1', name: 'Ann', colour: '#e6194b', host: true, online: true },
    { id: 'p2', name: 'Bo', colour: '#3cb44b', host: false, online: true },
  ];
  const holds = [{ playerId: 'p2', pieces: [3] }];
  const heldBy = (tile: number) => holderOf(tile, holds, players, 'p1');

  it('chooses, puts down, and swaps naming the tiles seen; the chosen tile follows its moves', () => {
    const order = [2, 0, 1, 3];
    expect(pickSwap(order, null, 0, heldBy)).toEqual({ kind: 'choose', tile: 2 });
    expect(pickSwap(order, 2, 0, heldBy)).toEqual({ kind: 'put-down' });
    expect(pickSwap(order, 2, 1, heldBy)).toEqual({ kind: 'swap', move: { kind: 'swap', a: 0, b: 1, tiles: [2, 0] } });
    expect(chosenPosition([0, 2, 1, 3], 2)).toBe(1); // someone else moved it: still chosen, where it is now
    expect(chosenPosition(order, null)).toBeNull();
  });

  it('refuses a tile someone else holds, naming them; a hold of ones own is no obstacle', () => {
    expect(pickSwap([2, 0, 1, 3], null, 3, heldBy)).toEqual({ kind: 'held', by: 'Bo' });
    expect(pickSwap([2, 0, 1, 3], 2, 3, heldBy)).toEqual({ kind: 'held', by: 'Bo' });
    expect(holderOf(3, holds, players, 'p2')).toBeNull();
  });
});
