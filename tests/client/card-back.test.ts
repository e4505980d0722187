import { describe, expect, it } from 'vitest';
import {
  backHeading,
  couponLines,
  eventLine,
  formatCode,
  qrImageSrc,
  redeemInstruction,
  spelledCode,
  validityText,
} from '../../client/features/cards/play/card-back';
import { answerLabel, currentAnswerText, noteCounter, sendLabel } from '../../client/features/cards/play/rsvp-text';

const COUPON = {
  offerDescription: 'A free cinnamon bun with any coffee',
  termsConditions: 'One per customer.',
  businessName: 'Bean There Café',
  businessLocation: '12 Harbour Street, Portsmouth',
  startDate: null,
  expirationDate: null,
};

describe('validityText', () => {
  it.each([
    { start: null, end: null, text: null },
    { start: '2026-11-01', end: null, text: 'Valid from November 1, 2026' },
    { start: null, end: '2026-11-30', text: 'Valid until November 30, 2026' },
    { start: '2026-11-01', end: '2026-11-30', text: 'Valid from November 1, 2026 to November 30, 2026' },
    { start: '2026-11-23', end: '2026-11-23', text: 'Valid on November 23, 2026 only' },
    { start: 'soon', end: null, text: 'Valid from soon' }, // never sent by the server: shown as it came, no crash
  ])('$start … $end → $text', ({ start, end, text }) => {
    expect(validityText(start, end)).toBe(text);
  });
});

describe('couponLines', () => {
  it('prints offer, business, location and terms, in that order, without dates when there are none', () => {
    expect(couponLines(COUPON).map((line) => [line.kind, line.text])).toEqual([
      ['offer', 'A free cinnamon bun with any coffee'],
      ['business', 'Bean There Café'],
      ['location', '12 Harbour Street, Portsmouth'],
      ['terms', 'One per customer.'],
    ]);
  });

  it.each([
    { change: { termsConditions: '' }, missing: 'terms' },
    { change: { businessLocation: '   ' }, missing: 'location' },
  ])('leaves out a blank $missing line', ({ change, missing }) => {
    const kinds = couponLines({ ...COUPON, ...change }).map((line) => line.kind);
    expect(kinds).not.toContain(missing);
    expect(kinds).toHaveLength(3);
  });

  it('adds the validity line when the offer has dates', () => {
    const validity = couponLines({ ...COUPON, expirationDate: '2026-12-31' }).find((line) => line.kind === 'validity');
    expect(validity?.text).toBe('Valid until December 31, 2026');
  });
});

describe('codes', () => {
  it.each([
    { typed: 'ABCDE-FGHJK', shown: 'ABCDE-FGHJK', spoken: 'A B C D E, F G H J K' },
    { typed: 'abcde fghjk', shown: 'ABCDE-FGHJK', spoken: 'A B C D E, F G H J K' },
    { typed: ' a-b-c-d-e-f-g-h-j-k ', shown: 'ABCDE-FGHJK', spoken: 'A B C D E, F G H J K' },
    { typed: 'abc', shown: 'ABC', spoken: 'A B C' },
    { typed: '', shown: '', spoken: '' },
  ])('"$typed" is printed "$shown" and read "$spoken"', ({ typed, shown, spoken }) => {
    expect(formatCode(typed)).toBe(shown);
    expect(spelledCode(typed)).toBe(spoken);
  });

  it('keeps the QR code an image: the SVG is encoded into a data: URL, never markup', () => {
    const src = qrImageSrc('<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1"/></svg>');
    expect(src.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(src).not.toMatch(/[<>"]/);
    expect(decodeURIComponent(src.slice(src.indexOf(',') + 1))).toContain('<path d="M0 0h1"/>');
  });

  it.each([
    { business: 'Bean There Café', text: 'Show this code or the QR code at Bean There Café. It works once.' },
    { business: ' ', text: 'Show this code or the QR code at the business. It works once.' },
  ])('tells where to use it ($business)', ({ business, text }) => {
    expect(redeemInstruction(business)).toBe(text);
  });
});

describe('the back of the card', () => {
  it.each([
    { type: 'invitation', occasion: 'Mia turns 7', heading: 'Mia turns 7' },
    { type: 'invitation', occasion: '  ', heading: 'You’re invited!' },
    { type: 'coupon', occasion: '', heading: 'A special offer for you' },
    { type: 'anniversary', occasion: '', heading: 'Happy anniversary!' },
  ] as const)('$type with occasion "$occasion" is headed "$heading"', ({ type, occasion, heading }) => {
    expect(backHeading(type, occasion)).toBe(heading);
  });

  it.each([
    { type: 'invitation', date: '2026-12-05', line: 'When: December 5, 2026' },
    { type: 'greeting', date: '2026-12-05', line: 'Date: December 5, 2026' },
    { type: 'invitation', date: null, line: null },
  ] as const)('$type on $date says "$line"', ({ type, date, line }) => {
    expect(eventLine(type, date)).toBe(line);
  });
});

describe('an invitation’s reply', () => {
  it.each([
    { rsvp: null, text: null },
    { rsvp: { answer: 'yes', note: '' }, text: 'You answered Yes' },
    { rsvp: { answer: 'maybe', note: ' We’ll try! ' }, text: 'You answered Maybe — “We’ll try!”' },
    { rsvp: { answer: 'no', note: 'Sorry' }, text: 'You answered No — “Sorry”' },
  ] as const)('$rsvp → $text', ({ rsvp, text }) => {
    expect(currentAnswerText(rsvp)).toBe(text);
  });

  it('labels, counts and sends', () => {
    expect(answerLabel('maybe')).toBe('Maybe');
    expect(noteCounter('x'.repeat(42))).toBe('42 / 300 characters');
    expect([sendLabel(false, false), sendLabel(true, false), sendLabel(true, true)]).toEqual(['Send my answer', 'Change my answer', 'Sending…']);
  });
});
