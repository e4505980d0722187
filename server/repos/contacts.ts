import type { Db } from '../db/open';
import type { ContactTable } from './contacts-tables';

/** A member's contact as the app uses it (occasions are in occasions.ts). */
export interface ContactRecord {
  id: string;
  userId: string;
  name: string;
  email: string; // lower-cased
  phone: string | null; // E.164
  createdAt: number;
  updatedAt: number;
}

export type ContactFields = Pick<ContactRecord, 'name' | 'email' | 'phone'>;

function toContact(row: ContactTable): ContactRecord {
  return { id: row.id, userId: row.user_id, name: row.name, email: row.email, phone: row.phone, createdAt: row.created_at, updatedAt: row.updated_at };
}

/** Contacts are one per member and address; addresses are kept lower-cased so any letter case finds them. */
export const contactEmailKey = (email: string) => email.trim().toLowerCase();

export async function listContacts(db: Db, userId: string): Promise<ContactRecord[]> {
  const rows = await db.selectFrom('contacts').selectAll().where('user_id', '=', userId).orderBy('name').orderBy('email').execute();
  return rows.map(toContact);
}

/** The member's contact, or undefined for an unknown id or someone else's. */
export async function findContact(db: Db, userId: string, id: string): Promise<ContactRecord | undefined> {
  const row = await db.selectFrom('contacts').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return row && toContact(row);
}

export async function findContactByEmail(db: Db, userId: string, email: string): Promise<ContactRecord | undefined> {
  const row = await db.selectFrom('contacts').selectAll().where('user_id', '=', userId).where('email', '=', contactEmailKey(email)).executeTakeFirst();
  return row && toContact(row);
}

export async function insertContact(db: Db, contact: Omit<ContactRecord, 'updatedAt'>): Promise<ContactRecord> {
  const row = { ...contact, email: contactEmailKey(contact.email), updatedAt: contact.createdAt };
  await db
    .insertInto('contacts')
    .values({ id: row.id, user_id: row.userId, name: row.name, email: row.email, phone: row.phone, created_at: row.createdAt, updated_at: row.updatedAt })
    .execute();
  return row;
}

/** Many new contacts of one member in a few statements (an import); addresses must be new to them. */
export async function insertContacts(db: Db, contacts: readonly Omit<ContactRecord, 'updatedAt'>[]): Promise<void> {
  const CHUNK = 500; // 7 parameters a row: well under PostgreSQL's 65,535
  for (let start = 0; start < contacts.length; start += CHUNK) {
    const rows = contacts.slice(start, start + CHUNK).map((c) => ({ id: c.id, user_id: c.userId, name: c.name, email: contactEmailKey(c.email), phone: c.phone, created_at: c.createdAt, updated_at: c.createdAt }));
    await db.insertInto('contacts').values(rows).execute();
  }
}

/** Answers false when the member has no such contact. */
export async function updateContact(db: Db, userId: string, id: string, fields: ContactFields, now: number): Promise<boolean> {
  const result = await db
    .updateTable('contacts')
    .set({ name: fields.name, email: contactEmailKey(fields.email), phone: fields.phone, updated_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * Saves the recipient of a send: a new contact, or the one with that address renamed (the name
 * typed last is the one the member uses now). A phone given replaces the one kept; none keeps it.
 * One statement, so two sends to one address at once leave one contact.
 */
export async function upsertSentContact(db: Db, userId: string, id: string, fields: ContactFields, now: number): Promise<void> {
  await db
    .insertInto('contacts')
    .values({ id, user_id: userId, name: fields.name, email: contactEmailKey(fields.email), phone: fields.phone, created_at: now, updated_at: now })
    .onConflict((oc) =>
      oc.columns(['user_id', 'email']).doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        phone: fields.phone === null ? eb.ref('contacts.phone') : eb.ref('excluded.phone'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}

/** Answers false when the member has no such contact. Its occasions go with it (ON DELETE CASCADE). */
export async function deleteContact(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('contacts').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return result.numDeletedRows === 1n;
}

/** Every contact of a member, for "export my data". */
export async function exportContacts(db: Db, userId: string): Promise<ContactRecord[]> {
  return listContacts(db, userId);
}

/** "Delete my account": the member's contacts, and with them their occasions and reminder marks. */
export async function deleteContactsOf(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('contacts').where('user_id', '=', userId).execute();
}

/** The member's zone for occasion reminders (a users column of migration 016). */
export async function setUserTimeZone(db: Db, userId: string, timeZone: string): Promise<void> {
  await db.updateTable('users').set({ time_zone: timeZone }).where('id', '=', userId).execute();
}
