import type { ParsedMail } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { UNSUBSCRIBE_MESSAGES } from '../../contract/unsubscribe';
import { REMINDER_AFTER_MS } from '../../game/rules/delivery';
import { buildTestApp, manualClock, type TestApp } from './helpers/app';
import { cardBody, generateImage } from './helpers/cards';
import { solidJpeg } from './helpers/images';
import { puzzleForm, validPuzzleFields } from './helpers/multipart';
import { createPuzzle } from './helpers/puzzles';
import { mailTo, startSmtpServer, type TestSmtpServer } from './helpers/smtp';

const HOUR = 60 * 60_000;

/** Recipients who can say no (issue 21 part 1), on the real SMTP sink, on both engines. */
describe('unsubscribe and suppression', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let clock: ReturnType<typeof manualClock>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => smtp?.close());
  afterEach(async () => t?.close());

  async function start(env: Record<string, string> = {}) {
    clock = manualClock();
    t = await buildTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Puzzle Gift <hello@mail.puzzle.test>', ...env }, { clock });
  }

  /** Sends a gift to `address` and answers the recipient's mail as it arrived. */
  async function giftTo(address: string, fields: Record<string, string> = {}): Promise<ParsedMail> {
    await createPuzzle(t, { recipientEmail: address, ...fields });
    await t.app.outbox.flush();
    return smtp.nextMail((mail) => mailTo(mail).includes(address));
  }

  const header = (mail: ParsedMail, name: string) => mail.headerLines.find((line) => line.key === name.toLowerCase())?.line ?? '';
  const httpsLink = (mail: ParsedMail) => /<(https?:\/\/[^>]+\/unsubscribe\/[^>]+)>/.exec(header(mail, 'List-Unsubscribe'))?.[1] ?? '';
  const pathOf = (link: string) => new URL(link).pathname;
  const tokenOf = (link: string) => decodeURIComponent(pathOf(link).split('/').pop() ?? '');
  const oneClick = (path: string, payload = 'List-Unsubscribe=One-Click') =>
    // As a mail provider posts it: from its servers, no Origin, no cookie.
    t.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload });
  const giftRefused = (address: string) =>
    solidJpeg(300, 300).then((data) =>
      t.request({ method: 'POST', url: '/api/puzzles', payload: puzzleForm(validPuzzleFields({ recipientEmail: address }), { data }) }),
    );
  const suppressions = async () => (await t.app.db.selectFrom('suppressions').selectAll().execute()).length;

  it("gives the recipient's mail List-Unsubscribe (https and mailto), one-click, and the visible link; not the sender's", async () => {
    await start();
    const mail = await giftTo('headers@example.com');
    const link = httpsLink(mail);
    expect(link.startsWith(`${t.config.publicUrl}/unsubscribe/`)).toBe(true);
    expect(header(mail, 'List-Unsubscribe')).toContain('<mailto:unsubscribe@mail.puzzle.test?subject=unsubscribe%20');
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(mail.text).toContain(`${UNSUBSCRIBE_MESSAGES.linkText}: ${link}`);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('Don&#39;t send me puzzle gifts');
    // The token carries the keyed hash only: no trace of the address.
    expect(link.toLowerCase()).not.toContain('headers');
    const own = await smtp.nextMail((m) => mailTo(m).includes('alex@example.com') && m.text?.includes('headers@example.com') === false);
    expect(header(own, 'List-Unsubscribe')).toBe('');
    expect(own.text).not.toContain(UNSUBSCRIBE_MESSAGES.linkText);
  });

  it('one-click POST suppresses the address; later gifts and cards are refused with the text; undo lets them through', async () => {
    await start();
    const link = httpsLink(await giftTo('oneclick@example.com'));
    const answer = await oneClick(pathOf(link));
    expect(answer.statusCode).toBe(200);
    expect(await suppressions()).toBe(1);
    expect((await oneClick(pathOf(link))).statusCode).toBe(200); // twice is once
    expect(await suppressions()).toBe(1);

    const refused = await giftRefused('  OneClick@Example.com '); // however it is typed
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: 'This recipient has chosen not to receive puzzle gifts.', code: 'recipient-unsubscribed' });
    const image = await generateImage(t);
    const card = await t.request({ method: 'POST', url: '/api/cards', payload: cardBody(image.imageId, 'greeting', { toEmail: 'oneclick@example.com' }) });
    expect(card.statusCode).toBe(422);
    expect(card.json().message).toBe(UNSUBSCRIBE_MESSAGES.refused);
    expect(await t.app.db.selectFrom('puzzles').selectAll().where('recipient_email', 'like', '%neclick%').execute()).toHaveLength(1);

    const api = `/api/unsubscribe/${encodeURIComponent(tokenOf(link))}`;
    expect((await t.request({ method: 'GET', url: api })).json()).toEqual({ suppressed: true });
    expect((await t.request({ method: 'POST', url: `${api}/undo` })).json()).toEqual({ suppressed: false });
    expect(await suppressions()).toBe(0);
    expect((await giftRefused('oneclick@example.com')).statusCode).toBe(201);
    expect((await t.request({ method: 'POST', url: api })).json()).toEqual({ suppressed: true }); // the page's button
    expect(await suppressions()).toBe(1);
  });

  it("a sender's change of recipient and a resend to a suppressed address are refused too", async () => {
    await start();
    const link = httpsLink(await giftTo('changed-to@example.com'));
    expect((await oneClick(pathOf(link))).statusCode).toBe(200);
    const auth = (watchToken: string) => ({ authorization: `Bearer ${watchToken}` });

    const sent = await createPuzzle(t, { recipientEmail: 'typo@example.com' });
    await t.app.outbox.flush(); // delivered: only a resend can reach another address now
    const resend = await t.request({ method: 'POST', url: `/api/puzzles/${sent.id}/delivery/resend`, headers: auth(sent.watchToken), payload: { recipientEmail: 'changed-to@example.com' } });
    expect(resend.statusCode).toBe(422);
    expect(resend.json().message).toBe(UNSUBSCRIBE_MESSAGES.refused);

    const later = new Date(clock() + 48 * HOUR).toISOString().slice(0, 16);
    const scheduled = await createPuzzle(t, { recipientEmail: 'first@example.com', sendAt: later, timeZone: 'UTC' });
    const change = await t.request({ method: 'PATCH', url: `/api/puzzles/${scheduled.id}/delivery`, headers: auth(scheduled.watchToken), payload: { recipientEmail: 'Changed-To@example.com' } });
    expect(change.statusCode).toBe(422);
    const stored = await t.app.db.selectFrom('puzzles').select('recipient_email').where('id', '=', scheduled.id).executeTakeFirstOrThrow();
    expect(stored.recipient_email).toBe('first@example.com'); // nothing changed
  });

  it('a one-click POST without the RFC 8058 body changes nothing; a multipart one-click works', async () => {
    await start();
    const link = httpsLink(await giftTo('body@example.com'));
    expect((await oneClick(pathOf(link), '')).statusCode).toBe(400);
    expect(await suppressions()).toBe(0);
    const form = new FormData();
    form.append('List-Unsubscribe', 'One-Click');
    const multipart = await t.app.inject({ method: 'POST', url: pathOf(link), payload: form });
    expect(multipart.statusCode).toBe(200);
    expect(await suppressions()).toBe(1);
  });

  it('a forged or altered token gets a clear answer and changes nothing', async () => {
    await start();
    const token = tokenOf(httpsLink(await giftTo('forged@example.com')));
    const [hash = '', signature = ''] = token.split('.');
    const flip = (text: string, at: number) => text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);
    const bad = [
      `${flip(hash, 3)}.${signature}`, // another address's hash, same signature
      `${hash}.${flip(signature, 0)}`,
      `${hash}.${flip(signature, signature.length - 1)}`, // the last character's spare bits too
      `${hash}.${signature.slice(0, -1)}`, // cut off
      'not-a-token',
    ];
    for (const forged of bad) {
      const path = `/unsubscribe/${encodeURIComponent(forged)}`;
      const posted = await oneClick(path);
      expect(posted.statusCode, forged).toBe(400);
      expect(posted.json()).toMatchObject({ code: 'invalid-unsubscribe-token', message: UNSUBSCRIBE_MESSAGES.invalidToken });
      const api = await t.request({ method: 'POST', url: `/api${path}` });
      expect(api.statusCode).toBe(400);
      expect((await t.request({ method: 'GET', url: `/api${path}` })).json().code).toBe('invalid-unsubscribe-token');
    }
    expect(await suppressions()).toBe(0);
    expect((await giftRefused('forged@example.com')).statusCode).toBe(201);
  });

  it('drops a reminder already queued, and a scheduled gift, once the address said no', async () => {
    await start();
    const link = httpsLink(await giftTo('later@example.com', { remind: 'true', timeZone: 'Europe/London' }));
    clock.advance(REMINDER_AFTER_MS);
    smtp.setRefusing(true); // the reminder is queued and its first try fails: it waits in the outbox for a retry
    expect(await t.app.puzzles.sendReminders()).toBe(1);
    await t.app.outbox.flush();
    smtp.setRefusing(false);
    const tomorrow = new Date(clock() + 24 * HOUR).toISOString().slice(0, 10);
    await createPuzzle(t, { recipientEmail: 'later@example.com', sendAt: `${tomorrow}T09:00`, timeZone: 'Europe/London' });
    const queued = () => t.app.db.selectFrom('outbox').select('id').where('to_address', '=', 'later@example.com').where('sent_at', 'is', null).execute();
    expect(await queued()).toHaveLength(2); // the reminder awaiting its retry, the gift awaiting its day
    expect((await oneClick(pathOf(link))).statusCode).toBe(200);

    const before = smtp.received.length;
    clock.advance(2 * 24 * HOUR);
    await t.app.outbox.flush();
    const toLater = smtp.received.slice(before).filter((mail) => mailTo(mail).includes('later@example.com'));
    expect(toLater).toHaveLength(0);
    expect(await queued()).toHaveLength(0); // dropped, not retried
    expect(await t.app.puzzles.sendReminders()).toBe(0);
  });
});

