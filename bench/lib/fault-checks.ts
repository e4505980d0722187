import fs from 'node:fs';
import { loadConfig } from '../../server/config';
import type { Db } from '../../server/db/open';
import { stableMessageId } from '../../server/mail/transport';
import type { TestSmtpServer } from '../../tests/server/helpers/smtp';

export const countFiles = (dir: string): number => (fs.existsSync(dir) ? fs.readdirSync(dir).length : 0);

/**
 * Waits until no mail is due (every row sent, or held by a lease of a process that died with
 * it: those go out once the lease ends, with the same Message-ID), then counts what arrived.
 */
export async function waitForQuietOutbox(db: Db, smtp: TestSmtpServer, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const due = await db.selectFrom('outbox').select('id').where('sent_at', 'is', null).where('next_attempt_at', '<=', Date.now()).execute();
    if (due.length === 0) break;
    if (Date.now() > deadline) throw new Error(`${due.length} mails still due after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const rows = await db.selectFrom('outbox').select(['id', 'created_at', 'sent_at']).execute();
  const perMessage = new Map<string, number>();
  for (const mail of smtp.received) perMessage.set(mail.messageId ?? '', (perMessage.get(mail.messageId ?? '') ?? 0) + 1);
  const held = rows.filter((row) => row.sent_at === null);
  const from = loadConfig({}).mailFrom; // the processes run with the default sender
  const arrived = (row: (typeof rows)[number]) => perMessage.has(stableMessageId(from, { id: row.id, createdAt: row.created_at }));
  return {
    rows: rows.length,
    delivered: perMessage.size,
    duplicates: [...perMessage.values()].filter((count) => count > 1).length,
    // A process died after the SMTP server took the mail and before it marked the row: it goes again once the lease ends, with the same Message-ID.
    heldDelivered: held.filter(arrived).length,
    // A process died holding the mail before it went: it goes once the lease ends.
    heldWaiting: held.filter((row) => !arrived(row)).length,
    lost: rows.filter((row) => row.sent_at !== null && !arrived(row)).length,
  };
}
