import { describe, expect, it } from 'vitest';
import {
  balanceOrStart,
  canAfford,
  CLUE_COST,
  ledgerFrom,
  PICTURE_REWARD,
  rewardOnce,
  spend,
  START_COINS,
  SWAP_COST,
  wasRewarded,
  WORD_REWARD,
  type RewardLedger,
} from '../../game/rules/coins';

describe('coin constants (SPEC section 9)', () => {
  it('match the product numbers', () => {
    expect({ START_COINS, WORD_REWARD, PICTURE_REWARD, SWAP_COST, CLUE_COST }).toEqual({
      START_COINS: 500,
      WORD_REWARD: 20,
      PICTURE_REWARD: 100,
      SWAP_COST: 5,
      CLUE_COST: 10,
    });
  });
});

describe('balance', () => {
  it.each([
    [null, 500],
    [0, 0],
    [37, 37],
    [12.9, 12],
    [-4, 500],
    [Number.NaN, 500],
  ])('balanceOrStart(%s) = %d', (stored, expected) => {
    expect(balanceOrStart(stored)).toBe(expected);
  });

  it.each([
    [500, SWAP_COST, 495],
    [10, CLUE_COST, 0],
    [3, SWAP_COST, 0], // never below 0
    [0, SWAP_COST, 0],
  ])('spend(%d, %d) = %d', (balance, cost, expected) => {
    expect(spend(balance, cost)).toBe(expected);
  });

  it.each([
    [10, CLUE_COST, true],
    [9, CLUE_COST, false],
    [0, SWAP_COST, false],
  ])('canAfford(%d, %d) is %s', (balance, cost, expected) => {
    expect(canAfford(balance, cost)).toBe(expected);
  });
});

describe('rewardOnce', () => {
  it('pays a game once per day, each game separately', () => {
    let ledger: RewardLedger = {};
    let balance = 500;
    const steps: [Parameters<typeof rewardOnce>[1], string, number, boolean, number][] = [
      ['word', '2026-11-21', WORD_REWARD, true, 520],
      ['word', '2026-11-21', WORD_REWARD, false, 520], // a reload solves it again: nothing more
      ['picture', '2026-11-21', PICTURE_REWARD, true, 620],
      ['picture', '2026-11-21', PICTURE_REWARD, false, 620],
      ['word', '2026-11-22', WORD_REWARD, true, 640], // the next day pays again
    ];
    for (const [game, date, amount, paid, after] of steps) {
      const result = rewardOnce(ledger, game, date, balance, amount);
      expect(result.paid).toBe(paid);
      expect(result.balance).toBe(after);
      ({ ledger, balance } = result);
      expect(wasRewarded(ledger, game, date)).toBe(true);
    }
    expect(ledger).toEqual({ '2026-11-21': ['word', 'picture'], '2026-11-22': ['word'] });
  });

  it('does not change the ledger it was given', () => {
    const ledger: RewardLedger = { '2026-11-21': ['word'] };
    rewardOnce(ledger, 'picture', '2026-11-21', 0, PICTURE_REWARD);
    expect(ledger).toEqual({ '2026-11-21': ['word'] });
  });

  it('forgets days more than a week old', () => {
    const ledger: RewardLedger = {
      '2026-11-10': ['word'],
      '2026-11-14': ['picture'], // exactly 7 days before: kept
      '2026-11-20': ['word', 'picture'],
    };
    const result = rewardOnce(ledger, 'word', '2026-11-21', 0, WORD_REWARD);
    expect(Object.keys(result.ledger).sort()).toEqual(['2026-11-14', '2026-11-20', '2026-11-21']);
  });
});

describe('ledgerFrom', () => {
  it.each([
    [null, {}],
    ['text', {}],
    [[1, 2], {}],
    [{ '2026-11-21': ['word', 'chess'], nope: ['word'], '2026-11-22': 'word' }, { '2026-11-21': ['word'] }],
    [{ '2026-11-21': ['picture', 'word'] }, { '2026-11-21': ['word', 'picture'] }],
  ])('ledgerFrom(%j) = %j', (value, expected) => {
    expect(ledgerFrom(value)).toEqual(expected);
  });
});
