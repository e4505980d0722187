import { sql } from 'kysely';
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../contract/auth';
import { buildTestApp, cookieHeader, manualClock, type TestApp } from './helpers/app';
import { me, PASSWORD, registerUser, uniqueEmail } from './helpers/accounts';
import { countRows } from './helpers/db';

const DAY = 24 * 60 * 60_000;
const THIRTY_DAYS_S = 30 * 24 * 60 * 60;

function sessionSetCookie(response: { headers: Record<string, unknown> }): string {
  const raw = response.headers['set-cookie'];
  const all = Array.isArray(raw) ? (raw as string[]) : typeof raw === 'string' ? [raw] : [];
  const found = all.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!found) throw new Error(`no ${SESSION_COOKIE} cookie in ${JSON.stringify(raw)}`);
  return found;
}

function tokenOf(cookie: string): string {
  return cookie.split(';')[0]!.split('=')[1]!;
}

describe('accounts: register, login, logout, me', () => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('registers, signs in with an HttpOnly Lax cookie, and stores only an argon2id hash', async () => {
    t = await buildTestApp();
    const email = uniqueEmail('Ann');
    const response = await t.request({ method: 'POST', url: '/api/auth/register', payload: { email: `  ${email} `, password: PASSWORD } });
    expect(response.statusCode).toBe(201);
    const { user } = response.json();
    expect(user).toEqual({ id: expect.any(String), email, role: 'user' });

    const setCookie = sessionSetCookie(response);
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Lax/);
    expect(setCookie).toMatch(/; Path=\//);
    expect(setCookie).toContain(`; Max-Age=${THIRTY_DAYS_S}`);
    expect(setCookie).not.toMatch(/Secure/i);

    expect((await me(t, cookieHeader(response))).user).toEqual(user);
    const row = await t.app.db.selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(response.body).not.toContain(row.password_hash);
  });

  it('marks the cookie Secure when PUBLIC_URL is https', async () => {
    const origin = 'https://gift.example';
    t = await buildTestApp({ PUBLIC_URL: origin });
    const response = await t.request({
      method: 'POST', url: '/api/auth/register', headers: { origin }, payload: { email: uniqueEmail(), password: PASSWORD },
    });
    expect(response.statusCode).toBe(201);
    expect(sessionSetCookie(response)).toMatch(/; Secure/);
  });

  it('refuses a second account for the same email in any letter case', async () => {
    t = await buildTestApp();
    const email = uniqueEmail('bob');
    await registerUser(t, email);
    const again = await t.request({ method: 'POST', url: '/api/auth/register', payload: { email: email.toUpperCase(), password: PASSWORD } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'email-taken', message: 'An account with this email already exists.' });
  });

  it('logs in case-insensitively and reports unknown users and wrong passwords', async () => {
    t = await buildTestApp();
    const email = uniqueEmail('Cleo');
    const { user } = await registerUser(t, email);

    const unknown = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: uniqueEmail('nobody'), password: PASSWORD } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'user-not-found', message: 'No user found with this email.' });

    const wrong = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'not the password' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'wrong-password', message: 'Incorrect password.' });
    expect(wrong.cookies).toHaveLength(0);

    const ok = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: ` ${email.toUpperCase()}`, password: PASSWORD } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ user }); // the email as it was registered
    expect((await me(t, cookieHeader(ok))).user).toEqual(user);
  });

  it('keeps only the SHA-256 of the cookie token in the sessions table', async () => {
    t = await buildTestApp();
    const { response, user } = await registerUser(t);
    const token = tokenOf(sessionSetCookie(response));
    expect(token).toMatch(/^[a-z2-7]{32}$/);
    const rows: Record<string, unknown>[] = await t.app.db.selectFrom('sessions').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]).toMatchObject({ id: encodeHexLowerCase(sha256(new TextEncoder().encode(token))), user_id: user.id });
  });

  it('logout deletes the session, clears the cookie and makes the old cookie useless', async () => {
    t = await buildTestApp();
    const { cookie } = await registerUser(t);
    const out = await t.request({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    expect(out.body).toBe('');
    expect(sessionSetCookie(out)).toMatch(/^session=;.*Max-Age=0/);
    expect(await countRows(t.app.db, 'sessions')).toBe(0);

    const after = await me(t, cookie);
    expect(after.user).toBeNull();
    expect(sessionSetCookie(after.response)).toMatch(/Max-Age=0/); // the browser is told to forget it

    const again = await t.request({ method: 'POST', url: '/api/auth/logout' });
    expect(again.statusCode).toBe(204);
  });

  it('answers me with null when nobody is signed in or the cookie is garbage', async () => {
    t = await buildTestApp();
    expect((await me(t, '')).user).toBeNull();
    expect((await me(t, `${SESSION_COOKIE}=abc`)).user).toBeNull();
    expect((await me(t, `${SESSION_COOKIE}=${'a'.repeat(32)}`)).user).toBeNull();
  });
});

