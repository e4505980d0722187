import type { AccountDataPart } from '../account/data-parts';
import { deleteContactsOf, listContacts } from '../repos/contacts';
import { occasionsOf } from '../repos/occasions';
import { contactView } from './views';

/** A member's contacts with their occasions, for "Export my data" and "Delete my account". */
export const contactsPart: AccountDataPart = {
  name: 'contacts',
  async export(db, userId) {
    const contacts = await listContacts(db, userId);
    const occasions = await occasionsOf(db, contacts.map((contact) => contact.id));
    return contacts.map((contact) => ({ ...contactView(contact, occasions), createdAt: new Date(contact.createdAt).toISOString() }));
  },
  // The occasions and their reminder marks go with the contacts (ON DELETE CASCADE).
  erase: (trx, userId) => deleteContactsOf(trx, userId),
};
