import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_REQUIRED } from '../../contract/puzzles';
import { buildTestApp, type TestApp } from './helpers/app';
import { itOnce } from './helpers/test-database';
import {
  CAMERA_MARKER,
  GPS_MARKER,
  HTML_PAGE,
  jpegWithGps,
  oversizedFile,
  PDF_START,
  pngBomb,
  solidGif,
  solidJpeg,
  solidPng,
  solidWebp,
  SVG_WITH_SCRIPT,
  truncatedJpeg,
  twelveMegapixelJpeg,
} from './helpers/images';
import { puzzleForm, validPuzzleFields, type PhotoPart } from './helpers/multipart';
import { mailTo, startSmtpServer, type TestSmtpServer } from './helpers/smtp';
import { tempFilesOf } from './helpers/temp-uploads';
import { breakOutbox } from './helpers/db';

const UNSUPPORTED = 'Please choose a JPEG, PNG or WebP photo.';

function uploadsOf(t: TestApp): string[] {
  const dir = path.join(t.dataDir, 'uploads', 'puzzles');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}
const puzzleRows = (t: TestApp): Promise<Record<string, unknown>[]> => t.app.db.selectFrom('puzzles').selectAll().execute();
const outboxRows = (t: TestApp) => t.app.db.selectFrom('outbox').select(['to_address', 'subject', 'text_body', 'html_body']).orderBy('id').execute();

function send(t: TestApp, fields: Record<string, string>, photo: PhotoPart | null, photoField?: string) {
  return t.request({ method: 'POST', url: '/api/puzzles', payload: puzzleForm(fields, photo, photoField) });
}

/** Nothing of a refused request may remain: no row, no file (not even a temp file), no mail. */
async function expectNothingStored(t: TestApp) {
  expect(await puzzleRows(t)).toEqual([]);
  expect(uploadsOf(t)).toEqual([]);
  expect(tempFilesOf(t)).toEqual([]); // the streamed upload and whatever the worker made of it
  expect(await outboxRows(t)).toEqual([]);
}

