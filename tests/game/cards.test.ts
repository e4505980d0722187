import { describe, expect, it } from 'vitest';
import {
  CARD_FIELDS,
  COUPON_FIELDS,
  CARD_TYPES,
  cardFormFields,
  cardTypeLabel,
  couponDatesInOrder,
  couponState,
  imagePrompt,
  isCardType,
  isTone,
  toneStyle,
  TONE_STYLES,
} from '../../game/rules/cards';
import { longDate } from '../../game/rules/dates';

describe('tones', () => {
  it.each([
    { tone: 'playful', style: TONE_STYLES.playful },
    { tone: 'dramatic', style: TONE_STYLES.dramatic },
    { tone: 'romantic', style: TONE_STYLES.romantic },
    { tone: 'formal', style: TONE_STYLES.formal },
    { tone: 'heartfelt', style: TONE_STYLES.heartfelt },
    { tone: 'sarcastic', style: '' }, // SPEC: any other tone adds no style
    { tone: '', style: '' },
    { tone: 'Playful', style: '' }, // the presets are exact values
    { tone: 'toString', style: '' }, // not a preset, whatever objects inherit
  ])('$tone → "$style"', ({ tone, style }) => {
    expect(toneStyle(tone)).toBe(style);
    expect(isTone(tone)).toBe(style !== '');
  });

  it('gives each preset its own style', () => {
    expect(new Set(Object.values(TONE_STYLES)).size).toBe(5);
  });
});

describe('the image prompt', () => {
  it.each([
    {
      input: { description: 'A lighthouse at sunset.', cardType: 'greeting', occasion: 'Dad’s 60th', tone: 'dramatic' },
      prompt: `A lighthouse at sunset, for a greeting card (Dad’s 60th), ${TONE_STYLES.dramatic}. No words or letters in the picture.`,
    },
    {
      input: { description: '  two   cats  ', cardType: 'coupon', occasion: '', tone: 'grumpy' },
      prompt: 'two cats, for a special offer. No words or letters in the picture.',
    },
    {
      input: { description: 'Snowy village', cardType: 'holiday', tone: 'heartfelt' },
      prompt: `Snowy village, for a holiday card, ${TONE_STYLES.heartfelt}. No words or letters in the picture.`,
    },
  ] as const)('$input.description', ({ input, prompt }) => {
    expect(imagePrompt(input)).toBe(prompt);
  });
});

describe('card types and their form', () => {
  it.each([
    { type: 'invitation', label: 'Invitation', fields: CARD_FIELDS },
    { type: 'greeting', label: 'Greeting Card', fields: CARD_FIELDS },
    { type: 'anniversary', label: 'Anniversary', fields: CARD_FIELDS },
    { type: 'holiday', label: 'Holiday', fields: CARD_FIELDS },
    { type: 'coupon', label: 'Coupon/Offer', fields: [...CARD_FIELDS, ...COUPON_FIELDS] },
  ] as const)('$label', ({ type, label, fields }) => {
    expect(isCardType(type)).toBe(true);
    expect(cardTypeLabel(type)).toBe(label);
    expect(cardFormFields(type)).toEqual(fields);
  });

  it('has the five spec types in order, and nothing else', () => {
    expect(CARD_TYPES.map((type) => type.label)).toEqual(['Invitation', 'Greeting Card', 'Anniversary', 'Holiday', 'Coupon/Offer']);
    expect(isCardType('postcard')).toBe(false);
  });

  it('asks a coupon for the offer, terms, dates, business and location, as the spec lists them', () => {
    expect(COUPON_FIELDS).toEqual(['offerDescription', 'termsConditions', 'startDate', 'expirationDate', 'businessName', 'businessLocation']);
  });
});

describe('coupon validity by date', () => {
  const terms = (startDate: string | null, expirationDate: string | null, redeemedAt: number | null = null) => ({ startDate, expirationDate, redeemedAt });
  it.each([
    { name: 'no dates', terms: terms(null, null), today: '2026-11-23', state: 'valid' },
    { name: 'the day before it starts', terms: terms('2026-11-24', null), today: '2026-11-23', state: 'not-yet-valid' },
    { name: 'its first day', terms: terms('2026-11-23', null), today: '2026-11-23', state: 'valid' },
    { name: 'its last day', terms: terms(null, '2026-11-23'), today: '2026-11-23', state: 'valid' },
    { name: 'the day after it ends', terms: terms(null, '2026-11-23'), today: '2026-11-24', state: 'expired' },
    { name: 'within both dates', terms: terms('2026-11-01', '2026-12-31'), today: '2026-11-23', state: 'valid' },
    { name: 'a year later', terms: terms('2026-11-01', '2026-12-31'), today: '2027-11-23', state: 'expired' },
    { name: 'already redeemed, even when expired', terms: terms(null, '2026-01-01', 1), today: '2026-11-23', state: 'redeemed' },
  ])('$name: $state', ({ terms: given, today, state }) => {
    expect(couponState(given, today)).toBe(state);
  });

  it.each([
    { start: null, end: null, ok: true },
    { start: '2026-11-23', end: '2026-11-23', ok: true },
    { start: '2026-11-24', end: '2026-11-23', ok: false },
    { start: '2026-11-24', end: null, ok: true },
  ])('dates $start to $end are in order: $ok', ({ start, end, ok }) => {
    expect(couponDatesInOrder(start, end)).toBe(ok);
  });

  it.each([
    { date: '2026-11-23', text: 'November 23, 2026' },
    { date: '2027-01-01', text: 'January 1, 2027' },
  ])('dates read as words: $date → $text', ({ date, text }) => {
    expect(longDate(date)).toBe(text);
  });
});
