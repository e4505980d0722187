import { unzipSync, strFromU8 } from 'fflate';
import { afterEach, describe, expect, it } from 'vitest';
import { CARD_IMAGE_FOLDER } from '../../contract/cards';
import { PUZZLE_FOLDER } from '../../contract/puzzles';
import type { MailTransport } from '../../server/mail/transport';
import { buildTestApp, type TestApp } from './helpers/app';
import { me, PASSWORD, registerUser, type SignedIn } from './helpers/accounts';
import { createCard } from './helpers/cards';
import { startParty } from './helpers/party';
import { createPuzzle } from './helpers/puzzles';
import { storedNames } from './helpers/storage';

/** A mail server that is down: every mail stays unsent, so the test sees what deletion withdraws. */
const downTransport: MailTransport = { send: () => Promise.reject(new Error('mail server down')), close: () => {} };

async function own(t: TestApp, owner: SignedIn, id: string): Promise<string> {
  await t.app.db.updateTable('puzzles').set({ owner_user_id: owner.user.id }).where('id', '=', id).execute();
  return id;
}

async function imageOf(t: TestApp, id: string): Promise<string> {
  return (await t.app.db.selectFrom('puzzles').select('image_file').where('id', '=', id).executeTakeFirstOrThrow()).image_file;
}

describe('export my data and delete my account', () => {
  let t: TestApp;
  afterEach(async () => t?.close());

  async function seed() {
    t = await buildTestApp({}, { mailer: { transport: downTransport } });
    const [ann, bob] = [await registerUser(t), await registerUser(t)];
    const gift = await own(t, ann, (await createPuzzle(t, { senderEmail: ann.user.email, message: 'For Rita, with love', recipientName: 'Rita' })).id);
    const other = await own(t, ann, (await createPuzzle(t, { senderEmail: ann.user.email, recipientName: 'Olga' })).id);
    const card = await own(t, ann, (await createCard(t, 'greeting', { toName: 'Cara' })).id);
    const bobs = await own(t, bob, (await createPuzzle(t, { senderEmail: bob.user.email, recipientName: 'Bo' })).id);
    return { ann, bob, gift, other, card, bobs };
  }

  it('exports a zip of JSON per data part and the photos of my gifts, nobody else’s', async () => {
    const { ann, gift, other, card, bobs } = await seed();
    const response = await t.request({ method: 'GET', url: '/api/account/export', headers: { cookie: ann.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain('attachment');

    const files = unzipSync(new Uint8Array(response.rawPayload));
    const json = (name: string) => JSON.parse(strFromU8(files[name]!)) as unknown;
    expect(json('account.json')).toMatchObject({ id: ann.user.id, email: ann.user.email });
    expect(JSON.stringify(json('account.json'))).not.toContain('argon2'); // never the password hash
    const gifts = json('gifts.json') as { id: string; message: string; recipientName: string; photo: string }[];
    expect(gifts.map((g) => g.id).sort()).toEqual([gift, other, card].sort());
    expect(gifts.find((g) => g.id === gift)).toMatchObject({ message: 'For Rita, with love', recipientName: 'Rita' });
    expect(json('sessions.json')).toHaveLength(1);
    expect(json('passkeys.json')).toEqual([]);

    const giftPhotos = [await imageOf(t, gift), await imageOf(t, other)];
    for (const name of giftPhotos) {
      const stored = await t.app.storage.open(PUZZLE_FOLDER, name);
      const bytes = Buffer.concat(await stored!.stream.toArray());
      expect(Buffer.from(files[`photos/${name}`]!).equals(bytes)).toBe(true);
    }
    expect(files[`photos/${await imageOf(t, card)}`]).toBeDefined();
    expect(Object.keys(files)).not.toContain(`photos/${await imageOf(t, bobs)}`);

    expect((await t.request({ method: 'GET', url: '/api/account/export' })).statusCode).toBe(401);
  });

  it('deletes everything of the account in one go; its gifts answer 410 saying why; unsent mail is withdrawn', async () => {
    const { ann, bob, gift, other, card, bobs } = await seed();
    const annPictures = [await imageOf(t, gift), await imageOf(t, other)];
    const unsent = (where: (q: ReturnType<typeof unsentQuery>) => ReturnType<typeof unsentQuery>) => where(unsentQuery()).execute();
    const unsentQuery = () => t.app.db.selectFrom('outbox').select(['id', 'to_address', 'puzzle_id']).where('sent_at', 'is', null);
    expect((await unsent((q) => q.where('puzzle_id', 'in', [gift, other, card]))).length).toBeGreaterThan(0);
    expect((await unsent((q) => q.where('to_address', '=', ann.user.email))).length).toBeGreaterThan(0);
    const bobsMail = await unsent((q) => q.where('puzzle_id', '=', bobs));
    const party = await startParty(t, gift); // someone is solving it together right now

    const post = (payload: object) => t.request({ method: 'POST', url: '/api/account/delete', payload, headers: { cookie: ann.cookie } });
    const mismatch = await post({ confirm: 'delete it', password: PASSWORD });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({ code: 'confirm-mismatch', message: 'Type DELETE to confirm.' });
    expect((await post({ confirm: 'DELETE', password: 'not my password' })).statusCode).toBe(401);
    expect((await me(t, ann.cookie)).user).not.toBeNull(); // nothing happened yet

    const deleted = await post({ confirm: 'DELETE', password: PASSWORD });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(deleted.cookies.find((c) => c.name === 'session')?.value).toBe('');

    expect(await t.app.db.selectFrom('users').select('id').where('id', '=', ann.user.id).execute()).toEqual([]);
    expect(await t.app.db.selectFrom('sessions').select('id').where('user_id', '=', ann.user.id).execute()).toEqual([]);
    expect((await me(t, ann.cookie)).user).toBeNull();

    for (const id of [gift, other]) {
      const board = await t.request({ method: 'GET', url: `/api/puzzles/${id}` });
      expect(board.statusCode).toBe(410);
      expect(board.json()).toMatchObject({ code: 'sender-deleted-account', message: 'This gift was removed.' });
    }
    const rows = await t.app.db
      .selectFrom('puzzles')
      .select(['message', 'owner_user_id', 'sender_name', 'sender_email', 'recipient_name', 'recipient_email'])
      .where('id', 'in', [gift, other, card])
      .execute();
    const erased = { message: '', owner_user_id: null, sender_name: '', sender_email: '', recipient_name: '', recipient_email: '' };
    expect(rows).toEqual([erased, erased, erased]); // no message, name or address of the account's gifts is kept
    const stored = await storedNames(t.app.storage, PUZZLE_FOLDER);
    for (const name of annPictures) expect(stored.filter((file) => file.startsWith(name.replace(/\.[a-z]+$/, '')))).toEqual([]);
    expect(stored).toContain(await imageOf(t, bobs));
    expect(await storedNames(t.app.storage, CARD_IMAGE_FOLDER)).not.toContain(await imageOf(t, card));

    expect(await unsent((q) => q.where('puzzle_id', 'in', [gift, other, card]))).toEqual([]);
    const ended = await t.app.db.selectFrom('parties').select('status').where('id', '=', party.partyId).executeTakeFirstOrThrow();
    expect(ended.status).toBe('ended');
    expect(await unsent((q) => q.where('to_address', '=', ann.user.email))).toEqual([]);
    expect(await unsent((q) => q.where('puzzle_id', '=', bobs))).toEqual(bobsMail); // others' mail stays

    expect((await t.request({ method: 'GET', url: `/api/puzzles/${bobs}` })).statusCode).toBe(200);
    expect((await me(t, bob.cookie)).user).not.toBeNull();
  });
});