describe('POST /api/puzzles', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => smtp.close());
  afterEach(async () => t?.close());

  it('stores the puzzle, a safe copy of the photo and both e-mails, and SMTP delivers them', async () => {
    t = await buildTestApp({ SMTP_URL: smtp.url });
    const response = await send(t, validPuzzleFields({ isPublic: 'false' }), { data: await jpegWithGps() });
    expect(response.statusCode).toBe(201);
    const { id, watchToken } = response.json<{ id: string; watchToken: string }>();
    expect(id).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    expect(watchToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [row] = (await puzzleRows(t));
    expect(row).toMatchObject({
      id,
      message: 'Happy birthday, Sam! Dinner is on me this Friday.',
      grid_size: 3,
      font_style: 'cursive',
      is_public: 0,
      sender_name: 'Alex Sender',
      sender_email: 'alex@example.com',
      recipient_name: 'Sam Recipient',
      recipient_email: 'sam@example.com',
      consent: 1,
      width: 200, // stored sideways with EXIF orientation 6: the safe copy is upright
      height: 400,
      solved_at: null,
    });
    // Only the hash of the watch token is kept.
    expect(row?.watch_token_hash).toBe(createHash('sha256').update(watchToken).digest('hex'));
    expect(Object.values(row ?? {})).not.toContain(watchToken);

    const files = uploadsOf(t);
    expect(files).toEqual([row?.image_file]);
    expect(tempFilesOf(t)).toEqual([]); // the upload removed, the safe picture moved into storage
    const stored = fs.readFileSync(path.join(t.dataDir, 'uploads', 'puzzles', files[0] as string));
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 200, height: 400 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from(GPS_MARKER))).toBe(false);
    expect(stored.includes(Buffer.from(CAMERA_MARKER))).toBe(false);

    const mails = (await outboxRows(t));
    expect(mails.map((mail) => mail.to_address)).toEqual(['sam@example.com', 'alex@example.com']);
    const playLink = `${t.config.publicUrl}/play/${id}`;
    const watchLink = `${t.config.publicUrl}/watch/${id}#${watchToken}`;
    expect(mails[0]?.text_body).toContain(playLink);
    expect(mails[0]?.text_body).not.toContain(watchToken);
    expect(mails[1]?.text_body).toContain(watchLink);

    await t.app.outbox.flush();
    const toRecipient = await smtp.nextMail((mail) => mailTo(mail).includes('sam@example.com') && mail.text?.includes(id) === true);
    expect(toRecipient.subject).toBe('Alex Sender sent you a puzzle gift');
    expect(toRecipient.text).toContain(playLink);
    expect(toRecipient.html || '').toContain(playLink);
    const toSender = await smtp.nextMail((mail) => mailTo(mail).includes('alex@example.com') && mail.text?.includes(id) === true);
    expect(toSender.subject).toBe('Your puzzle gift for Sam Recipient is on its way');
    expect(toSender.text).toContain(watchLink);
    expect(toSender.html || '').toContain(watchLink);
  });

  it('accepts PNG (transparency flattened) and WebP by content and stores them as JPEG', async () => {
    t = await buildTestApp();
    for (const photo of [
      { data: await solidPng(300, 200, true), filename: 'picture.png', type: 'image/png' },
      { data: await solidWebp(320, 240), filename: 'picture.webp', type: 'image/webp' },
      // A browser may declare nothing useful: the content decides.
      { data: await solidJpeg(100, 80), filename: 'no-extension', type: 'application/octet-stream' },
    ]) {
      const response = await send(t, validPuzzleFields(), photo);
      expect(response.statusCode, response.body).toBe(201);
    }
    const files = uploadsOf(t);
    expect(files).toHaveLength(3);
    for (const file of files) {
      const metadata = await sharp(path.join(t.dataDir, 'uploads', 'puzzles', file)).metadata();
      expect(metadata.format).toBe('jpeg');
      expect(metadata.hasAlpha).toBe(false);
    }
  });

  itOnce('shrinks a 12-megapixel photo to fit 1600x1600', async () => {
    t = await buildTestApp();
    const response = await send(t, validPuzzleFields(), { data: await twelveMegapixelJpeg() });
    expect(response.statusCode, response.body).toBe(201);
    expect((await puzzleRows(t))[0]).toMatchObject({ width: 1600, height: 1200 });
  });

  itOnce('never enlarges a small photo', async () => {
    t = await buildTestApp();
    const response = await send(t, validPuzzleFields(), { data: await solidJpeg(120, 90) });
    expect(response.statusCode).toBe(201);
    expect((await puzzleRows(t))[0]).toMatchObject({ width: 120, height: 90 });
  });

  const refusedPhotos: { name: string; photo: () => Promise<PhotoPart> | PhotoPart; status: number; message: string }[] = [
    { name: 'an SVG with a script', photo: () => ({ data: SVG_WITH_SCRIPT, filename: 'x.svg', type: 'image/svg+xml' }), status: 415, message: UNSUPPORTED },
    { name: 'an HTML page named .jpg', photo: () => ({ data: HTML_PAGE, filename: 'photo.jpg', type: 'image/jpeg' }), status: 415, message: UNSUPPORTED },
    { name: 'a PDF', photo: () => ({ data: PDF_START, filename: 'photo.pdf', type: 'application/pdf' }), status: 415, message: UNSUPPORTED },
    { name: 'a GIF', photo: async () => ({ data: await solidGif(), filename: 'photo.gif', type: 'image/gif' }), status: 415, message: UNSUPPORTED },
    { name: 'an empty file', photo: () => ({ data: Buffer.alloc(0) }), status: 400, message: 'Please choose a photo.' },
    { name: 'a truncated JPEG', photo: async () => ({ data: await truncatedJpeg() }), status: 422, message: 'We could not read that image.' },
    {
      name: 'a 20000x20000 PNG (decompression bomb)',
      photo: () => ({ data: pngBomb(), filename: 'bomb.png', type: 'image/png' }),
      status: 413,
      message: 'The photo has too many pixels (at most 50 megapixels).',
    },
    { name: 'a file over 15 MB', photo: () => ({ data: oversizedFile(15 * 1024 * 1024 + 1) }), status: 413, message: 'The photo is larger than 15 MB.' },
  ];

  for (const { name, photo, status, message } of refusedPhotos) {
    itOnce(`refuses ${name} with ${status} and stores nothing`, async () => {
      t = await buildTestApp();
      const started = Date.now();
      const response = await send(t, validPuzzleFields(), await photo());
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toMatchObject({ statusCode: status, message });
      // A bomb is refused from its header: decoding 400 megapixels would take far longer than this bound.
      expect(Date.now() - started).toBeLessThan(5_000);
      await expectNothingStored(t);
    });
  }

  const refusedFields: { name: string; overrides: Record<string, string | undefined>; message: string }[] = [
    { name: 'a message over 300 characters', overrides: { message: 'x'.repeat(301) }, message: 'message must be at most 300 characters.' },
    { name: 'an empty message', overrides: { message: '   ' }, message: 'message is required.' },
    { name: 'a bad recipient address', overrides: { recipientEmail: 'sam-at-example' }, message: 'recipientEmail must be a valid e-mail address.' },
    { name: 'a bad sender address', overrides: { senderEmail: 'alex@' }, message: 'senderEmail must be a valid e-mail address.' },
    { name: 'a missing sender name', overrides: { senderName: undefined }, message: 'senderName is required.' },
    { name: 'a blank recipient name', overrides: { recipientName: ' \t ' }, message: 'recipientName is required.' },
    { name: 'a name over 80 characters', overrides: { senderName: 'A'.repeat(81) }, message: 'senderName must be at most 80 characters.' },
    { name: 'no consent', overrides: { consent: undefined }, message: CONSENT_REQUIRED },
    { name: 'consent refused', overrides: { consent: 'false' }, message: CONSENT_REQUIRED },
    { name: 'an unknown grid size', overrides: { gridSize: '7' }, message: 'gridSize must be 3, 4, 5 or 10.' },
    { name: 'an unknown font', overrides: { fontStyle: 'Papyrus' }, message: 'fontStyle must be one of the offered fonts.' },
    { name: 'a bad privacy flag', overrides: { isPublic: 'yes' }, message: 'isPublic must be true or false.' },
    { name: 'an extra field', overrides: { nickname: 'Al' }, message: 'nickname is not an accepted field.' },
  ];

  for (const { name, overrides, message } of refusedFields) {
    itOnce(`refuses ${name} with 400 and stores nothing`, async () => {
      t = await buildTestApp();
      const response = await send(t, validPuzzleFields(overrides), { data: await solidJpeg() });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, message });
      await expectNothingStored(t);
    });
  }

  it('refuses a form without a photo, a photo under another name and two photos', async () => {
    t = await buildTestApp();
    const jpeg = await solidJpeg();
    const missing = await send(t, validPuzzleFields(), null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Please choose a photo.');

    const renamed = await send(t, validPuzzleFields(), { data: jpeg }, 'picture');
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().message).toBe('The photo must be sent as "photo".');

    const form = puzzleForm(validPuzzleFields(), { data: jpeg });
    form.append('photo', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'second.jpg');
    const twice = await t.request({ method: 'POST', url: '/api/puzzles', payload: form });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('Send only one photo.');
    await expectNothingStored(t);
  });

  it('refuses JSON and cross-site posts', async () => {
    t = await buildTestApp();
    const json = await t.request({ method: 'POST', url: '/api/puzzles', payload: validPuzzleFields() });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe('Send the puzzle as multipart/form-data.');
    const crossSite = await t.request({
      method: 'POST',
      url: '/api/puzzles',
      payload: puzzleForm(validPuzzleFields(), { data: await solidJpeg() }),
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
    await expectNothingStored(t);
  });

  it('leaves no row, no file and no mail when the transaction fails', async () => {
    t = await buildTestApp();
    // A real failure inside the transaction: the second statement (the outbox insert) aborts.
    await breakOutbox(t.app.db);
    const response = await send(t, validPuzzleFields(), { data: await solidJpeg() });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('outbox down');
    await expectNothingStored(t);
  });
});
