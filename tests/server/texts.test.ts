import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_MESSAGES } from '../../contract/texts';
import { UNSUBSCRIBE_MESSAGES } from '../../contract/unsubscribe';
import type { CreatedPuzzle } from '../../contract/schemas/puzzles';
import { buildTestApp, manualClock, type TestApp } from './helpers/app';
import { cardBody, generateImage } from './helpers/cards';
import { solidJpeg } from './helpers/images';
import { puzzleForm, validPuzzleFields } from './helpers/multipart';
import { startSmsServer, type TestSmsServer } from './helpers/sms-server';

const PHONE = '+14155550123'; // (415) 555-0123: a number libphonenumber's metadata takes as valid

async function sendGift(t: TestApp, overrides: Record<string, string | undefined>) {
  const form = puzzleForm(validPuzzleFields(overrides), { data: await solidJpeg(300, 300) });
  return t.request({ method: 'POST', url: '/api/puzzles', payload: form });
}

const textRows = (t: TestApp) => t.app.db.selectFrom('texts').selectAll().orderBy('id').execute();
const recipientMails = (t: TestApp) => t.app.db.selectFrom('outbox').select('to_address').where('purpose', '=', 'gift').execute();
const deliveredAt = async (t: TestApp, id: string) =>
  (await t.app.db.selectFrom('puzzle_events').select('at').where('puzzle_id', '=', id).where('kind', '=', 'delivered').execute()).map((row) => row.at);
const phoneOf = async (t: TestApp, id: string) => (await t.app.db.selectFrom('puzzles').select('recipient_phone').where('id', '=', id).executeTakeFirstOrThrow()).recipient_phone;

