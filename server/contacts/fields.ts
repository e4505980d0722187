import { randomBytes } from 'node:crypto';
import { CONTACT_MESSAGES, toE164 } from '../../contract/contacts';
import type { ContactBody, OccasionBody } from '../../contract/schemas/contacts';
import { isTimeZone } from '../../game/rules/delivery';
import { DEFAULT_DAYS_BEFORE, isRecurringDay } from '../../game/rules/occasions';
import { badRequest, HttpError } from '../http-error';
import type { NewOccasion } from '../repos/occasions';

/** A new contact's or occasion's id: random, url-safe, never guessable from another's. */
export const newContactId = () => randomBytes(12).toString('base64url');

/** The phone as E.164, null for none; 400 for one that cannot be made E.164. */
export function phoneField(phone: string | null | undefined): string | null {
  if (phone === undefined || phone === null || phone.trim() === '') return null;
  const e164 = toE164(phone);
  if (!e164) throw badRequest(CONTACT_MESSAGES.badPhone);
  return e164;
}

/** The occasions of a body with their ids; 400 for a day its month never has (Feb 30). */
export function occasionFields(occasions: readonly OccasionBody[] | undefined): (NewOccasion & { id: string })[] {
  return (occasions ?? []).map((occasion) => {
    if (!isRecurringDay(occasion.month, occasion.day)) throw badRequest(CONTACT_MESSAGES.badDay);
    return {
      id: newContactId(),
      kind: occasion.kind,
      month: occasion.month,
      day: occasion.day,
      year: occasion.year ?? null,
      daysBefore: occasion.daysBefore ?? DEFAULT_DAYS_BEFORE,
    };
  });
}

/** The browser's zone, checked with Intl; 400 'invalid-time-zone' for a name Intl does not know. */
export function timeZoneField(timeZone: string | undefined): string | null {
  if (timeZone === undefined) return null;
  if (!isTimeZone(timeZone)) throw new HttpError(400, `${timeZone} is not a time zone this server knows (an IANA name such as Europe/London).`, 'invalid-time-zone');
  return timeZone;
}

/** A contact body's own fields, checked. */
export function contactFields(body: ContactBody) {
  return { name: body.name.trim() || body.email.trim(), email: body.email.trim(), phone: phoneField(body.phone) };
}
