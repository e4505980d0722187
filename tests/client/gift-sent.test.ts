import { describe, expect, it } from 'vitest';
import { DEFAULT_BOARD_SHAPE } from '../../client/stores/board-shape';
import { parseSent, redeemLink, watchPath } from '../../client/features/create/sent';
import { toFormFields } from '../../client/features/create/api';

describe('after sending', () => {
  it.each([
    { value: { id: 'abcdefghij', watchToken: 'tok' }, ok: true },
    { value: { id: 'abcdefghij' }, ok: false },
    { value: { id: '', watchToken: 'tok' }, ok: false },
    { value: 'abcdefghij', ok: false },
    { value: null, ok: false },
  ])('accepts only a complete {id, watchToken}: $value', ({ value, ok }) => {
    expect(parseSent(value) !== null).toBe(ok);
  });

  it.each([
    { name: 'a gift', value: { id: 'abcdefghij', watchToken: 'tok' }, expected: { id: 'abcdefghij', watchToken: 'tok', kind: 'gift', redeemKey: null, arrival: null } },
    { name: 'a card', value: { id: 'abcdefghij', watchToken: 'tok', redeemKey: null, kind: 'card' }, expected: { id: 'abcdefghij', watchToken: 'tok', kind: 'card', redeemKey: null, arrival: null } },
    { name: 'a coupon card', value: { id: 'abcdefghij', watchToken: 'tok', redeemKey: 'key', kind: 'card' }, expected: { id: 'abcdefghij', watchToken: 'tok', kind: 'card', redeemKey: 'key', arrival: null } },
    { name: 'an empty redeem key', value: { id: 'abcdefghij', watchToken: 'tok', redeemKey: '', kind: 'card' }, expected: { id: 'abcdefghij', watchToken: 'tok', kind: 'card', redeemKey: null, arrival: null } },
    { name: 'a redeem key on a gift', value: { id: 'abcdefghij', watchToken: 'tok', redeemKey: 'key', kind: 'gift' }, expected: { id: 'abcdefghij', watchToken: 'tok', kind: 'gift', redeemKey: null, arrival: null } },
    { name: 'an unknown kind', value: { id: 'abcdefghij', watchToken: 'tok', kind: 'letter' }, expected: { id: 'abcdefghij', watchToken: 'tok', kind: 'gift', redeemKey: null, arrival: null } },
  ])('reads back $name', ({ value, expected }) => {
    expect(parseSent(value)).toEqual(expected);
  });

  it.each([
    { sent: { id: 'abc_DEF-123', redeemKey: 'k/y+1' }, expected: 'https://gift.example/redeem/abc_DEF-123#key=k%2Fy%2B1' },
    { sent: { id: 'abc_DEF-123', redeemKey: null, arrival: null }, expected: null },
  ])('gives the business its redeem link only for a coupon: $sent.redeemKey', ({ sent, expected }) => {
    expect(redeemLink(sent, 'https://gift.example')).toBe(expected);
  });

  it('puts the watch token in the fragment, never the path or query', () => {
    expect(watchPath({ id: 'abc_DEF-123', watchToken: 's3cr/t' })).toBe('/watch/abc_DEF-123#s3cr%2Ft');
  });

  const draft = {
    photo: new Blob(['x']),
    message: 'Hello',
    gridSize: 10,
    fontStyle: 'Impact',
    isPublic: false,
    senderName: ' Sam ',
    senderEmail: 'sam@example.com ',
    recipientName: 'Ann',
    recipientEmail: 'ann@example.com',
    ...DEFAULT_BOARD_SHAPE,
  } as const;
  const fields = {
    message: 'Hello',
    gridSize: '10',
    fontStyle: 'Impact',
    isPublic: 'false',
    senderName: 'Sam',
    senderEmail: 'sam@example.com',
    recipientName: 'Ann',
    recipientEmail: 'ann@example.com',
    consent: 'true',
  };

  it('turns the draft and form into the multipart fields of the contract', () => {
    expect(toFormFields(draft)).toEqual(fields); // a tile swap sends no jigsaw fields, as older pages did
  });

  it('sends a jigsaw with its count and rotation', () => {
    expect(toFormFields({ ...draft, puzzleType: 'jigsaw', pieces: 96, rotation: true })).toEqual({ ...fields, puzzleType: 'jigsaw', pieces: '96', rotation: 'true' });
    expect(toFormFields({ ...draft, puzzleType: 'jigsaw', pieces: 12, rotation: false })).toMatchObject({ pieces: '12', rotation: 'false' });
  });
});
