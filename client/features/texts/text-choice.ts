import { PHONE_MAX, TEXT_MESSAGES, type SendBy } from '../../../contract/texts';

/** The send forms' "Send by" choice as the sender is filling it in. */
export interface TextDraft {
  sendBy: SendBy;
  phone: string; // as typed; the server checks it and stores it in E.164
}

export const newTextDraft = (): TextDraft => ({ sendBy: 'email', phone: '' });

export const SEND_BY_LABELS: Record<SendBy, string> = { email: 'E-mail', text: 'Text', both: 'Both' };

export { PHONE_MAX };

/** Whether the recipient's e-mail address is asked for (and required). */
export const needsEmail = (draft: TextDraft) => draft.sendBy !== 'text';
export const needsPhone = (draft: TextDraft) => draft.sendBy !== 'email';

/**
 * The region a number typed without its +country code is read in: the browser's language tag's
 * region ('en-US' → 'US'), or none ('fr' alone names no country: the server then wants a +code).
 */
export function phoneRegionOf(language: string | undefined): string | undefined {
  const region = language?.split(/[-_]/).find((part, index) => index > 0 && /^[A-Za-z]{2}$/.test(part));
  return region?.toUpperCase();
}

/** What the form must fix before sending, or null. */
export function textProblem(draft: TextDraft): string | null {
  return needsPhone(draft) && !draft.phone.trim() ? TEXT_MESSAGES.phoneRequired : null;
}

/** The create request's fields for this choice; none for "E-mail" (what every form sent before texts). */
export function textFields(draft: TextDraft, language: string | undefined): { sendBy?: SendBy; recipientPhone?: string; phoneRegion?: string } {
  if (draft.sendBy === 'email') return {};
  const region = phoneRegionOf(language);
  return { sendBy: draft.sendBy, recipientPhone: draft.phone.trim(), ...(region ? { phoneRegion: region } : {}) };
}
