import { describe, expect, it } from 'vitest';
import {
  applyChange,
  GAME_REWARDS,
  MERGE_CLAIM_KEY,
  MERGE_MAX,
  mergeAmount,
  rewardClaimKey,
  SPEND_COSTS,
} from '../../game/rules/coin-ledger';
import { addSolve, bucketOf, distributionFrom, EMPTY_DISTRIBUTION } from '../../game/rules/solve-distribution';

describe('coin ledger rules', () => {
  it('prices and rewards follow the spec (word +20, picture +100, clue -10, swap -5)', () => {
    expect(GAME_REWARDS.word).toEqual({ reason: 'word-solved', amount: 20 });
    expect(GAME_REWARDS.picture).toEqual({ reason: 'picture-solved', amount: 100 });
    expect(SPEND_COSTS).toEqual({ clue: 10, swap: 5 });
  });

  it.each([
    [100, -10, 90, -10],
    [3, -5, 0, -3], // never below zero: the row records what it took
    [0, -10, 0, 0], // a member at 0 is not refused; the balance stays 0
    [0, 20, 20, 20],
    [480, 100, 580, 100],
  ])('balance %i with change %i gives %i, recorded as %i', (balance, change, next, recorded) => {
    expect(applyChange(balance, change)).toEqual({ balance: next, recorded });
  });

  it.each([
    [null, 500], // a browser that never played holds the start of 500
    [0, 0],
    [-4, 0],
    [Number.NaN, 0],
    [735.9, 735],
    [MERGE_MAX + 1, MERGE_MAX],
    [1e12, MERGE_MAX],
  ])('merging a browser holding %s adds %i', (browser, added) => {
    expect(mergeAmount(browser)).toBe(added);
  });

  it('claim keys name the game and day; the merge has one key per account', () => {
    expect(rewardClaimKey('picture', '2026-11-26')).toBe('picture:2026-11-26');
    expect(rewardClaimKey('word', '2026-11-26')).toBe('word:2026-11-26');
    expect(MERGE_CLAIM_KEY).toBe('browser-merge');
  });
});

describe('solve distribution', () => {
  it.each([
    [0, 0],
    [1, 0],
    [5, 0],
    [6, 1],
    [10, 1],
    [11, 2],
    [21, 3],
    [40, 3],
    [41, 4],
    [900, 4],
  ])('%i swaps fall in bucket %i', (swaps, bucket) => {
    expect(bucketOf(swaps)).toBe(bucket);
  });

  it('adds a solve to its bucket; garbage reads as empty', () => {
    expect(addSolve(EMPTY_DISTRIBUTION, 7)).toEqual([0, 1, 0, 0, 0]);
    expect(addSolve([1, 1, 0, 0, 0], 7)).toEqual([1, 2, 0, 0, 0]);
    expect(distributionFrom('nope')).toEqual([0, 0, 0, 0, 0]);
    expect(distributionFrom([1, 2])).toEqual([0, 0, 0, 0, 0]);
    expect(distributionFrom([1, -2, 0, 0, 0])).toEqual([0, 0, 0, 0, 0]);
  });
});
