import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared/index.js'; // a file, not the folder: Node's ESM resolves no folders
import type { Mail, QueuedMail } from '../repos/outbox';
import { DKIM_SIGNED_HEADERS, type DkimSettings } from './dkim';

/** Which outbox row a message is: its id and when it was queued. */
export type OutboxRef = Pick<QueuedMail, 'id' | 'createdAt'>;

/** Delivers one message; throws when it was not delivered, so the outbox retries it. */
export interface MailTransport {
  send(mail: Mail, ref: OutboxRef): Promise<string>; // answers where it went, for the log
  close(): void;
}

/**
 * The same Message-ID for every attempt at one outbox row: a mail delivered again
 * after a crash (sent, but not yet marked sent) is recognisably the same message.
 * The domain is the sender's, as RFC 5322 suggests.
 */
export function stableMessageId(from: string, ref: OutboxRef): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'puzzle.gift';
  return `<outbox-${ref.id}-${ref.createdAt.toString(36)}@${domain}>`;
}

/**
 * How long one delivery may take at most: the outbox's lease on a claimed mail (outbox-worker.ts)
 * is longer, so no other worker retries a mail that is still on its way.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 } as const;

/** nodemailer's own DKIM signing of every message, when configured (DKIM_*: server/mail/dkim.ts). */
const signing = (dkim: DkimSettings | null) => (dkim ? { dkim: { ...dkim, headerFieldNames: DKIM_SIGNED_HEADERS } } : {});

/** Real SMTP through nodemailer (SMTP_URL, e.g. smtp://user:pass@host:587), each message DKIM-signed when configured. */
export function smtpTransport(smtpUrl: string, from: string, dkim: DkimSettings | null = null): MailTransport {
  // The URL parsed here: given as `url`, nodemailer would ignore every other option (the timeouts, dkim).
  const transporter = nodemailer.createTransport({ ...parseConnectionUrl(smtpUrl), ...SMTP_TIMEOUTS, ...signing(dkim) });
  return {
    async send(mail, ref) {
      const info = await transporter.sendMail({ from, ...mail, messageId: stableMessageId(from, ref) });
      return `smtp ${info.messageId}`;
    },
    close: () => transporter.close(),
  };
}

/**
 * The embedded default: nodemailer builds the very same MIME message, which is
 * written as DATA_DIR/outbox/<id>.eml (temp file + rename, so no half-written mail).
 */
export function emlFileTransport(dir: string, from: string, dkim: DkimSettings | null = null): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix', ...signing(dkim) });
  return {
    async send(mail, ref) {
      const info = await transporter.sendMail({ from, ...mail, messageId: stableMessageId(from, ref) });
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(dir, `${String(ref.id).padStart(6, '0')}.eml`);
      await fs.writeFile(`${file}.tmp`, info.message as Buffer);
      await fs.rename(`${file}.tmp`, file);
      return file;
    },
    close: () => transporter.close(),
  };
}
