import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { io as connect } from 'socket.io-client';
import { hasBearerToken } from '../../server/metrics/bearer';
import { enqueueMail, markFailed } from '../../server/repos/outbox';
import { buildTestApp, manualClock, TEST_ORIGIN, type TestApp } from './helpers/app';
import { generateImage } from './helpers/cards';
import { startOpenAiServer, type OpenAiServer } from './helpers/openai-server';
import { createPuzzle, getBoard, listen } from './helpers/puzzles';
import { startSmtpServer, type TestSmtpServer } from './helpers/smtp';
import { REALTIME_PROTOCOL_VERSION } from '../../contract/realtime';

const TOKEN = 'a-long-random-scrape-token-for-tests';
const MAIL = { to: 'sam@example.com', subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' };

/** The value of one sample of the Prometheus text, or undefined when there is no such series. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

async function scrape(t: TestApp): Promise<string> {
  const response = await t.request({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.body;
}

describe('hasBearerToken', () => {
  it.each([
    ['Bearer secret', true],
    ['bearer secret', true],
    ['Bearer  secret ', true],
    ['Bearer secre', false],
    ['Bearer secrets', false],
    ['Basic secret', false],
    ['secret', false],
    ['Bearer ', false],
    [undefined, false],
  ])('%j → %s', (header, expected) => {
    expect(hasBearerToken(header, 'secret')).toBe(expected);
  });
});

describe('GET /metrics', () => {
  let t: TestApp;
  let other: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    await other?.close();
    other = undefined;
  });

  it('does not exist without METRICS_TOKEN', async () => {
    t = await buildTestApp();
    const response = await t.request({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'no-route' });
  });

  it('asks for the bearer token: none or a wrong one is a 401', async () => {
    t = await buildTestApp({ METRICS_TOKEN: TOKEN });
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, TOKEN]) {
      const response = await t.request({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.json()).toMatchObject({ code: 'unauthenticated' });
      expect(response.body).not.toContain('puzzle_gift_');
    }
    const text = await scrape(t);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0); // prom-client's process metrics
    expect(sample(text, 'puzzle_gift_image_queue_length', { queue: 'uploads' })).toBe(0);
    expect(sample(text, 'puzzle_gift_image_queue_length', { queue: 'api' })).toBe(0);
  });

  it('times requests by route pattern and status, never by URL', async () => {
    t = await buildTestApp({ METRICS_TOKEN: TOKEN });
    const { id } = await createPuzzle(t);
    await getBoard(t, id);
    await getBoard(t, id);
    await t.request({ method: 'GET', url: '/api/puzzles/no-such-puzzle-here' });
    await t.request({ method: 'GET', url: '/api/not/a/route' });
    const text = await scrape(t);
    const count = (labels: Record<string, string>) => sample(text, 'puzzle_gift_http_request_duration_seconds_count', labels);
    expect(count({ method: 'POST', route: '/api/puzzles', status: '201' })).toBe(1);
    expect(count({ method: 'GET', route: '/api/puzzles/:id', status: '200' })).toBe(2);
    expect(count({ method: 'GET', route: '/api/puzzles/:id', status: '404' })).toBe(1);
    expect(count({ method: 'GET', route: 'no-route', status: '404' })).toBe(1);
    expect(sample(text, 'puzzle_gift_http_request_duration_seconds_bucket', { route: '/api/puzzles', le: '+Inf' })).toBe(1);
    expect(text).not.toContain(id);
    expect(text).not.toContain('no-such-puzzle-here');
    expect(text).not.toContain('/api/not/a/route');
  });

  it('counts every 429 as a throttle hit of its route', async () => {
    t = await buildTestApp({ METRICS_TOKEN: TOKEN });
    const login = () => t.request({ method: 'POST', url: '/api/auth/login', payload: { email: 'nobody@example.com', password: 'whatever it is' } });
    for (let attempt = 0; attempt < 10; attempt++) expect((await login()).statusCode).toBe(404);
    expect((await login()).statusCode).toBe(429);
    expect((await login()).statusCode).toBe(429);
    const text = await scrape(t);
    expect(sample(text, 'puzzle_gift_throttle_hits_total', { route: '/api/auth/login' })).toBe(2);
    expect(sample(text, 'puzzle_gift_http_request_duration_seconds_count', { route: '/api/auth/login', status: '429' })).toBe(2);
  });

  it('reads the outbox at scrape time: ready, retrying and scheduled mails, and the age of the oldest waiting one', async () => {
    const clock = manualClock();
    t = await buildTestApp({ METRICS_TOKEN: TOKEN }, { clock });
    await t.app.outbox.stop(); // else its first run (at start-up) may send the mails below before the scrape
    const start = clock();
    const empty = await scrape(t);
    expect(sample(empty, 'puzzle_gift_outbox_pending', { state: 'ready' })).toBe(0);
    expect(sample(empty, 'puzzle_gift_outbox_oldest_pending_age_seconds')).toBe(0);

    await enqueueMail(t.app.db, MAIL, start); // ready
    const failing = await enqueueMail(t.app.db, MAIL, start - 90_000); // failed once, retried later
    await markFailed(t.app.db, failing, 'refused', start + 60_000);
    await enqueueMail(t.app.db, MAIL, start - 3_600_000, { dueAt: start + 86_400_000 }); // a gift for tomorrow: not late
    clock.advance(30_000);
    const text = await scrape(t);
    expect(sample(text, 'puzzle_gift_outbox_pending', { state: 'ready' })).toBe(1);
    expect(sample(text, 'puzzle_gift_outbox_pending', { state: 'retrying' })).toBe(1);
    expect(sample(text, 'puzzle_gift_outbox_pending', { state: 'scheduled' })).toBe(1);
    expect(sample(text, 'puzzle_gift_outbox_oldest_pending_age_seconds')).toBe(120);
  });

  it('counts mails sent, failed and retried', async () => {
    const clock = manualClock();
    const smtp: TestSmtpServer = await startSmtpServer();
    try {
      t = await buildTestApp({ METRICS_TOKEN: TOKEN, SMTP_URL: smtp.url }, { clock, mailer: { worker: { baseDelayMs: 1_000 } } });
      smtp.setRefusing(true);
      await enqueueMail(t.app.db, MAIL, clock());
      await enqueueMail(t.app.db, MAIL, clock());
      await t.app.outbox.flush();
      smtp.setRefusing(false);
      clock.advance(1_000);
      await t.app.outbox.flush();
      const text = await scrape(t);
      expect(sample(text, 'puzzle_gift_mails_failed_total')).toBe(2);
      expect(sample(text, 'puzzle_gift_mails_retried_total')).toBe(2);
      expect(sample(text, 'puzzle_gift_mails_sent_total')).toBe(2);
      expect(smtp.received).toHaveLength(2);
    } finally {
      await t.close();
      await smtp.close();
    }
  });

  it('counts the sockets connected to this process', async () => {
    t = await buildTestApp({ METRICS_TOKEN: TOKEN });
    const url = await listen(t);
    const socket = connect(url, { path: '/socket.io', transports: ['websocket'], extraHeaders: { origin: TEST_ORIGIN }, auth: { protocol: REALTIME_PROTOCOL_VERSION } });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      expect(sample(await scrape(t), 'puzzle_gift_sockets_connected')).toBe(1);
      socket.disconnect();
      await expect.poll(async () => sample(await scrape(t), 'puzzle_gift_sockets_connected')).toBe(0);
    } finally {
      socket.disconnect();
    }
  });

  it('keeps one registry per app', async () => {
    t = await buildTestApp({ METRICS_TOKEN: TOKEN });
    other = await buildTestApp({ METRICS_TOKEN: TOKEN });
    await t.request({ method: 'GET', url: '/api/health/live' });
    await t.request({ method: 'GET', url: '/api/health/live' });
    await other.request({ method: 'GET', url: '/api/health/live' });
    const live = { method: 'GET', route: '/api/health/live', status: '200' };
    expect(sample(await scrape(t), 'puzzle_gift_http_request_duration_seconds_count', live)).toBe(2);
    expect(sample(await scrape(other), 'puzzle_gift_http_request_duration_seconds_count', live)).toBe(1);
  });
});

describe('AI pictures on /metrics', () => {
  let openai: OpenAiServer;
  let t: TestApp;
  beforeAll(async () => {
    openai = await startOpenAiServer();
  });
  afterAll(() => openai.close());
  afterEach(() => t?.close());

  it('counts pictures made, refused (flagged text, refused prompt) and failed', async () => {
    t = await buildTestApp({ METRICS_TOKEN: TOKEN, OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: openai.url });
    await generateImage(t);
    openai.flagPrompts(true);
    expect((await t.request({ method: 'POST', url: '/api/cards/images', payload: imageBody() })).statusCode).toBe(422);
    openai.flagPrompts(false);
    openai.answerImages({ kind: 'error', status: 400, code: 'moderation_blocked' });
    expect((await t.request({ method: 'POST', url: '/api/cards/images', payload: imageBody() })).statusCode).toBe(422);
    openai.answerImages({ kind: 'error', status: 400, code: 'invalid_size' });
    expect((await t.request({ method: 'POST', url: '/api/cards/images', payload: imageBody() })).statusCode).toBe(502);
    const text = await scrape(t);
    expect(sample(text, 'puzzle_gift_ai_pictures_made_total')).toBe(1);
    expect(sample(text, 'puzzle_gift_ai_pictures_refused_total')).toBe(2);
    expect(sample(text, 'puzzle_gift_ai_pictures_failed_total')).toBe(1);
  });
});

function imageBody() {
  return { imagePrompt: 'A lighthouse at dawn', tone: 'playful', cardType: 'greeting', occasion: 'Mia turns 7' };
}
