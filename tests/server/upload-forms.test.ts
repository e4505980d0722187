import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app';
import { registerAdmin } from './helpers/accounts';
import { oversizedFile } from './helpers/images';
import { tempFilesOf } from './helpers/temp-uploads';

const BOUNDARY = 'test-boundary-4f7a';
const MULTIPART = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

/** A raw multipart body: each part as written, joined by the boundary; `close` ends it properly. */
function body(parts: string[], close = true): string {
  const joined = parts.map((part) => `--${BOUNDARY}\r\n${part}\r\n`).join('');
  return close ? `${joined}--${BOUNDARY}--\r\n` : joined;
}
const textPart = (name: string, value: string) => `Content-Disposition: form-data; name="${name}"\r\n\r\n${value}`;
const filePart = (name: string, file: string) => `Content-Disposition: form-data; name="${name}"; filename="${file}"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\xff`;

/**
 * Both upload routes (a gift's photo, the admin's daily picture) read forms with one
 * reader: whatever arrives broken is the sender's mistake, a 4xx with a sentence.
 */
describe('broken upload forms get a 4xx, never a 500', () => {
  let t: TestApp;
  let cookie = '';
  beforeAll(async () => {
    t = await buildTestApp();
    cookie = (await registerAdmin(t)).cookie;
  });
  afterAll(() => t.close());

  const routes = [
    { route: 'a new puzzle', method: 'POST' as const, url: '/api/puzzles', file: 'photo' },
    { route: 'a daily picture', method: 'PUT' as const, url: '/api/admin/schedule/2026-12-01/picture', file: 'image' },
  ];
  const cases = [
    { name: 'a body cut off in the middle of a part', payload: (file: string) => body([textPart('message', 'Hi'), filePart(file, 'a.jpg')], false).slice(0, -3), status: 400, code: 'malformed-form' },
    { name: 'a second file', payload: (file: string) => body([filePart(file, 'a.jpg'), filePart(file, 'b.jpg')]), status: 400, code: 'too-many-files' },
    { name: 'a body that is not multipart at all', payload: () => 'just some text', status: 400, code: 'malformed-form' },
  ];

  for (const { route, method, url, file } of routes) {
    it.each(cases)(`${route}: $name`, async ({ payload, status, code }) => {
      const response = await t.request({ method, url, headers: { ...MULTIPART, cookie }, payload: payload(file) });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ code });
      expect(response.json().message).toMatch(/\.$/);
      expect(tempFilesOf(t)).toEqual([]); // what was streamed of the file is removed
    });
  }

  const tooLarge = [
    { route: 'a new puzzle', method: 'POST' as const, url: '/api/puzzles', file: 'photo', bytes: 15 * 1024 * 1024, code: 'photo-too-large', message: 'The photo is larger than 15 MB.' },
    { route: 'a daily picture', method: 'PUT' as const, url: '/api/admin/schedule/2026-12-01/picture', file: 'image', bytes: 20 * 1024 * 1024, code: 'upload-too-large', message: 'The picture is larger than 20 MB.' },
  ];
  it.each(tooLarge)('$route: a file over its limit is 413 with its own sentence, and what was streamed of it is removed', async ({ method, url, file, bytes, code, message }) => {
    const form = new FormData();
    form.append(file, new Blob([new Uint8Array(oversizedFile(bytes + 1))], { type: 'image/jpeg' }), 'big.jpg');
    form.append('message', 'Hello');
    const response = await t.request({ method, url, headers: { cookie }, payload: form });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code, message });
    expect(tempFilesOf(t)).toEqual([]);
  });
});
