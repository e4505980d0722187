import { cardNoun, type CardType } from '../../../game/rules/cards';
import type { Mail } from '../../repos/outbox';
import { emailButton, emailNote, emailParagraph, renderEmailLayout } from './layout';

export interface CardInvitationMail {
  recipientName: string;
  recipientEmail: string;
  senderName: string;
  cardType: CardType;
  occasion: string;
  businessName: string | null; // a coupon's business
  playLink: string; // PUBLIC_URL/play-puzzle-card/<id>
}

/** What the card is, in the words of the mail: "a holiday card", "an invitation", "a special offer from Bean There". */
function mailNoun(cardType: CardType, businessName: string | null): string {
  return cardType === 'coupon' && businessName ? `${cardNoun(cardType)} from ${businessName}` : cardNoun(cardType);
}

/** To the recipient: a card hidden in a picture puzzle; solving it reveals the message (and a coupon's code). */
export function cardInvitationMail(mail: CardInvitationMail): Mail {
  const { recipientName, recipientEmail, senderName, occasion, playLink } = mail;
  const noun = mailNoun(mail.cardType, mail.businessName);
  const subject = `${senderName} sent you ${noun}`;
  const greeting = `Hi ${recipientName},`;
  const intro = `${senderName} has sent you ${noun}${occasion ? ` for ${occasion}` : ''}, hidden inside a picture puzzle.`;
  const howTo = 'Swap the tiles until the picture is whole to reveal what it says, then flip the card.';
  const text = [greeting, '', intro, howTo, '', `Open your card: ${playLink}`, '', '— Puzzle Gift'].join('\n');
  const html = renderEmailLayout({
    title: subject,
    preheader: intro,
    bodyHtml: [
      emailParagraph(greeting),
      emailParagraph(intro),
      emailParagraph(howTo),
      emailButton(playLink, 'Open your card'),
      emailNote(`If the button does not work, copy this link into your browser: ${playLink}`),
    ].join('\n'),
  });
  return { to: recipientEmail, subject, text, html };
}
