import { CONTACT_NAME_MAX, toE164, VCARD_MAX_ENTRIES } from '../../contract/contacts';
import type { ImportResult } from '../../contract/schemas/contacts';
import { DEFAULT_DAYS_BEFORE, type OccasionKind } from '../../game/rules/occasions';
import { parseVCards, type VCardDate, type VCardEntry } from '../../game/rules/vcard';
import { HttpError } from '../http-error';
import { contactEmailKey, insertContacts, listContacts, updateContact } from '../repos/contacts';
import { addOccasionsOf, occasionsOf, type NewOccasion } from '../repos/occasions';
import { newContactId } from './fields';
import { rememberTimeZone, type ContactsContext } from './service';

const EMAIL = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/; // the shape of an address; the mail server judges the rest

/** One card as a contact, or null when it has no usable address (it is skipped, not an error). */
function contactOf(entry: VCardEntry) {
  const email = entry.email?.trim() ?? '';
  if (email.length > 254 || !EMAIL.test(email)) return null;
  const name = (entry.name.trim() || email.split('@')[0]!).slice(0, CONTACT_NAME_MAX);
  const occasions: NewOccasion[] = [];
  const add = (kind: OccasionKind, date: VCardDate | null) => date && occasions.push({ kind, ...date, daysBefore: DEFAULT_DAYS_BEFORE });
  add('birthday', entry.birthday);
  add('anniversary', entry.anniversary);
  return { name, email: contactEmailKey(email), phone: entry.phone ? toE164(entry.phone) : null, occasions };
}

/**
 * Imports a .vcf into the member's contacts, all of it in one transaction or nothing: a file the
 * reader refuses is a 400 'invalid-vcard' with its reason. A card whose address is already a
 * contact updates it (name, phone when the card has one, and an occasion of a kind it did not
 * have); cards without an address are counted as skipped. Two cards with one address: the last wins.
 */
export async function importVCard(ctx: ContactsContext, userId: string, text: string, timeZone: string | undefined): Promise<ImportResult> {
  const parsed = parseVCards(text, VCARD_MAX_ENTRIES);
  if (!parsed.ok) throw new HttpError(400, `${parsed.error} Nothing was imported.`, 'invalid-vcard');
  const byEmail = new Map<string, NonNullable<ReturnType<typeof contactOf>>>();
  let skipped = 0;
  for (const entry of parsed.entries) {
    const contact = contactOf(entry);
    if (contact) byEmail.set(contact.email, contact);
    else skipped += 1;
  }
  const now = ctx.clock();
  return ctx.db.transaction().execute(async (trx) => {
    await rememberTimeZone(trx, userId, timeZone);
    const existing = new Map((await listContacts(trx, userId)).map((contact) => [contact.email, contact]));
    const kindsHeld = new Map<string, Set<OccasionKind>>();
    for (const occasion of await occasionsOf(trx, [...existing.values()].map((contact) => contact.id))) {
      kindsHeld.set(occasion.contactId, (kindsHeld.get(occasion.contactId) ?? new Set()).add(occasion.kind));
    }
    const fresh: Parameters<typeof insertContacts>[1][number][] = [];
    const occasions: Parameters<typeof addOccasionsOf>[1][number][] = [];
    let updated = 0;
    for (const contact of byEmail.values()) {
      const known = existing.get(contact.email);
      const id = known?.id ?? newContactId();
      if (known) {
        await updateContact(trx, userId, id, { name: contact.name, email: contact.email, phone: contact.phone ?? known.phone }, now);
        updated += 1;
      } else {
        fresh.push({ id, userId, name: contact.name, email: contact.email, phone: contact.phone, createdAt: now });
      }
      for (const occasion of contact.occasions) {
        if (!kindsHeld.get(id)?.has(occasion.kind)) occasions.push({ ...occasion, id: newContactId(), contactId: id });
      }
    }
    await insertContacts(trx, fresh); // new ones in a few statements: 5,000 cards are one quick transaction
    await addOccasionsOf(trx, occasions, now);
    const added = fresh.length;
    return { added, updated, skipped };
  });
}
