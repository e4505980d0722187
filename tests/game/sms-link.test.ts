import { describe, expect, it } from 'vitest';
import { smsLink, textWithLink } from '../../game/rules/sms-link';

describe('the sms: link a sender taps', () => {
  it.each([
    { phone: '+15550109999', body: 'Hi', link: 'sms:+15550109999?&body=Hi', why: 'E.164 as stored' },
    { phone: '+1 (555) 010-9999', body: 'Hi', link: 'sms:+15550109999?&body=Hi', why: 'spaces, brackets and dashes dropped' },
    { phone: null, body: 'Hi', link: 'sms:?&body=Hi', why: 'no number: the phone asks whom to' },
    { phone: '', body: 'Hi', link: 'sms:?&body=Hi', why: 'an empty number is no number' },
    { phone: '0612+34', body: 'Hi', link: 'sms:061234', why: 'a + only at the start', prefix: true },
    { phone: '+33612345678', body: 'Ann sent you a gift', link: 'sms:+33612345678?&body=Ann%20sent%20you%20a%20gift', why: 'spaces are %20, never +' },
    { phone: '+1555', body: 'a & b ? c # d', link: 'sms:+1555?&body=a%20%26%20b%20%3F%20c%20%23%20d', why: '& ? # cannot end the body' },
    { phone: '+1555', body: '1+1=2', link: 'sms:+1555?&body=1%2B1%3D2', why: 'a plus sign in the body stays a plus sign' },
    { phone: '+1555', body: 'line\nnext', link: 'sms:+1555?&body=line%0Anext', why: 'line breaks' },
    { phone: '+1555', body: 'Zoë 🎁', link: 'sms:+1555?&body=Zo%C3%AB%20%F0%9F%8E%81', why: 'UTF-8, emoji included' },
    {
      phone: '+1555',
      body: textWithLink('Ann sent you a puzzle gift:', 'https://puzzle.gift/play/abc?x=1&y=2'),
      link: 'sms:+1555?&body=Ann%20sent%20you%20a%20puzzle%20gift%3A%0Ahttps%3A%2F%2Fpuzzle.gift%2Fplay%2Fabc%3Fx%3D1%26y%3D2',
      why: "the gift link's own query is kept inside the body",
    },
  ])('$why', ({ phone, body, link, prefix }) => {
    if (prefix) expect(smsLink(phone, body).startsWith(`${link}?&body=`)).toBe(true);
    else expect(smsLink(phone, body)).toBe(link);
  });

  it('decodes back to the same message', () => {
    const body = textWithLink('Ann & Bob: 100% for you?', 'https://puzzle.gift/play/x#y');
    const encoded = smsLink('+1555', body).split('?&body=')[1] ?? '';
    expect(decodeURIComponent(encoded)).toBe(body);
  });
});
