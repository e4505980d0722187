import { CONTACT_MESSAGES } from '../../contract/contacts';
import type { Contact, ContactBody } from '../../contract/schemas/contacts';
import type { Clock } from '../clock';
import type { Db } from '../db/open';
import { conflict, notFound } from '../http-error';
import {
  deleteContact as deleteContactRow,
  findContact,
  findContactByEmail,
  insertContact,
  setUserTimeZone,
  updateContact as updateContactRow,
} from '../repos/contacts';
import { addOccasions, occasionsOf, replaceOccasions } from '../repos/occasions';
import { contactFields, newContactId, occasionFields, timeZoneField } from './fields';
import { contactView } from './views';

/** What the contact services need: the database and the app's clock. */
export interface ContactsContext {
  db: Db;
  clock: Clock;
}

const contactNotFound = () => notFound(CONTACT_MESSAGES.notFound, 'contact-not-found');
const contactExists = () => conflict(CONTACT_MESSAGES.exists, 'contact-exists');

/** The member's contact with its occasions; 404 for an unknown id or another member's. */
export async function getContact(db: Db, userId: string, id: string): Promise<Contact> {
  const contact = await findContact(db, userId, id);
  if (!contact) throw contactNotFound();
  return contactView(contact, await occasionsOf(db, [contact.id]));
}

/** The browser's zone becomes the member's (reminders go on their local day). */
export async function rememberTimeZone(db: Db, userId: string, timeZone: string | undefined): Promise<void> {
  const zone = timeZoneField(timeZone);
  if (zone) await setUserTimeZone(db, userId, zone);
}

/** A new contact with its occasions, in one transaction; 409 when the address is there already. */
export async function createContact(ctx: ContactsContext, userId: string, body: ContactBody): Promise<Contact> {
  const fields = contactFields(body);
  const occasions = occasionFields(body.occasions);
  timeZoneField(body.timeZone); // a wrong zone is a 400 before anything is written
  const now = ctx.clock();
  const id = newContactId();
  await ctx.db.transaction().execute(async (trx) => {
    if (await findContactByEmail(trx, userId, fields.email)) throw contactExists();
    await insertContact(trx, { id, userId, ...fields, createdAt: now });
    await addOccasions(trx, id, occasions, now);
    await rememberTimeZone(trx, userId, body.timeZone);
  });
  return getContact(ctx.db, userId, id);
}

/** Changes a contact and replaces its occasions with the body's; 404 unless it is the member's, 409 as create. */
export async function editContact(ctx: ContactsContext, userId: string, id: string, body: ContactBody): Promise<Contact> {
  const fields = contactFields(body);
  const occasions = occasionFields(body.occasions);
  timeZoneField(body.timeZone);
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await findContact(trx, userId, id))) throw contactNotFound();
    const sameAddress = await findContactByEmail(trx, userId, fields.email);
    if (sameAddress && sameAddress.id !== id) throw contactExists();
    await updateContactRow(trx, userId, id, fields, now);
    await replaceOccasions(trx, id, occasions, now);
    await rememberTimeZone(trx, userId, body.timeZone);
  });
  return getContact(ctx.db, userId, id);
}

/** 404 unless it is the member's. */
export async function removeContact(db: Db, userId: string, id: string): Promise<void> {
  if (!(await deleteContactRow(db, userId, id))) throw contactNotFound();
}