describe('the per-recipient daily limit', () => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('lets an address receive RECIPIENT_DAILY_LIMIT gifts and cards in 24 hours from all senders, then answers 429', async () => {
    const clock = manualClock();
    t = await buildTestApp({ RECIPIENT_DAILY_LIMIT: '3' }, { clock });
    await createPuzzle(t, { recipientEmail: 'popular@example.com', senderEmail: 'one@example.com' });
    clock.advance(HOUR);
    await createPuzzle(t, { recipientEmail: 'Popular@Example.com', senderEmail: 'two@example.com' });
    const image = await generateImage(t);
    const card = await t.request({ method: 'POST', url: '/api/cards', payload: cardBody(image.imageId, 'greeting', { toEmail: 'popular@example.com' }) });
    expect(card.statusCode).toBe(201);

    const fourth = await t.request({ method: 'POST', url: '/api/puzzles', payload: puzzleForm(validPuzzleFields({ recipientEmail: 'popular@example.com', senderEmail: 'three@example.com' }), { data: await solidJpeg(300, 300) }) });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ code: 'recipient-daily-limit', message: UNSUBSCRIBE_MESSAGES.dailyLimit(3) });
    expect(Number(fourth.headers['retry-after'])).toBe(23 * 60 * 60); // the first send, an hour ago, leaves the window in 23 h
    expect(await t.app.db.selectFrom('puzzles').selectAll().execute()).toHaveLength(3); // nothing of the refused one stored
    const other = await createPuzzle(t, { recipientEmail: 'someone-else@example.com' }); // others are not affected
    await t.app.outbox.flush();
    const resend = await t.request({ method: 'POST', url: `/api/puzzles/${other.id}/delivery/resend`, headers: { authorization: `Bearer ${other.watchToken}` }, payload: { recipientEmail: 'popular@example.com' } });
    expect(resend.statusCode).toBe(429); // sent on to a new address, it counts as a gift to it

    clock.advance(23 * HOUR); // the first send is now 24 hours old: out of the window
    await createPuzzle(t, { recipientEmail: 'popular@example.com' });
    const again = await t.request({ method: 'POST', url: '/api/puzzles', payload: puzzleForm(validPuzzleFields({ recipientEmail: 'popular@example.com' }), { data: await solidJpeg(300, 300) }) });
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBe(60 * 60); // the second leaves it an hour later
  });

  it('counts creates racing for the last place once', async () => {
    t = await buildTestApp({ RECIPIENT_DAILY_LIMIT: '2' }, { clock: manualClock() });
    const data = await solidJpeg(300, 300);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => t.request({ method: 'POST', url: '/api/puzzles', payload: puzzleForm(validPuzzleFields({ recipientEmail: 'race@example.com' }), { data }) })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 429, 429]);
  });
});
