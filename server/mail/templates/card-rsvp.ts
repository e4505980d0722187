import { RSVP_ANSWERS, type RsvpAnswer } from '../../../game/rules/cards';
import type { Mail } from '../../repos/outbox';
import { emailButton, emailParagraph, renderEmailLayout } from './layout';

export interface CardRsvpMail {
  senderName: string;
  senderEmail: string;
  recipientName: string;
  answer: RsvpAnswer;
  note: string;
  homeLink: string; // the watch link cannot be written: only its token's hash is stored
}

const ANSWER_SENTENCE: Record<RsvpAnswer, (name: string) => string> = {
  yes: (name) => `${name} is coming!`,
  no: (name) => `${name} can't make it.`,
  maybe: (name) => `${name} might come.`,
};

/** To the sender of an invitation (only with consent): the recipient's answer, and their note. */
export function cardRsvpMail({ senderName, senderEmail, recipientName, answer, note, homeLink }: CardRsvpMail): Mail {
  const label = RSVP_ANSWERS.find((option) => option.value === answer)?.label ?? answer;
  const subject = `RSVP from ${recipientName}: ${label}`;
  const greeting = `Hi ${senderName},`;
  const news = ANSWER_SENTENCE[answer](recipientName);
  const noteLine = note ? `${recipientName} wrote: "${note}"` : null;
  const text = [greeting, '', news, ...(noteLine ? ['', noteLine] : []), '', '— Puzzle Gift'].join('\n');
  const html = renderEmailLayout({
    title: subject,
    preheader: news,
    bodyHtml: [emailParagraph(greeting), emailParagraph(news), ...(noteLine ? [emailParagraph(noteLine)] : []), emailButton(homeLink, 'Visit Puzzle Gift')].join('\n'),
  });
  return { to: senderEmail, subject, text, html };
}
