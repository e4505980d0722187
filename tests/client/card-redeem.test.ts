import { describe, expect, it } from 'vitest';
import { parseRedeemFragment, redeemAccess, redeemKeyName } from '../../client/features/cards/redeem/redeem-link';
import { alreadyRedeemedText, availability, OFFLINE_TEXT, redeemedDay, redeemFailure } from '../../client/features/cards/redeem/redeem-text';
import { redeemPath } from '../../contract/cards';
import { ApiError } from '../../client/lib/http';

const KEY = 'k3y_with-URL+safe/chars=';

describe('parseRedeemFragment', () => {
  it.each([
    { hash: '', key: null, code: null },
    { hash: '#', key: null, code: null },
    { hash: '#key=abc123', key: 'abc123', code: null },
    { hash: '#code=ABCDE-FGHJK', key: null, code: 'ABCDE-FGHJK' },
    { hash: 'key=abc&code=xyz', key: 'abc', code: 'xyz' }, // without the '#'
    { hash: '#code=x&key=y&other=z', key: 'y', code: 'x' },
    { hash: '#key=&code=', key: null, code: null },
    { hash: '#key=first&key=second', key: 'first', code: null },
    { hash: '#key=%E0%A4%A', key: null, code: null }, // a broken escape is ignored, not thrown
    { hash: '#keys=abc', key: null, code: null },
  ])('$hash → key $key, code $code', ({ hash, key, code }) => {
    expect(parseRedeemFragment(hash)).toEqual({ key, code });
  });

  it('reads back what redeemPath writes, escapes included', () => {
    const path = redeemPath('card_1234567890', { key: KEY, code: 'ABCDE-FGHJK' });
    expect(parseRedeemFragment(path.slice(path.indexOf('#')))).toEqual({ key: KEY, code: 'ABCDE-FGHJK' });
  });
});

describe('redeemAccess', () => {
  it.each([
    { fragment: { key: null, code: null }, stored: null, access: { key: null, code: null, remember: false } },
    { fragment: { key: 'new', code: null }, stored: null, access: { key: 'new', code: null, remember: true } },
    { fragment: { key: null, code: 'C' }, stored: 'kept', access: { key: 'kept', code: 'C', remember: false } }, // a scanned QR code
    { fragment: { key: 'new', code: null }, stored: 'old', access: { key: 'new', code: null, remember: true } },
    { fragment: { key: 'same', code: null }, stored: 'same', access: { key: 'same', code: null, remember: false } },
  ])('fragment $fragment with stored $stored', ({ fragment, stored, access }) => {
    expect(redeemAccess(fragment, stored)).toEqual(access);
  });

  it('keeps one key per card', () => {
    expect(redeemKeyName('a')).not.toBe(redeemKeyName('b'));
  });
});

describe('availability', () => {
  const status = { startDate: '2026-11-10', expirationDate: '2026-11-20', redeemedAt: null };
  it.each([
    { today: '2026-11-09', state: 'not-yet-valid', text: 'Not valid yet' },
    { today: '2026-11-10', state: 'valid', text: 'Valid today' },
    { today: '2026-11-20', state: 'valid', text: 'Valid today' },
    { today: '2026-11-21', state: 'expired', text: 'Expired' },
  ])('on $today: $state', ({ today, state, text }) => {
    expect(availability(status, today)).toEqual({ state, text });
  });

  it('says redeemed before anything else, and valid when there are no dates', () => {
    expect(availability({ ...status, redeemedAt: '2026-11-15T10:00:00.000Z' }, '2026-11-30').state).toBe('redeemed');
    expect(availability({ startDate: null, expirationDate: null, redeemedAt: null }, '2030-01-01').state).toBe('valid');
  });
});

describe('when it was redeemed', () => {
  it.each([
    { iso: '2026-11-23T23:30:00.000Z', tz: 0, day: 'November 23, 2026' },
    { iso: '2026-11-23T23:30:00.000Z', tz: -120, day: 'November 24, 2026' }, // UTC+2: already the next day
    { iso: '2026-11-23T02:00:00.000Z', tz: 300, day: 'November 22, 2026' }, // UTC-5: still the day before
  ])('$iso at offset $tz is $day', ({ iso, tz, day }) => {
    expect(redeemedDay(iso, tz)).toBe(day);
    expect(alreadyRedeemedText(iso, tz)).toBe(`Already redeemed on ${day}`);
  });
});

describe('redeemFailure', () => {
  it.each([
    { error: new ApiError(403, 'not valid', 'wrong-redeem-key'), expected: { kind: 'wrong-key' } },
    { error: new ApiError(409, 'Already redeemed on November 23, 2026', 'coupon-already-redeemed'), expected: { kind: 'refused', text: 'Already redeemed on November 23, 2026' } },
    { error: new ApiError(422, 'This offer ended on November 20, 2026.', 'coupon-expired'), expected: { kind: 'refused', text: 'This offer ended on November 20, 2026.' } },
    { error: new ApiError(422, 'This offer starts on December 1, 2026.', 'coupon-not-yet-valid'), expected: { kind: 'refused', text: 'This offer starts on December 1, 2026.' } },
    { error: new ApiError(400, 'That code does not belong to this coupon.', 'wrong-coupon-code'), expected: { kind: 'error', text: 'That code does not belong to this coupon.' } },
    { error: new ApiError(429, 'Too many coupon codes were tried.', 'too-many-attempts'), expected: { kind: 'error', text: 'Too many coupon codes were tried.' } },
    { error: new TypeError('Failed to fetch'), expected: { kind: 'error', text: OFFLINE_TEXT } },
  ])('$error.message', ({ error, expected }) => {
    expect(redeemFailure(error)).toEqual(expected);
  });
});
