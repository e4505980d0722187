import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPresentsBody, PresentsBody } from '../../contract/schemas/store';
import type { SolvedBody } from '../../contract/schemas/puzzles';
import { latestAuditEntries } from '../../server/repos/audit-log';
import { registerAdmin, registerUser, type SignedIn } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/app';
import { createCard } from './helpers/cards';
import { solidJpeg } from './helpers/images';
import { puzzleForm, validPuzzleFields } from './helpers/multipart';
import { createPuzzle, getBoard, postMoves, solvingMoves } from './helpers/puzzles';
import { addPresent, presentForm, switchFlag, TEAPOT } from './helpers/store';
import { TEST_ENGINE } from './helpers/test-database';

describe(`gift store on ${TEST_ENGINE}`, () => {
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await buildTestApp({ AFFILIATE_TAGS: 'amazon.com=tag=puzzlegift-20;etsy.com=utm_source=puzzlegift' });
    admin = await registerAdmin(t);
  });
  afterAll(() => t.close());

  async function solve(id: string): Promise<SolvedBody> {
    const board = await getBoard(t, id);
    const response = await postMoves(t, id, board.gridSize, solvingMoves(board.shuffle), 'solve');
    expect(response.statusCode).toBe(200);
    return response.json<SolvedBody>();
  }

  it('lets only admins manage presents, from this site only', async () => {
    const member = await registerUser(t);
    const form = async () => presentForm(TEAPOT, await solidJpeg(200, 200));
    expect((await t.request({ method: 'POST', url: '/api/admin/presents', payload: await form() })).statusCode).toBe(401);
    const notAdmin = await t.request({ method: 'POST', url: '/api/admin/presents', headers: { cookie: member.cookie }, payload: await form() });
    expect(notAdmin.statusCode).toBe(403);
    const otherSite = await t.app.inject({ method: 'POST', url: '/api/admin/presents', headers: { cookie: admin.cookie, origin: 'https://evil.example' }, payload: await form() });
    expect(otherSite.json()).toMatchObject({ statusCode: 403, code: 'bad-origin' });
    expect((await t.request({ method: 'GET', url: '/api/admin/presents', headers: { cookie: member.cookie } })).statusCode).toBe(403);
  });

  it('adds, edits and deactivates a present, each write in the audit log, with tags on the link', async () => {
    const added = await addPresent(t, admin.cookie);
    expect(added).toMatchObject({ title: 'Blue teapot', priceText: '$24', active: true, clicks: 0, retailerUrl: TEAPOT.retailerUrl });
    expect(added.taggedUrl).toBe('https://www.amazon.com/dp/B0TEAPOT?tag=puzzlegift-20&color=blue'); // replaced, not repeated
    const picture = await t.request({ method: 'GET', url: added.imageUrl });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');

    const offered = (await t.request({ method: 'GET', url: '/api/presents' })).json<PresentsBody>();
    expect(offered.presents.map((present) => present.id)).toContain(added.id);
    expect(JSON.stringify(offered)).not.toContain('amazon.com'); // senders see the button's path, not the link

    const edit = await presentForm({ ...TEAPOT, title: 'Green teapot', active: 'false' });
    const edited = await t.request({ method: 'PUT', url: `/api/admin/presents/${added.id}`, headers: { cookie: admin.cookie }, payload: edit });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Green teapot', active: false, imageUrl: added.imageUrl });
    const after = (await t.request({ method: 'GET', url: '/api/presents' })).json<PresentsBody>();
    expect(after.presents.map((present) => present.id)).not.toContain(added.id);

    const actions = (await latestAuditEntries(t.app.db, 20)).filter((entry) => entry.detail.startsWith(added.id));
    expect(actions.map((entry) => [entry.action, entry.actorEmail])).toEqual([
      ['edit present', admin.user.email],
      ['add present', admin.user.email],
    ]);
    expect(actions[0]?.detail).toContain('deactivated');
  });

  it.each([
    { name: 'a link that is not http(s)', fields: { ...TEAPOT, retailerUrl: 'javascript:alert(1)' }, status: 400, text: 'http://' },
    { name: 'no title', fields: { ...TEAPOT, title: ' ' }, status: 400, text: 'required' },
    { name: 'an unknown field', fields: { ...TEAPOT, price: '3' }, status: 400, text: 'price is not an accepted field.' },
  ])('refuses $name with a clear 4xx', async ({ fields, status, text }) => {
    const response = await t.request({ method: 'POST', url: '/api/admin/presents', headers: { cookie: admin.cookie }, payload: await presentForm(fields, await solidJpeg(100, 100)) });
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toContain(text);
  });

  it('refuses a new present without a picture, and an unknown one on edit', async () => {
    const noPicture = await t.request({ method: 'POST', url: '/api/admin/presents', headers: { cookie: admin.cookie }, payload: await presentForm(TEAPOT) });
    expect(noPicture.json()).toMatchObject({ statusCode: 400, code: 'photo-required' });
    const unknown = await t.request({ method: 'PUT', url: '/api/admin/presents/AAAAAAAAAAAAAAAA', headers: { cookie: admin.cookie }, payload: await presentForm(TEAPOT) });
    expect(unknown.json()).toMatchObject({ statusCode: 404, code: 'present-not-found' });
  });

  it('hides the present before the solve and reveals it with the message after', async () => {
    const present = await addPresent(t, admin.cookie, { ...TEAPOT, title: 'Hidden scarf', retailerUrl: 'https://www.etsy.com/listing/42' });
    const { id } = await createPuzzle(t, { presentId: present.id });
    const board = await t.request({ method: 'GET', url: `/api/puzzles/${id}` });
    expect(board.statusCode).toBe(200);
    expect(board.body).not.toContain('Hidden scarf');
    expect(board.body).not.toContain(present.id);
    const unsolved = await postMoves(t, id, 3, [], 'solve');
    expect(unsolved.statusCode).toBe(422);
    expect(unsolved.body).not.toContain('Hidden scarf');

    const solved = await solve(id);
    expect(solved.present).toEqual({ id: present.id, title: 'Hidden scarf', imageUrl: present.imageUrl, priceText: '$24', goUrl: `/go/present/${present.id}` });
    // A gift without a present answers no present at all.
    const plain = await createPuzzle(t);
    expect(await solve(plain.id)).not.toHaveProperty('present');
  });

  it('reveals a present attached to a card', async () => {
    const present = await addPresent(t, admin.cookie, { ...TEAPOT, title: 'Card candle' });
    const card = await createCard(t, 'greeting', { presentId: present.id });
    expect((await solve(card.id)).present?.title).toBe('Card candle');
  });

  it('counts each click and redirects to the tagged retailer link', async () => {
    const present = await addPresent(t, admin.cookie, { ...TEAPOT, retailerUrl: 'https://shop.etsy.com/listing/7?ref=home' });
    for (let click = 0; click < 2; click++) {
      const response = await t.request({ method: 'GET', url: `/go/present/${present.id}` });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('https://shop.etsy.com/listing/7?ref=home&utm_source=puzzlegift');
      expect(response.headers['cache-control']).toBe('no-store');
    }
    const list = (await t.request({ method: 'GET', url: '/api/admin/presents', headers: { cookie: admin.cookie } })).json<AdminPresentsBody>();
    expect(list.presents.find((row) => row.id === present.id)?.clicks).toBe(2);
    expect((await t.request({ method: 'GET', url: '/go/present/AAAAAAAAAAAAAAAA' })).statusCode).toBe(404);
  });

  it('refuses a present that is not offered, and one the gift store flag does not let the sender attach', async () => {
    const retired = await addPresent(t, admin.cookie, { ...TEAPOT, active: 'false' });
    const refused = await t.request({ method: 'POST', url: '/api/puzzles', payload: await giftForm({ presentId: retired.id }) });
    expect(refused.json()).toMatchObject({ statusCode: 404, code: 'present-not-found' });

    const offered = await addPresent(t, admin.cookie);
    await switchFlag(t, admin.cookie, 'gift-store', 'members');
    try {
      const signedOut = await t.request({ method: 'POST', url: '/api/puzzles', payload: await giftForm({ presentId: offered.id }) });
      expect(signedOut.json()).toMatchObject({ statusCode: 403, code: 'feature-off' });
      expect(signedOut.json().message).toContain('Sign in');
      expect((await t.request({ method: 'GET', url: '/api/presents' })).statusCode).toBe(403);
      const member = await registerUser(t);
      const signedIn = await t.request({ method: 'POST', url: '/api/puzzles', headers: { cookie: member.cookie }, payload: await giftForm({ presentId: offered.id }) });
      expect(signedIn.statusCode).toBe(201);
    } finally {
      await switchFlag(t, admin.cookie, 'gift-store', 'everyone');
    }
  });
});

async function giftForm(overrides: Record<string, string>): Promise<FormData> {
  return puzzleForm(validPuzzleFields(overrides), { data: await solidJpeg(300, 300) });
}
