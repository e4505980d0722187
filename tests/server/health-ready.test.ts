import { afterEach, describe, expect, it } from 'vitest';
import type { ReadyBody } from '../../contract/schemas/health';
import { freePort } from '../support/free-port';
import { startRedis, type RedisServer } from '../support/redis-server';
import { buildTestApp, type TestApp } from './helpers/app';

describe('GET /api/health/live and /api/health/ready', () => {
  let t: TestApp | undefined;
  let redis: RedisServer | undefined;
  afterEach(async () => {
    await t?.close();
    await redis?.stop();
    t = undefined;
    redis = undefined;
  });

  const ready = async (app: TestApp) => {
    const response = await app.request({ method: 'GET', url: '/api/health/ready' });
    return { status: response.statusCode, body: response.json<ReadyBody>(), cache: response.headers['cache-control'] };
  };

  it('live answers while the process answers; ready when the database and the storage answer (no Redis: unused)', async () => {
    t = await buildTestApp();
    const live = await t.request({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ ok: true });
    expect(await ready(t)).toEqual({ status: 200, cache: 'no-store', body: { ok: true, checks: { database: 'ok', redis: 'unused', storage: 'ok' }, failed: [] } });
  });

  it('is not ready once the database is gone, and says so (live still answers)', async () => {
    t = await buildTestApp();
    await t.app.db.destroy();
    expect(await ready(t)).toMatchObject({ status: 503, body: { ok: false, checks: { database: 'failed', storage: 'ok' }, failed: ['database'] } });
    expect((await t.request({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
  });

  it('is not ready when the bucket cannot be reached', async () => {
    const nobody = await freePort(); // nothing listens there
    t = await buildTestApp({ STORAGE_URL: `s3://key:secret@127.0.0.1:${nobody}/pictures?ssl=false` });
    expect(await ready(t)).toMatchObject({ status: 503, body: { ok: false, checks: { database: 'ok', storage: 'failed' }, failed: ['storage'] } });
  });

  it('checks Redis with REDIS_URL: ready while it answers, 503 once it is gone', async () => {
    redis = await startRedis();
    t = await buildTestApp({ REDIS_URL: redis.url });
    expect(await ready(t)).toMatchObject({ status: 200, body: { ok: true, checks: { database: 'ok', redis: 'ok', storage: 'ok' } } });
    await redis.stop();
    expect(await ready(t)).toMatchObject({ status: 503, body: { ok: false, checks: { redis: 'failed' }, failed: ['redis'] } });
  });

  it('is not ready while the app closes, so a balancer sends it nothing new', async () => {
    t = await buildTestApp();
    t.app.lifecycle.stopAccepting();
    expect(await ready(t)).toMatchObject({ status: 503, body: { ok: false, checks: { database: 'ok', storage: 'ok' }, failed: ['shutting-down'] } });
  });
});
