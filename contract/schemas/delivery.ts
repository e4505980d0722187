import { Type, type Static } from 'typebox';
import { GIFT_STATES } from '../../game/rules/delivery';
import { MESSAGE_MAX, NAME_MAX, PUZZLE_KINDS } from '../../game/rules/gift';
import { EMAIL_MAX } from '../auth';
import { oneOf } from './literals';

/**
 * When a gift or card goes out, and what its sender may do about it until then.
 * The sender's key is the watch token, sent as `Authorization: Bearer <token>`
 * (never in a URL), or the session of the account that owns the puzzle; a wrong
 * key and an unknown puzzle both answer 404, no key at all 401.
 *
 * GET    /api/puzzles/:id/delivery          → 200 DeliveryView
 * PATCH  /api/puzzles/:id/delivery          DeliveryChanges → 200 DeliveryView; 409 'already-sent' once it went out
 * DELETE /api/puzzles/:id/delivery          → 200 DeliveryView (cancelled); 409 'already-sent'
 * POST   /api/puzzles/:id/delivery/resend   ResendBody → 200 DeliveryView: the link again, to a corrected
 *                                            address (after it went out; 409 'not-sent-yet' before), 429 when repeated a lot
 */

const SINGLE_LINE = '^[^\\u0000-\\u001f\\u007f]*$'; // no line breaks or other control characters

/** 'YYYY-MM-DDTHH:MM' on the recipient's clock, as an <input type="datetime-local"> gives it. */
export const LocalDateTime = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}$' });
/** An IANA time zone name ('Europe/Paris'); the server checks it is one it knows. */
export const TimeZone = Type.String({ minLength: 1, maxLength: 64 });

/** The sender's choice on a create form: null sendAt is "Send now". */
export const DeliveryChoice = Type.Object(
  { sendAt: Type.Union([LocalDateTime, Type.Null()]), timeZone: TimeZone, remind: Type.Boolean() },
  { additionalProperties: false },
);
export type DeliveryChoice = Static<typeof DeliveryChoice>;

export const DeliveryView = Type.Object(
  {
    kind: oneOf(PUZZLE_KINDS),
    state: oneOf(GIFT_STATES),
    sendAt: Type.String(), // ISO 8601 instant the recipient's mail is (or was) due
    timeZone: Type.String(),
    localSendAt: LocalDateTime, // sendAt on the recipient's clock, for the form
    arrival: Type.String(), // "Tuesday 1 December 2026 at 09:00 (Europe/Paris)"
    changeable: Type.Boolean(), // still before the edit cut-off
    deliveredAt: Type.Union([Type.String(), Type.Null()]),
    notOpenedYet: Type.Boolean(), // delivered three days ago or more and still unopened
    remind: Type.Boolean(),
    recipientName: Type.String(),
    recipientEmail: Type.Union([Type.String(), Type.Null()]), // null for a reply: its sender never sees that address
    message: Type.String(),
    playLink: Type.String(), // to send another way ("Copy link")
  },
  { additionalProperties: false },
);
export type DeliveryView = Static<typeof DeliveryView>;

export const DeliveryChanges = Type.Object(
  {
    recipientName: Type.Optional(Type.String({ minLength: 1, maxLength: NAME_MAX, pattern: SINGLE_LINE })), // it goes into a mail
    recipientEmail: Type.Optional(Type.String({ format: 'email', maxLength: EMAIL_MAX })),
    message: Type.Optional(Type.String({ minLength: 1, maxLength: MESSAGE_MAX })),
    sendAt: Type.Optional(Type.Union([LocalDateTime, Type.Null()])), // null: send now
    timeZone: Type.Optional(TimeZone),
  },
  { additionalProperties: false },
);
export type DeliveryChanges = Static<typeof DeliveryChanges>;

export const ResendBody = Type.Object(
  { recipientEmail: Type.String({ format: 'email', maxLength: EMAIL_MAX }) },
  { additionalProperties: false },
);
export type ResendBody = Static<typeof ResendBody>;
