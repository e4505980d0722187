import type { Mail } from '../../repos/outbox';
import { emailButton, emailNote, emailParagraph, renderEmailLayout } from './layout';

export interface CardConfirmationMail {
  senderName: string;
  senderEmail: string;
  recipientName: string;
  watchLink: string; // PUBLIC_URL/watch/<id>#<watchToken>
  redeemLink: string | null; // a coupon's: PUBLIC_URL/redeem/<id>#key=<redeemKey>, for whoever redeems it at the business
  arrival: string | null; // when a scheduled card arrives (formatArrival); null when it goes out at once
}

/** To the sender: the card is on its way, the private link to watch it live, and for a coupon the private redeem link. */
export function cardConfirmationMail({ senderName, senderEmail, recipientName, watchLink, redeemLink, arrival }: CardConfirmationMail): Mail {
  const greeting = `Hi ${senderName},`;
  const intro = arrival
    ? `Your puzzle card will arrive in ${recipientName}'s inbox on ${arrival}. Until then you can change or cancel it from the watch page.`
    : `Your puzzle card is on its way to ${recipientName}.`;
  const watch = `Follow along live: you will see when ${recipientName} opens it, makes the first move, gets halfway and solves it.`;
  const redeem = redeemLink
    ? `When ${recipientName} shows the coupon's code (or its QR code), open this link to redeem it. Each code works once.`
    : null;
  const secret = 'Keep these links to yourself: anyone who has them can follow the card (and change or cancel it before it is sent) or redeem the coupon.';
  const text = [
    greeting,
    '',
    intro,
    watch,
    '',
    watchLink,
    ...(redeemLink && redeem ? ['', redeem, '', redeemLink] : []),
    '',
    secret,
    '',
    '— Puzzle Gift',
  ].join('\n');
  const html = renderEmailLayout({
    title: arrival ? 'Your puzzle card is scheduled' : 'Your puzzle card is on its way',
    preheader: intro,
    bodyHtml: [
      emailParagraph(greeting),
      emailParagraph(intro),
      emailParagraph(watch),
      emailButton(watchLink, 'Watch live'),
      ...(redeemLink && redeem ? [emailParagraph(redeem), emailButton(redeemLink, 'Redeem a coupon')] : []),
      emailNote(secret),
    ].join('\n'),
  });
  const subject = arrival ? `Your puzzle card for ${recipientName} is scheduled` : `Your puzzle card for ${recipientName} is on its way`;
  return { to: senderEmail, subject, text, html };
}
