import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis, type RedisServer } from '../support/redis-server';
import { registerUser } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/app';
import { coinsCall, connectAccount } from './helpers/coins';
import { listen } from './helpers/puzzles';
import { createMigratedTestDatabase, TEST_ENGINE, type TestDatabase } from './helpers/test-database';

/**
 * Two app processes' worth of apps on one PostgreSQL and one Redis: a device connected to one
 * sees the balance its account changed through the other (the room spans processes through the adapter).
 */
describe.skipIf(TEST_ENGINE !== 'postgres')('the live balance across two apps (Redis adapter)', () => {
  let database: TestDatabase;
  let redis: RedisServer;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    [database, redis] = await Promise.all([createMigratedTestDatabase(), startRedis()]);
    const env = { DATABASE_URL: database.url, REDIS_URL: redis.url, SECRET_KEY: 'one secret for every process, 32 characters or more' };
    [a, b] = [await buildTestApp(env), await buildTestApp(env)];
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await redis?.stop();
    await database?.drop();
  });

  it('a spend through one app reaches the account’s socket on the other', async () => {
    const ann = await registerUser(a);
    const device = await connectAccount(await listen(a), ann.cookie);
    try {
      await coinsCall(b, ann.cookie, '/api/coins/merge', { browserCoins: 70 });
      await coinsCall(b, ann.cookie, '/api/coins/spend', { what: 'swap' });
      expect(await device.received(2)).toEqual([{ balance: 70, change: 70 }, { balance: 65, change: -5 }]);
    } finally {
      device.socket.disconnect();
    }
  });
});
