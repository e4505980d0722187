import { describe, expect, it } from 'vitest';
import { expired, heldByOther, HOLD_IDLE_MS, nextIdleAt, release, take, touch, type Holds } from '../../../game/rules/party';

const NONE: Holds = new Map();
const T0 = 1_000_000;

function held(holds: Holds | null): Holds {
  if (holds === null) throw new Error('the take was refused');
  return holds;
}

describe('holds', () => {
  const annHolds = held(take(NONE, 'ann', [4, 5, 6], T0));

  it('keeps what a player takes from every other player', () => {
    expect(heldByOther(annHolds, 'bob', [6], T0 + 1)).toBe('ann');
    expect(heldByOther(annHolds, 'bob', [1, 2, 4], T0 + 1)).toBe('ann');
    expect(take(annHolds, 'bob', [5], T0 + 1)).toBeNull();
  });

  it('lets others take what it does not guard, and its holder take again', () => {
    expect(heldByOther(annHolds, 'bob', [1, 7], T0)).toBeNull();
    expect(heldByOther(annHolds, 'ann', [4], T0)).toBeNull();
    const both = held(take(annHolds, 'bob', [1, 7], T0));
    expect([...both.keys()]).toEqual(['ann', 'bob']);
    const annAgain = held(take(both, 'ann', [9], T0 + 5)); // a player holds one thing at a time
    expect(annAgain.get('ann')).toEqual({ player: 'ann', pieces: [9], movedAt: T0 + 5 });
    expect(heldByOther(annAgain, 'bob', [4], T0 + 5)).toBeNull();
  });

  it.each([
    { after: 0, held: true },
    { after: HOLD_IDLE_MS - 1, held: true },
    { after: HOLD_IDLE_MS, held: false }, // exactly 10 s without moving: free
    { after: HOLD_IDLE_MS + 1, held: false },
  ])('after $after ms without a move, held: $held', ({ after, held: isHeld }) => {
    expect(HOLD_IDLE_MS).toBe(10_000);
    expect(heldByOther(annHolds, 'bob', [5], T0 + after)).toBe(isHeld ? 'ann' : null);
    expect(expired(annHolds, T0 + after)).toEqual(isHeld ? [] : ['ann']);
    expect(take(annHolds, 'bob', [5], T0 + after) === null).toBe(isHeld);
  });

  it('keeps a hold alive while its holder moves', () => {
    let holds: Holds = annHolds;
    for (let at = T0 + 6_000; at <= T0 + 60_000; at += 6_000) holds = touch(holds, 'ann', at);
    expect(heldByOther(holds, 'bob', [4], T0 + 60_000 + HOLD_IDLE_MS - 1)).toBe('ann');
    expect(heldByOther(holds, 'bob', [4], T0 + 60_000 + HOLD_IDLE_MS)).toBeNull();
    expect(touch(annHolds, 'bob', T0 + 1)).toEqual(annHolds); // nothing held: nothing to keep alive
  });

  it('frees what is released, and leaves the holds it was given alone', () => {
    const released = release(annHolds, 'ann');
    expect(heldByOther(released, 'bob', [4, 5, 6], T0)).toBeNull();
    expect(release(released, 'ann').size).toBe(0);
    expect(heldByOther(annHolds, 'bob', [4], T0)).toBe('ann'); // not changed in place
    const pieces = [1, 2];
    const holds = held(take(NONE, 'cat', pieces, T0));
    pieces.push(3);
    expect(heldByOther(holds, 'bob', [3], T0)).toBeNull(); // the hold kept its own copy
  });

  it.each([
    ['nothing held', NONE, T0, null],
    ['one hold', annHolds, T0, T0 + HOLD_IDLE_MS],
    ['the first of two to go idle', held(take(touch(annHolds, 'ann', T0 + 3_000), 'bob', [1], T0 + 1_000)), T0 + 2_000, T0 + 1_000 + HOLD_IDLE_MS],
    ['an idle hold is not waited for', held(take(annHolds, 'bob', [1], T0 + 4_000)), T0 + HOLD_IDLE_MS, T0 + 4_000 + HOLD_IDLE_MS],
    ['every hold idle', annHolds, T0 + HOLD_IDLE_MS, null],
  ] as const)('looks again when the next hold goes idle: %s', (_name, holds, now, expected) => {
    expect(nextIdleAt(holds, now)).toBe(expected);
  });
});
