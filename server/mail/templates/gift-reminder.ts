import type { PuzzleKindName } from '../../../game/rules/gift';
import type { Mail } from '../../repos/outbox';
import { emailButton, emailNote, emailParagraph, renderEmailLayout } from './layout';

export interface GiftReminderMail {
  kind: PuzzleKindName;
  recipientName: string;
  recipientEmail: string;
  senderName: string;
  playLink: string;
}

/** The one gentle reminder to a recipient who has not opened a gift or card three days after it arrived. */
export function giftReminderMail({ kind, recipientName, recipientEmail, senderName, playLink }: GiftReminderMail): Mail {
  const noun = kind === 'card' ? 'puzzle card' : 'puzzle gift';
  const subject = `A ${noun} from ${senderName} is still waiting for you`;
  const greeting = `Hi ${recipientName},`;
  const nudge = `A few days ago ${senderName} sent you a ${noun} with a private message inside. It is still waiting, whenever you have a moment.`;
  const once = 'This is the only reminder we will send.';
  const text = [greeting, '', nudge, '', `Open it: ${playLink}`, '', once, '', '— Puzzle Gift'].join('\n');
  const html = renderEmailLayout({
    title: subject,
    preheader: nudge,
    bodyHtml: [
      emailParagraph(greeting),
      emailParagraph(nudge),
      emailButton(playLink, kind === 'card' ? 'Open your card' : 'Play the puzzle'),
      emailNote(once),
      emailNote(`If the button does not work, copy this link into your browser: ${playLink}`),
    ].join('\n'),
  });
  return { to: recipientEmail, subject, text, html };
}
