import type { Mail } from '../../repos/outbox';
import { emailButton, emailNote, emailParagraph, renderEmailLayout } from './layout';

export interface PuzzleGiftMail {
  recipientName: string;
  recipientEmail: string;
  senderName: string;
  playLink: string; // PUBLIC_URL/play/<id>
}

/** To the recipient: a friend hid a message in a photo puzzle; the link opens the board. */
export function puzzleGiftMail({ recipientName, recipientEmail, senderName, playLink }: PuzzleGiftMail): Mail {
  const greeting = `Hi ${recipientName},`;
  const intro = `${senderName} has hidden a private message inside a jumbled photograph, just for you.`;
  const howTo = 'Swap the pieces until the picture is complete to unlock the message.';
  const text = [greeting, '', intro, howTo, '', `Play the puzzle: ${playLink}`, '', '— Puzzle Gift'].join('\n');
  const html = renderEmailLayout({
    title: `${senderName} sent you a puzzle gift`,
    preheader: intro,
    bodyHtml: [
      emailParagraph(greeting),
      emailParagraph(intro),
      emailParagraph(howTo),
      emailButton(playLink, 'Play the puzzle'),
      emailNote(`If the button does not work, copy this link into your browser: ${playLink}`),
    ].join('\n'),
  });
  return { to: recipientEmail, subject: `${senderName} sent you a puzzle gift`, text, html };
}
