import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { CheckResult, Dependency, ReadyBody } from '../../contract/schemas/health';

/** A dependency slower than this is as good as down for a probe (which has its own timeout, often 1 s). */
export const CHECK_TIMEOUT_MS = 2_000;

/** A name no stored file has (names.ts allows it): a bucket answers "no such key", a dead one an error. */
const PROBE = { folder: 'health', name: 'ready-probe.txt' };

/** Resolves or rejects with `check`, rejecting after `ms` if it has not settled. */
async function within<T>(ms: number, check: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)));
  try {
    return await Promise.race([check(), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Asks each dependency at once, in parallel, each within CHECK_TIMEOUT_MS: the database (SELECT 1),
 * Redis (PING, only with REDIS_URL) and the storage (a read of a name that is never stored). While
 * the app is closing it is not ready, whatever they answer, so no new traffic is sent to it.
 */
export async function checkReadiness(app: FastifyInstance, timeoutMs = CHECK_TIMEOUT_MS): Promise<ReadyBody> {
  const probe = async (name: Dependency, check: () => Promise<unknown>): Promise<CheckResult> => {
    try {
      await within(timeoutMs, check);
      return 'ok';
    } catch (error) {
      app.log.warn({ err: error, dependency: name }, 'readiness check failed');
      return 'failed';
    }
  };
  const [database, redis, storage] = await Promise.all([
    probe('database', () => sql`SELECT 1`.execute(app.db)),
    app.config.redisUrl ? probe('redis', () => app.realtime.pingShared()) : Promise.resolve<CheckResult>('unused'),
    probe('storage', async () => (await app.storage.open(PROBE.folder, PROBE.name))?.stream.destroy()),
  ]);
  const checks = { database, redis, storage };
  const failed: ReadyBody['failed'] = (Object.keys(checks) as Dependency[]).filter((name) => checks[name] === 'failed');
  if (app.lifecycle.draining) failed.push('shutting-down');
  return { ok: failed.length === 0, checks, failed };
}
