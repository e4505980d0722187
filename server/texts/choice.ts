import { TEXT_MESSAGES, type SendBy } from '../../contract/texts';
import { badRequest } from '../http-error';
import { recipientPhone } from './phone';

/** How the recipient hears of a gift or card: by e-mail, by text to `phone`, or both. */
export interface TextChoice {
  byEmail: boolean;
  phone: string | null; // E.164; null: not by text
}

export const EMAIL_ONLY: TextChoice = { byEmail: true, phone: null };

/** What a create form sent about it (the fields of contract/texts.ts). */
export interface TextFields {
  sendBy?: SendBy | undefined; // absent: e-mail, as every form sent before texts
  recipientPhone?: string | undefined;
  phoneRegion?: string | undefined;
  recipientEmail?: string | undefined;
}

/**
 * The sender's choice, checked: a phone is required (and must be a real number) when it goes by
 * text, an e-mail address when it goes by e-mail. A phone typed with "e-mail only" is ignored.
 */
export function textChoiceOf(fields: TextFields): TextChoice {
  const sendBy = fields.sendBy ?? 'email';
  const byEmail = sendBy !== 'text';
  if (byEmail && !fields.recipientEmail?.trim()) throw badRequest(TEXT_MESSAGES.emailRequired, 'invalid-field');
  if (sendBy === 'email') return EMAIL_ONLY;
  const typed = fields.recipientPhone?.trim() ?? '';
  if (typed === '') throw badRequest(TEXT_MESSAGES.phoneRequired, 'invalid-field');
  return { byEmail, phone: recipientPhone(typed, fields.phoneRegion) };
}
