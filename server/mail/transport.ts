import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Mail } from '../repos/outbox';

/** Delivers one message; throws when it was not delivered, so the outbox retries it. */
export interface MailTransport {
  send(mail: Mail, id: number): Promise<string>; // answers where it went, for the log
  close(): void;
}

/** Real SMTP through nodemailer (SMTP_URL, e.g. smtp://user:pass@host:587). */
export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      const info = await transporter.sendMail({ from, ...mail });
      return `smtp ${info.messageId}`;
    },
    close: () => transporter.close(),
  };
}

/**
 * The embedded default: nodemailer builds the very same MIME message, which is
 * written as DATA_DIR/outbox/<id>.eml (temp file + rename, so no half-written mail).
 */
export function emlFileTransport(dir: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail, id) {
      const info = await transporter.sendMail({ from, ...mail });
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(dir, `${String(id).padStart(6, '0')}.eml`);
      await fs.writeFile(`${file}.tmp`, info.message as Buffer);
      await fs.rename(`${file}.tmp`, file);
      return file;
    },
    close: () => transporter.close(),
  };
}
