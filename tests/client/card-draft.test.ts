import { describe, expect, it } from 'vitest';
import { CARD_MESSAGES } from '../../contract/cards';
import { CouponFields, CreateCardBody, GenerateImageBody } from '../../contract/schemas/cards';
import {
  dateOrNull,
  generateProblem,
  isEmailAddress,
  needsFieldsAlert,
  problemText,
  PROMPT_NEEDED,
  sendProblems,
  toCreateCardBody,
  toGenerateBody,
  type SendProblem,
} from '../../client/features/cards/create/card-body';
import { FIELD_GROUPS, FIELD_SPECS } from '../../client/features/cards/create/field-specs';
import { generateErrorText, isImageMissing, sendErrorText, CONNECTION_FAILED } from '../../client/features/cards/create/messages';
import { ApiError } from '../../client/lib/http';
import { EMPTY_CARD_DRAFT, EMPTY_CARD_FIELDS, sanitizeCardDraft, type CardDraftFields } from '../../client/stores/card-draft';
import { CARD_FIELDS, COUPON_FIELDS } from '../../game/rules/cards';

const IMAGE = { imageId: 'img_123', imageUrl: '/media/pod-images/puzzle_1_ab.png' };

/** A draft that can be sent, changed by `fields` and `rest`. */
function draft(fields: Partial<CardDraftFields['fields']> = {}, rest: Partial<CardDraftFields> = {}): CardDraftFields {
  return {
    ...EMPTY_CARD_DRAFT,
    cardType: 'greeting',
    image: IMAGE,
    fields: { ...EMPTY_CARD_FIELDS, toName: 'Ann', toEmail: 'ann@example.com', fromName: 'Sam', fromEmail: 'sam@example.org', ...fields },
    ...rest,
  };
}

const COUPON = { offerDescription: '20% off', businessName: 'Luigi’s' };

describe('card draft: reading a stored draft back', () => {
  it.each([
    { name: 'nothing stored', stored: null, expected: EMPTY_CARD_DRAFT },
    { name: 'junk', stored: 'junk', expected: EMPTY_CARD_DRAFT },
    { name: 'an unknown card type', stored: { cardType: 'postcard' }, expected: EMPTY_CARD_DRAFT },
    { name: 'a known card type', stored: { cardType: 'coupon' }, expected: { ...EMPTY_CARD_DRAFT, cardType: 'coupon' } },
    { name: 'a grid side that is not offered', stored: { gridSize: 7 }, expected: EMPTY_CARD_DRAFT },
    { name: 'a grid side as text', stored: { gridSize: '4' }, expected: EMPTY_CARD_DRAFT },
    { name: 'an offered grid side and font', stored: { gridSize: 10, fontStyle: 'Impact' }, expected: { ...EMPTY_CARD_DRAFT, gridSize: 10, fontStyle: 'Impact' } },
    { name: 'an unknown font', stored: { fontStyle: 'Wingdings' }, expected: EMPTY_CARD_DRAFT },
    {
      name: 'fields: strings kept, others emptied, unknown dropped',
      stored: { fields: { toName: 'Ann', toEmail: 42, extra: 'x' } },
      expected: { ...EMPTY_CARD_DRAFT, fields: { ...EMPTY_CARD_FIELDS, toName: 'Ann' } },
    },
    { name: 'a picture on this site', stored: { image: IMAGE }, expected: { ...EMPTY_CARD_DRAFT, image: IMAGE } },
    { name: 'a picture on another site', stored: { image: { imageId: 'a', imageUrl: 'https://evil.example/x.png' } }, expected: EMPTY_CARD_DRAFT },
    { name: 'a protocol-relative picture', stored: { image: { imageId: 'a', imageUrl: '//evil.example/x.png' } }, expected: EMPTY_CARD_DRAFT },
    { name: 'a picture without its id', stored: { image: { imageId: '', imageUrl: IMAGE.imageUrl } }, expected: EMPTY_CARD_DRAFT },
  ])('$name', ({ stored, expected }) => {
    expect(sanitizeCardDraft(stored)).toEqual(expected);
  });

  it('has an empty string for every field of every card type', () => {
    expect(Object.keys(EMPTY_CARD_FIELDS).sort()).toEqual([...CARD_FIELDS, ...COUPON_FIELDS].sort());
  });
});

describe('card draft: asking for a picture', () => {
  it.each([
    { prompt: '', problem: PROMPT_NEEDED },
    { prompt: '   \n ', problem: PROMPT_NEEDED },
    { prompt: 'a red fox', problem: null },
  ])('prompt $prompt → $problem', ({ prompt, problem }) => {
    expect(generateProblem(draft({ imagePrompt: prompt }))).toBe(problem);
  });

  it('needs only the description: no names, no e-mail, no consent', () => {
    const body = toGenerateBody({ ...EMPTY_CARD_DRAFT, cardType: 'holiday', fields: { ...EMPTY_CARD_FIELDS, imagePrompt: '  snowy village  ', tone: 'playful', occasion: ' New Year ' } });
    expect(body).toEqual({ imagePrompt: 'snowy village', tone: 'playful', cardType: 'holiday', occasion: 'New Year' });
  });

  it.each([
    { name: 'no card type', value: { ...draft({ imagePrompt: 'fox' }), cardType: null } },
    { name: 'no description', value: draft({ imagePrompt: ' ' }) },
  ])('asks for nothing with $name', ({ value }) => {
    expect(toGenerateBody(value)).toBeNull();
  });
});

