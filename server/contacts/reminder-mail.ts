import type { OccasionKind } from '../../game/rules/occasions';
import { emailButton, emailNote, emailParagraph, renderEmailLayout } from '../mail/templates/layout';
import type { Mail } from '../repos/outbox';

export interface OccasionReminderMail {
  to: string; // the member
  contactName: string;
  kind: OccasionKind;
  daysLeft: number;
  createLink: string; // the create form addressed to the contact
  contactsLink: string;
}

const when = (daysLeft: number) => (daysLeft === 0 ? 'today' : daysLeft === 1 ? 'tomorrow' : `in ${daysLeft} days`);

/** A member's reminder of a contact's birthday or anniversary, with the create form addressed to them. */
export function occasionReminderMail({ to, contactName, kind, daysLeft, createLink, contactsLink }: OccasionReminderMail): Mail {
  const occasion = kind === 'birthday' ? 'birthday' : 'anniversary';
  const subject = `${contactName}'s ${occasion} is ${when(daysLeft)}`;
  const nudge = `${contactName}'s ${occasion} is ${when(daysLeft)}. A photo puzzle with a message inside is a gift that arrives on time, even now.`;
  const change = `You asked for this reminder in your contacts. Change or remove it there: ${contactsLink}`;
  const text = [nudge, '', `Send ${contactName} a puzzle gift: ${createLink}`, '', change, '', '— Puzzle Gift'].join('\n');
  const html = renderEmailLayout({
    title: subject,
    preheader: nudge,
    bodyHtml: [emailParagraph(nudge), emailButton(createLink, `Send ${contactName} a gift`), emailNote(change)].join('\n'),
  });
  return { to, subject, text, html };
}