describe('accounts: sliding session expiry', () => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('extends a session in use once less than 15 days remain, and refreshes the cookie', async () => {
    const clock = manualClock();
    t = await buildTestApp({}, { clock });
    const { cookie, user } = await registerUser(t);
    const start = clock();

    clock.advance(10 * DAY); // 20 days left: nothing to do
    const early = await me(t, cookie);
    expect(early.user).toEqual(user);
    expect(early.response.cookies).toHaveLength(0);

    clock.advance(10 * DAY); // day 20: 10 days left → back to 30
    const renewed = await me(t, cookie);
    expect(renewed.user).toEqual(user);
    const setCookie = sessionSetCookie(renewed.response);
    expect(setCookie).toContain(`; Max-Age=${THIRTY_DAYS_S}`);
    expect(cookieHeader(renewed.response)).toBe(cookie); // same token, fresh lifetime
    const row = await t.app.db.selectFrom('sessions').select('expires_at').executeTakeFirstOrThrow();
    expect(row.expires_at).toBe(start + 50 * DAY);

    clock.advance(11 * DAY); // day 31: past the original expiry, alive thanks to the extension
    expect((await me(t, cookie)).user).toEqual(user);
  });

  it('signs out a session unused for more than 30 days and deletes its row', async () => {
    const clock = manualClock();
    t = await buildTestApp({}, { clock });
    const { cookie } = await registerUser(t);
    clock.advance(31 * DAY);
    const expired = await me(t, cookie);
    expect(expired.user).toBeNull();
    expect(sessionSetCookie(expired.response)).toMatch(/Max-Age=0/);
    expect(await countRows(t.app.db, 'sessions')).toBe(0);
  });
});

describe('accounts: login throttle', () => {
  let t: TestApp;
  afterEach(async () => t?.close());

  const login = (email: string, password: string, remoteAddress = '203.0.113.7') =>
    t.request({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { email, password } });

  it('refuses an IP after 10 failures in 15 minutes, even with the right password, until the window passes', async () => {
    const clock = manualClock();
    t = await buildTestApp({}, { clock });
    const email = uniqueEmail('dora');
    await registerUser(t, email);

    for (let i = 0; i < 9; i += 1) expect((await login(email, `wrong password ${i}`)).statusCode).toBe(401);
    expect((await login(uniqueEmail('ghost'), PASSWORD)).statusCode).toBe(404); // unknown users count too

    clock.advance(5 * 60_000);
    const refused = await login(email, PASSWORD); // correct, but refused before any hashing
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('600');
    expect(refused.json()).toMatchObject({
      code: 'too-many-attempts',
      message: 'Too many failed login attempts. Try again in 10 minutes.',
    });
    expect(refused.cookies).toHaveLength(0);
    // The answer does not depend on the account or the password: the check comes
    // before the user lookup, so before any hash is computed.
    expect((await login(email, 'wrong password')).statusCode).toBe(429);
    expect((await login(uniqueEmail('ghost'), PASSWORD)).statusCode).toBe(429);
    // Refusals are not failures: the block does not grow while it is being hit.
    expect(await countRows(t.app.db, 'login_failures', sql`kind = 'login'`)).toBe(10);

    expect((await login(email, PASSWORD, '198.51.100.20')).statusCode).toBe(200); // another IP is not affected

    clock.advance(10 * 60_000 - 1000);
    const lastSecond = await login(email, PASSWORD);
    expect(lastSecond.statusCode).toBe(429);
    expect(lastSecond.headers['retry-after']).toBe('1');
    expect(lastSecond.json().message).toBe('Too many failed login attempts. Try again in 1 minute.');

    clock.advance(1000);
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
  });

  it('prunes failures older than the window', async () => {
    const clock = manualClock();
    t = await buildTestApp({}, { clock });
    const email = uniqueEmail('eve');
    await registerUser(t, email);
    for (let i = 0; i < 3; i += 1) await login(email, 'wrong password');
    clock.advance(16 * 60_000);
    await login(email, 'wrong password');
    expect(await countRows(t.app.db, 'login_failures')).toBe(1);
  });
});