describe('card draft: what stops a send', () => {
  const missing = (field: SendProblem['field']): SendProblem => ({ kind: 'missing', field }) as SendProblem;
  it.each<{ name: string; value: CardDraftFields; consent?: boolean; problems: SendProblem[] }>([
    { name: 'a complete greeting', value: draft(), problems: [] },
    { name: 'no consent', value: draft(), consent: false, problems: [missing('consent')] },
    { name: 'no picture', value: draft({}, { image: null }), problems: [missing('image')] },
    { name: 'a blank recipient name', value: draft({ toName: '  ' }), problems: [missing('toName')] },
    { name: 'no sender name', value: draft({ fromName: '' }), problems: [missing('fromName')] },
    { name: 'no recipient e-mail', value: draft({ toEmail: '' }), problems: [missing('toEmail')] },
    { name: 'a recipient e-mail without @', value: draft({ toEmail: 'ann.example.com' }), problems: [{ kind: 'invalid-email', field: 'toEmail' }] },
    { name: 'a sender e-mail without a domain dot', value: draft({ fromEmail: 'sam@localhost' }), problems: [{ kind: 'invalid-email', field: 'fromEmail' }] },
    { name: 'e-mails with spaces around', value: draft({ toEmail: ' ann@example.com ', fromEmail: 'sam@example.org\n' }), problems: [] },
    { name: 'a coupon with its offer', value: draft(COUPON, { cardType: 'coupon' }), problems: [] },
    {
      name: 'a coupon without offer or business',
      value: draft({}, { cardType: 'coupon' }),
      problems: [
        { kind: 'coupon-missing', field: 'offerDescription' },
        { kind: 'coupon-missing', field: 'businessName' },
      ],
    },
    {
      name: 'a coupon that ends before it starts',
      value: draft({ ...COUPON, startDate: '2030-05-02', expirationDate: '2030-05-01' }, { cardType: 'coupon' }),
      problems: [{ kind: 'coupon-dates', field: 'expirationDate' }],
    },
    { name: 'a coupon of one day', value: draft({ ...COUPON, startDate: '2030-05-02', expirationDate: '2030-05-02' }, { cardType: 'coupon' }), problems: [] },
    { name: 'offer fields are not needed on other cards', value: draft({ startDate: '2030-05-02', expirationDate: '2030-05-01' }), problems: [] },
    {
      name: 'an empty draft, in the order of the page',
      value: { ...EMPTY_CARD_DRAFT, cardType: 'invitation' },
      consent: false,
      problems: ['toName', 'toEmail', 'fromName', 'fromEmail', 'image', 'consent'].map((field) => missing(field as SendProblem['field'])),
    },
  ])('$name', ({ value, consent = true, problems }) => {
    expect(sendProblems(value, consent)).toEqual(problems);
  });

  it.each<{ problems: SendProblem[]; alert: boolean }>([
    { problems: [], alert: false },
    { problems: [{ kind: 'missing', field: 'consent' }], alert: true },
    { problems: [{ kind: 'invalid-email', field: 'toEmail' }], alert: true },
    { problems: [{ kind: 'coupon-missing', field: 'businessName' }], alert: false },
    { problems: [{ kind: 'coupon-dates', field: 'expirationDate' }], alert: false },
  ])('the gift’s alert for $problems', ({ problems, alert }) => {
    expect(needsFieldsAlert(problems)).toBe(alert);
  });

  it.each<{ problem: SendProblem; text: string }>([
    { problem: { kind: 'missing', field: 'toEmail' }, text: 'Please add the recipient’s e-mail.' },
    { problem: { kind: 'missing', field: 'image' }, text: 'Please add a generated picture.' },
    { problem: { kind: 'invalid-email', field: 'fromEmail' }, text: 'Please check your e-mail: it does not look like an e-mail address.' },
    { problem: { kind: 'coupon-missing', field: 'businessName' }, text: 'Please add the business name.' },
    { problem: { kind: 'coupon-dates', field: 'expirationDate' }, text: 'The expiration date must not be before the start date.' },
  ])('says $text', ({ problem, text }) => {
    expect(problemText(problem)).toBe(text);
  });
});

