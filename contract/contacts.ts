/** Contacts and occasions: names and limits both sides use (the schemas and routes are in schemas/contacts.ts). */

/** A .vcf import: at most this many bytes and cards; past either, nothing is imported. */
export const VCARD_MAX_BYTES = 1024 * 1024;
export const VCARD_MAX_ENTRIES = 5000;

export const CONTACT_NAME_MAX = 100;
export const OCCASIONS_PER_CONTACT = 10;

/** What the server answers, word for word. */
export const CONTACT_MESSAGES = {
  notFound: 'No such contact in your address book.',
  exists: 'You already have a contact with this e-mail address.',
  tooBig: `This file is over ${VCARD_MAX_BYTES / 1024 / 1024} MB; split it and import the parts.`,
  notText: 'Send the .vcf file itself (text/vcard).',
  badDay: 'That day does not exist in that month.',
  badPhone: 'Write the phone number in international form, starting with + and the country code (+44 20 7946 0958).',
} as const;

/** Digits with an international prefix, as E.164 stores them: +, country code, up to 15 digits. */
const E164 = /^\+[1-9][0-9]{6,14}$/;

/**
 * A typed or imported phone number in E.164, or null when it cannot be one without guessing its
 * country (a national number: the texts part, with libphonenumber-js, knows more). Spaces, dots,
 * dashes and brackets are dropped; a leading 00 is the international prefix.
 */
export function toE164(phone: string): string | null {
  const compact = phone.trim().replace(/[\s.()\-/]/g, '').replace(/^00/, '+');
  return E164.test(compact) ? compact : null;
}

/** The create page (/) addressed to a contact (the reminder mail's button, the contacts page's "Send a gift"). */
export const createLinkFor = (contactId: string) => `/?contact=${encodeURIComponent(contactId)}`;
