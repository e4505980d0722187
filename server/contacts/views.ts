import type { Contact } from '../../contract/schemas/contacts';
import type { Db } from '../db/open';
import { listContacts, type ContactRecord } from '../repos/contacts';
import { occasionsOf, type OccasionRecord } from '../repos/occasions';

/** A contact as the wire shows it, with its occasions. */
export function contactView(contact: ContactRecord, occasions: readonly OccasionRecord[]): Contact {
  return {
    id: contact.id,
    name: contact.name,
    email: contact.email,
    phone: contact.phone,
    occasions: occasions
      .filter((occasion) => occasion.contactId === contact.id)
      .map(({ id, kind, month, day, year, daysBefore }) => ({ id, kind, month, day, year, daysBefore })),
    updatedAt: new Date(contact.updatedAt).toISOString(),
  };
}

/** Every contact of a member with their occasions, by name; two queries whatever the count. */
export async function contactViews(db: Db, userId: string): Promise<Contact[]> {
  const contacts = await listContacts(db, userId);
  const occasions = await occasionsOf(db, contacts.map((contact) => contact.id));
  return contacts.map((contact) => contactView(contact, occasions));
}
