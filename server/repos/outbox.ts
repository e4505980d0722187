import type { Db } from '../db/open';
import { statement } from '../db/statements';
import type { OutboxRow } from '../db/tables';

/** One e-mail as it waits in the outbox. Every mail has a plain-text and an HTML part. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** A mail in the outbox with its delivery state. */
export interface QueuedMail {
  id: number;
  mail: Mail;
  attempts: number; // delivery attempts so far (while unsent: the failures)
  nextAttemptAt: number; // ms since epoch
  sentAt: number | null;
  lastError: string | null;
}

function toQueuedMail(row: OutboxRow): QueuedMail {
  return {
    id: row.id,
    mail: { to: row.to_address, subject: row.subject, text: row.text_body, html: row.html_body },
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    sentAt: row.sent_at,
    lastError: row.last_error,
  };
}

/** Call inside the transaction of the change that causes the mail, so both commit or neither. */
export function enqueueMail(db: Db, mail: Mail, now: number): number {
  const result = statement(db,
      `INSERT INTO outbox (to_address, subject, text_body, html_body, created_at, next_attempt_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    )
    .run(mail.to, mail.subject, mail.text, mail.html, now, now);
  return Number(result.lastInsertRowid);
}

export function dueMail(db: Db, now: number, limit = 20): QueuedMail[] {
  const rows = statement(db,
      `SELECT * FROM outbox WHERE sent_at IS NULL AND next_attempt_at <= ?
       ORDER BY next_attempt_at, id LIMIT ?`,
    )
    .all(now, limit) as OutboxRow[];
  return rows.map(toQueuedMail);
}

/** The earliest time a pending mail is due, or null when nothing waits. */
export function nextDueAt(db: Db): number | null {
  const row = statement(db, `SELECT MIN(next_attempt_at) AS at FROM outbox WHERE sent_at IS NULL`).get() as {
    at: number | null;
  };
  return row.at;
}

export function markSent(db: Db, id: number, now: number): void {
  statement(db, `UPDATE outbox SET sent_at = ?, attempts = attempts + 1, last_error = NULL WHERE id = ?`).run(now, id);
}

export function markFailed(db: Db, id: number, error: string, retryAt: number): void {
  statement(db, `UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ? WHERE id = ?`).run(
    error.slice(0, 500),
    retryAt,
    id,
  );
}

export function pendingCount(db: Db): number {
  return (statement(db, `SELECT COUNT(*) AS n FROM outbox WHERE sent_at IS NULL`).get() as { n: number }).n;
}
