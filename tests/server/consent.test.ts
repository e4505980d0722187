import { describe, expect, it } from 'vitest';
import { consentKeys, normalizedAddress, recipientHash } from '../../server/consent/keys';
import { isOneClickBody } from '../../server/consent/one-click';
import { isRecipientMail, unsubscribeMailto, withUnsubscribe } from '../../server/consent/recipient-mail';
import { readUnsubscribeToken, unsubscribeToken } from '../../server/consent/token';
import { RECIPIENT_FOOTER_MARK, renderEmailLayout } from '../../server/mail/templates/layout';

const keys = consentKeys(Buffer.from('a test secret of at least thirty-two characters'));
const otherKeys = consentKeys(Buffer.from('another secret of at least thirty-two characters'));

describe('the recipient hash', () => {
  it.each([
    ['sam@example.com', 'sam@example.com'],
    ['  Sam@Example.COM ', 'sam@example.com'],
  ])('is the same however %j is typed', (typed, plain) => {
    expect(normalizedAddress(typed)).toBe(plain);
    expect(recipientHash(keys, typed)).toBe(recipientHash(keys, plain));
  });

  it('differs per address and per key, and shows nothing of the address', () => {
    const hash = recipientHash(keys, 'sam@example.com');
    expect(hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(recipientHash(keys, 'sam+gifts@example.com')).not.toBe(hash);
    expect(recipientHash(otherKeys, 'sam@example.com')).not.toBe(hash);
  });
});

describe('the unsubscribe token', () => {
  const hash = recipientHash(keys, 'sam@example.com');
  const token = unsubscribeToken(keys, hash);

  it('carries the hash and reads back to it', () => {
    expect(token.startsWith(`${hash}.`)).toBe(true);
    expect(readUnsubscribeToken(keys, token)).toBe(hash);
  });

  const [, signature = ''] = token.split('.');
  it.each([
    ['another address, its signature kept', `${recipientHash(keys, 'ann@example.com')}.${signature}`],
    ['made with another key', unsubscribeToken(otherKeys, hash)],
    ['a character of the signature changed', `${hash}.${signature.replace(/^./, (c) => (c === 'x' ? 'y' : 'x'))}`],
    ['the last character changed (its spare bits)', `${hash}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`],
    ['cut off', token.slice(0, -1)],
    ['longer', `${token}A`],
    ['empty', ''],
    ['no signature', hash],
  ])('is refused when %s', (_case, forged) => {
    expect(readUnsubscribeToken(keys, forged)).toBeNull();
  });
});

describe('the one-click body (RFC 8058)', () => {
  it.each([
    ['application/x-www-form-urlencoded', 'List-Unsubscribe=One-Click', true],
    ['application/x-www-form-urlencoded; charset=utf-8', 'List-Unsubscribe=One-Click\r\n', true],
    ['multipart/form-data; boundary=b', '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b--\r\n', true],
    ['application/x-www-form-urlencoded', '', false],
    ['application/x-www-form-urlencoded', 'List-Unsubscribe=Yes', false],
    ['multipart/form-data; boundary=b', '--b\r\nContent-Disposition: form-data; name="other"\r\n\r\nOne-Click\r\n--b--\r\n', false],
  ])('%s %j → %s', (type, body, expected) => {
    expect(isOneClickBody(type, body)).toBe(expected);
  });
});

describe("a recipient's mail as it goes out", () => {
  const mail = { to: 'sam@example.com', subject: 'A gift', text: 'Hi Sam', html: renderEmailLayout({ title: 'A gift', bodyHtml: '<p>Hi</p>' }) };
  const link = 'https://puzzle.example/unsubscribe/T.S';

  it('gets both headers and the link in both bodies, in the footer', () => {
    const sent = withUnsubscribe(mail, link, unsubscribeMailto('Puzzle Gift <hello@mail.example>', 'T.S'));
    expect(sent.headers).toEqual({
      'List-Unsubscribe': '<https://puzzle.example/unsubscribe/T.S>, <mailto:unsubscribe@mail.example?subject=unsubscribe%20T.S>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(sent.text).toBe(`Hi Sam\n\nDon't send me puzzle gifts: ${link}\n`);
    expect(sent.html).not.toContain(RECIPIENT_FOOTER_MARK);
    expect(sent.html).toContain(`<a href="${link}"`);
    expect(sent.html.indexOf(link)).toBeGreaterThan(sent.html.indexOf('photo puzzles with a hidden message'));
  });

  it('gets the link before </body> when it was queued before the footer had its mark', () => {
    const old = { ...mail, html: '<html><body><p>Hi</p></body></html>' };
    expect(withUnsubscribe(old, link, 'mailto:x@y').html).toMatch(/Don&#39;t send me puzzle gifts<\/a><\/p><\/body>/);
  });

  it.each([
    [{ puzzleId: 'p', purpose: 'gift' as const }, true],
    [{ puzzleId: 'p', purpose: 'reminder' as const }, true],
    [null, false], // the sender's confirmations and receipts, password resets
  ])('is a recipient mail when about %j: %s', (about, expected) => {
    expect(isRecipientMail({ about })).toBe(expected);
  });
});
