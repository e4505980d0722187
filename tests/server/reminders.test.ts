import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryView } from '../../contract/schemas/delivery';
import type { CreatedPuzzle } from '../../contract/schemas/puzzles';
import { REMINDER_AFTER_MS, REMINDER_GRACE_MS } from '../../game/rules/delivery';
import { buildTestApp, manualClock, type TestApp } from './helpers/app';
import { createPuzzle, getBoard } from './helpers/puzzles';
import { mailTo, startSmtpServer, type TestSmtpServer } from './helpers/smtp';

const MINUTE = 60_000;

describe('the one reminder of an unopened gift', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let clock: ReturnType<typeof manualClock>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => smtp?.close());
  afterEach(async () => t?.close());

  async function sentNow(recipientEmail: string, remind: 'true' | 'false'): Promise<CreatedPuzzle> {
    clock = manualClock();
    t = await buildTestApp({ SMTP_URL: smtp.url }, { clock });
    const created = await createPuzzle(t, { recipientEmail, timeZone: 'America/New_York', remind });
    await t.app.outbox.flush(); // delivered now
    return created;
  }

  async function remindersTo(address: string) {
    await t.app.puzzles.sendReminders();
    await t.app.outbox.flush();
    return smtp.received.filter((mail) => mailTo(mail).includes(address) && mail.subject?.includes('still waiting'));
  }

  const view = async (created: CreatedPuzzle) =>
    (await t.request({ method: 'GET', url: `/api/puzzles/${created.id}/delivery`, headers: { authorization: `Bearer ${created.watchToken}` } })).json<DeliveryView>();

  it('goes once, three days after delivery, when the sender agreed; the sender sees "not opened yet"', async () => {
    const created = await sentNow('waiting@example.com', 'true');
    clock.advance(REMINDER_AFTER_MS - MINUTE);
    expect(await remindersTo('waiting@example.com')).toHaveLength(0);
    expect((await view(created)).notOpenedYet).toBe(false);

    clock.advance(MINUTE);
    expect((await view(created)).notOpenedYet).toBe(true);
    const [reminder] = await remindersTo('waiting@example.com');
    expect(reminder?.text).toContain('This is the only reminder we will send.');
    expect(reminder?.text).toContain(`/play/${created.id}`);

    clock.advance(REMINDER_AFTER_MS);
    expect(await remindersTo('waiting@example.com')).toHaveLength(1); // never twice
    const events = await t.app.db.selectFrom('puzzle_events').select('kind').where('puzzle_id', '=', created.id).execute();
    expect(events.map((event) => event.kind).sort()).toEqual(['delivered', 'reminded']);
  });

  it('never goes without the sender\'s consent', async () => {
    await sentNow('no-consent@example.com', 'false');
    clock.advance(10 * REMINDER_AFTER_MS);
    expect(await remindersTo('no-consent@example.com')).toHaveLength(0);
  });

  it('never goes more than a week after its time (the service was down): a late nudge confuses', async () => {
    await sentNow('late@example.com', 'true');
    clock.advance(REMINDER_AFTER_MS + REMINDER_GRACE_MS);
    expect(await remindersTo('late@example.com')).toHaveLength(0);
  });

  it('never goes once the gift was opened', async () => {
    const created = await sentNow('opened@example.com', 'true');
    await getBoard(t, created.id);
    clock.advance(2 * REMINDER_AFTER_MS);
    expect(await remindersTo('opened@example.com')).toHaveLength(0);
    expect((await view(created)).notOpenedYet).toBe(false);
  });

  it('is queued once when two sweeps run at the same moment', async () => {
    await sentNow('racing@example.com', 'true');
    clock.advance(REMINDER_AFTER_MS);
    const queued = await Promise.all([t.app.puzzles.sendReminders(), t.app.puzzles.sendReminders()]);
    expect(queued.reduce((a, b) => a + b)).toBe(1);
    expect(await remindersTo('racing@example.com')).toHaveLength(1);
  });
});
