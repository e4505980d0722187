import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryView } from '../../contract/schemas/delivery';
import type { CreatedPuzzle } from '../../contract/schemas/puzzles';
import { buildTestApp, manualClock, type TestApp } from './helpers/app';
import { createCard } from './helpers/cards';
import { createPuzzle, getBoard, postMoves, solvingMoves } from './helpers/puzzles';
import { mailTo, startSmtpServer, type TestSmtpServer } from './helpers/smtp';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
// 2026-11-21 12:00 UTC is 13:00 in Paris; the gift is due at 09:00 Paris time a week later (08:00 UTC).
const START = Date.UTC(2026, 10, 21, 12, 0);
const DUE = Date.UTC(2026, 10, 28, 8, 0);
const SCHEDULED = { sendAt: '2026-11-28T09:00', timeZone: 'Europe/Paris', remind: 'true' };

describe('scheduled delivery', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let clock: ReturnType<typeof manualClock>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => smtp?.close());
  afterEach(async () => t?.close());

  async function start(): Promise<void> {
    clock = manualClock(START);
    t = await buildTestApp({ SMTP_URL: smtp.url }, { clock });
  }

  /** Sends what is due at this instant and answers the mails that reached `address` so far. */
  async function mailsTo(address: string) {
    await t.app.outbox.flush();
    return smtp.received.filter((mail) => mailTo(mail).includes(address));
  }

  const sender = (created: Pick<CreatedPuzzle, 'watchToken'>) => ({ authorization: `Bearer ${created.watchToken}` });
  const delivery = async (created: Pick<CreatedPuzzle, 'id' | 'watchToken'>) =>
    (await t.request({ method: 'GET', url: `/api/puzzles/${created.id}/delivery`, headers: sender(created) })).json<DeliveryView>();
  const change = (created: Pick<CreatedPuzzle, 'id' | 'watchToken'>, payload: Record<string, unknown>) =>
    t.request({ method: 'PATCH', url: `/api/puzzles/${created.id}/delivery`, headers: sender(created), payload });

  it('sends the recipient nothing before its time and exactly once after it, and tells the sender when', async () => {
    await start();
    const recipient = 'due@example.com';
    const created = await createPuzzle(t, { ...SCHEDULED, recipientEmail: recipient });
    expect(created.arrival).toBe('Saturday 28 November 2026 at 09:00 (Europe/Paris)');

    const confirmation = (await mailsTo('alex@example.com')).find((mail) => mail.subject?.includes('scheduled'));
    expect(confirmation?.text).toContain('will arrive in Sam Recipient\'s inbox on Saturday 28 November 2026 at 09:00 (Europe/Paris)');
    expect(await mailsTo(recipient)).toHaveLength(0);
    expect(await delivery(created)).toMatchObject({ state: 'scheduled', changeable: true, localSendAt: '2026-11-28T09:00', sendAt: new Date(DUE).toISOString() });

    clock.set(DUE - 1);
    expect(await mailsTo(recipient)).toHaveLength(0);
    clock.set(DUE);
    expect(await mailsTo(recipient)).toHaveLength(1);
    clock.advance(DAY);
    expect(await mailsTo(recipient)).toHaveLength(1);
    expect(await delivery(created)).toMatchObject({ state: 'delivered', deliveredAt: new Date(DUE).toISOString(), changeable: false });
  });

  it('lets the sender change recipient, message and time until then, and the change is what goes out', async () => {
    await start();
    const created = await createPuzzle(t, { ...SCHEDULED, recipientEmail: 'typo@exmaple.com' });
    const changed = await change(created, { recipientName: 'Samantha', recipientEmail: 'sam.fixed@example.com', message: 'See you Friday!', sendAt: '2026-11-29T18:30' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<DeliveryView>()).toMatchObject({ recipientName: 'Samantha', recipientEmail: 'sam.fixed@example.com', arrival: 'Sunday 29 November 2026 at 18:30 (Europe/Paris)' });
    expect((await getBoard(t, created.id)).recipientName).toBe('Samantha'); // not a cached copy
    expect((await change(created, { recipientName: 'Sam\r\nBcc: x@example.com' })).statusCode).toBe(400); // one line: it goes into a mail

    clock.set(DUE);
    expect(await mailsTo('sam.fixed@example.com')).toHaveLength(0); // the old time has no mail any more
    clock.set(Date.UTC(2026, 10, 29, 17, 30));
    const [mail] = await mailsTo('sam.fixed@example.com');
    expect(mail?.text).toContain('Hi Samantha,');
    expect(await mailsTo('typo@exmaple.com')).toHaveLength(0);

    const board = await getBoard(t, created.id);
    const solved = await postMoves(t, created.id, board.gridSize, solvingMoves(board.shuffle), 'solve');
    expect(solved.json<{ message: string }>().message).toBe('See you Friday!');
    expect((await change(created, { message: 'Too late' })).json()).toMatchObject({ statusCode: 409, code: 'already-sent' });
  });

  it('cancels before delivery: nothing is sent and the link stops working', async () => {
    await start();
    const created = await createPuzzle(t, { ...SCHEDULED, recipientEmail: 'cancelled@example.com' });
    const cancelled = await t.request({ method: 'DELETE', url: `/api/puzzles/${created.id}/delivery`, headers: sender(created) });
    expect(cancelled.json<DeliveryView>().state).toBe('cancelled');
    clock.set(DUE + DAY);
    expect(await mailsTo('cancelled@example.com')).toHaveLength(0);
    const board = await t.request({ method: 'GET', url: `/api/puzzles/${created.id}` });
    expect(board.json()).toMatchObject({ statusCode: 410, code: 'gift-cancelled', message: 'This gift was cancelled by its sender.' });
    expect((await change(created, { message: 'Back on' })).json()).toMatchObject({ statusCode: 409, code: 'gift-cancelled' });
  });

  it('refuses changes within the last minute, when a worker may already hold the mail', async () => {
    await start();
    const created = await createPuzzle(t, { ...SCHEDULED });
    clock.set(DUE - MINUTE);
    expect((await change(created, { message: 'Last second' })).json()).toMatchObject({ statusCode: 409, code: 'already-sent' });
    expect((await t.request({ method: 'DELETE', url: `/api/puzzles/${created.id}/delivery`, headers: sender(created) })).statusCode).toBe(409);
  });

  it('after delivery, sends the same link again to a corrected address', async () => {
    await start();
    const created = await createPuzzle(t, { recipientEmail: 'wrong@exmaple.com', timeZone: 'Europe/Paris' }); // Send now
    expect(created.arrival).toBeNull();
    const [first] = await mailsTo('wrong@exmaple.com');
    const early = await t.request({ method: 'POST', url: `/api/puzzles/${created.id}/delivery/resend`, headers: sender(created), payload: { recipientEmail: 'right@example.com' } });
    expect(early.statusCode).toBe(200);
    const [again] = await mailsTo('right@example.com');
    const link = (text: string | undefined) => /https?:\/\/\S+\/play\/\S+/.exec(text ?? '')?.[0];
    expect(link(again?.text)).toBe(link(first?.text));
    expect((await delivery(created)).recipientEmail).toBe('right@example.com');
    expect((await getBoard(t, created.id)).id).toBe(created.id); // the old link still works
  });

  it('schedules a card the same way: its invitation goes out on the day, as the card now reads', async () => {
    await start();
    const card = await createCard(t, 'holiday', { toEmail: 'card@example.com', delivery: { sendAt: '2026-11-28T09:00', timeZone: 'Europe/Paris', remind: false } });
    expect(card.arrival).toBe('Saturday 28 November 2026 at 09:00 (Europe/Paris)');
    const confirmation = (await mailsTo('alex@example.com')).find((mail) => mail.subject === 'Your puzzle card for Sam Recipient is scheduled');
    expect(confirmation?.text).toContain('on Saturday 28 November 2026 at 09:00 (Europe/Paris)');
    expect((await change(card, { recipientName: 'Samira' })).statusCode).toBe(200);
    clock.set(DUE - 1);
    expect(await mailsTo('card@example.com')).toHaveLength(0);
    clock.set(DUE);
    const [invitation] = await mailsTo('card@example.com');
    expect(invitation?.subject).toBe('Alex Sender sent you a holiday card');
    expect(invitation?.text).toContain('Hi Samira,');
    expect(invitation?.text).toContain(`/play-puzzle-card/${card.id}`);
  });

  it('answers a wrong key like an unknown gift, and no key with 401', async () => {
    await start();
    const created = await createPuzzle(t, { ...SCHEDULED });
    const wrong = await t.request({ method: 'GET', url: `/api/puzzles/${created.id}/delivery`, headers: { authorization: 'Bearer nottherightone' } });
    expect(wrong.statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/puzzles/${created.id}/delivery` })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: `/api/puzzles/${created.id}/delivery`, headers: { authorization: `Bearer ${created.watchToken}` } })).statusCode).toBe(200);
  });

  it.each<{ fields: Record<string, string>; code: string }>([
    { fields: { sendAt: '2026-11-21T12:30', timeZone: 'Europe/Paris' }, code: 'send-at-past' }, // 11:30 UTC: half an hour ago
    { fields: { sendAt: '2027-11-22T12:00', timeZone: 'Europe/Paris' }, code: 'send-at-too-far' },
    { fields: { sendAt: '2026-02-30T09:00', timeZone: 'Europe/Paris' }, code: 'invalid-send-at' },
    { fields: { sendAt: '2026-12-01T09:00', timeZone: 'Mars/Olympus_Mons' }, code: 'invalid-time-zone' },
    { fields: { sendAt: '2026-12-01T09:00' }, code: 'invalid-field' },
    { fields: { sendAt: 'tomorrow', timeZone: 'Europe/Paris' }, code: 'invalid-field' },
  ])('refuses a send time that cannot be used: $code', async ({ fields, code }) => {
    await start();
    await expect(createPuzzle(t, fields)).rejects.toThrow(new RegExp(`400.*${code}`));
  });
});
