import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MODERATION_MESSAGES } from '../../contract/moderation';
import { PUZZLE_FOLDER } from '../../contract/puzzles';
import { loadConfig } from '../../server/config';
import { photoScreenFor } from '../../server/moderation/photo-check';
import { buildTestApp, type TestApp } from './helpers/app';
import { countRows } from './helpers/db';
import { solidJpeg } from './helpers/images';
import { puzzleForm, validPuzzleFields } from './helpers/multipart';
import { startOpenAiServer, type OpenAiServer } from './helpers/openai-server';
import { storedNames } from './helpers/storage';

const KEY = 'sk-test-not-a-real-key';

interface ImageInput {
  type: string;
  image_url: { url: string };
}

/** MODERATE_UPLOADS=on: gift photos through omni-moderation-latest, with the real openai SDK against a local OpenAI-compatible server. */
describe('photo moderation of gift uploads', () => {
  let provider: OpenAiServer;
  let t: TestApp;
  beforeAll(async () => {
    provider = await startOpenAiServer();
  });
  afterAll(() => provider.close());
  afterEach(async () => {
    await t?.close();
    provider.requests.splice(0);
    provider.flagPrompts(false);
  });
  const start = (env: Record<string, string> = {}) => buildTestApp({ OPENAI_API_KEY: KEY, OPENAI_BASE_URL: provider.url, MODERATE_UPLOADS: 'on', ...env });
  const upload = async (width = 1200, height = 900) =>
    t.request({ method: 'POST', url: '/api/puzzles', payload: puzzleForm(validPuzzleFields(), { data: await solidJpeg(width, height) }) });

  it('sends a downscaled copy as a data URL and stores a photo that is not flagged', async () => {
    t = await start();
    const response = await upload();
    expect(response.statusCode).toBe(201);
    const [request, ...more] = provider.to('/v1/moderations');
    expect(more).toEqual([]);
    expect(request?.authorization).toBe(`Bearer ${KEY}`);
    expect(request?.body.model).toBe('omni-moderation-latest');
    const input = request?.body.input as ImageInput[];
    expect(input).toHaveLength(1);
    expect(input[0]?.type).toBe('image_url');
    const url = input[0]?.image_url.url ?? '';
    expect(url).toMatch(/^data:image\/webp;base64,/);
    const sent = await sharp(Buffer.from(url.slice(url.indexOf(',') + 1), 'base64')).metadata();
    expect(sent.width).toBeLessThanOrEqual(480); // the narrowest copy, not the 1200-pixel photo
    expect(await countRows(t.app.db, 'puzzles')).toBe(1);
  });

  it('refuses a flagged photo with a kind 422 and stores nothing', async () => {
    t = await start();
    provider.flagPrompts(true);
    const response = await upload();
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'photo-flagged', message: MODERATION_MESSAGES.photoFlagged });
    expect(await countRows(t.app.db, 'puzzles')).toBe(0);
    expect(await countRows(t.app.db, 'outbox')).toBe(0);
    expect(await storedNames(t.app.storage, PUZZLE_FOLDER)).toEqual([]);
  });

  it('sends a photo smaller than every copy as itself (JPEG)', async () => {
    t = await start();
    expect((await upload(300, 200)).statusCode).toBe(201);
    const input = provider.to('/v1/moderations')[0]?.body.input as ImageInput[];
    expect(input[0]?.image_url.url).toMatch(/^data:image\/jpeg;base64,/);
  });

  it('checks nothing when MODERATE_UPLOADS is off (the default), even with a key', async () => {
    t = await start({ MODERATE_UPLOADS: 'off' });
    expect((await upload()).statusCode).toBe(201);
    expect(provider.to('/v1/moderations')).toEqual([]);
    expect(loadConfig({}).moderateUploads).toBe(false);
  });

  it('answers 503 and stores nothing when the provider cannot answer', async () => {
    const down = await startOpenAiServer();
    const url = down.url;
    await down.close(); // nothing listens there now
    t = await start({ OPENAI_BASE_URL: url });
    const response = await upload();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'photo-check-failed' });
    expect(await countRows(t.app.db, 'puzzles')).toBe(0);
  });

  it('refuses to start with MODERATE_UPLOADS=on and no key', () => {
    expect(() => photoScreenFor({ moderateUploads: true, openaiApiKey: null, openaiBaseUrl: null })).toThrow(/MODERATE_UPLOADS=on needs OPENAI_API_KEY/);
  });
});