describe('card draft: the request that creates the card', () => {
  it('trims the text, turns empty dates into null and sends no offer on a greeting', () => {
    const body = toCreateCardBody(
      draft({ toName: ' Ann ', occasion: ' Birthday ', eventDate: '', customMessage: ' Happy day! ', tone: 'romantic', offerDescription: 'left over' }, { gridSize: 5, fontStyle: 'cursive' }),
      true,
    );
    expect(body).toEqual({
      imageId: IMAGE.imageId,
      cardType: 'greeting',
      toName: 'Ann',
      toEmail: 'ann@example.com',
      fromName: 'Sam',
      fromEmail: 'sam@example.org',
      occasion: 'Birthday',
      eventDate: null,
      customMessage: 'Happy day!',
      tone: 'romantic',
      gridSize: 5,
      fontStyle: 'cursive',
      consent: true,
      coupon: null,
    });
  });

  it('carries a coupon’s offer with its dates', () => {
    const body = toCreateCardBody(
      draft({ ...COUPON, termsConditions: ' One per guest ', startDate: '2030-01-01', expirationDate: '', businessLocation: ' 1 Main St ', eventDate: '2030-02-14' }, { cardType: 'coupon' }),
      true,
    );
    expect(body?.eventDate).toBe('2030-02-14');
    expect(body?.coupon).toEqual({
      offerDescription: '20% off',
      termsConditions: 'One per guest',
      startDate: '2030-01-01',
      expirationDate: null,
      businessName: 'Luigi’s',
      businessLocation: '1 Main St',
    });
  });

  it.each([
    { name: 'no consent', value: draft(), consent: false },
    { name: 'no picture', value: draft({}, { image: null }), consent: true },
    { name: 'no card type', value: draft({}, { cardType: null }), consent: true },
    { name: 'a coupon without business', value: draft({ offerDescription: 'x' }, { cardType: 'coupon' }), consent: true },
  ])('is not made with $name', ({ value, consent }) => {
    expect(toCreateCardBody(value, consent)).toBeNull();
  });

  it.each([
    { value: '2030-12-31', expected: '2030-12-31' },
    { value: '', expected: null },
    { value: '2030-1-5', expected: null },
    { value: 'tomorrow', expected: null },
  ])('date $value → $expected', ({ value, expected }) => {
    expect(dateOrNull(value)).toBe(expected);
  });

  it.each([
    { value: 'a@b.co', ok: true },
    { value: 'first.last+tag@sub.example.com', ok: true },
    { value: 'a@b', ok: false },
    { value: 'a b@example.com', ok: false },
    { value: '@example.com', ok: false },
    { value: 'ann@', ok: false },
  ])('e-mail $value → $ok', ({ value, ok }) => {
    expect(isEmailAddress(value)).toBe(ok);
  });
});

describe('card draft: the form takes its limits from the contract', () => {
  const schemaMax: Record<string, number | undefined> = {
    ...Object.fromEntries(Object.entries(CreateCardBody.properties).map(([name, schema]) => [name, (schema as { maxLength?: number }).maxLength])),
    ...Object.fromEntries(Object.entries(CouponFields.properties).map(([name, schema]) => [name, (schema as { maxLength?: number }).maxLength])),
    imagePrompt: (GenerateImageBody.properties.imagePrompt as { maxLength?: number }).maxLength,
  };
  it.each(Object.entries(FIELD_SPECS).filter(([, spec]) => spec.control !== 'date'))('%s', (name, spec) => {
    expect(spec.maxLength).toBeDefined();
    expect(spec.maxLength).toBe(schemaMax[name]);
  });

  it('shows every field of a coupon exactly once', () => {
    expect(FIELD_GROUPS.flatMap((group) => group.fields).sort()).toEqual([...CARD_FIELDS, ...COUPON_FIELDS].sort());
  });
});

describe('card draft: what a failure says', () => {
  it.each([
    { name: 'a refused description', failure: new ApiError(422, 'Please describe something else.', 'prompt-refused'), text: 'Please describe something else.' },
    { name: 'the hourly limit', failure: new ApiError(429, 'Try again in 20 minutes.', 'too-many-attempts'), text: 'Try again in 20 minutes.' },
    { name: 'a provider failure', failure: new ApiError(502, CARD_MESSAGES.generationFailed, 'image-generation-failed'), text: CARD_MESSAGES.generationFailed },
    { name: 'a field the server refused', failure: new ApiError(400, 'body/tone must NOT have more than 40 characters', 'invalid-field'), text: CARD_MESSAGES.generationFailed },
    { name: 'a dropped connection', failure: new TypeError('Failed to fetch'), text: CARD_MESSAGES.generationFailed },
  ])('picture: $name', ({ failure, text }) => {
    expect(generateErrorText(failure)).toBe(text);
  });

  it.each([
    { name: 'a refused field', failure: new ApiError(400, 'toEmail must be a valid e-mail address.', 'invalid-field'), text: 'toEmail must be a valid e-mail address.', missing: false },
    { name: 'a picture that is gone', failure: new ApiError(404, CARD_MESSAGES.imageMissing, 'image-not-found'), text: CARD_MESSAGES.imageMissing, missing: true },
    { name: 'another 404', failure: new ApiError(404, 'Not found', 'not-found'), text: 'Not found', missing: false },
    { name: 'a dropped connection', failure: new TypeError('Failed to fetch'), text: CONNECTION_FAILED, missing: false },
  ])('send: $name', ({ failure, text, missing }) => {
    expect(sendErrorText(failure)).toBe(text);
    expect(isImageMissing(failure)).toBe(missing);
  });
});
