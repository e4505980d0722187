import type { ParsedMail } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRM_EMAIL_PATH } from '../../contract/account';
import type { AccountOverview } from '../../contract/schemas/account';
import { EMAIL_CHANGE_SUBJECT, EMAIL_CHANGED_SUBJECT } from '../../server/account/mails';
import { buildTestApp, manualClock, TEST_ORIGIN, type TestApp } from './helpers/app';
import { loginUser, me, PASSWORD, registerUser, uniqueEmail } from './helpers/accounts';
import { mailTo, startSmtpServer, type TestSmtpServer } from './helpers/smtp';

const CHROME_ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const FIREFOX_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:133.0) Gecko/20100101 Firefox/133.0';

function confirmToken(mail: ParsedMail): string {
  const match = new RegExp(`${TEST_ORIGIN.replace(/[.]/g, '\\.')}${CONFIRM_EMAIL_PATH}#([a-z2-7]{32})`).exec(mail.text ?? '');
  if (!match?.[1]) throw new Error(`no confirmation link in: ${mail.text}`);
  return match[1];
}

describe('the account page', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => smtp?.close());
  afterEach(async () => t?.close());

  const post = (url: string, cookie: string | undefined, payload?: object) =>
    t.request({ method: 'POST', url, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} });
  const overview = async (cookie: string) => (await t.request({ method: 'GET', url: '/api/account', headers: { cookie } })).json<AccountOverview>();

  it('changes the e-mail only once the link mailed to the NEW address is opened; the old address gets a notice', async () => {
    t = await buildTestApp({ SMTP_URL: smtp.url });
    const [oldEmail, newEmail] = [uniqueEmail('old'), uniqueEmail('new')];
    const ann = await registerUser(t, oldEmail);
    const mark = smtp.received.length;

    const asked = await post('/api/account/email', ann.cookie, { email: newEmail });
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.body).not.toMatch(/[a-z2-7]{32}/); // the token travels only by mail
    const mail = await smtp.nextMail((m) => smtp.received.indexOf(m) >= mark && m.subject === EMAIL_CHANGE_SUBJECT);
    expect(mailTo(mail)).toEqual([newEmail]); // to the new address, never the old one
    expect(smtp.received.slice(mark).filter((m) => mailTo(m).includes(oldEmail))).toHaveLength(0);

    expect((await me(t, ann.cookie)).user?.email).toBe(oldEmail); // nothing changed yet
    expect((await overview(ann.cookie)).pendingEmail).toBe(newEmail);

    const token = confirmToken(mail);
    const confirmed = await post('/api/account/email/confirm', undefined, { token }); // from the mail, signed out
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ user: { ...ann.user, email: newEmail } });
    expect((await me(t, ann.cookie)).user?.email).toBe(newEmail);
    await loginUser(t, newEmail);
    expect((await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: oldEmail, password: PASSWORD } })).statusCode).toBe(404);

    const notice = await smtp.nextMail((m) => m.subject === EMAIL_CHANGED_SUBJECT && mailTo(m).includes(oldEmail));
    expect(notice.text).toContain(newEmail);

    const again = await post('/api/account/email/confirm', undefined, { token });
    expect(again.statusCode).toBe(400); // a link works once
    expect(again.json()).toMatchObject({ code: 'invalid-email-change' });
  });

  it('refuses a taken or unchanged address, and an expired link', async () => {
    const clock = manualClock();
    t = await buildTestApp({ SMTP_URL: smtp.url }, { clock });
    const [ann, bob] = [await registerUser(t), await registerUser(t)];
    expect((await post('/api/account/email', ann.cookie, { email: bob.user.email.toUpperCase() })).statusCode).toBe(409);
    expect((await post('/api/account/email', ann.cookie, { email: ann.user.email })).statusCode).toBe(400);
    expect((await post('/api/account/email', ann.cookie, { email: 'not an address' })).statusCode).toBe(400);
    expect((await post('/api/account/email', undefined, { email: uniqueEmail() })).statusCode).toBe(401);

    const newEmail = uniqueEmail('late');
    expect((await post('/api/account/email', ann.cookie, { email: newEmail })).statusCode).toBe(202);
    const token = confirmToken(await smtp.nextMail((m) => mailTo(m).includes(newEmail)));
    clock.advance(24 * 60 * 60_000);
    expect((await post('/api/account/email/confirm', undefined, { token })).statusCode).toBe(400);
    expect((await me(t, ann.cookie)).user?.email).toBe(ann.user.email);
  });

  it('changes the password with the current one and ends every OTHER session', async () => {
    t = await buildTestApp();
    const email = uniqueEmail();
    const here = await registerUser(t, email);
    const phone = await loginUser(t, email);
    const tablet = await loginUser(t, email);

    const wrong = await post('/api/account/password', here.cookie, { currentPassword: 'not my password', newPassword: 'a brand new secret' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'wrong-password' });
    expect((await me(t, phone.cookie)).user).not.toBeNull(); // a wrong attempt signs no one out

    const short = await post('/api/account/password', here.cookie, { currentPassword: PASSWORD, newPassword: 'short' });
    expect(short.statusCode).toBe(400);

    const changed = await post('/api/account/password', here.cookie, { currentPassword: PASSWORD, newPassword: 'a brand new secret' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await me(t, here.cookie)).user?.email).toBe(email);
    expect((await me(t, phone.cookie)).user).toBeNull();
    expect((await me(t, tablet.cookie)).user).toBeNull();
    await loginUser(t, email, 'a brand new secret');
  });

  it('lists the sessions with their browser, this one marked, and signs out everywhere', async () => {
    const clock = manualClock();
    t = await buildTestApp({}, { clock });
    const email = uniqueEmail();
    const here = await registerUser(t, email); // light-my-request's own User-Agent: 'Unknown browser'
    clock.advance(60_000);
    const phoneLogin = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD }, headers: { 'user-agent': CHROME_ANDROID } });
    const phone = phoneLogin.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    clock.advance(60_000);
    await t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD }, headers: { 'user-agent': FIREFOX_MAC } });

    const listed = await overview(phone);
    expect(listed.sessions.map((s) => [s.device, s.current])).toEqual(
      expect.arrayContaining([['Chrome on Android', true], ['Firefox on macOS', false], ['Unknown browser', false]]),
    );
    expect(listed.sessions).toHaveLength(3);
    expect(listed.sessions.find((s) => s.current)?.signedInAt).toBe(new Date(clock() - 60_000).toISOString());

    const out = await post('/api/account/sign-out-everywhere', here.cookie);
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === 'session')?.value).toBe(''); // this browser's cookie goes too
    expect((await me(t, here.cookie)).user).toBeNull();
    expect((await me(t, phone)).user).toBeNull();
    expect((await t.request({ method: 'GET', url: '/api/account', headers: { cookie: phone } })).statusCode).toBe(401);
  });
});
