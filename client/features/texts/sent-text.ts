import { cardPlayPath } from '../../../contract/cards';
import { invitationText, type TextSent } from '../../../contract/texts';
import { smsLink, textWithLink } from '../../../game/rules/sms-link';

/** The last text choice of this tab, so /ThankYou still offers it after a reload. */
const KEY = 'puzzle-gift-last-text';

/** What the thank-you page needs to offer the text: the create's answer and who sent what. */
export interface SentText extends TextSent {
  puzzleId: string;
  kind: 'gift' | 'card';
  senderName: string;
  byEmail: boolean; // an e-mail went too ('both')
}

/** Call with the create's answer: remembers its text, if it went by text. */
export function rememberSentText(created: { id: string; text?: TextSent }, kind: 'gift' | 'card', senderName: string, byEmail: boolean): void {
  try {
    if (!created.text) sessionStorage.removeItem(KEY);
    else sessionStorage.setItem(KEY, JSON.stringify({ ...created.text, puzzleId: created.id, kind, senderName: senderName.trim(), byEmail }));
  } catch {
    /* storage blocked: the page offers no text, the watch link still works */
  }
}

/** The text of the puzzle `puzzleId`, if this tab sent it by text. */
export function recallSentText(puzzleId: string): SentText | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<SentText> | null;
    if (!value || value.puzzleId !== puzzleId || typeof value.phone !== 'string' || typeof value.senderName !== 'string') return null;
    return { puzzleId, phone: value.phone, byServer: value.byServer === true, kind: value.kind === 'card' ? 'card' : 'gift', senderName: value.senderName, byEmail: value.byEmail !== false };
  } catch {
    return null;
  }
}

/** The recipient's link, as the server's mails and texts carry it. */
export function playUrl(sent: Pick<SentText, 'puzzleId' | 'kind'>, origin: string): string {
  return `${origin}${sent.kind === 'card' ? cardPlayPath(sent.puzzleId) : `/play/${encodeURIComponent(sent.puzzleId)}`}`;
}

/** The words the sender's own text carries: the same as the server's, without the opt-out line. */
export function sentTextBody(sent: SentText, origin: string): string {
  return textWithLink(invitationText(sent.senderName, sent.kind), playUrl(sent, origin));
}

export const sentTextLink = (sent: SentText, origin: string) => smsLink(sent.phone, sentTextBody(sent, origin));
