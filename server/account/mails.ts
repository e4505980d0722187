import type { Mail } from '../repos/outbox';
import { emailButton, emailNote, emailParagraph, renderEmailLayout } from '../mail/templates/layout';

export const EMAIL_CHANGE_SUBJECT = 'Confirm your new Puzzle Gift e-mail address';
export const EMAIL_CHANGED_SUBJECT = 'Your Puzzle Gift e-mail address was changed';

/** To the NEW address: the change happens only when this link is opened (it proves the address is theirs). */
export function emailChangeMail(to: string, link: string): Mail {
  const intro = `Someone (hopefully you) asked to use ${to} for their Puzzle Gift account.`;
  const expiry = 'The link works once and expires in 24 hours. Until it is opened, nothing changes.';
  const ignore = "If you didn't ask for this, ignore this e-mail.";
  const text = ['Hello,', '', intro, 'Confirm the new address here:', '', link, '', expiry, ignore, '', '— Puzzle Gift'].join('\n');
  const html = renderEmailLayout({
    title: 'Confirm your new e-mail address',
    preheader: expiry,
    bodyHtml: [
      emailParagraph(intro),
      emailButton(link, 'Confirm this address'),
      emailNote(expiry),
      emailNote(ignore),
      emailNote(`If the button does not work, copy this link into your browser: ${link}`),
    ].join('\n'),
  });
  return { to, subject: EMAIL_CHANGE_SUBJECT, text, html };
}

/** To the OLD address, once the change is confirmed: if it was not them, they know at once. */
export function emailChangedNotice(to: string, newEmail: string, resetLink: string): Mail {
  const intro = `The e-mail address of your Puzzle Gift account was changed from ${to} to ${newEmail}.`;
  const help = `If this was not you, reset your password now (${resetLink}) and write to us.`;
  const text = ['Hello,', '', intro, '', help, '', '— Puzzle Gift'].join('\n');
  const html = renderEmailLayout({
    title: 'Your e-mail address was changed',
    preheader: intro,
    bodyHtml: [emailParagraph(intro), emailNote(help)].join('\n'),
  });
  return { to, subject: EMAIL_CHANGED_SUBJECT, text, html };
}
