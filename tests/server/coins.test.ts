import { afterEach, describe, expect, it } from 'vitest';
import type { ClaimResultBody, CoinAccountBody, MergeResultBody } from '../../contract/schemas/coins';
import { coinsPart } from '../../server/coins/account-part';
import { inTransaction } from '../../server/db/transaction';
import { listLedger, readBalance } from '../../server/repos/coin-ledger';
import { registerUser } from './helpers/accounts';
import { buildTestApp, manualClock, TEST_ORIGIN, type TestApp } from './helpers/app';
import { coinsCall, connectAccount, pictureSolvingMoves, wordSolvingMoves } from './helpers/coins';
import { listen } from './helpers/puzzles';

const TODAY = '2026-11-21'; // manualClock's day (UTC noon)

describe('coins on the account', () => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('keeps every change in the ledger, its balance the sum of the rows, with the day counted in the progress', async () => {
    t = await buildTestApp({}, { clock: manualClock() });
    const ann = await registerUser(t);
    expect((await coinsCall(t, ann.cookie, '/api/coins')).json<CoinAccountBody>().balance).toBe(0);

    const merged = await coinsCall(t, ann.cookie, '/api/coins/merge', { browserCoins: 120 });
    expect(merged.json<MergeResultBody>()).toEqual({ added: 120, balance: 120 });
    expect((await coinsCall(t, ann.cookie, '/api/coins/spend', { what: 'clue' })).json()).toEqual({ balance: 110 });
    expect((await coinsCall(t, ann.cookie, '/api/coins/spend', { what: 'swap' })).json()).toEqual({ balance: 105 });
    const moves = await pictureSolvingMoves(t, TODAY);
    const claim = await coinsCall(t, ann.cookie, '/api/coins/claim', { game: 'picture', date: TODAY, moves });
    expect(claim.statusCode, claim.body).toBe(200);
    const result = claim.json<ClaimResultBody>();
    expect(result).toMatchObject({ paid: true, balance: 205, progress: { currentStreak: 1, bestStreak: 1, played: 1, lastSolved: TODAY } });
    expect(result.progress.distribution.reduce((a, b) => a + b, 0)).toBe(1);

    const ledger = await listLedger(t.app.db, ann.user.id);
    expect(ledger.map((row) => [row.reason, row.change, row.claimKey])).toEqual([
      ['browser-merge', 120, 'browser-merge'],
      ['clue', -10, null],
      ['swap', -5, null],
      ['picture-solved', 100, `picture:${TODAY}`],
    ]);
    const account = (await coinsCall(t, ann.cookie, '/api/coins')).json<CoinAccountBody>();
    expect(account.balance).toBe(ledger.reduce((sum, row) => sum + row.change, 0));
    expect(account.progress.picture.played).toBe(1);
    expect(account.progress.word.played).toBe(0);
  });

  it('pays only for a solve it replayed: forged, short or off-board moves are refused and pay nothing', async () => {
    t = await buildTestApp({}, { clock: manualClock() });
    const ann = await registerUser(t);
    const claim = (payload: object) => coinsCall(t, ann.cookie, '/api/coins/claim', payload);
    const moves = await wordSolvingMoves(t, TODAY);
    expect(moves.length).toBeGreaterThan(0);

    const none = await claim({ game: 'word', date: TODAY, moves: [] });
    expect([none.statusCode, none.json().code]).toEqual([422, 'not-solved']);
    const short = await claim({ game: 'word', date: TODAY, moves: moves.slice(0, -1) });
    expect([short.statusCode, short.json().code]).toEqual([422, 'not-solved']);
    const offBoard = await claim({ game: 'picture', date: TODAY, moves: [[0, 25]] });
    expect([offBoard.statusCode, offBoard.json().code]).toEqual([400, 'invalid-move']);
    const wordOfAnotherDay = await claim({ game: 'word', date: '2026-11-22', moves }); // tomorrow's word is another
    expect(wordOfAnotherDay.statusCode).toBe(422);
    const later = await claim({ game: 'word', date: '2026-11-30', moves });
    expect([later.statusCode, later.json().code]).toEqual([400, 'date-out-of-range']);
    const garbage = await claim({ game: 'chess', date: TODAY, moves });
    expect(garbage.statusCode).toBe(400);
    expect((await listLedger(t.app.db, ann.user.id)).length).toBe(0);

    const real = await claim({ game: 'word', date: TODAY, moves });
    expect(real.json<ClaimResultBody>()).toMatchObject({ paid: true, balance: 20 });
  });

  it('pays a reward once when two tabs claim it at the same time (parallel real requests)', async () => {
    t = await buildTestApp({}, { clock: manualClock() });
    const url = await listen(t);
    const ann = await registerUser(t);
    const moves = await pictureSolvingMoves(t, TODAY);
    const claimOnce = () =>
      fetch(`${url}/api/coins/claim`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, cookie: ann.cookie },
        body: JSON.stringify({ game: 'picture', date: TODAY, moves }),
      }).then(async (response) => ({ status: response.status, body: (await response.json()) as ClaimResultBody }));
    const answers = await Promise.all(Array.from({ length: 6 }, claimOnce));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers.filter((a) => a.body.paid)).toHaveLength(1);
    const account = (await coinsCall(t, ann.cookie, '/api/coins')).json<CoinAccountBody>();
    expect(account.balance).toBe(100);
    expect(account.progress.picture.played).toBe(1);
    expect((await listLedger(t.app.db, ann.user.id)).length).toBe(1);
  });

  it('merges a browser once per account: a second merge, from any browser, adds nothing', async () => {
    t = await buildTestApp({}, { clock: manualClock() });
    const ann = await registerUser(t);
    const bob = await registerUser(t);
    const merge = (cookie: string, browserCoins: number | null) => coinsCall(t, cookie, '/api/coins/merge', { browserCoins });
    const [first, second] = await Promise.all([merge(ann.cookie, 640), merge(ann.cookie, 900)]);
    const added = [first, second].map((r) => r.json<MergeResultBody>().added).sort((a, b) => a - b);
    expect(added[0]).toBe(0);
    expect([640, 900]).toContain(added[1]);
    expect((await merge(ann.cookie, 300)).json()).toEqual({ added: 0, balance: added[1] });
    expect((await merge(bob.cookie, null)).json()).toEqual({ added: 500, balance: 500 }); // a browser that never played starts at 500
    expect((await merge(bob.cookie, -1)).statusCode).toBe(400);
  });

  it('takes the browser’s streaks and games played with its coins, once', async () => {
    t = await buildTestApp({}, { clock: manualClock() });
    const ann = await registerUser(t);
    const stats = (played: number) => ({ currentStreak: 2, bestStreak: 4, played, lastSolved: '2026-11-20' });
    const merge = (played: number) =>
      coinsCall(t, ann.cookie, '/api/coins/merge', { browserCoins: 10, progress: { word: stats(played), picture: { ...stats(0), lastSolved: null } } });
    expect((await merge(9)).statusCode).toBe(200);
    expect((await merge(30)).json<MergeResultBody>().added).toBe(0); // another browser, later: nothing more
    const { progress } = (await coinsCall(t, ann.cookie, '/api/coins')).json<CoinAccountBody>();
    expect(progress.word).toMatchObject({ currentStreak: 2, bestStreak: 4, played: 9, lastSolved: '2026-11-20' });
    expect(progress.picture.played).toBe(0);
    const bad = await coinsCall(t, ann.cookie, '/api/coins/merge', { browserCoins: 1, progress: { word: stats(-1), picture: stats(0) } });
    expect(bad.statusCode).toBe(400);
  });

  it('never refuses a member a clue or a swap and never goes below zero', async () => {
    t = await buildTestApp({}, { clock: manualClock() });
    const ann = await registerUser(t);
    await coinsCall(t, ann.cookie, '/api/coins/merge', { browserCoins: 12 });
    const balances = [];
    for (const what of ['clue', 'swap', 'swap', 'clue']) {
      const response = await coinsCall(t, ann.cookie, '/api/coins/spend', { what });
      expect(response.statusCode).toBe(200);
      balances.push(response.json<{ balance: number }>().balance);
    }
    expect(balances).toEqual([2, 0, 0, 0]);
    const ledger = await listLedger(t.app.db, ann.user.id);
    expect(ledger.map((row) => row.change)).toEqual([12, -10, -2, 0, 0]);
    expect((await coinsCall(t, ann.cookie, '/api/coins/spend', { what: 'hint' })).statusCode).toBe(400);
  });

  it('answers 401 signed out', async () => {
    t = await buildTestApp({}, { clock: manualClock() });
    expect((await t.request({ method: 'GET', url: '/api/coins' })).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: '/api/coins/spend', payload: { what: 'clue' } })).statusCode).toBe(401);
  });

  it('tells every socket of the account its new balance, and no one else', async () => {
    t = await buildTestApp({}, { clock: manualClock() });
    const url = await listen(t);
    const [ann, bob] = [await registerUser(t), await registerUser(t)];
    const [phone, laptop, other] = await Promise.all([connectAccount(url, ann.cookie), connectAccount(url, ann.cookie), connectAccount(url, bob.cookie)]);
    try {
      await coinsCall(t, ann.cookie, '/api/coins/merge', { browserCoins: 50 });
      await coinsCall(t, ann.cookie, '/api/coins/spend', { what: 'clue' });
      expect(await phone.received(2)).toEqual([{ balance: 50, change: 50 }, { balance: 40, change: -10 }]);
      expect(await laptop.received(2)).toEqual([{ balance: 50, change: 50 }, { balance: 40, change: -10 }]);
      await coinsCall(t, bob.cookie, '/api/coins/merge', { browserCoins: 7 });
      expect(await other.received(1)).toEqual([{ balance: 7, change: 7 }]);
      expect(phone.events).toHaveLength(2);
    } finally {
      [phone, laptop, other].forEach((client) => client.socket.disconnect());
    }
  });

  it('exports the balance, ledger and progress of the account, and erases them with it', async () => {
    t = await buildTestApp({}, { clock: manualClock() });
    const ann = await registerUser(t);
    await coinsCall(t, ann.cookie, '/api/coins/merge', { browserCoins: 40 });
    await coinsCall(t, ann.cookie, '/api/coins/claim', { game: 'word', date: TODAY, moves: await wordSolvingMoves(t, TODAY) });
    const exported = (await coinsPart.export(t.app.db, ann.user.id)) as { balance: number; ledger: unknown[]; dailyProgress: CoinAccountBody['progress'] };
    expect(exported.balance).toBe(60);
    expect(exported.ledger).toHaveLength(2);
    expect(exported.dailyProgress.word.played).toBe(1);
    await inTransaction(t.app.db, (trx) => coinsPart.erase(trx, ann.user.id));
    expect(await listLedger(t.app.db, ann.user.id)).toEqual([]);
    expect(await readBalance(t.app.db, ann.user.id)).toBe(0);
    expect((await coinsCall(t, ann.cookie, '/api/coins')).json<CoinAccountBody>().progress.word.played).toBe(0);
  });
});
