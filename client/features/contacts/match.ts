import type { Contact } from '../../../contract/schemas/contacts';

/**
 * The contacts a combobox offers for what was typed: names or addresses containing every typed
 * word (any case, accents ignored), those whose name starts with the text first, at most `limit`.
 */
export function matchContacts(contacts: readonly Contact[], typed: string, limit = 8): Contact[] {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const words = fold(typed).split(/\s+/).filter(Boolean);
  const hits = contacts.filter((contact) => {
    const haystack = fold(`${contact.name} ${contact.email}`);
    return words.every((word) => haystack.includes(word));
  });
  const starts = (contact: Contact) => (words.length > 0 && fold(contact.name).startsWith(words[0]!) ? 0 : 1);
  return hits.sort((a, b) => starts(a) - starts(b) || a.name.localeCompare(b.name)).slice(0, limit);
}
