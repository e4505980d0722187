import { describe, expect, it } from 'vitest';
import { parseSent, watchPath } from '../../client/features/create/sent';
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

  it('puts the watch token in the fragment, never the path or query', () => {
    expect(watchPath({ id: 'abc_DEF-123', watchToken: 's3cr/t' })).toBe('/watch/abc_DEF-123#s3cr%2Ft');
  });

  it('turns the draft and form into the multipart fields of the contract', () => {
    const fields = toFormFields({
      photo: new Blob(['x']),
      message: 'Hello',
      gridSize: 10,
      fontStyle: 'Impact',
      isPublic: false,
      senderName: ' Sam ',
      senderEmail: 'sam@example.com ',
      recipientName: 'Ann',
      recipientEmail: 'ann@example.com',
    });
    expect(fields).toEqual({
      message: 'Hello',
      gridSize: '10',
      fontStyle: 'Impact',
      isPublic: 'false',
      senderName: 'Sam',
      senderEmail: 'sam@example.com',
      recipientName: 'Ann',
      recipientEmail: 'ann@example.com',
      consent: 'true',
    });
  });
});
