import { Type, type Static } from 'typebox';
import { oneOf } from './schemas/literals';

/**
 * Invitations by text (issue 22 part 5): how a gift or card reaches its recipient, the
 * phone fields the create forms add, and the words the server and the forms share.
 * The numbers are checked on the server (libphonenumber-js) and stored in E.164.
 */

/** "Send by": e-mail only (what every form sent before), text only, or both. */
export const SEND_BY = ['email', 'text', 'both'] as const;
export type SendBy = (typeof SEND_BY)[number];

export const PHONE_MAX = 40; // longer than any number typed with spaces, dashes and an extension

export const SendByField = oneOf(SEND_BY);

/** In a create's answer when it goes by text: the number as stored, and whether the server texted it (SMS_URL). */
export const TextSent = Type.Object({ phone: Type.String(), byServer: Type.Boolean() }, { additionalProperties: false });
export type TextSent = Static<typeof TextSent>;
/** As typed: '+1 555 010 9999', '06 12 34 56 78' (with phoneRegion 'FR'). */
export const PhoneField = Type.String({ maxLength: PHONE_MAX });
/** ISO 3166 region the number is read in when it has no +country code: the browser's (navigator.language). */
export const PhoneRegionField = Type.String({ pattern: '^[A-Za-z]{2}$' });

export const TEXT_MESSAGES = {
  badPhone: "That phone number doesn't look right. Please type it with its country code, like +1 555 010 9999.",
  phoneRequired: 'Please type the phone number to send the text to.',
  emailRequired: 'Please type the e-mail address to send it to, or choose to send it by text.',
  /** The last line of every text the server sends (the link is the unsubscribe page). */
  optOut: (link: string) => `No more gifts: ${link}`,
} as const;

/** What the recipient's text says, before the link and (when the server sends it) the opt-out line. */
export function invitationText(senderName: string, kind: 'gift' | 'card'): string {
  return kind === 'card' ? `${senderName} sent you a puzzle card. Solve it to read it:` : `${senderName} sent you a puzzle gift. Solve it to read the message:`;
}
