import type { ParsedMail } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, manualClock, TEST_ORIGIN, type TestApp } from './helpers/app';
import { loginUser, me, PASSWORD, registerUser, uniqueEmail } from './helpers/accounts';
import { mailTo, startSmtpServer, type TestSmtpServer } from './helpers/smtp';
import { countRows } from './helpers/db';

const NEW_PASSWORD = 'a brand new secret';
const HOUR = 60 * 60_000;

function resetToken(mail: ParsedMail): string {
  const escaped = TEST_ORIGIN.replace(/[.]/g, '\\.');
  const match = new RegExp(`${escaped}/new-password#([a-z2-7]{32})`).exec(mail.text ?? '');
  if (!match?.[1]) throw new Error(`no reset link in: ${mail.text}`);
  return match[1];
}

describe('password reset through a real SMTP server', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => smtp?.close());
  afterEach(async () => t?.close());

  const requestReset = (email: string) => t.request({ method: 'POST', url: '/api/auth/password-reset', payload: { email } });
  const confirm = (token: string, password = NEW_PASSWORD) =>
    t.request({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token, password } });
  const mailFor = (email: string, after = 0) =>
    smtp.nextMail((m) => mailTo(m).includes(email) && smtp.received.indexOf(m) >= after);

  it('mails a one-time link; confirming sets the password and ends every session', async () => {
    t = await buildTestApp({ SMTP_URL: smtp.url });
    const email = uniqueEmail('fay');
    const first = await registerUser(t, email);
    const second = await loginUser(t, email);

    const requested = await requestReset(email.toUpperCase());
    expect(requested.statusCode).toBe(202);
    expect(requested.json()).toEqual({ ok: true });
    expect(requested.body).not.toMatch(/[a-z2-7]{32}/); // the token travels only by mail

    const mail = await mailFor(email);
    expect(mail.subject).toBe('Reset your Puzzle Gift password');
    const token = resetToken(mail);
    expect(mail.html).toContain(`href="${TEST_ORIGIN}/new-password#${token}"`);
    expect(mail.html).toContain('Choose a new password');
    expect(mail.text).toContain('expires in 1 hour');

    const stored = await t.app.db.selectFrom('password_resets').select('id').execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.id).not.toBe(token); // only its SHA-256
    expect(stored[0]!.id).toMatch(/^[0-9a-f]{64}$/);

    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ ok: true });

    expect((await me(t, first.cookie)).user).toBeNull();
    expect((await me(t, second.cookie)).user).toBeNull();
    expect(await countRows(t.app.db, 'sessions')).toBe(0);

    const oldLogin = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
    expect(oldLogin.statusCode).toBe(401);
    await loginUser(t, email, NEW_PASSWORD);

    const reused = await confirm(token, 'yet another password');
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ code: 'invalid-reset-token', message: 'This reset link is invalid or has expired.' });
    await loginUser(t, email, NEW_PASSWORD); // the reuse changed nothing
  });

  it('a newer request replaces the older link', async () => {
    t = await buildTestApp({ SMTP_URL: smtp.url });
    const email = uniqueEmail('gus');
    await registerUser(t, email);
    await requestReset(email);
    const older = resetToken(await mailFor(email));
    const mark = smtp.received.length;
    await requestReset(email);
    const newer = resetToken(await mailFor(email, mark));
    expect(newer).not.toBe(older);
    expect((await confirm(older)).statusCode).toBe(400);
    expect((await confirm(newer)).statusCode).toBe(200);
  });

  it('a link expires after 1 hour', async () => {
    const clock = manualClock();
    t = await buildTestApp({ SMTP_URL: smtp.url }, { clock });
    const email = uniqueEmail('hal');
    await registerUser(t, email);
    await requestReset(email);
    const token = resetToken(await mailFor(email));
    clock.advance(HOUR);
    const late = await confirm(token);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: 'invalid-reset-token' });
    expect(await countRows(t.app.db, 'password_resets')).toBe(0);
    await loginUser(t, email, PASSWORD);
  });

  it('a link used within the hour works', async () => {
    const clock = manualClock();
    t = await buildTestApp({ SMTP_URL: smtp.url }, { clock });
    const email = uniqueEmail('ida');
    await registerUser(t, email);
    await requestReset(email);
    const token = resetToken(await mailFor(email));
    clock.advance(HOUR - 1000);
    expect((await confirm(token)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown email and sends nothing', async () => {
    t = await buildTestApp({ SMTP_URL: smtp.url });
    const response = await requestReset(uniqueEmail('nobody'));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'user-not-found', message: 'No user found with that email.' });
    expect(await countRows(t.app.db, 'outbox')).toBe(0);
  });

  it('limits reset requests to 10 per IP in 15 minutes', async () => {
    const clock = manualClock();
    t = await buildTestApp({ SMTP_URL: smtp.url }, { clock });
    const email = uniqueEmail('jo');
    await registerUser(t, email);
    for (let i = 0; i < 10; i += 1) expect((await requestReset(uniqueEmail('probe'))).statusCode).toBe(404);
    const refused = await requestReset(email);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('900');
    expect(refused.json()).toMatchObject({
      code: 'too-many-attempts',
      message: 'Too many password reset requests. Try again in 15 minutes.',
    });
    expect(await countRows(t.app.db, 'outbox')).toBe(0);

    const login = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
    expect(login.statusCode).toBe(200); // the login throttle is a separate count

    clock.advance(15 * 60_000);
    expect((await requestReset(email)).statusCode).toBe(202);
  });
});
