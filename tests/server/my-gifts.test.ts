import { afterEach, describe, expect, it } from 'vitest';
import type { MyGift, MyGiftsPage } from '../../contract/schemas/my-gifts';
import type { MailTransport } from '../../server/mail/transport';
import { listMyGifts } from '../../server/my-gifts/service';
import { mayWatch } from '../../server/puzzles/owner';
import { hashWatchToken } from '../../server/puzzles/tokens';
import { recordPuzzleEvent } from '../../server/repos/puzzle-events';
import { registerUser, type SignedIn } from './helpers/accounts';
import { buildTestApp, manualClock, type TestApp } from './helpers/app';
import { createCard } from './helpers/cards';
import { connectWatcher, createPuzzle, getBoard, listen, postMoves, solvingMoves } from './helpers/puzzles';

const MINUTE = 60_000;

/** A mail server that is down: no mail goes out, so a gift is 'delivered' only when a test says so. */
const downTransport: MailTransport = { send: () => Promise.reject(new Error('mail server down')), close: () => {} };

const listGifts = (t: TestApp, cookie?: string, before?: string) =>
  t.request({ method: 'GET', url: `/api/my/gifts${before ? `?before=${before}` : ''}`, headers: cookie ? { cookie } : {} });
const claim = (t: TestApp, id: string, watchToken: string, cookie?: string) =>
  t.request({ method: 'POST', url: `/api/puzzles/${id}/claim`, payload: { watchToken }, headers: cookie ? { cookie } : {} });

async function claimed(t: TestApp, owner: SignedIn, gift: { id: string; watchToken: string }): Promise<string> {
  const response = await claim(t, gift.id, gift.watchToken, owner.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return gift.id;
}

describe('My gifts', () => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('lists each account its own gifts and cards, newest first, each in its state, a page at a time', async () => {
    const clock = manualClock();
    t = await buildTestApp({}, { clock, mailer: { transport: downTransport } });
    const [ann, bob] = [await registerUser(t), await registerUser(t)];
    const made = async (make: () => Promise<{ id: string; watchToken: string }>, owner = ann) => {
      const id = await claimed(t, owner, await make());
      clock.advance(MINUTE);
      return id;
    };
    const solved = await made(() => createPuzzle(t, { recipientName: 'Rita' }));
    const card = await made(() => createCard(t, 'invitation', { toName: 'Cara' }));
    const delivered = await made(() => createPuzzle(t, { recipientName: 'Dora' }));
    const scheduled = await made(() => createPuzzle(t, { recipientName: 'Sara' }));
    const cancelled = await made(() => createPuzzle(t, { recipientName: 'Cleo' }));
    const bobs = await made(() => createPuzzle(t, { recipientName: 'Bo' }), bob);

    const board = await getBoard(t, solved); // opened…
    expect((await postMoves(t, solved, board.gridSize, solvingMoves(board.shuffle), 'solve')).statusCode).toBe(200); // …and solved
    await getBoard(t, card);
    await recordPuzzleEvent(t.app.db, delivered, 'delivered', clock());
    const sendAt = clock() + 24 * 60 * MINUTE;
    await t.app.db.updateTable('puzzles').set({ send_at: sendAt, time_zone: 'Europe/Paris' }).where('id', '=', scheduled).execute();
    await t.app.db.updateTable('puzzles').set({ cancelled_at: clock() }).where('id', '=', cancelled).execute();

    const response = await listGifts(t, ann.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const page = response.json<MyGiftsPage>();
    expect(page.next).toBeNull();
    const now = new Date(clock()).toISOString();
    expect(page.gifts.map((gift) => [gift.recipientName, gift.kind, gift.cardType, gift.state, gift.stateAt])).toEqual([
      ['Cleo', 'gift', null, 'cancelled', now],
      ['Sara', 'gift', null, 'scheduled', null],
      ['Dora', 'gift', null, 'delivered', now],
      ['Cara', 'card', 'invitation', 'opened', now],
      ['Rita', 'gift', null, 'solved', now],
    ]);
    const sara = page.gifts[1] as MyGift;
    expect(sara).toMatchObject({ id: scheduled, sendAt: new Date(sendAt).toISOString(), timeZone: 'Europe/Paris' });
    expect(page.gifts[4]?.createdAt).toBe(new Date(Date.UTC(2026, 10, 21, 12, 0, 0)).toISOString());

    const bobsPage = (await listGifts(t, bob.cookie)).json<MyGiftsPage>();
    expect(bobsPage.gifts.map((gift) => gift.id)).toEqual([bobs]);

    // Pages follow one another without gaps or repeats; `next` goes back to the server as it came.
    const first = await listMyGifts(t.app.db, ann.user.id, undefined, 2);
    const second = await listMyGifts(t.app.db, ann.user.id, first.next ?? 'missing', 2);
    const rest = (await listGifts(t, ann.cookie, second.next ?? 'missing')).json<MyGiftsPage>();
    expect([first, second, rest].map((p) => p.gifts.map((gift) => gift.recipientName))).toEqual([['Cleo', 'Sara'], ['Dora', 'Cara'], ['Rita']]);
    expect(rest.next).toBeNull();

    // One gift: the owner's only.
    const one = await t.request({ method: 'GET', url: `/api/my/gifts/${card}`, headers: { cookie: ann.cookie } });
    expect(one.json<MyGift>()).toEqual(page.gifts[3]);
    expect((await t.request({ method: 'GET', url: `/api/my/gifts/${card}`, headers: { cookie: bob.cookie } })).statusCode).toBe(404);
  });

  it('answers 401 to a visitor who is not signed in', async () => {
    t = await buildTestApp();
    const gift = await createPuzzle(t);
    for (const response of [await listGifts(t), await claim(t, gift.id, gift.watchToken), await t.request({ method: 'GET', url: `/api/my/gifts/${gift.id}` })]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'unauthenticated' });
    }
  });

  it('claims a gift for whoever shows its watch token, once: again into the same account, never into another', async () => {
    t = await buildTestApp();
    const [ann, bob] = [await registerUser(t), await registerUser(t)];
    const gift = await createPuzzle(t, { recipientName: 'Rita' });

    // A wrong token answers as an unknown id does.
    const wrong = await claim(t, gift.id, 'not-the-token', ann.cookie);
    const unknown = await claim(t, 'AAAAAAAAAAAAAAAA', gift.watchToken, ann.cookie);
    expect([wrong.statusCode, unknown.statusCode]).toEqual([404, 404]);
    expect(wrong.json()).toEqual(unknown.json());
    expect((await claim(t, gift.id, '', ann.cookie)).statusCode).toBe(400);

    const first = await claim(t, gift.id, gift.watchToken, ann.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json<MyGift>()).toMatchObject({ id: gift.id, kind: 'gift', recipientName: 'Rita' });
    expect((await claim(t, gift.id, gift.watchToken, ann.cookie)).statusCode).toBe(200);

    const other = await claim(t, gift.id, gift.watchToken, bob.cookie);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 'owned-by-another-account', message: 'This gift is already saved in another account.' });
    expect((await listGifts(t, bob.cookie)).json<MyGiftsPage>().gifts).toEqual([]);
    expect((await listGifts(t, ann.cookie)).json<MyGiftsPage>().gifts.map((g) => g.id)).toEqual([gift.id]);
  });

  it('knows the signed-in account of a realtime connection from its handshake cookie', async () => {
    t = await buildTestApp();
    const url = await listen(t);
    const ann = await registerUser(t);
    const signedIn = connectWatcher(url, undefined, undefined, { extraHeaders: { origin: 'http://localhost:3999', cookie: ann.cookie } });
    const anonymous = connectWatcher(url);
    try {
      await Promise.all([signedIn.connected(), anonymous.connected()]);
      const userOf = (id: string | undefined) => t.app.realtime.io.sockets.sockets.get(id ?? '')?.data.userId;
      expect(userOf(signedIn.socket.id)).toBe(ann.user.id);
      expect(userOf(anonymous.socket.id)).toBeUndefined();
    } finally {
      signedIn.close();
      anonymous.close();
    }
  });
});

