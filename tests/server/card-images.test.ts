import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CARD_IMAGE_FOLDER, CARD_IMAGES_PER_HOUR, CARD_MESSAGES } from '../../contract/cards';
import { imagePrompt } from '../../game/rules/cards';
import { buildTestApp, manualClock, type TestApp } from './helpers/app';
import { registerUser } from './helpers/accounts';
import { startOpenAiServer, type OpenAiServer } from './helpers/openai-server';
import { fullCopyName } from '../../server/images/variants';
import { countRows } from './helpers/db';
import { storedNames } from './helpers/storage';

const BODY = { imagePrompt: 'A lighthouse on a cliff at sunset, gulls overhead', tone: 'dramatic', cardType: 'greeting', occasion: 'Dad’s 60th' } as const;
const KEY = 'sk-test-not-a-real-key';

describe('POST /api/cards/images with the real openai SDK against a local OpenAI-compatible server', () => {
  let provider: OpenAiServer;
  let t: TestApp;
  const clock = manualClock();
  beforeAll(async () => {
    provider = await startOpenAiServer();
  });
  afterAll(() => provider.close());
  afterEach(async () => {
    await t?.close();
    provider.requests.splice(0);
    provider.flagPrompts(false);
    provider.answerImages({ kind: 'picture' });
  });
  const start = (env: Record<string, string> = {}) => buildTestApp({ OPENAI_API_KEY: KEY, OPENAI_BASE_URL: provider.url, ...env }, { clock });
  const generate = (body: object = BODY, headers: Record<string, string> = {}) => t.request({ method: 'POST', url: '/api/cards/images', payload: body, headers });
  const stored = () => storedNames(t.app.storage, CARD_IMAGE_FOLDER);

  it('moderates the prompt, asks for one low-quality 1024x1024 picture, and stores it as a 512x512 PNG', async () => {
    t = await start();
    const response = await generate();
    expect(response.statusCode).toBe(201);
    const prompt = imagePrompt({ description: BODY.imagePrompt, cardType: BODY.cardType, occasion: BODY.occasion, tone: BODY.tone });

    expect(provider.requests.map((r) => r.path)).toEqual(['/v1/moderations', '/v1/images/generations']);
    const [moderation, generation] = provider.requests;
    expect(moderation?.body).toEqual({ model: 'omni-moderation-latest', input: prompt });
    expect(generation?.authorization).toBe(`Bearer ${KEY}`);
    expect(generation?.body).toEqual({ model: 'gpt-image-1-mini', prompt, n: 1, size: '1024x1024', quality: 'low' });
    expect(generation?.body).not.toHaveProperty('response_format');

    const image = response.json();
    expect(image).toMatchObject({ width: 512, height: 512 });
    expect(image.imageUrl).toMatch(/^\/media\/pod-images\/puzzle_\d+_[0-9a-f]{12}\.png$/);
    const file = image.imageUrl.split('/').pop()!;
    expect(await stored()).toEqual([file, fullCopyName(file)].sort()); // the spec's PNG, and its WebP copy for browsers
    const served = await t.request({ method: 'GET', url: image.imageUrl });
    expect(served.headers['content-type']).toBe('image/png');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 512, height: 512 });
  });

  it.each([
    { model: 'gpt-image-1.5', expected: { size: '1024x1024', quality: 'low' }, absent: 'response_format' },
    { model: 'dall-e-2', expected: { size: '1024x1024', response_format: 'b64_json' }, absent: 'quality' },
  ])('takes the model from OPENAI_IMAGE_MODEL ($model) and asks it for base64 the way it accepts', async ({ model, expected, absent }) => {
    t = await start({ OPENAI_IMAGE_MODEL: model });
    expect((await generate()).statusCode).toBe(201);
    const [generation] = provider.to('/v1/images/generations');
    expect(generation?.body).toMatchObject({ model, ...expected });
    expect(generation?.body).not.toHaveProperty(absent);
  });

  it('refuses a flagged prompt with a kind message, and never asks for a picture', async () => {
    t = await start();
    provider.flagPrompts(true);
    const response = await generate();
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'prompt-refused', message: CARD_MESSAGES.promptRefused });
    expect(provider.to('/v1/images/generations')).toHaveLength(0);
    expect(await stored()).toEqual([]);
  });

  it.each([
    { name: 'the provider refuses the prompt (moderation_blocked)', answer: { kind: 'error', status: 400, code: 'moderation_blocked' } as const, status: 422, code: 'prompt-refused', message: CARD_MESSAGES.promptRefused, attempts: 1 },
    { name: 'the provider fails', answer: { kind: 'error', status: 500 } as const, status: 502, code: 'image-generation-failed', message: CARD_MESSAGES.generationFailed, attempts: 2 },
    { name: 'the provider answers something that is not a picture', answer: { kind: 'not-a-picture' } as const, status: 502, code: 'image-generation-failed', message: CARD_MESSAGES.generationFailed, attempts: 1 },
  ])('$name: $status with nothing stored', async ({ answer, status, code, message, attempts }) => {
    t = await start();
    provider.answerImages(answer);
    const response = await generate();
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code, message });
    expect(provider.to('/v1/images/generations')).toHaveLength(attempts); // a refusal is never retried; a 5xx once
    expect(await stored()).toEqual([]);
    expect(await countRows(t.app.db, 'card_images')).toBe(0);
  });

  it(`limits pictures per hour (${CARD_IMAGES_PER_HOUR.visitor} signed out, ${CARD_IMAGES_PER_HOUR.member} signed in), counting only pictures that were made`, async () => {
    t = await start();
    provider.flagPrompts(true);
    expect((await generate()).statusCode).toBe(422); // refused: not counted
    provider.flagPrompts(false);
    for (let i = 0; i < CARD_IMAGES_PER_HOUR.visitor; i++) expect((await generate()).statusCode).toBe(201);
    const refused = await generate();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(provider.to('/v1/images/generations')).toHaveLength(CARD_IMAGES_PER_HOUR.visitor); // the refusal cost nothing

    const { cookie } = await registerUser(t); // an account has its own, larger allowance
    for (let i = 0; i < CARD_IMAGES_PER_HOUR.member; i++) expect((await generate(BODY, { cookie })).statusCode).toBe(201);
    expect((await generate(BODY, { cookie })).statusCode).toBe(429);

    clock.advance(60 * 60_000 + 1); // an hour later both may make pictures again
    expect((await generate()).statusCode).toBe(201);
    expect((await generate(BODY, { cookie })).statusCode).toBe(201);
  });

  it.each([
    { name: 'an empty description', body: { ...BODY, imagePrompt: '' }, message: 'imagePrompt must not be empty.' },
    { name: 'an unknown card type', body: { ...BODY, cardType: 'postcard' }, message: 'cardType must be one of invitation, greeting, anniversary, holiday, coupon.' },
    { name: 'an extra field', body: { ...BODY, size: '4096x4096' }, message: 'size is not an accepted field.' },
    { name: 'a description over 600 characters', body: { ...BODY, imagePrompt: 'x'.repeat(601) }, message: 'imagePrompt must be at most 600 characters.' },
  ])('refuses $name before calling the provider', async ({ body, message }) => {
    t = await start();
    const response = await generate(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(provider.requests).toHaveLength(0);
  });
});

describe('POST /api/cards/images without an AI key', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('makes a 512x512 PNG with the offline generator, the same picture for the same request', async () => {
    t = await buildTestApp();
    const first = await t.request({ method: 'POST', url: '/api/cards/images', payload: BODY });
    const second = await t.request({ method: 'POST', url: '/api/cards/images', payload: BODY });
    expect(first.statusCode).toBe(201);
    const pictures = await Promise.all([first, second].map((r) => t.request({ method: 'GET', url: r.json().imageUrl })));
    expect(await sharp(pictures[0]?.rawPayload).metadata()).toMatchObject({ format: 'png', width: 512, height: 512 });
    expect(pictures[0]?.rawPayload.equals(pictures[1]?.rawPayload ?? Buffer.alloc(0))).toBe(true);
  });
});
