import { afterEach, beforeAll, afterAll, describe, expect, it } from 'vitest';
import type { Contact } from '../../contract/schemas/contacts';
import { registerUser, type SignedIn } from './helpers/accounts';
import { buildTestApp, manualClock, TEST_ORIGIN, type TestApp } from './helpers/app';
import { mailTo, startSmtpServer, type TestSmtpServer } from './helpers/smtp';
import { TEST_ENGINE } from './helpers/test-database';

describe('occasion reminders', () => {
  let smtp: TestSmtpServer;
  const apps: TestApp[] = [];
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => smtp?.close());
  afterEach(async () => {
    for (const app of apps.splice(0).reverse()) await app.close();
  });

  const clock = manualClock(Date.parse('2026-11-20T12:00:00Z'));
  async function app(shareWith?: TestApp): Promise<TestApp> {
    const env: Record<string, string> = { SMTP_URL: smtp.url };
    if (shareWith) {
      env.DATA_DIR = shareWith.dataDir; // the same SQLite file…
      if (shareWith.config.databaseUrl) Object.assign(env, { DATABASE_URL: shareWith.config.databaseUrl, SECRET_KEY: 'the test secret, shared by every app of one database' }); // …or PostgreSQL database
    }
    const built = await buildTestApp(env, { clock });
    apps.push(built);
    return built;
  }

  async function memberWithBirthday(t: TestApp, timeZone: string, month: number, day: number, daysBefore?: number) {
    const member: SignedIn = await registerUser(t);
    const response = await t.request({
      method: 'POST',
      url: '/api/contacts',
      headers: { cookie: member.cookie },
      payload: { name: 'Bea', email: 'bea@example.com', occasions: [{ kind: 'birthday', month, day, ...(daysBefore === undefined ? {} : { daysBefore }) }], timeZone },
    });
    expect(response.statusCode).toBe(201);
    return { member, contact: response.json<Contact>() };
  }

  const remindersTo = async (t: TestApp, address: string) => {
    await t.app.outbox.flush();
    return smtp.received.filter((mail) => mailTo(mail).includes(address) && mail.subject?.includes('birthday'));
  };

  it('goes on the right day in the member\'s zone, once, with a link to a gift addressed to the contact; next year again', async () => {
    const t = await app();
    const { member, contact } = await memberWithBirthday(t, 'Pacific/Auckland', 12, 5); // three days before: Dec 2 in Auckland (UTC+13)
    clock.set(Date.parse('2026-12-01T10:59:00Z')); // 23:59 on Dec 1 in Auckland
    expect(await t.app.occasionReminders.sweep()).toBe(0);

    clock.set(Date.parse('2026-12-01T11:01:00Z')); // 00:01 on Dec 2 there, still Dec 1 in UTC
    expect(await t.app.occasionReminders.sweep()).toBe(1);
    expect(await t.app.occasionReminders.sweep()).toBe(0);
    clock.set(Date.parse('2026-12-04T12:00:00Z')); // later sweeps before the day: still once
    expect(await t.app.occasionReminders.sweep()).toBe(0);
    const [mail, ...more] = await remindersTo(t, member.user.email);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe("Bea's birthday is in 3 days");
    expect(mail?.text).toContain(`${TEST_ORIGIN}/?contact=${contact.id}`);

    clock.set(Date.parse('2027-12-01T11:01:00Z')); // the next year's Dec 2 in Auckland
    expect(await t.app.occasionReminders.sweep()).toBe(1);
    expect(await remindersTo(t, member.user.email)).toHaveLength(2);
  });

  it('is queued once when two apps on one database sweep at the same moment', async () => {
    const first = await app();
    const second = await app(first);
    const { member } = await memberWithBirthday(first, 'UTC', 3, 10, 0); // on the day itself
    clock.set(Date.parse('2027-03-10T08:00:00Z'));
    const sweeps = [first, second, first, second].map((t) => () => t.app.occasionReminders.sweep());
    // PostgreSQL: all at once, each app on its own pool. SQLite: two apps in one test process cannot
    // overlap (better-sqlite3 waits for the other's lock synchronously, holding the event loop that
    // would release it), so they take turns; one app's two sweeps still overlap on its connection.
    const queued = TEST_ENGINE === 'postgres' ? await Promise.all(sweeps.map((sweep) => sweep())) : [...(await Promise.all([sweeps[0]!(), sweeps[2]!()])), await sweeps[1]!(), await sweeps[3]!()];
    expect(queued.reduce((a, b) => a + b)).toBe(1);
    await second.app.outbox.flush(); // the app that queued it may be sending it: its flush waits for that send
    expect(await remindersTo(first, member.user.email)).toHaveLength(1);
  });

  it('keeps a Feb 29 birthday on Feb 28 in a year without Feb 29', async () => {
    const t = await app();
    const { member } = await memberWithBirthday(t, 'Europe/Paris', 2, 29, 0);
    clock.set(Date.parse('2027-02-27T12:00:00Z'));
    expect(await t.app.occasionReminders.sweep()).toBe(0);
    clock.set(Date.parse('2027-02-27T23:30:00Z')); // 00:30 on Feb 28 in Paris
    expect(await t.app.occasionReminders.sweep()).toBe(1);
    const [mail] = await remindersTo(t, member.user.email);
    expect(mail?.subject).toBe("Bea's birthday is today");
  });
});
