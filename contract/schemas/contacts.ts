import { Type, type Static } from 'typebox';
import { MAX_DAYS_BEFORE, OCCASION_KINDS } from '../../game/rules/occasions';
import { CONTACT_NAME_MAX, OCCASIONS_PER_CONTACT } from '../contacts';
import { oneOf } from './literals';

/**
 * A member's contacts and their occasions (client/features/contacts, server/routes/contacts).
 * Every route needs a session (401 'unauthenticated'); another member's contact answers 404
 * 'contact-not-found' like an unknown id. Answers are never cached (Cache-Control: no-store).
 *
 * GET    /api/contacts                      → 200 ContactList, by name
 * GET    /api/contacts/:id                  → 200 Contact
 * POST   /api/contacts          ContactBody → 201 Contact; 409 'contact-exists' for an address already there
 * PUT    /api/contacts/:id      ContactBody → 200 Contact (its occasions replaced by the body's); 409 as above
 * DELETE /api/contacts/:id                  → 204 (its occasions go with it)
 * POST   /api/contacts/import[?timeZone=…]  the .vcf itself (Content-Type text/vcard, ≤ VCARD_MAX_BYTES)
 *                                           → 200 ImportResult; 400 'invalid-vcard' with the reason and
 *                                           nothing imported; 413 over the size
 * PUT    /api/contacts/time-zone  TimeZoneBody → 204: the member's zone for occasion reminders
 * Every write may carry the browser's time zone (timeZone): it becomes the member's.
 */

const EMAIL_MAX = 254;
const TimeZone = Type.String({ minLength: 1, maxLength: 64 });

export const OccasionBody = Type.Object(
  {
    kind: oneOf(OCCASION_KINDS),
    month: Type.Integer({ minimum: 1, maximum: 12 }),
    day: Type.Integer({ minimum: 1, maximum: 31 }),
    year: Type.Optional(Type.Union([Type.Integer({ minimum: 1900, maximum: 2100 }), Type.Null()])),
    daysBefore: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_DAYS_BEFORE })), // 3 when left out
  },
  { additionalProperties: false },
);
export type OccasionBody = Static<typeof OccasionBody>;

export const Occasion = Type.Object(
  {
    id: Type.String(),
    kind: oneOf(OCCASION_KINDS),
    month: Type.Integer(),
    day: Type.Integer(),
    year: Type.Union([Type.Integer(), Type.Null()]),
    daysBefore: Type.Integer(),
  },
  { additionalProperties: false },
);
export type Occasion = Static<typeof Occasion>;

export const ContactBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: CONTACT_NAME_MAX }),
    email: Type.String({ format: 'email', maxLength: EMAIL_MAX }),
    phone: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])), // turned into E.164; 400 when it cannot be
    occasions: Type.Optional(Type.Array(OccasionBody, { maxItems: OCCASIONS_PER_CONTACT })),
    timeZone: Type.Optional(TimeZone),
  },
  { additionalProperties: false },
);
export type ContactBody = Static<typeof ContactBody>;

export const Contact = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    email: Type.String(),
    phone: Type.Union([Type.String(), Type.Null()]), // E.164
    occasions: Type.Array(Occasion),
    updatedAt: Type.String(), // ISO 8601
  },
  { additionalProperties: false },
);
export type Contact = Static<typeof Contact>;

export const ContactList = Type.Object({ contacts: Type.Array(Contact) }, { additionalProperties: false });
export type ContactList = Static<typeof ContactList>;

export const ContactParams = Type.Object({ id: Type.String({ pattern: '^[A-Za-z0-9_-]{10,40}$' }) }, { additionalProperties: false });
export type ContactParams = Static<typeof ContactParams>;

export const TimeZoneBody = Type.Object({ timeZone: TimeZone }, { additionalProperties: false });
export type TimeZoneBody = Static<typeof TimeZoneBody>;

export const ImportQuery = Type.Object({ timeZone: Type.Optional(TimeZone) }, { additionalProperties: false });
export type ImportQuery = Static<typeof ImportQuery>;

export const ImportResult = Type.Object(
  {
    added: Type.Integer(), // new contacts
    updated: Type.Integer(), // contacts already there, by address: name, phone and occasions refreshed
    skipped: Type.Integer(), // cards without a usable e-mail address
  },
  { additionalProperties: false },
);
export type ImportResult = Static<typeof ImportResult>;