describe('watching as the owning account', () => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('lets the signed-in owner watch without the token, and nobody else', async () => {
    t = await buildTestApp();
    const url = await listen(t);
    const [ann, bob] = [await registerUser(t), await registerUser(t)];
    const gift = await createPuzzle(t, { recipientName: 'Rita' });
    await claimed(t, ann, gift);
    const as = (cookie?: string) => connectWatcher(url, undefined, undefined, { extraHeaders: { origin: 'http://localhost:3999', ...(cookie ? { cookie } : {}) } });
    const [owner, other, anonymous] = [as(ann.cookie), as(bob.cookie), as()];
    try {
      await Promise.all([owner, other, anonymous].map((w) => w.connected()));
      const emitWatch = (w: typeof owner) => w.socket.timeout(5_000).emitWithAck('puzzle:watch', { puzzleId: gift.id });
      const [mine, notMine, nobody] = await Promise.all([emitWatch(owner), emitWatch(other), emitWatch(anonymous)]);
      expect(mine).toMatchObject({ ok: true, snapshot: { puzzleId: gift.id, recipientName: 'Rita' } });
      expect([notMine, nobody]).toEqual([{ ok: false, error: 'Not allowed to watch this puzzle.' }, { ok: false, error: 'Not allowed to watch this puzzle.' }]);
      await getBoard(t, gift.id);
      await owner.nextEvent((event) => event.kind === 'opened'); // in the room: milestones arrive live
    } finally {
      [owner, other, anonymous].forEach((w) => w.close());
    }
  });
});

describe('mayWatch', () => {
  const puzzle = { watchTokenHash: hashWatchToken('the-token'), ownerUserId: 'ann' };

  it('lets in the watch token, or the owning account without it', () => {
    expect(mayWatch(puzzle, 'the-token', undefined)).toBe(true);
    expect(mayWatch(puzzle, 'the-token', 'bob')).toBe(true);
    expect(mayWatch(puzzle, undefined, 'ann')).toBe(true);
    expect(mayWatch(puzzle, 'wrong', 'ann')).toBe(true);
    expect(mayWatch(puzzle, undefined, 'bob')).toBe(false);
    expect(mayWatch(puzzle, 'wrong', undefined)).toBe(false);
    expect(mayWatch({ ...puzzle, ownerUserId: null }, undefined, undefined)).toBe(false);
  });
});