describe('gifts and cards by text', () => {
  let t: TestApp;
  let sms: TestSmsServer;
  beforeAll(async () => {
    sms = await startSmsServer();
  });
  afterAll(async () => sms.close());
  afterEach(async () => {
    await t?.close();
    sms.received.length = 0;
    sms.refused.length = 0;
  });

  it('without SMS_URL: a text-only gift needs no e-mail, stores the number in E.164 and leaves the text to its sender', async () => {
    t = await buildTestApp();
    const response = await sendGift(t, { sendBy: 'text', recipientEmail: undefined, recipientPhone: '(415) 555-0123', phoneRegion: 'us' });
    expect(response.statusCode).toBe(201);
    const created = response.json<CreatedPuzzle>();
    expect(created.text).toEqual({ phone: PHONE, byServer: false });
    expect(await phoneOf(t, created.id)).toBe(PHONE);
    expect(await recipientMails(t)).toEqual([]); // no mail to the recipient…
    expect(await textRows(t)).toEqual([]); // …and nothing for a server that sends no texts
  });

  it('a national number is read in the browser\'s region', async () => {
    t = await buildTestApp();
    const response = await sendGift(t, { sendBy: 'both', recipientPhone: '06 12 34 56 78', phoneRegion: 'FR' });
    expect(response.statusCode).toBe(201);
    expect(response.json<CreatedPuzzle>().text?.phone).toBe('+33612345678');
    expect(await recipientMails(t)).toEqual([{ to_address: 'sam@example.com' }]); // both: the mail goes too
  });

  it('with SMS_URL: the server texts the link once, with the opt-out line, and a number that opts out gets the same 422 as mail', async () => {
    t = await buildTestApp({ SMS_URL: sms.url, SMS_FROM: '+14155550100' });
    const response = await sendGift(t, { sendBy: 'text', recipientEmail: undefined, recipientPhone: PHONE });
    expect(response.statusCode).toBe(201);
    const created = response.json<CreatedPuzzle>();
    expect(created.text).toEqual({ phone: PHONE, byServer: true });
    await t.app.texts?.flush();
    await t.app.texts?.flush(); // a second run finds nothing more to send
    expect(sms.received).toHaveLength(1);
    const [text] = sms.received;
    expect(text).toMatchObject({ to: PHONE, from: '+14155550100' });
    expect(text?.body).toContain(`Alex Sender sent you a puzzle gift.`);
    expect(text?.body).toContain(`${t.config.publicUrl}/play/${created.id}`);
    const optOut = /No more gifts: (\S+)$/.exec(text?.body ?? '')?.[1] ?? '';
    expect(optOut.startsWith(`${t.config.publicUrl}/unsubscribe/`)).toBe(true);
    expect((await textRows(t))[0]).toMatchObject({ attempts: 1, last_error: null, provider_id: expect.stringMatching(/^SM/) });

    // The recipient follows the text's link and says no: the next gift to that number is refused.
    const token = decodeURIComponent(new URL(optOut).pathname.split('/').pop() ?? '');
    expect((await t.request({ method: 'POST', url: `/api/unsubscribe/${encodeURIComponent(token)}` })).statusCode).toBe(200);
    const refused = await sendGift(t, { sendBy: 'text', recipientEmail: undefined, recipientPhone: '+1 415-555-0123' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ message: string }>().message).toBe(UNSUBSCRIBE_MESSAGES.refused);
    expect(await textRows(t)).toHaveLength(1);
  });

  it('a failed send is retried after its backoff, and the text arrives once', async () => {
    const clock = manualClock();
    t = await buildTestApp({ SMS_URL: sms.url, SMS_FROM: '+14155550100' }, { clock });
    sms.failNext(1);
    const response = await sendGift(t, { sendBy: 'text', recipientEmail: undefined, recipientPhone: PHONE, timeZone: 'UTC', remind: 'true' });
    expect(response.statusCode).toBe(201);
    const { id } = response.json<CreatedPuzzle>();
    await t.app.texts?.flush();
    expect(sms.refused).toHaveLength(1);
    expect(await deliveredAt(t, id)).toEqual([]);
    expect(sms.received).toHaveLength(0);
    expect((await textRows(t))[0]).toMatchObject({ attempts: 1, sent_at: null, last_error: expect.stringContaining('500') });
    await t.app.texts?.flush(); // not due yet: nothing is tried
    expect(sms.refused).toHaveLength(1);
    clock.advance(5_000); // the first retry's delay
    await t.app.texts?.flush();
    expect(sms.received).toHaveLength(1);
    expect((await textRows(t))[0]).toMatchObject({ attempts: 2, sent_at: clock(), last_error: null });
    expect(await deliveredAt(t, id)).toEqual([clock()]); // the text's delivery is the gift's 'delivered' milestone
    clock.advance(3 * 24 * 60 * 60_000 + 60_000);
    expect(await t.app.puzzles.sendReminders()).toBe(0); // the reminder is a mail: a gift sent by text only has no address
  });

  it('a scheduled gift by text only can be moved earlier, and one cancelled is never texted', async () => {
    const clock = manualClock(); // 2026-11-21 12:00 UTC
    t = await buildTestApp({ SMS_URL: sms.url, SMS_FROM: '+14155550100' }, { clock });
    const later = { sendBy: 'text', recipientEmail: undefined, recipientPhone: PHONE, sendAt: '2026-11-23T12:00', timeZone: 'UTC' };
    const moved = (await sendGift(t, later)).json<CreatedPuzzle>();
    const cancelled = (await sendGift(t, { ...later, message: 'never' })).json<CreatedPuzzle>();
    const sender = (created: CreatedPuzzle) => ({ authorization: `Bearer ${created.watchToken}` });
    const patch = await t.request({ method: 'PATCH', url: `/api/puzzles/${moved.id}/delivery`, headers: sender(moved), payload: { sendAt: '2026-11-22T12:00', timeZone: 'UTC' } });
    expect(patch.statusCode).toBe(200);
    expect((await t.request({ method: 'DELETE', url: `/api/puzzles/${cancelled.id}/delivery`, headers: sender(cancelled) })).statusCode).toBe(200);
    clock.advance(24 * 60 * 60_000); // the new time
    await t.app.texts?.flush();
    expect(sms.received.map((text) => text.body.includes(moved.id))).toEqual([true]);
    clock.advance(24 * 60 * 60_000); // the first time: the cancelled gift's text is dropped
    await t.app.texts?.flush();
    expect(sms.received).toHaveLength(1);
    expect(await textRows(t)).toHaveLength(1);
  });

  it('the per-recipient daily limit counts texts too', async () => {
    t = await buildTestApp({ RECIPIENT_DAILY_LIMIT: '2' });
    for (const phone of [PHONE, '+1 415 555 0123']) {
      expect((await sendGift(t, { sendBy: 'text', recipientEmail: undefined, recipientPhone: phone })).statusCode).toBe(201);
    }
    const third = await sendGift(t, { sendBy: 'both', recipientEmail: 'someone-else@example.com', recipientPhone: PHONE });
    expect(third.statusCode).toBe(429);
  });

  it('a card goes by text without a recipient address', async () => {
    t = await buildTestApp({ SMS_URL: sms.url, SMS_FROM: '+14155550100' });
    const image = await generateImage(t, 'greeting');
    const body = { ...cardBody(image.imageId, 'greeting'), sendBy: 'text' as const, recipientPhone: PHONE };
    delete (body as { toEmail?: string }).toEmail;
    const response = await t.request({ method: 'POST', url: '/api/cards', payload: body });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ text: unknown }>().text).toEqual({ phone: PHONE, byServer: true });
    await t.app.texts?.flush();
    expect(sms.received.map((text) => text.body.split('\n')[0])).toEqual([`${body.fromName} sent you a puzzle card. Solve it to read it:`]);
    const noAddress = await t.request({ method: 'POST', url: '/api/cards', payload: { ...body, sendBy: 'email' } });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json<{ message: string }>().message).toBe(TEXT_MESSAGES.emailRequired);
  });
});

describe('bad text choices', () => {
  let shared: TestApp;
  beforeAll(async () => {
    shared = await buildTestApp();
  });
  afterAll(async () => shared.close());

  it.each([
    ['a number that is too short', { recipientPhone: '+1 415 555' }, TEXT_MESSAGES.badPhone],
    ['letters', { recipientPhone: 'call me maybe' }, TEXT_MESSAGES.badPhone],
    ['a national number without a region', { recipientPhone: '06 12 34 56 78' }, TEXT_MESSAGES.badPhone],
    ['an unknown region', { recipientPhone: '06 12 34 56 78', phoneRegion: 'ZZ' }, TEXT_MESSAGES.badPhone],
    ['no number at all', { recipientPhone: undefined }, TEXT_MESSAGES.phoneRequired],
    ['e-mail chosen without an address', { sendBy: 'both', recipientEmail: undefined }, 'recipientEmail is required.'],
    ['a choice that is not offered', { sendBy: 'pigeon', recipientEmail: 'sam@example.com' }, 'sendBy must be email, text or both.'],
  ])('400 for %s, and nothing stored', async (_why, overrides, message) => {
    const response = await sendGift(shared, { sendBy: 'text', recipientEmail: undefined, recipientPhone: PHONE, ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(message);
    expect(await shared.app.db.selectFrom('puzzles').select('id').execute()).toEqual([]);
  });

});
