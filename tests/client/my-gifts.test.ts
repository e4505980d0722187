import { describe, expect, it } from 'vitest';
import { returnPath } from '../../client/features/accounts/return-path';
import { kindLabel, reachedOn, sendTime, stateBadge } from '../../client/features/my-gifts/gift-text';

describe('what "My gifts" says of a gift', () => {
  const gift = { sendAt: '2026-12-06T09:00:00.000Z', timeZone: 'Europe/London' };

  it('names photo puzzles and each card type', () => {
    expect(kindLabel({ kind: 'gift', cardType: null })).toBe('Photo puzzle');
    expect(kindLabel({ kind: 'card', cardType: 'coupon' })).toBe('Coupon/Offer');
  });

  it.each([
    ['delivered', 'Delivered'],
    ['opened', 'Opened'],
    ['solved', 'Solved'],
    ['cancelled', 'Cancelled'],
  ] as const)('badges %s as "%s"', (state, text) => {
    expect(stateBadge({ ...gift, state })).toBe(text);
  });

  it('says when a scheduled gift goes out, on the clock of the zone it was chosen in', () => {
    expect(stateBadge({ ...gift, state: 'scheduled' })).toBe(`Scheduled for ${sendTime(gift)}`);
    expect(sendTime(gift, new Date('2026-11-01T00:00:00Z'))).toMatch(/Dec 6.*9:00.*(GMT|UTC)/);
    expect(sendTime({ ...gift, timeZone: 'Asia/Tokyo' }, new Date('2026-11-01T00:00:00Z'))).toMatch(/Dec 6.*6:00/);
    expect(sendTime(gift, new Date('2025-11-01T00:00:00Z'))).toContain('2026'); // another year says which
  });

  it('dates the state only when it was reached on another day than the gift was made', () => {
    const createdAt = '2026-11-15T10:00:00.000Z';
    expect(reachedOn({ createdAt, stateAt: null })).toBeNull();
    expect(reachedOn({ createdAt, stateAt: '2026-11-15T11:00:00.000Z' })).toBeNull();
    expect(reachedOn({ createdAt, stateAt: '2026-11-17T11:00:00.000Z' })).toBe('2026-11-17T11:00:00.000Z');
  });
});

describe('returnPath', () => {
  it.each([
    [{ from: '/watch/abc#token' }, '/watch/abc#token'],
    [{ from: '/my-gifts' }, '/my-gifts'],
    [{ from: '//evil.example/x' }, '/'],
    [{ from: '/\\evil.example' }, '/'],
    [{ from: 'https://evil.example' }, '/'],
    [{ from: 42 }, '/'],
    [null, '/'],
    [undefined, '/'],
  ])('sends %o back to %s', (state, path) => {
    expect(returnPath(state)).toBe(path);
  });
});
