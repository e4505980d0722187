import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxRow } from '../../server/db/tables';
import { buildTestApp, manualClock, type TestApp } from './helpers/app';
import { registerUser, uniqueEmail } from './helpers/accounts';
import { mailTo, startSmtpServer, type TestSmtpServer } from './helpers/smtp';

const BASE_DELAY_MS = 5_000; // the worker's default first retry

describe('mail outbox', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => smtp?.close());
  afterEach(async () => {
    smtp.setRefusing(false);
    await t?.close();
  });

  const outboxRow = (): Promise<OutboxRow> => t.app.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();

  it('keeps a mail while SMTP refuses, backing off exponentially, then delivers it exactly once', async () => {
    const clock = manualClock();
    t = await buildTestApp({ SMTP_URL: smtp.url }, { clock });
    const email = uniqueEmail('lee');
    await registerUser(t, email);

    smtp.setRefusing(true);
    const requested = await t.request({ method: 'POST', url: '/api/auth/password-reset', payload: { email } });
    expect(requested.statusCode).toBe(202);
    await t.app.outbox.flush();

    let row = await outboxRow();
    expect(row).toMatchObject({ to_address: email, attempts: 1, sent_at: null });
    expect(row.last_error).toMatch(/451|Mailbox unavailable/);
    expect(row.next_attempt_at - clock()).toBe(BASE_DELAY_MS);

    await t.app.outbox.flush(); // not due yet: no attempt
    expect((await outboxRow()).attempts).toBe(1);

    const delays: number[] = [];
    for (let attempt = 2; attempt <= 4; attempt += 1) {
      clock.advance(row.next_attempt_at - clock());
      await t.app.outbox.flush();
      row = await outboxRow();
      expect(row).toMatchObject({ attempts: attempt, sent_at: null });
      delays.push(row.next_attempt_at - clock());
    }
    expect(delays).toEqual([2 * BASE_DELAY_MS, 4 * BASE_DELAY_MS, 8 * BASE_DELAY_MS]);
    expect(smtp.received.filter((m) => mailTo(m).includes(email))).toHaveLength(0);

    smtp.setRefusing(false);
    clock.advance(row.next_attempt_at - clock());
    await t.app.outbox.flush();
    row = await outboxRow();
    expect(row).toMatchObject({ attempts: 5, sent_at: clock(), last_error: null });
    const delivered = await smtp.nextMail((m) => mailTo(m).includes(email));
    expect(delivered.subject).toBe('Reset your Puzzle Gift password');

    clock.advance(60 * 60_000);
    await t.app.outbox.flush();
    expect(smtp.received.filter((m) => mailTo(m).includes(email))).toHaveLength(1);
  });

  it('without SMTP_URL writes each mail as an .eml file with text and HTML parts', async () => {
    t = await buildTestApp();
    const email = uniqueEmail('max');
    await registerUser(t, email);
    const requested = await t.request({ method: 'POST', url: '/api/auth/password-reset', payload: { email } });
    expect(requested.statusCode).toBe(202);
    await t.app.outbox.flush();

    const dir = path.join(t.dataDir, 'outbox');
    const files = fs.readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d+\.eml$/);
    const eml = fs.readFileSync(path.join(dir, files[0]!), 'utf8');
    expect(eml).toContain(`To: ${email}`);
    expect(eml).toContain('Subject: Reset your Puzzle Gift password');
    expect(eml).toMatch(/Content-Type: multipart\/alternative/);
    expect(eml).toMatch(/Content-Type: text\/plain/);
    expect(eml).toMatch(/Content-Type: text\/html/);
    expect((await outboxRow()).sent_at).not.toBeNull();
  });
});
