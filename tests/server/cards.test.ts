import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, manualClock, type TestApp } from './helpers/app';
import { cardBody, createCard, generateImage } from './helpers/cards';
import { connectWatcher, getBoard, listen, postMoves, solvingMoves } from './helpers/puzzles';
import { fullCopyName } from '../../server/images/variants';
import { countRows } from './helpers/db';
import { storedNames } from './helpers/storage';

const outbox = (t: TestApp) => t.app.db.selectFrom('outbox').select(['to_address as to', 'subject', 'text_body as text']).orderBy('id').execute();

async function solve(t: TestApp, id: string) {
  const board = await getBoard(t, id);
  const response = await postMoves(t, id, board.gridSize, solvingMoves(board.shuffle), 'solve');
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('POST /api/cards', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('sends a card like a gift: the recipient gets /play-puzzle-card/{id}, the sender the watch link', async () => {
    t = await buildTestApp();
    const created = await createCard(t, 'greeting');
    expect(created).toEqual({ id: expect.any(String), watchToken: expect.any(String), redeemKey: null, arrival: null });
    const [toRecipient, toSender] = (await outbox(t));
    expect(toRecipient).toMatchObject({ to: 'sam@example.com', subject: 'Alex Sender sent you a greeting card' });
    expect(toRecipient?.text).toContain(`${t.config.publicUrl}/play-puzzle-card/${created.id}`);
    expect(toSender).toMatchObject({ to: 'alex@example.com', subject: 'Your puzzle card for Sam Recipient is on its way' });
    expect(toSender?.text).toContain(`${t.config.publicUrl}/watch/${created.id}#${created.watchToken}`);
    expect(toSender?.text).not.toContain('/redeem/');

    const board = await getBoard(t, created.id);
    expect(board).toMatchObject({ kind: 'card', cardType: 'greeting', gridSize: 3, fontStyle: 'cursive', senderName: 'Alex Sender', recipientName: 'Sam Recipient' });
    expect(board.imageUrl).toMatch(/^\/media\/pod-images\/puzzle_\d+_[0-9a-f]{12}\.png$/);
    expect(JSON.stringify(board)).not.toContain('Come and celebrate');
  });

  it.each([
    { name: 'a picture that was not generated here', change: { imageId: 'nope' }, status: 404, code: 'image-not-found' },
    { name: 'no consent', change: { consent: false }, status: 400, code: 'invalid-field' },
    { name: 'no recipient address', change: { toEmail: '' }, status: 400, code: 'invalid-field' },
    { name: 'no sender name', change: { fromName: '' }, status: 400, code: 'invalid-field' },
    { name: 'an offer on a greeting card', change: { cardType: 'greeting', coupon: cardBody('x', 'coupon').coupon }, status: 400, code: 'invalid-field' },
    { name: 'a coupon without its offer', change: { cardType: 'coupon', coupon: null }, status: 400, code: 'invalid-field' },
    { name: 'a coupon that ends before it starts', change: { cardType: 'coupon', coupon: { ...cardBody('x', 'coupon').coupon!, startDate: '2026-12-10', expirationDate: '2026-12-01' } }, status: 400, code: 'invalid-field' },
    { name: 'an unknown font', change: { fontStyle: 'Papyrus' }, status: 400, code: 'invalid-field' },
    { name: 'a message over 300 characters', change: { customMessage: 'x'.repeat(301) }, status: 400, code: 'invalid-field' },
  ] as const)('refuses $name and mails nothing', async ({ change, status, code }) => {
    t = await buildTestApp();
    const image = await generateImage(t);
    const response = await t.request({ method: 'POST', url: '/api/cards', payload: { ...cardBody(image.imageId, 'greeting'), ...change } });
    expect(response.statusCode).toBe(status);
    expect(response.json().code).toBe(code);
    expect((await outbox(t))).toEqual([]);
    expect(await countRows(t.app.db, 'puzzles')).toBe(0);
  });

  it('never mails a picture that was only generated', async () => {
    t = await buildTestApp();
    await generateImage(t);
    expect((await outbox(t))).toEqual([]);
  });
});

describe('a solved card', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('unlocks its back with the message; a gift has none', async () => {
    t = await buildTestApp();
    const { id } = await createCard(t, 'holiday', { occasion: 'Christmas', eventDate: null });
    const solved = await solve(t, id);
    expect(solved).toEqual({
      message: 'Come and celebrate with us!',
      fontStyle: 'cursive',
      card: { cardType: 'holiday', occasion: 'Christmas', eventDate: null, coupon: null, rsvp: null },
      replyToken: expect.stringMatching(`^${id}\\.`),
    });
    expect((await outbox(t)).map((mail) => mail.subject)).toContain('Sam Recipient solved your puzzle card!');
  });

  it('refuses moves that do not solve it and tells nothing', async () => {
    t = await buildTestApp();
    const { id } = await createCard(t, 'coupon');
    const board = await getBoard(t, id);
    const response = await postMoves(t, id, board.gridSize, solvingMoves(board.shuffle).slice(0, 1), 'solve');
    expect(response.statusCode).toBe(422);
    expect(response.body).not.toContain('cinnamon');
  });
});

