import { describe, expect, it } from 'vitest';
import { TEXT_MESSAGES } from '../../contract/texts';
import { needsEmail, phoneRegionOf, textFields, textProblem } from '../../client/features/texts/text-choice';

describe("the send forms' text choice", () => {
  it.each([
    ['en-US', 'US'],
    ['fr-FR', 'FR'],
    ['pt_br', 'BR'],
    ['zh-Hant-TW', 'TW'],
    ['es-419', undefined], // a UN region, not a country
    ['fr', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('the region of %s is %s', (language, region) => {
    expect(phoneRegionOf(language)).toBe(region);
  });

  it.each([
    [{ sendBy: 'email' as const, phone: '+1 415 555 0123' }, 'en-US', {}],
    [{ sendBy: 'text' as const, phone: ' 06 12 34 56 78 ' }, 'fr-FR', { sendBy: 'text', recipientPhone: '06 12 34 56 78', phoneRegion: 'FR' }],
    [{ sendBy: 'both' as const, phone: '+44 7700 900123' }, 'de', { sendBy: 'both', recipientPhone: '+44 7700 900123' }],
  ])('%o in %s sends %o', (draft, language, fields) => {
    expect(textFields(draft, language)).toEqual(fields);
  });

  it('asks for what the choice needs', () => {
    expect(textProblem({ sendBy: 'text', phone: '  ' })).toBe(TEXT_MESSAGES.phoneRequired);
    expect(textProblem({ sendBy: 'both', phone: '+14155550123' })).toBeNull();
    expect(textProblem({ sendBy: 'email', phone: '' })).toBeNull();
    expect([needsEmail({ sendBy: 'email', phone: '' }), needsEmail({ sendBy: 'both', phone: '' }), needsEmail({ sendBy: 'text', phone: '' })]).toEqual([true, true, false]);
  });
});
