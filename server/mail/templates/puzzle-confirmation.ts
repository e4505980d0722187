import type { Mail } from '../../repos/outbox';
import { emailButton, emailNote, emailParagraph, renderEmailLayout } from './layout';

export interface PuzzleConfirmationMail {
  senderName: string;
  senderEmail: string;
  recipientName: string;
  watchLink: string; // PUBLIC_URL/watch/<id>#<watchToken>: the token rides in the fragment, never sent to servers
  arrival: string | null; // when a scheduled gift arrives (formatArrival); null when it goes out at once
}

/** To the sender: the gift is on its way, and the private link to watch it being opened and solved live. */
export function puzzleConfirmationMail({ senderName, senderEmail, recipientName, watchLink, arrival }: PuzzleConfirmationMail): Mail {
  const greeting = `Hi ${senderName},`;
  const intro = arrival
    ? `Your puzzle gift will arrive in ${recipientName}'s inbox on ${arrival}. Until then you can change or cancel it from the watch page.`
    : `Your puzzle gift is on its way to ${recipientName}.`;
  const watch = `Follow along live: you will see when ${recipientName} opens the puzzle, makes the first move, gets halfway and solves it.`;
  const secret = 'Keep this link to yourself: anyone who has it can watch the progress, and change or cancel the gift before it is sent.';
  const text = [greeting, '', intro, watch, '', watchLink, '', secret, '', '— Puzzle Gift'].join('\n');
  const html = renderEmailLayout({
    title: arrival ? 'Your puzzle gift is scheduled' : 'Your puzzle gift is on its way',
    preheader: intro,
    bodyHtml: [
      emailParagraph(greeting),
      emailParagraph(intro),
      emailParagraph(watch),
      emailButton(watchLink, 'Watch live'),
      emailNote(secret),
      emailNote(`If the button does not work, copy this link into your browser: ${watchLink}`),
    ].join('\n'),
  });
  const subject = arrival ? `Your puzzle gift for ${recipientName} is scheduled` : `Your puzzle gift for ${recipientName} is on its way`;
  return { to: senderEmail, subject, text, html };
}
