import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VCARD_MAX_BYTES } from '../../contract/contacts';
import { accountDataParts } from '../../server/account/data-parts';
import type { Contact, ContactList, ImportResult } from '../../contract/schemas/contacts';
import type { SolvedBody } from '../../contract/schemas/puzzles';
import { registerUser, type SignedIn } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/app';
import { createCard } from './helpers/cards';
import { createPuzzle, getBoard, postMoves, solvingMoves } from './helpers/puzzles';

const card = (name: string, email: string, ...more: string[]) => ['BEGIN:VCARD', 'VERSION:3.0', `FN:${name}`, `EMAIL:${email}`, ...more, 'END:VCARD'].join('\r\n');

describe('contacts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t?.close());

  const as = (who: SignedIn) => ({
    who,
    get: (url: string) => t.request({ method: 'GET', url, headers: { cookie: who.cookie } }),
    send: (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => t.request({ method, url, payload, headers: { cookie: who.cookie } }),
    importVcf: (text: string | Buffer, query = '') =>
      t.request({ method: 'POST', url: `/api/contacts/import${query}`, payload: text, headers: { cookie: who.cookie, 'content-type': 'text/vcard' } }),
    list: async () => (await t.request({ method: 'GET', url: '/api/contacts', headers: { cookie: who.cookie } })).json<ContactList>().contacts,
  });
  const timeZoneOf = async (who: SignedIn) =>
    (await t.app.db.selectFrom('users').select('time_zone').where('id', '=', who.user.id).executeTakeFirstOrThrow()).time_zone;

  it('creates, lists, edits and deletes a contact with occasions; the browser zone becomes the member\'s', async () => {
    const ann = as(await registerUser(t));
    const created = await ann.send('POST', '/api/contacts', {
      name: 'Bea Stone',
      email: 'Bea@Example.com',
      phone: '+44 7700 900123',
      occasions: [{ kind: 'birthday', month: 4, day: 12, year: 1990 }],
      timeZone: 'Europe/London',
    });
    expect(created.statusCode).toBe(201);
    const bea = created.json<Contact>();
    expect(bea).toMatchObject({ name: 'Bea Stone', email: 'bea@example.com', phone: '+447700900123', occasions: [{ kind: 'birthday', month: 4, day: 12, year: 1990, daysBefore: 3 }] });

    const edited = await ann.send('PUT', `/api/contacts/${bea.id}`, { name: 'Bea S.', email: 'bea@example.com', occasions: [{ kind: 'anniversary', month: 6, day: 1, daysBefore: 7 }] });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<Contact>()).toMatchObject({ name: 'Bea S.', phone: null, occasions: [{ kind: 'anniversary', month: 6, day: 1, year: null, daysBefore: 7 }] });
    expect((await ann.list()).map((contact) => contact.name)).toEqual(['Bea S.']);
    expect(await timeZoneOf(ann.who)).toBe('Europe/London');

    expect((await ann.send('DELETE', `/api/contacts/${bea.id}`)).statusCode).toBe(204);
    expect(await ann.list()).toEqual([]);
    expect(await t.app.db.selectFrom('occasions').select('id').where('contact_id', '=', bea.id).execute()).toEqual([]);
  });

  it('keeps the zone the browser sends at sign-in, checked with Intl', async () => {
    const ann = as(await registerUser(t));
    expect((await ann.send('PUT', '/api/contacts/time-zone', { timeZone: 'Asia/Kolkata' })).statusCode).toBe(204);
    expect(await timeZoneOf(ann.who)).toBe('Asia/Kolkata');
    const wrong = await ann.send('PUT', '/api/contacts/time-zone', { timeZone: 'Nowhere/Land' });
    expect(wrong.json()).toMatchObject({ statusCode: 400, code: 'invalid-time-zone' });
    expect(await timeZoneOf(ann.who)).toBe('Asia/Kolkata');
  });

  it('answers another member 404 for a contact that is not theirs, whatever they try', async () => {
    const ann = as(await registerUser(t));
    const eve = as(await registerUser(t));
    const bea = (await ann.send('POST', '/api/contacts', { name: 'Bea', email: 'bea@example.com' })).json<Contact>();
    expect((await eve.get(`/api/contacts/${bea.id}`)).statusCode).toBe(404);
    expect((await eve.send('PUT', `/api/contacts/${bea.id}`, { name: 'Hacked', email: 'eve@example.com' })).json()).toMatchObject({ statusCode: 404, code: 'contact-not-found' });
    expect((await eve.send('DELETE', `/api/contacts/${bea.id}`)).statusCode).toBe(404);
    expect(await eve.list()).toEqual([]);
    expect((await ann.get(`/api/contacts/${bea.id}`)).json<Contact>().name).toBe('Bea');
  });

  it('refuses bad input with a clear 4xx: signed out, a second contact with one address, a day no month has, a wrong zone or phone', async () => {
    const ann = as(await registerUser(t));
    expect((await t.request({ method: 'GET', url: '/api/contacts' })).statusCode).toBe(401);
    await ann.send('POST', '/api/contacts', { name: 'Bea', email: 'bea@example.com' });
    const cases: [object, number, string][] = [
      [{ name: 'Bea again', email: 'BEA@example.com' }, 409, 'already have a contact'],
      [{ name: 'Cy', email: 'cy@example.com', occasions: [{ kind: 'birthday', month: 2, day: 30 }] }, 400, 'does not exist'],
      [{ name: 'Cy', email: 'cy@example.com', timeZone: 'Mars/Olympus' }, 400, 'not a time zone'],
      [{ name: 'Cy', email: 'cy@example.com', phone: '0770 090' }, 400, 'international form'],
      [{ name: 'Cy', email: 'not an address' }, 400, 'email'],
      [{ name: 'Cy', email: 'cy@example.com', occasions: [{ kind: 'wedding', month: 1, day: 1 }] }, 400, 'kind'],
    ];
    for (const [body, status, message] of cases) {
      const response = await ann.send('POST', '/api/contacts', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json<{ message: string }>().message).toContain(message);
    }
    expect((await ann.list()).map((contact) => contact.email)).toEqual(['bea@example.com']);
  });

  it('imports a .vcf with many entries, updating contacts it already has', async () => {
    const ann = as(await registerUser(t));
    await ann.send('POST', '/api/contacts', { name: 'Old name', email: 'p0@example.com', occasions: [{ kind: 'birthday', month: 1, day: 1 }] });
    const vcf = [
      ...Array.from({ length: 200 }, (_, i) => card(`Person ${i}`, `p${i}@example.com`, `BDAY:--${String((i % 12) + 1).padStart(2, '0')}15`)),
      card('No address', ''),
    ].join('\r\n');
    const response = await ann.importVcf(vcf, '?timeZone=America/New_York');
    expect(response.statusCode).toBe(200);
    expect(response.json<ImportResult>()).toEqual({ added: 199, updated: 1, skipped: 1 });
    const contacts = await ann.list();
    expect(contacts).toHaveLength(200);
    expect(contacts.find((contact) => contact.email === 'p0@example.com')).toMatchObject({ name: 'Person 0', occasions: [{ month: 1, day: 1 }] }); // its own birthday kept
    expect(contacts.find((contact) => contact.email === 'p5@example.com')?.occasions).toMatchObject([{ kind: 'birthday', month: 6, day: 15, year: null }]);
    expect(await timeZoneOf(ann.who)).toBe('America/New_York');
  });

  it('imports a file of exactly 5,000 cards, birthdays and all, in one request', async () => {
    const ann = as(await registerUser(t));
    const vcf = Array.from({ length: 5000 }, (_, i) => card(`Person ${i}`, `bulk${i}@example.com`, 'BDAY:--0704')).join('\r\n');
    const response = await ann.importVcf(vcf);
    expect(response.json<ImportResult>()).toEqual({ added: 5000, updated: 0, skipped: 0 });
    expect(await ann.list()).toHaveLength(5000);
  });

  it('imports nothing from a bad file, a file with too many entries or one over 1 MB, and says why', async () => {
    const ann = as(await registerUser(t));
    const good = card('Bea', 'bea@example.com');
    const cases: [string | Buffer, number, string][] = [
      [`${good}\r\nBEGIN:VCARD\r\nFN:Cut off`, 400, 'has no END:VCARD'],
      ['name,email\r\nBea,bea@example.com', 400, 'not a vCard file'],
      [Array.from({ length: 5001 }, (_, i) => card('P', `p${i}@example.com`)).join('\r\n'), 400, 'more than 5,000 contacts'],
      [Buffer.alloc(VCARD_MAX_BYTES + 1, 'a'), 413, 'over 1 MB'],
    ];
    for (const [body, status, message] of cases) {
      const response = await ann.importVcf(body);
      expect(response.statusCode).toBe(status);
      expect(response.json<{ message: string }>().message).toContain(message);
    }
    expect(await ann.list()).toEqual([]);
  });

  it('saves the recipient of every gift or card a member sends, updating the name on the next send; signed out saves nothing', async () => {
    const member = await registerUser(t);
    const ann = as(member);
    const withCookie = { request: (options: Parameters<TestApp['request']>[0]) => t.request({ ...options, headers: { ...options.headers, cookie: member.cookie } }) };
    await createPuzzle(withCookie, { recipientName: 'Dee', recipientEmail: 'dee@example.com' });
    await createPuzzle(withCookie, { recipientName: 'Dee Day', recipientEmail: 'DEE@example.com' });
    await createCard(withCookie, 'greeting', { toName: 'Cal', toEmail: 'cal@example.com' });
    await createPuzzle(t, { recipientName: 'Stranger', recipientEmail: 'stranger@example.com' }); // signed out
    expect((await ann.list()).map(({ name, email }) => ({ name, email }))).toEqual([
      { name: 'Cal', email: 'cal@example.com' },
      { name: 'Dee Day', email: 'dee@example.com' },
    ]);
    const strangers = await t.app.db.selectFrom('contacts').select('id').where('email', '=', 'stranger@example.com').execute();
    expect(strangers).toEqual([]);
  });

  it('does not save the recipient of a reply: the answered gift\'s sender\'s address stays hidden from the replier', async () => {
    const { id } = await createPuzzle(t, { senderName: 'Alex', senderEmail: 'alex.hidden@example.com', recipientName: 'Sam', recipientEmail: 'sam@example.com' });
    const board = await getBoard(t, id);
    const solved = (await postMoves(t, id, board.gridSize, solvingMoves(board.shuffle), 'solve')).json<SolvedBody>();
    const sam = await registerUser(t);
    const withCookie = { request: (options: Parameters<TestApp['request']>[0]) => t.request({ ...options, headers: { ...options.headers, cookie: sam.cookie } }) };
    await createPuzzle(withCookie, { replyToken: solved.replyToken, recipientName: undefined, recipientEmail: undefined, senderName: 'Sam', senderEmail: 'sam@example.com' });
    expect(await as(sam).list()).toEqual([]);
  });

  it('is part of "export my data" and "delete my account"', async () => {
    const ann = as(await registerUser(t));
    await ann.send('POST', '/api/contacts', { name: 'Bea', email: 'bea@example.com', occasions: [{ kind: 'birthday', month: 4, day: 12 }] });
    const part = accountDataParts.find((candidate) => candidate.name === 'contacts');
    expect(await part?.export(t.app.db, ann.who.user.id)).toMatchObject([{ name: 'Bea', email: 'bea@example.com', occasions: [{ kind: 'birthday', month: 4, day: 12 }] }]);
    await t.app.db.transaction().execute((trx) => part!.erase(trx, ann.who.user.id));
    expect(await ann.list()).toEqual([]);
  });
});