describe('an invitation’s RSVP', () => {
  let t: TestApp;
  afterEach(() => t.close());
  const answer = (id: string, body: object) => t.request({ method: 'POST', url: `/api/puzzles/${id}/rsvp`, payload: body });

  it('is taken only once the invitation is solved; the latest answer wins and reaches the sender by mail', async () => {
    const clock = manualClock();
    t = await buildTestApp({}, { clock });
    const { id } = await createCard(t, 'invitation');
    expect((await answer(id, { answer: 'yes', note: '' })).json().code).toBe('not-solved');
    await solve(t, id);
    clock.advance(1000);
    const yes = await answer(id, { answer: 'yes', note: '  We will bring cake!  ' });
    expect(yes.statusCode).toBe(200);
    expect(yes.json()).toEqual({ answer: 'yes', note: 'We will bring cake!', at: new Date(clock()).toISOString() });
    expect((await answer(id, { answer: 'maybe', note: '' })).statusCode).toBe(200);
    const rsvpMails = (await outbox(t)).filter((mail) => mail.subject.startsWith('RSVP'));
    expect(rsvpMails.map((mail) => mail.subject)).toEqual(['RSVP from Sam Recipient: Yes', 'RSVP from Sam Recipient: Maybe']);
    expect(rsvpMails[0]?.text).toContain('We will bring cake!');
    expect((await solve(t, id)).card.rsvp).toMatchObject({ answer: 'maybe' });
  });

  it.each([
    { name: 'a greeting card', cardType: 'greeting', body: { answer: 'yes', note: '' }, status: 400, code: 'not-an-invitation' },
    { name: 'an unknown answer', cardType: 'invitation', body: { answer: 'perhaps', note: '' }, status: 400, code: 'invalid-field' },
    { name: 'a note over 300 characters', cardType: 'invitation', body: { answer: 'no', note: 'x'.repeat(301) }, status: 400, code: 'invalid-field' },
  ] as const)('refuses $name', async ({ cardType, body, status, code }) => {
    t = await buildTestApp();
    const { id } = await createCard(t, cardType);
    await solve(t, id);
    const response = await answer(id, body);
    expect(response.statusCode).toBe(status);
    expect(response.json().code).toBe(code);
  });
});

describe('the sender watching a card', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('sees the card, its milestones and an invitation’s answer live', async () => {
    t = await buildTestApp();
    const url = await listen(t);
    const { id, watchToken } = await createCard(t, 'invitation');
    const watcher = connectWatcher(url);
    await watcher.connected();
    const ack = await watcher.watch(id, watchToken);
    expect(ack).toMatchObject({ ok: true, snapshot: { kind: 'card', cardType: 'invitation', rsvp: null } });
    const answered = new Promise((resolve) => watcher.socket.once('puzzle:rsvp', resolve));

    await solve(t, id);
    await watcher.nextEvent((event) => event.kind === 'solved');
    await t.request({ method: 'POST', url: `/api/puzzles/${id}/rsvp`, payload: { answer: 'no', note: 'Away that weekend' } });
    expect(await answered).toMatchObject({ puzzleId: id, answer: 'no', note: 'Away that weekend' });
    watcher.close();
  });
});

describe('pictures that were never sent', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('are removed a week after they were made; a picture a card was sent with stays', async () => {
    const clock = manualClock();
    t = await buildTestApp({}, { clock });
    const unused = await generateImage(t);
    const { id } = await createCard(t, 'greeting');
    const sent = (await getBoard(t, id)).imageUrl.split('/').pop();
    const files = () => storedNames(t.app.storage, 'pod-images');
    expect(await files()).toHaveLength(4); // each picture with its WebP copy

    clock.advance(6 * 24 * 60 * 60_000);
    expect(await t.app.cards.sweepUnusedImages()).toBe(0); // not a week yet
    clock.advance(2 * 24 * 60 * 60_000);
    expect(await t.app.cards.sweepUnusedImages()).toBe(1);
    expect(await files()).toEqual([sent!, fullCopyName(sent!)].sort());
    expect(await countRows(t.app.db, 'card_images')).toBe(0); // both forgotten
    const missing = await t.request({ method: 'POST', url: '/api/cards', payload: cardBody(unused.imageId, 'greeting') });
    expect(missing.json().code).toBe('image-not-found');
    expect((await t.request({ method: 'GET', url: `/api/puzzles/${id}` })).statusCode).toBe(200);
  });
});
