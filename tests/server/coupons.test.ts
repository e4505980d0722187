import { afterEach, describe, expect, it } from 'vitest';
import { redeemPath } from '../../contract/cards';
import type { CouponFields } from '../../contract/schemas/cards';
import { buildTestApp, manualClock, type TestApp } from './helpers/app';
import { COUPON, createCard } from './helpers/cards';
import { connectWatcher, getBoard, listen, postMoves, solvingMoves } from './helpers/puzzles';

const NOV_23_NOON = Date.UTC(2026, 10, 23, 12, 0, 0);
const CODE = /^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{5}-[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{5}$/;

async function solvedCoupon(t: TestApp, coupon: Partial<CouponFields> = {}) {
  const created = await createCard(t, 'coupon', { coupon: { ...COUPON, ...coupon } });
  const board = await getBoard(t, created.id);
  const solved = await postMoves(t, created.id, board.gridSize, solvingMoves(board.shuffle), 'solve');
  expect(solved.statusCode).toBe(200);
  return { ...created, redeemKey: created.redeemKey as string, back: solved.json().card, board };
}

describe('a coupon card', () => {
  let t: TestApp;
  const clock = manualClock(NOV_23_NOON);
  afterEach(async () => {
    await t.close();
    clock.set(NOV_23_NOON);
  });
  const redeem = (id: string, body: object) => t.request({ method: 'POST', url: `/api/cards/${id}/redeem`, payload: { tzOffsetMinutes: 0, ...body } });

  it('shows its single-use code and a QR code of the redeem link only after a replayed solve', async () => {
    t = await buildTestApp({}, { clock });
    const url = await listen(t);
    const created = await createCard(t, 'coupon');
    const watcher = connectWatcher(url);
    await watcher.connected();
    const snapshot = await watcher.watch(created.id, created.watchToken);
    const board = await getBoard(t, created.id);
    const solved = await postMoves(t, created.id, board.gridSize, solvingMoves(board.shuffle), 'solve');
    const { coupon } = solved.json().card;
    watcher.close();

    expect(coupon).toMatchObject({ ...COUPON, code: expect.stringMatching(CODE) });
    expect(coupon.qrSvg).toMatch(/^<svg[^>]*>[\s\S]*<\/svg>$/);
    // The code appears in no answer and no mail before the solve (the mails carry the sender's redeem key, not the code).
    const before = [JSON.stringify(created), JSON.stringify(board), JSON.stringify(snapshot), JSON.stringify(await t.app.db.selectFrom('outbox').selectAll().execute())];
    for (const text of before) expect(text).not.toContain(coupon.code);
    const stored = JSON.stringify(await t.app.db.selectFrom('coupons').selectAll().execute());
    expect(stored).not.toContain(coupon.code);
    expect(stored).not.toContain(created.redeemKey);
    // The business's redeem link is in the sender's confirmation.
    const confirmation = await t.app.db.selectFrom('outbox').select('text_body as text').where('to_address', '=', 'alex@example.com').executeTakeFirstOrThrow();
    expect(confirmation.text).toContain(`${t.config.publicUrl}${redeemPath(created.id, { key: created.redeemKey ?? '' })}`);
  });

  it('is redeemed once: the first time succeeds and records when, a second is told when it was', async () => {
    t = await buildTestApp({}, { clock });
    const card = await solvedCoupon(t);
    const first = await redeem(card.id, { redeemKey: card.redeemKey, code: card.back.coupon.code.toLowerCase().replace('-', ' ') });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ redeemedAt: new Date(NOV_23_NOON).toISOString() });
    clock.advance(24 * 60 * 60_000);
    const again = await redeem(card.id, { redeemKey: card.redeemKey, code: card.back.coupon.code });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'coupon-already-redeemed', message: 'Already redeemed on November 23, 2026' });
    const status = await t.request({ method: 'POST', url: `/api/cards/${card.id}/coupon`, payload: { redeemKey: card.redeemKey } });
    expect(status.json()).toMatchObject({ businessName: COUPON.businessName, recipientName: 'Sam Recipient', redeemedAt: new Date(NOV_23_NOON).toISOString() });
    expect(status.body).not.toContain(card.back.coupon.code);
  });

  it('of two redemptions at the same moment, exactly one succeeds', async () => {
    t = await buildTestApp({}, { clock });
    const card = await solvedCoupon(t);
    const body = { redeemKey: card.redeemKey, code: card.back.coupon.code };
    const answers = await Promise.all([redeem(card.id, body), redeem(card.id, body), redeem(card.id, body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it.each([
    { name: 'before its start date', coupon: { startDate: '2026-11-24' }, tz: 0, status: 422, code: 'coupon-not-yet-valid', message: 'This offer starts on November 24, 2026.' },
    { name: 'after its expiration date', coupon: { expirationDate: '2026-11-22' }, tz: 0, status: 422, code: 'coupon-expired', message: 'This offer ended on November 22, 2026.' },
    { name: 'on its last day', coupon: { expirationDate: '2026-11-23' }, tz: 0, status: 200, code: undefined, message: undefined },
    { name: 'on its first day', coupon: { startDate: '2026-11-23' }, tz: 0, status: 200, code: undefined, message: undefined },
    // Noon UTC on the 23rd is already the 24th in Auckland (UTC+13): the business's own day decides.
    { name: 'after expiry on the business’s own calendar', coupon: { expirationDate: '2026-11-23' }, tz: -780, status: 422, code: 'coupon-expired', message: 'This offer ended on November 23, 2026.' },
  ])('refuses or accepts a redemption $name', async ({ coupon, tz, status, code, message }) => {
    t = await buildTestApp({}, { clock });
    const card = await solvedCoupon(t, coupon);
    const response = await redeem(card.id, { redeemKey: card.redeemKey, code: card.back.coupon.code, tzOffsetMinutes: tz });
    expect(response.statusCode).toBe(status);
    if (code) expect(response.json()).toMatchObject({ code, message });
  });

  it('refuses a wrong key and a wrong code; wrong codes are throttled like logins', async () => {
    t = await buildTestApp({}, { clock });
    const card = await solvedCoupon(t);
    const wrongKey = await redeem(card.id, { redeemKey: 'x'.repeat(32), code: card.back.coupon.code });
    expect(wrongKey.statusCode).toBe(403);
    expect(wrongKey.json().code).toBe('wrong-redeem-key');
    const unknownCard = await t.request({ method: 'POST', url: `/api/cards/${'A'.repeat(16)}/coupon`, payload: { redeemKey: card.redeemKey } });
    expect(unknownCard.json()).toEqual(wrongKey.json()); // an unknown card and a wrong key answer alike
    for (let i = 0; i < 10; i++) {
      const wrong = await redeem(card.id, { redeemKey: card.redeemKey, code: 'AAAAA-AAAAA' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().code).toBe('wrong-coupon-code');
    }
    const blocked = await redeem(card.id, { redeemKey: card.redeemKey, code: card.back.coupon.code });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('shows the same code on every solve, and codes differ between cards', async () => {
    t = await buildTestApp({}, { clock });
    const card = await solvedCoupon(t);
    const again = await postMoves(t, card.id, card.board.gridSize, solvingMoves(card.board.shuffle), 'solve');
    expect(again.json().card.coupon.code).toBe(card.back.coupon.code);
    const other = await solvedCoupon(t);
    expect(other.back.coupon.code).not.toBe(card.back.coupon.code);
  });
});
