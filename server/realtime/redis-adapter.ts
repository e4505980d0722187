import { createAdapter } from '@socket.io/redis-streams-adapter';
import { Redis, type Command, type RedisOptions } from 'ioredis';

/**
 * How long start-up waits for Redis. ioredis keeps retrying meanwhile, so a
 * Redis that comes up a moment after this process is fine; one that never
 * answers fails start-up with the reason instead of hanging it.
 */
const READY_TIMEOUT_MS = 10_000;

/**
 * Every process tells the others it is alive at least this often (any message it sends counts),
 * and one silent for HEARTBEAT_TIMEOUT_MS is forgotten: a process killed without a goodbye
 * stops being waited for by looks across processes (fetchSockets) after 4 s, not the adapter's
 * default 10 s. Those looks give up after 1 s anyway (routes/parties/presence.ts).
 */
const HEARTBEAT_INTERVAL_MS = 1_000;
const HEARTBEAT_TIMEOUT_MS = 4_000;

export interface RedisAdapterOptions {
  readyTimeoutMs?: number;
  onError(error: Error): void; // a lost connection after start-up (ioredis reconnects by itself)
}

export interface RedisAdapter {
  adapter: ReturnType<typeof createAdapter>; // Socket.IO's `adapter` option
  /** Call after io.close() (which stops the adapter): the sessions it stored on the way out are sent before QUIT. */
  close(): Promise<void>;
  /** Resolves when Redis answers a PING (readiness, /api/health/ready); rejects while it cannot be reached. */
  ping(): Promise<void>;
}

/**
 * The adapter's ioredis client. It keeps its copies (the adapter reads the stream and
 * subscribes on copies of it) for start-up to wait for. And it marks every SET as handled:
 * the adapter stores a recovery session with a SET whose failure nobody awaits, so a watcher
 * disconnecting during a Redis outage would end the process with an unhandled rejection.
 * Without its session that watcher simply watches again; the outage is reported through 'error'.
 */
class AdapterRedis extends Redis {
  readonly copies: Redis[] = [];

  override duplicate(override?: Partial<RedisOptions>): Redis {
    const copy = super.duplicate(override);
    this.copies.push(copy);
    return copy;
  }

  override sendCommand(command: Command, stream?: Parameters<Redis['sendCommand']>[1]): unknown {
    if (command.name === 'set') command.promise.catch(() => {});
    return super.sendCommand(command, stream);
  }
}

/**
 * The Socket.IO Redis Streams adapter: an emit into a room on any process
 * reaches that room's sockets on every process, and the sessions of connection
 * state recovery live in Redis, so a client recovers on any process. Resolves
 * once the adapter's own clients are ready too, so from then on this process
 * receives every other process's emits.
 */
export async function connectRedisAdapter(url: string, options: RedisAdapterOptions): Promise<RedisAdapter> {
  const timeoutMs = options.readyTimeoutMs ?? READY_TIMEOUT_MS;
  const redis = new AdapterRedis(url, {
    // Queued commands fail after a few reconnection attempts instead of waiting out an outage:
    // an emit waits on its XADD before it reaches even this process's sockets.
    maxRetriesPerRequest: 3,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000), // reconnect forever, at most every 2 s
  });
  try {
    await ready(redis, url, timeoutMs);
    const adapter = createAdapter(redis, { heartbeatInterval: HEARTBEAT_INTERVAL_MS, heartbeatTimeout: HEARTBEAT_TIMEOUT_MS });
    // Its copies connect at once, to a Redis that just answered. (Were one never ready, start-up
    // fails and the process ends; disconnecting it here would make the adapter's read loop spin.)
    await Promise.all(redis.copies.map((copy) => ready(copy, url, timeoutMs)));
    redis.on('error', options.onError);
    return {
      adapter,
      async close() {
        // Its copies are the adapter's: io.close() stopped it, and it disconnects them itself
        // (the stream reader once its blocking XREAD returns, within blockTimeInMs).
        await redis.quit().catch(() => redis.disconnect());
      },
      async ping() {
        await redis.ping();
      },
    };
  } catch (error) {
    redis.disconnect(); // else it would retry forever
    throw error;
  }
}

/** Waits for a client's 'ready', else throws with the last connection error it saw. */
async function ready(redis: Redis, url: string, timeoutMs: number): Promise<void> {
  if (redis.status === 'ready') return;
  let lastError: Error | null = null;
  const remember = (error: Error) => (lastError = error);
  redis.on('error', remember);
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(reject, timeoutMs);
      redis.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  } catch {
    const { host } = new URL(url); // host and port only: the URL may carry a password
    const reason = (lastError as Error | null)?.message ?? 'no reply';
    throw new Error(`Redis at ${host} (REDIS_URL) was not ready within ${timeoutMs} ms: ${reason}`, { cause: lastError });
  } finally {
    redis.off('error', remember);
  }
}
