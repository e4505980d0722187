import { afterEach, describe, expect, it } from 'vitest';
import { MODERATION_MESSAGES, REPORTS_PER_WINDOW } from '../../contract/moderation';
import type { AuditBody, QueueBody } from '../../contract/schemas/moderation';
import { registerAdmin, registerUser } from './helpers/accounts';
import { buildTestApp, manualClock, type TestApp } from './helpers/app';
import { cardBody, generateImage } from './helpers/cards';
import { countRows } from './helpers/db';
import { PartyClient, serverBoard, startParty } from './helpers/party';
import { solidJpeg } from './helpers/images';
import { puzzleForm, validPuzzleFields } from './helpers/multipart';
import { createPuzzle, getBoard, listen, postMoves, solvingMoves } from './helpers/puzzles';

/** Report → queue → take down / block / dismiss → audit log, on the test's engine (SQLite, or PostgreSQL in that project). */
describe('reports and moderation', () => {
  let t: TestApp;
  afterEach(async () => t?.close());

  const report = (id: string, ip = '203.0.113.7', payload: object = { reason: 'harassment', note: 'Not a kind message.' }) =>
    t.request({ method: 'POST', url: `/api/puzzles/${id}/reports`, remoteAddress: ip, payload });
  const queue = (cookie: string) => t.request({ method: 'GET', url: '/api/admin/moderation/queue', headers: { cookie } });
  const act = (cookie: string, id: string, action: string, headers: Record<string, string> = {}) =>
    t.request({ method: 'POST', url: `/api/admin/moderation/${id}/${action}`, headers: { cookie, ...headers } });
  const audit = async (cookie: string) => (await t.request({ method: 'GET', url: '/api/admin/audit', headers: { cookie } })).json<AuditBody>().entries;

  it('counts many reports of one gift from one address once, and shows the gift in the queue with its reasons', async () => {
    t = await buildTestApp();
    const admin = await registerAdmin(t);
    const gift = await createPuzzle(t, { senderName: 'Rex Rude', senderEmail: 'rex@example.com', message: 'You are awful.' });

    const first = await report(gift.id);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ ok: true, message: MODERATION_MESSAGES.reported });
    expect((await report(gift.id, '203.0.113.7', { reason: 'spam' })).statusCode).toBe(201); // answered alike …
    expect((await report(gift.id, '198.51.100.9', { reason: 'hate' })).statusCode).toBe(201);
    expect(await countRows(t.app.db, 'reports')).toBe(2); // … but stored once per address

    const body = (await queue(admin.cookie)).json<QueueBody>();
    expect(body.items).toHaveLength(1);
    const [item] = body.items;
    expect(item).toMatchObject({
      puzzleId: gift.id,
      kind: 'gift',
      message: 'You are awful.',
      senderName: 'Rex Rude',
      senderEmail: 'rex@example.com',
      senderBlocked: false,
      reportCount: 2,
    });
    expect(item?.imageUrl).toMatch(/^\/media\/puzzles\/.+\.jpg$/);
    expect(item?.reports.map((r) => [r.reason, r.note]).sort()).toEqual([['harassment', 'Not a kind message.'], ['hate', '']]);
  });

  it('refuses bad reports with a clear 4xx: unknown reason, too long a note, unknown gift', async () => {
    t = await buildTestApp();
    const gift = await createPuzzle(t);
    expect((await report(gift.id, undefined, { reason: 'boring' })).statusCode).toBe(400);
    expect((await report(gift.id, undefined, { reason: 'other', note: 'x'.repeat(1001) })).statusCode).toBe(400);
    expect((await report(gift.id, undefined, { reason: 'other', note: 'x'.repeat(1000) })).statusCode).toBe(201);
    const missing = await report('NoSuchPuzzle0000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'puzzle-not-found' });
  });

  it(`throttles an address after ${REPORTS_PER_WINDOW} reports an hour with a clear 429`, async () => {
    const clock = manualClock();
    t = await buildTestApp({}, { clock });
    const gifts = [];
    for (let i = 0; i <= REPORTS_PER_WINDOW; i++) {
      gifts.push(await createPuzzle(t, { recipientEmail: `sam-${i}@example.com` }));
    }
    for (const gift of gifts.slice(0, REPORTS_PER_WINDOW)) {
      expect((await report(gift.id)).statusCode).toBe(201);
      clock.advance(1000);
    }
    const last = gifts[REPORTS_PER_WINDOW]?.id ?? '';
    const refused = await report(last);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'too-many-attempts' });
    expect(refused.json().message).toMatch(/^You have sent many reports in a short time\. Try again in \d+ minutes?\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await report(last, '198.51.100.9')).statusCode).toBe(201); // another address is not affected
    clock.advance(60 * 60_000);
    expect((await report(last)).statusCode).toBe(201); // the window moved on
  });

  it('takes a gift down: its link answers 410 "This gift was removed", its picture is gone, its party ends (its players told why), and the audit log says who', async () => {
    t = await buildTestApp();
    const admin = await registerAdmin(t);
    const gift = await createPuzzle(t);
    const board = await getBoard(t, gift.id); // read once: the read cache holds it now
    expect(board.imageUrl).toBeTruthy();
    expect((await t.request({ method: 'GET', url: board.imageUrl })).statusCode).toBe(200);
    await report(gift.id);
    const party = await startParty(t, gift.id); // being solved together right now
    const player = new PartyClient(await listen(t));
    try {
      await player.connected();
      expect((await player.join({ partyId: party.partyId, token: party.inviteToken, name: 'Kim' })).ok).toBe(true);

      const done = await act(admin.cookie, gift.id, 'take-down');
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ ok: true });
      expect(await player.next('party:closed')).toEqual({ reason: 'ended', message: 'This gift was removed.' }); // the board closes with why
    } finally {
      player.close();
    }

    const removed = await t.request({ method: 'GET', url: `/api/puzzles/${gift.id}` });
    expect(removed.statusCode).toBe(410);
    expect(removed.json()).toMatchObject({ code: 'gift-removed', message: 'This gift was removed.' });
    const solve = await postMoves(t, gift.id, board.gridSize, solvingMoves(board.shuffle), 'solve');
    expect(solve.statusCode).toBe(410);
    expect((await t.request({ method: 'GET', url: board.imageUrl })).statusCode).toBe(404);
    expect((await report(gift.id, '198.51.100.20')).statusCode).toBe(410);
    expect((await serverBoard(t, party.partyId)).status).toBe('ended'); // no more moves, joins or reveal
    expect((await t.request({ method: 'POST', url: `/api/puzzles/${gift.id}/party` })).statusCode).toBe(410);
    expect((await queue(admin.cookie)).json<QueueBody>().items).toEqual([]);

    const [entry] = await audit(admin.cookie);
    expect(entry).toMatchObject({ actorEmail: admin.user.email, action: 'take-down', puzzleId: gift.id });
    expect(entry?.detail).toContain('1 report');
    expect(entry?.at).toBeGreaterThan(0);
  });

  it('takes a card down too', async () => {
    t = await buildTestApp();
    const admin = await registerAdmin(t);
    const image = await generateImage(t);
    const created = await t.request({ method: 'POST', url: '/api/cards', payload: cardBody(image.imageId, 'greeting') });
    expect(created.statusCode).toBe(201);
    const card = created.json<{ id: string }>();
    await report(card.id);
    expect((await act(admin.cookie, card.id, 'take-down')).statusCode).toBe(200);
    const removed = await t.request({ method: 'GET', url: `/api/puzzles/${card.id}` });
    expect(removed.statusCode).toBe(410);
    expect(removed.json()).toMatchObject({ code: 'gift-removed' });
  });

  it('blocks a sender by address (any letter case) and account: they cannot create gifts or cards, or resend one (403)', async () => {
    t = await buildTestApp();
    const admin = await registerAdmin(t);
    const sender = await registerUser(t);
    const gift = await createPuzzleAs(t, sender.cookie, { senderEmail: 'Rex@Example.com' });
    await report(gift.id);

    expect((await act(admin.cookie, gift.id, 'block-sender')).statusCode).toBe(200);
    expect((await queue(admin.cookie)).json<QueueBody>().items[0]).toMatchObject({ puzzleId: gift.id, senderBlocked: true });

    const again = await createPuzzleResponse(t, { senderEmail: 'rex@example.COM' });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ code: 'sender-blocked', message: MODERATION_MESSAGES.blocked });
    const byAccount = await createPuzzleResponse(t, { senderEmail: 'another@example.com' }, sender.cookie);
    expect(byAccount.statusCode).toBe(403);
    const image = await generateImage(t);
    const card = await t.request({ method: 'POST', url: '/api/cards', payload: cardBody(image.imageId, 'greeting', { fromEmail: 'REX@example.com' }) });
    expect(card.statusCode).toBe(403);
    expect(card.json()).toMatchObject({ code: 'sender-blocked' });
    expect(await countRows(t.app.db, 'puzzles')).toBe(1); // nothing stored for the refused ones

    // Nor aim a gift they sent before at another address.
    await t.app.outbox.flush();
    const resend = await t.request({ method: 'POST', url: `/api/puzzles/${gift.id}/delivery/resend`, headers: { authorization: `Bearer ${gift.watchToken}` }, payload: { recipientEmail: 'new@example.com' } });
    expect(resend.statusCode).toBe(403);
    expect(resend.json()).toMatchObject({ code: 'sender-blocked' });

    expect((await createPuzzleResponse(t, { senderEmail: 'someone@example.com' })).statusCode).toBe(201); // others still may
    expect((await getBoard(t, gift.id)).id).toBe(gift.id); // blocking does not take the gift down
    expect((await audit(admin.cookie))[0]).toMatchObject({ action: 'block-sender', puzzleId: gift.id, actorEmail: admin.user.email });
  });

  it('dismisses the reports of a gift: it leaves the queue and stays playable; a second dismiss is a 404', async () => {
    t = await buildTestApp();
    const admin = await registerAdmin(t);
    const gift = await createPuzzle(t);
    await report(gift.id);
    expect((await act(admin.cookie, gift.id, 'dismiss')).statusCode).toBe(200);
    expect((await queue(admin.cookie)).json<QueueBody>().items).toEqual([]);
    expect((await getBoard(t, gift.id)).id).toBe(gift.id);
    const twice = await act(admin.cookie, gift.id, 'dismiss');
    expect(twice.statusCode).toBe(404);
    expect(twice.json()).toMatchObject({ code: 'no-open-report' });
    expect((await audit(admin.cookie)).map((entry) => entry.action)).toEqual(['dismiss']); // the refused one wrote nothing

    await report(gift.id, '198.51.100.30'); // a new address's report opens it again
    expect((await queue(admin.cookie)).json<QueueBody>().items[0]?.reportCount).toBe(1);
  });

  it('refuses every admin call without an admin session, and every admin write from another Origin', async () => {
    t = await buildTestApp();
    const admin = await registerAdmin(t);
    const user = await registerUser(t);
    const gift = await createPuzzle(t);
    await report(gift.id);

    expect((await queue('')).statusCode).toBe(401);
    expect((await queue(user.cookie)).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/admin/audit', headers: { cookie: user.cookie } })).statusCode).toBe(403);
    for (const action of ['take-down', 'block-sender', 'dismiss']) {
      expect((await act('', gift.id, action)).statusCode).toBe(401);
      expect((await act(user.cookie, gift.id, action)).statusCode).toBe(403);
      const crossSite = await act(admin.cookie, gift.id, action, { origin: 'https://evil.example' });
      expect(crossSite.statusCode).toBe(403);
      expect(crossSite.json()).toMatchObject({ code: 'bad-origin' });
      const noOrigin = await t.app.inject({ method: 'POST', url: `/api/admin/moderation/${gift.id}/${action}`, headers: { cookie: admin.cookie } });
      expect(noOrigin.statusCode).toBe(403);
    }
    expect((await act(admin.cookie, gift.id, 'burn')).statusCode).toBe(400);
    const unknown = await act(admin.cookie, 'NoSuchPuzzle0000', 'take-down');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'puzzle-not-found' });
    expect(await countRows(t.app.db, 'audit_log')).toBe(0);
    expect((await getBoard(t, gift.id)).id).toBe(gift.id);
  });

  it("records the scheduler's writes in the audit log", async () => {
    t = await buildTestApp();
    const admin = await registerAdmin(t);
    const word = { word: 'PUZZLE', shuffled: 'ZPUZLE', definition: 'A game', sentence: 'A puzzle a day.', quote: 'Keep at it.' };
    const saved = await t.request({ method: 'PUT', url: '/api/admin/schedule/2026-12-01/word', headers: { cookie: admin.cookie }, payload: word });
    expect(saved.statusCode).toBe(200);
    const [entry] = await audit(admin.cookie);
    expect(entry).toMatchObject({ actorEmail: admin.user.email, action: 'save schedule word', puzzleId: null });
    expect(entry?.detail).toBe('PUT /api/admin/schedule/2026-12-01/word');
  });
});

async function createPuzzleResponse(t: TestApp, overrides: Record<string, string>, cookie?: string) {
  const form = puzzleForm(validPuzzleFields(overrides), { data: await solidJpeg(300, 300) });
  return t.request({ method: 'POST', url: '/api/puzzles', payload: form, headers: cookie ? { cookie } : {} });
}

async function createPuzzleAs(t: TestApp, cookie: string, overrides: Record<string, string>) {
  const response = await createPuzzleResponse(t, overrides, cookie);
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json<{ id: string; watchToken: string }>();
}
