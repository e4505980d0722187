import type { Mail } from '../../repos/outbox';
import { emailButton, emailNote, emailParagraph, renderEmailLayout } from './layout';

export const PASSWORD_RESET_SUBJECT = 'Reset your Puzzle Gift password';

/** The mail with the one-time link; `link` already carries the token in its fragment. */
export function passwordResetMail(to: string, link: string): Mail {
  const intro = `Someone (hopefully you) asked to reset the password of the Puzzle Gift account for ${to}.`;
  const expiry = 'The link works once and expires in 1 hour.';
  const ignore = "If you didn't ask for this, ignore this e-mail: your password stays the same.";
  const text = [
    'Hello,',
    '',
    intro,
    'Choose a new password here:',
    '',
    link,
    '',
    expiry,
    ignore,
    '',
    '— Puzzle Gift',
  ].join('\n');
  const html = renderEmailLayout({
    title: 'Reset your password',
    preheader: expiry,
    bodyHtml: [
      emailParagraph(intro),
      emailButton(link, 'Choose a new password'),
      emailNote(expiry),
      emailNote(ignore),
      emailNote(`If the button does not work, copy this link into your browser: ${link}`),
    ].join('\n'),
  });
  return { to, subject: PASSWORD_RESET_SUBJECT, text, html };
}
