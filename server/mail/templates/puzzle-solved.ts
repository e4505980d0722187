import type { Mail } from '../../repos/outbox';
import { emailButton, emailParagraph, renderEmailLayout } from './layout';

export interface PuzzleSolvedMail {
  senderName: string;
  senderEmail: string;
  recipientName: string;
  homeLink: string; // PUBLIC_URL/, to make another gift
}

/** The receipt to the sender (only with their consent): the recipient solved the puzzle and read the message. */
export function puzzleSolvedMail({ senderName, senderEmail, recipientName, homeLink }: PuzzleSolvedMail): Mail {
  const subject = `${recipientName} solved your puzzle!`;
  const greeting = `Hi ${senderName},`;
  const news = `${recipientName} has just completed your puzzle and unlocked your message.`;
  const again = 'Want to surprise someone else?';
  const text = [greeting, '', news, '', `${again} ${homeLink}`, '', '— Puzzle Gift'].join('\n');
  const html = renderEmailLayout({
    title: subject,
    preheader: news,
    bodyHtml: [
      emailParagraph(greeting),
      emailParagraph(news),
      emailParagraph(again),
      emailButton(homeLink, 'Create a puzzle gift'),
    ].join('\n'),
  });
  return { to: senderEmail, subject, text, html };
}
