import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminFlagsBody, FeaturesBody } from '../../contract/schemas/flags';
import { latestAuditEntries } from '../../server/repos/audit-log';
import { registerAdmin, registerUser, type SignedIn } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/app';
import { cardBody, generateImage } from './helpers/cards';
import { solidJpeg } from './helpers/images';
import { puzzleForm, validPuzzleFields } from './helpers/multipart';
import { PartyClient, startParty } from './helpers/party';
import { createPuzzle, listen } from './helpers/puzzles';
import { switchFlag } from './helpers/store';
import { TEST_ENGINE } from './helpers/test-database';

describe(`feature flags on ${TEST_ENGINE}`, () => {
  let t: TestApp;
  let admin: SignedIn;
  let member: SignedIn;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await registerAdmin(t);
    member = await registerUser(t);
  });
  afterAll(() => t.close());

  const featuresBody = async (cookie?: string) =>
    (await t.request({ method: 'GET', url: '/api/features', headers: cookie ? { cookie } : {} })).json<FeaturesBody>();
  const features = async (cookie?: string) => (await featuresBody(cookie)).features;

  /** A jigsaw gift of `pieces` on a photo big enough for 300, by a signed-out sender or a member. */
  async function sendJigsaw(pieces: string, cookie?: string) {
    const payload = puzzleForm(validPuzzleFields({ puzzleType: 'jigsaw', pieces }), { data: await solidJpeg(1000, 800) });
    return t.request({ method: 'POST', url: '/api/puzzles', payload, headers: cookie ? { cookie } : {} });
  }

  it('opens everything to everyone until an admin switches', async () => {
    expect(await features()).toEqual({ 'big-jigsaw': true, 'solve-together': true, 'gift-store': true });
    expect((await sendJigsaw('150')).statusCode).toBe(201);
  });

  it('lets only admins switch flags, and logs every switch', async () => {
    const change = { method: 'PUT' as const, url: '/api/admin/flags/big-jigsaw', payload: { audience: 'off' } };
    expect((await t.request(change)).statusCode).toBe(401);
    expect((await t.request({ ...change, headers: { cookie: member.cookie } })).statusCode).toBe(403);
    const badAudience = await t.request({ ...change, payload: { audience: 'friends' }, headers: { cookie: admin.cookie } });
    expect(badAudience.statusCode).toBe(400);
    const unknownFlag = await t.request({ ...change, url: '/api/admin/flags/teleport', headers: { cookie: admin.cookie } });
    expect(unknownFlag.statusCode).toBe(400);

    await switchFlag(t, admin.cookie, 'big-jigsaw', 'members');
    const list = (await t.request({ method: 'GET', url: '/api/admin/flags', headers: { cookie: admin.cookie } })).json<AdminFlagsBody>();
    expect(list.flags.find((flag) => flag.name === 'big-jigsaw')?.audience).toBe('members');
    const [entry] = await latestAuditEntries(t.app.db, 1);
    expect(entry).toMatchObject({ action: 'switch feature flag', actorEmail: admin.user.email, detail: 'big-jigsaw: everyone → members' });
    await switchFlag(t, admin.cookie, 'big-jigsaw', 'everyone');
  });

  it.each([
    { audience: 'members', signedOut: 403, signedIn: 201 },
    { audience: 'off', signedOut: 403, signedIn: 403 },
    { audience: 'everyone', signedOut: 201, signedIn: 201 },
  ])('big-jigsaw at $audience: signed out $signedOut, member $signedIn', async ({ audience, signedOut, signedIn }) => {
    await switchFlag(t, admin.cookie, 'big-jigsaw', audience);
    try {
      const out = await sendJigsaw('150');
      expect(out.statusCode).toBe(signedOut);
      if (signedOut === 403) expect(out.json()).toMatchObject({ code: 'feature-off', message: expect.stringContaining('Jigsaws over 96 pieces') });
      expect((await sendJigsaw('300', member.cookie)).statusCode).toBe(signedIn);
      expect((await sendJigsaw('96')).statusCode).toBe(201); // 96 pieces and fewer are never held back
      expect((await features())['big-jigsaw']).toBe(signedOut === 201);
      expect((await features(member.cookie))['big-jigsaw']).toBe(signedIn === 201);
      // Told to everyone, so the benefits page can say what members get first.
      expect((await featuresBody()).membersFirst).toEqual(audience === 'members' ? ['big-jigsaw'] : []);
    } finally {
      await switchFlag(t, admin.cookie, 'big-jigsaw', 'everyone');
    }
  });

  it('holds back a big jigsaw card too', async () => {
    await switchFlag(t, admin.cookie, 'big-jigsaw', 'off');
    try {
      const image = await generateImage(t);
      const response = await t.request({ method: 'POST', url: '/api/cards', payload: cardBody(image.imageId, 'greeting', { puzzleType: 'jigsaw', pieces: 150 }) });
      expect(response.json()).toMatchObject({ statusCode: 403, code: 'feature-off' });
    } finally {
      await switchFlag(t, admin.cookie, 'big-jigsaw', 'everyone');
    }
  });

  it('solve-together: a party starts only for whom the flag lets in', async () => {
    const { id } = await createPuzzle(t);
    await switchFlag(t, admin.cookie, 'solve-together', 'members');
    try {
      const out = await t.request({ method: 'POST', url: `/api/puzzles/${id}/party` });
      expect(out.json()).toMatchObject({ statusCode: 403, code: 'feature-off' });
      expect((await t.request({ method: 'POST', url: `/api/puzzles/${id}/party`, headers: { cookie: member.cookie } })).statusCode).toBe(201);
    } finally {
      await switchFlag(t, admin.cookie, 'solve-together', 'everyone');
    }
    expect((await t.request({ method: 'POST', url: `/api/puzzles/${id}/party` })).statusCode).toBe(201);
  });

  it('solve-together: joining an open party is refused with the reason while the flag is off', async () => {
    const { id } = await createPuzzle(t);
    const started = await startParty(t, id);
    const url = await listen(t);
    await switchFlag(t, admin.cookie, 'solve-together', 'off');
    const guest = new PartyClient(url);
    try {
      await guest.connected();
      const refused = await guest.join({ partyId: started.partyId, token: started.inviteToken, name: 'Guest' });
      expect(refused).toEqual({ ok: false, error: 'Solve together (parties) is switched off for now.' });
      await switchFlag(t, admin.cookie, 'solve-together', 'everyone');
      expect((await guest.join({ partyId: started.partyId, token: started.inviteToken, name: 'Guest' })).ok).toBe(true);
    } finally {
      guest.socket.close();
      await switchFlag(t, admin.cookie, 'solve-together', 'everyone');
    }
  });
});
