import type { Mail } from '../../repos/outbox';
import { emailButton, emailParagraph, renderEmailLayout } from './layout';

export interface CardSolvedMail {
  senderName: string;
  senderEmail: string;
  recipientName: string;
  homeLink: string; // PUBLIC_URL/, to make another
}

/** The receipt to the sender (only with their consent): the recipient solved the card and read it. */
export function cardSolvedMail({ senderName, senderEmail, recipientName, homeLink }: CardSolvedMail): Mail {
  const subject = `${recipientName} solved your puzzle card!`;
  const greeting = `Hi ${senderName},`;
  const news = `${recipientName} has just put your card's picture back together and read what you wrote.`;
  const createLink = `${homeLink.replace(/\/$/, '')}/create-puzzle-gift`;
  const text = [greeting, '', news, '', `Make another card: ${createLink}`, '', '— Puzzle Gift'].join('\n');
  const html = renderEmailLayout({
    title: subject,
    preheader: news,
    bodyHtml: [emailParagraph(greeting), emailParagraph(news), emailButton(createLink, 'Make another card')].join('\n'),
  });
  return { to: senderEmail, subject, text, html };
}
