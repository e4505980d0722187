import { describe, expect, it } from 'vitest';
import { parseVCardDate, parseVCards, type VCardEntry } from '../../game/rules/vcard';

const card = (...lines: string[]) => ['BEGIN:VCARD', 'VERSION:3.0', ...lines, 'END:VCARD'].join('\r\n');
const only = (text: string): VCardEntry => {
  const result = parseVCards(text, 10);
  if (!result.ok) throw new Error(result.error);
  expect(result.entries).toHaveLength(1);
  return result.entries[0]!;
};

describe('parseVCards reads what a contact holds', () => {
  it.each([
    ['FN', card('FN:Ann Lee', 'EMAIL:ann@example.com'), { name: 'Ann Lee', email: 'ann@example.com' }],
    ['N when there is no FN', card('N:Lee;Ann;;;', 'EMAIL:ann@example.com'), { name: 'Ann Lee' }],
    ['a folded line', card('FN:Ann', 'EMAIL:ann.very.long.address', ' @example.com'), { email: 'ann.very.long.address@example.com' }],
    ['a tab-folded line', card('FN:Ann Ma', '\trie Lee'), { name: 'Ann Marie Lee' }],
    ['a quoted-printable name (2.1)', card('FN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:Ren=C3=A9e M=C3=BCller'), { name: 'Renée Müller' }],
    ['a quoted-printable soft break', card('FN;ENCODING=QUOTED-PRINTABLE;CHARSET=UTF-8:Ren=C3=A9e =', 'M=C3=BCller'), { name: 'Renée Müller' }],
    ['escaped commas', card('FN:Lee\\, Ann'), { name: 'Lee, Ann' }],
    ['the preferred e-mail', card('FN:A', 'EMAIL;TYPE=WORK:work@example.com', 'EMAIL;TYPE=HOME,PREF:home@example.com'), { email: 'home@example.com' }],
    ['a grouped property (Apple)', card('FN:A', 'item1.EMAIL;type=INTERNET:a@example.com'), { email: 'a@example.com' }],
    ['a 2.1 bare-param TEL', card('FN:A', 'TEL;CELL:+44 7700 900123'), { phone: '+44 7700 900123' }],
    ['a 4.0 tel: URI', card('FN:A', 'TEL;VALUE=uri;TYPE=cell:tel:+1-202-555-0143'), { phone: '+1-202-555-0143' }],
    ['BDAY with a year', card('FN:A', 'BDAY:1990-04-12'), { birthday: { month: 4, day: 12, year: 1990 } }],
    ['BDAY basic form', card('FN:A', 'BDAY;VALUE=date:19900412'), { birthday: { month: 4, day: 12, year: 1990 } }],
    ['BDAY without a year', card('FN:A', 'BDAY:--0412'), { birthday: { month: 4, day: 12, year: null } }],
    ['BDAY with a time', card('FN:A', 'BDAY:1990-04-12T00:00:00Z'), { birthday: { month: 4, day: 12, year: 1990 } }],
    ['a Feb 29 birthday', card('FN:A', 'BDAY:--0229'), { birthday: { month: 2, day: 29, year: null } }],
    ['a BDAY that is not a day', card('FN:A', 'BDAY:1990-02-30'), { birthday: null }],
    ['ANNIVERSARY (4.0)', card('FN:A', 'ANNIVERSARY:20100619'), { anniversary: { month: 6, day: 19, year: 2010 } }],
    ['X-ANNIVERSARY (3.0)', card('FN:A', 'X-ANNIVERSARY:2010-06-19'), { anniversary: { month: 6, day: 19, year: 2010 } }],
    ['no e-mail', card('FN:A'), { email: null, phone: null, birthday: null, anniversary: null }],
  ])('%s', (_, text, expected) => {
    expect(only(text)).toMatchObject(expected);
  });

  it('reads many entries, LF or CRLF, with a byte-order mark and blank lines', () => {
    const text = '\uFEFF' + Array.from({ length: 50 }, (_, i) => card(`FN:Person ${i}`, `EMAIL:p${i}@example.com`)).join('\n\n');
    const result = parseVCards(text, 5000);
    expect(result.ok && result.entries.map((entry) => entry.email)).toEqual(Array.from({ length: 50 }, (_, i) => `p${i}@example.com`));
  });
});

describe('parseVCards refuses a bad file as a whole', () => {
  it.each([
    ['not a vCard', 'name,email\nAnn,ann@example.com', 'This is not a vCard file: line 1'],
    ['empty', '', 'no contacts'],
    ['a card left open', 'BEGIN:VCARD\nFN:A\n', 'line 1 has no END:VCARD'],
    ['a card inside a card', 'BEGIN:VCARD\nFN:A\nBEGIN:VCARD\nFN:B\nEND:VCARD', 'line 1 has no END:VCARD before the next one'],
    ['an END without BEGIN', card('FN:A') + '\nEND:VCARD', 'Line 5 ends a card that never began'],
    ['too many cards', Array.from({ length: 11 }, () => card('FN:A')).join('\n'), 'more than 10 contacts'],
  ])('%s', (_, text, message) => {
    const result = parseVCards(text, 10);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain(message);
  });

  it('accepts exactly the limit', () => {
    expect(parseVCards(Array.from({ length: 10 }, () => card('FN:A')).join('\n'), 10).ok).toBe(true);
  });
});

describe('parseVCardDate', () => {
  it.each([
    ['2024-02-29', { month: 2, day: 29, year: 2024 }],
    ['2023-02-29', null],
    ['--12-31', { month: 12, day: 31, year: null }],
    ['1990', null],
    ['garbage', null],
  ])('%s', (text, expected) => expect(parseVCardDate(text)).toEqual(expected));
});
