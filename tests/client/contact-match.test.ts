import { describe, expect, it } from 'vitest';
import type { Contact } from '../../contract/schemas/contacts';
import { matchContacts } from '../../client/features/contacts/match';

const contact = (name: string, email: string): Contact => ({ id: email, name, email, phone: null, occasions: [], updatedAt: '2026-01-01T00:00:00.000Z' });
const book = [contact('Ann Lee', 'ann@example.com'), contact('Bea Stone', 'bea@work.example'), contact('Renée Müller', 'renee@example.com'), contact('Joanna Ann', 'jo@example.com')];

describe('matchContacts', () => {
  it.each([
    ['', ['Ann Lee', 'Bea Stone', 'Joanna Ann', 'Renée Müller']], // nothing typed: everyone, by name
    ['ann', ['Ann Lee', 'Joanna Ann']], // the name that starts with it first
    ['ANN', ['Ann Lee', 'Joanna Ann']],
    ['work', ['Bea Stone']], // the address counts
    ['renee mull', ['Renée Müller']], // accents ignored, every word
    ['zed', []],
  ])('%j', (typed, names) => {
    expect(matchContacts(book, typed).map((c) => c.name)).toEqual(names);
  });
  it('offers at most the limit', () => expect(matchContacts(book, '', 2)).toHaveLength(2));
});
