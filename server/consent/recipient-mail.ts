import { UNSUBSCRIBE_MESSAGES, unsubscribePath } from '../../contract/unsubscribe';
import type { Db } from '../db/open';
import type { PrepareHook } from '../mail/outbox-worker';
import { RECIPIENT_FOOTER_MARK, unsubscribeFooterHtml } from '../mail/templates/layout';
import type { Mail, QueuedMail } from '../repos/outbox';
import { isSuppressed } from '../repos/suppressions';
import { consentKeys, recipientHash } from './keys';
import { unsubscribeToken } from './token';

/**
 * Mails to someone other than their sender: a gift's or card's invitation (and its resend)
 * and the reminder. Every such mail is queued with one of these purposes; the sender's own
 * confirmations, receipts and password resets have none.
 */
const RECIPIENT_PURPOSES = new Set(['gift', 'reminder']);

export const isRecipientMail = (queued: Pick<QueuedMail, 'about'>) => RECIPIENT_PURPOSES.has(queued.about?.purpose ?? '');

/** The mailto half of List-Unsubscribe: unsubscribe@ the domain mail is sent from (no inbox reads it yet). */
export function unsubscribeMailto(mailFrom: string, token: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'puzzle.gift';
  return `mailto:unsubscribe@${domain}?subject=${encodeURIComponent(`unsubscribe ${token}`)}`;
}

/**
 * A recipient's mail as it goes out: the List-Unsubscribe https link and mailto with
 * RFC 8058's one-click header, and the visible link in both bodies.
 */
export function withUnsubscribe(mail: Mail, link: string, mailto: string): Mail {
  const footer = unsubscribeFooterHtml(link, UNSUBSCRIBE_MESSAGES.linkText);
  // A mail queued before the mark existed gets the link just before </body>.
  const html = mail.html.includes(RECIPIENT_FOOTER_MARK)
    ? mail.html.replace(RECIPIENT_FOOTER_MARK, () => footer)
    : mail.html.replace(/<\/body>/i, () => `<p style="text-align:center;font-size:12px;">${footer}</p></body>`);
  return {
    ...mail,
    html,
    text: `${mail.text}\n\n${UNSUBSCRIBE_MESSAGES.linkText}: ${link}\n`,
    headers: {
      ...mail.headers,
      'List-Unsubscribe': `<${link}>, <${mailto}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

export interface RecipientMailDeps {
  db: Db;
  secret: Buffer; // server/secret.ts
  publicUrl: string;
  mailFrom: string;
}

/**
 * The outbox's last look before a mail goes out. A recipient's mail to an address that has
 * said no since it was queued (a scheduled gift, a reminder) is dropped; any other gets
 * its unsubscribe headers and link. Other mails go as they are.
 */
export function prepareRecipientMail(deps: RecipientMailDeps): PrepareHook {
  const keys = consentKeys(deps.secret);
  return async (queued) => {
    if (!isRecipientMail(queued)) return queued.mail;
    const hash = recipientHash(keys, queued.mail.to);
    if (await isSuppressed(deps.db, hash)) return null;
    const token = unsubscribeToken(keys, hash);
    return withUnsubscribe(queued.mail, `${deps.publicUrl}${unsubscribePath(token)}`, unsubscribeMailto(deps.mailFrom, token));
  };
}
