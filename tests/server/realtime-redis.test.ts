import { EventEmitter } from 'node:events';
import net from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { io } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { watchPuzzle } from '../../client/features/watch/api';
import type { RealtimeSocket } from '../../client/lib/realtime';
import { REALTIME_PROTOCOL_VERSION, type WatchSnapshot } from '../../contract/realtime';
import type { PuzzleEvent } from '../../contract/schemas/puzzles';
import type { PuzzleEventKind } from '../../game/rules/gift';
import type { Config } from '../../server/config';
import realtime from '../../server/plugins/realtime';
import { connectRedisAdapter } from '../../server/realtime/redis-adapter';
import { freePort } from '../support/free-port';
import { startRedis, type RedisServer } from '../support/redis-server';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';

/**
 * Socket.IO across processes, at the plugin level: each server process is a
 * Fastify instance with only the realtime plugin, on its own loopback port; one real
 * redis-server between them; real clients driven by the watch page's own
 * client/features/watch/api.ts; a TCP proxy stands in for the load balancer.
 */

const WAIT_MS = 5_000;
const changed = new EventEmitter(); // anything a test waits on announces itself here

/** Resolves once `check` holds (tested now and at every change); fails after WAIT_MS, naming `what`. */
function until(check: () => boolean, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      changed.off('change', test);
      reject(new Error(`timed out waiting for ${what}`));
    }, WAIT_MS);
    const test = () => {
      if (!check()) return;
      clearTimeout(timer);
      changed.off('change', test);
      resolve();
    };
    changed.on('change', test);
    test();
  });
}
const announce = () => changed.emit('change');

const event = (puzzleId: string, kind: PuzzleEventKind): PuzzleEvent => ({ puzzleId, kind, at: '2025-01-01T10:00:00.000Z' });

const snapshotOf = (puzzleId: string): WatchSnapshot => ({
  puzzleId,
  kind: 'gift',
  cardType: null,
  senderName: 'Alex',
  recipientName: 'Sam',
  createdAt: '2025-01-01T09:00:00.000Z',
  events: [],
  rsvp: null,
});

interface Instance {
  app: FastifyInstance;
  port: number;
  watches: number; // 'puzzle:watch' requests let in
  disconnects: number; // sockets gone, as this server saw it
  close(): Promise<void>;
}

const running: Instance[] = [];

async function startInstance(redisUrl: string | null): Promise<Instance> {
  const app = Fastify({ logger: false });
  const config: Pick<Config, 'publicUrl' | 'redisUrl'> = { publicUrl: 'http://127.0.0.1', redisUrl }; // all realtime reads
  app.decorate('config', config as Config);
  await app.register(realtime);
  let closed: Promise<void> | null = null;
  const instance: Instance = { app, port: 0, watches: 0, disconnects: 0, close: () => (closed ??= app.close()) };
  // Stands in for routes/puzzles/watch.ts, which needs the database: any token but '' lets a watcher in.
  app.realtime.io.on('connection', (socket) => {
    socket.on('puzzle:watch', ({ puzzleId, watchToken }, ack) => {
      if (!watchToken) return ack({ ok: false, error: 'Not allowed to watch this puzzle.' });
      instance.watches += 1;
      app.realtime.joinPuzzleRoom(socket, puzzleId);
      ack({ ok: true, snapshot: snapshotOf(puzzleId) });
    });
    socket.on('disconnect', () => {
      instance.disconnects += 1;
      announce();
    });
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  instance.port = (app.server.address() as net.AddressInfo).port;
  running.push(instance);
  return instance;
}

const urlOf = (instance: Instance) => `http://127.0.0.1:${instance.port}`;

interface Watcher {
  socket: RealtimeSocket;
  connected: boolean;
  snapshots: number; // answers to 'puzzle:watch'
  events: PuzzleEvent[]; // what the watch page was handed
  delivered: PuzzleEvent[]; // every 'puzzle:event' this socket received, for any puzzle
}

const stops: (() => void)[] = [];

/** The watch page's client on a real socket that reconnects quickly (no sleeps in the tests, short waits). */
function watch(url: string, puzzleId: string): Watcher {
  const socket: RealtimeSocket = io(url, {
    forceNew: true,
    transports: ['websocket'],
    reconnectionDelay: 20,
    reconnectionDelayMax: 100,
    auth: { protocol: REALTIME_PROTOCOL_VERSION },
  });
  const watcher: Watcher = { socket, connected: false, snapshots: 0, events: [], delivered: [] };
  socket.on('puzzle:event', (delivered) => watcher.delivered.push(delivered));
  const stop = watchPuzzle(
    puzzleId,
    'any-token',
    {
      onSnapshot: () => {
        watcher.snapshots += 1;
        announce();
      },
      onEvent: (received) => {
        watcher.events.push(received);
        announce();
      },
      onRefused: () => {}, // its token is one the stand-in handler lets in
      onConnection: (connected) => {
        watcher.connected = connected;
        announce();
      },
    },
    socket,
  );
  stops.push(stop);
  return watcher;
}

/**
 * One request and its answer on the watcher's connection, refused on purpose (no token): a
 * 'puzzle:watch' the client had sent before would have been answered first.
 */
async function roundTrip(watcher: Watcher): Promise<void> {
  const answer = await watcher.socket.timeout(WAIT_MS).emitWithAck('puzzle:watch', { puzzleId: 'X', watchToken: '' });
  expect(answer.ok).toBe(false);
}

const proxies: TcpProxy[] = [];
async function proxyTo(instance: Instance): Promise<TcpProxy> {
  const proxy = await startTcpProxy(instance.port);
  proxies.push(proxy);
  return proxy;
}

afterEach(async () => {
  stops.splice(0).forEach((stop) => stop());
  await Promise.all(proxies.splice(0).map((proxy) => proxy.close()));
  await Promise.all(running.splice(0).map((instance) => instance.close()));
});

describe('Socket.IO with REDIS_URL (Redis Streams adapter)', () => {
  let redis: RedisServer;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    await redis?.stop();
  });

  it("delivers an emit on one process to that room's watchers on another, and to no other room", async () => {
    const [a, b] = [await startInstance(redis.url), await startInstance(redis.url)];
    const inX = watch(urlOf(a), 'X');
    const inY = watch(urlOf(a), 'Y');
    await until(() => inX.snapshots === 1 && inY.snapshots === 1, 'both watchers to join on A');

    b.app.realtime.emitPuzzleEvent(event('X', 'opened'));
    b.app.realtime.emitPuzzleEvent(event('Y', 'solved')); // after X's in the stream: Y's socket would have had X's first
    await until(() => inX.events.length === 1 && inY.events.length === 1, 'the events emitted on B');

    expect(inX.delivered).toEqual([event('X', 'opened')]);
    expect(inY.delivered).toEqual([event('Y', 'solved')]);
  });

  it("leaves the watchers of the other processes connected when one shuts down", async () => {
    const [a, b, c] = [await startInstance(redis.url), await startInstance(redis.url), await startInstance(redis.url)];
    const onA = watch(urlOf(a), 'X');
    const onB = watch(urlOf(b), 'X');
    await until(() => onA.snapshots === 1 && onB.snapshots === 1, 'the watchers to join on A and B');

    await a.close();
    await until(() => !onA.connected, 'the watcher on A to notice A is gone');
    // Whatever A published on its way out is in the stream before C's emit, so B has acted on it by now.
    c.app.realtime.emitPuzzleEvent(event('X', 'opened'));
    await until(() => onB.events.length === 1, "C's event on B");
    expect(b.disconnects).toBe(0);
    expect(onB.connected).toBe(true);
  });

  it('lets a watcher cut off by a process that shut down recover on another, with the events it missed', async () => {
    const [a, b] = [await startInstance(redis.url), await startInstance(redis.url)];
    const proxy = await proxyTo(a);
    const watcher = watch(proxy.url, 'X');
    await until(() => watcher.snapshots === 1, 'the watcher to join on A');
    b.app.realtime.emitPuzzleEvent(event('X', 'opened')); // the client now has an offset to resume from
    await until(() => watcher.events.length === 1, 'the first event');

    proxy.target(null); // no process behind the balancer for a while
    await a.close();
    await until(() => !watcher.connected, 'the watcher to notice A is gone');
    b.app.realtime.emitPuzzleEvent(event('X', 'first-move')); // reaches nobody now
    proxy.target(b.port);
    await until(() => watcher.connected && watcher.events.length === 2, 'the watcher to reconnect to B and catch up');

    expect(watcher.socket.recovered).toBe(true);
    expect(watcher.delivered).toEqual([event('X', 'opened'), event('X', 'first-move')]);
    await roundTrip(watcher);
    expect(b.watches).toBe(0); // its room came back with its session: it did not ask again
    expect(watcher.snapshots).toBe(1);

    b.app.realtime.emitPuzzleEvent(event('X', 'solved'));
    await until(() => watcher.events.length === 3, 'a live event on B');
  });

  it('lets a watcher with nothing to recover (no event received yet) watch again on the other process', async () => {
    const [a, b] = [await startInstance(redis.url), await startInstance(redis.url)];
    const proxy = await proxyTo(a);
    const watcher = watch(proxy.url, 'X');
    await until(() => watcher.snapshots === 1, 'the watcher to join on A');

    proxy.target(b.port);
    await a.close();
    await until(() => watcher.snapshots === 2, 'the watcher to join again on B');

    expect(watcher.socket.recovered).toBe(false);
    expect(b.watches).toBe(1);
    b.app.realtime.emitPuzzleEvent(event('X', 'opened'));
    await until(() => watcher.events.length === 1, 'a live event on B');
    expect(watcher.delivered).toEqual([event('X', 'opened')]);
  });
  it('survives a watcher dropping while Redis is down (its session cannot be stored)', async () => {
    const own = await startRedis(); // this test stops it
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => void unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const instance = await startInstance(own.url);
      const watcher = watch(urlOf(instance), 'X');
      await until(() => watcher.snapshots === 1, 'the watcher to join');
      await own.stop();
      for (const socket of instance.app.realtime.io.sockets.sockets.values()) socket.conn.close(); // a drop: its session is stored
      await instance.close(); // returns once the client gave up on Redis, failing what it still had queued
      await new Promise((resolve) => setImmediate(resolve)); // one turn of the loop: Node reports unhandled rejections by then
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
      await own.stop();
    }
  });
});

describe('Redis that does not answer at start-up', () => {
  const onError = () => {};

  it('fails start-up with the reason when nothing listens', async () => {
    const url = `redis://127.0.0.1:${await freePort()}`;
    await expect(connectRedisAdapter(url, { readyTimeoutMs: 300, onError })).rejects.toThrow(
      /^Redis at 127\.0\.0\.1:\d+ \(REDIS_URL\) was not ready within 300 ms: connect ECONNREFUSED/,
    );
  });

  it('fails start-up when the server accepts the connection but never replies', async () => {
    const accepted = new Set<net.Socket>();
    const silent = net.createServer((socket) => void accepted.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = silent.address() as net.AddressInfo;
      const url = `redis://:secret@127.0.0.1:${port}`;
      const failure = connectRedisAdapter(url, { readyTimeoutMs: 300, onError });
      await expect(failure).rejects.toThrow(`Redis at 127.0.0.1:${port} (REDIS_URL) was not ready within 300 ms: no reply`);
      await expect(failure).rejects.not.toThrow('secret');
    } finally {
      accepted.forEach((socket) => socket.destroy());
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});

describe('Socket.IO without REDIS_URL (in this process)', () => {
  it("delivers an emit to that room's watchers only", async () => {
    const one = await startInstance(null);
    const inX = watch(urlOf(one), 'X');
    const inY = watch(urlOf(one), 'Y');
    await until(() => inX.snapshots === 1 && inY.snapshots === 1, 'both watchers to join');

    one.app.realtime.emitPuzzleEvent(event('X', 'opened'));
    one.app.realtime.emitPuzzleEvent(event('Y', 'solved'));
    await until(() => inX.events.length === 1 && inY.events.length === 1, 'the events');

    expect(inX.delivered).toEqual([event('X', 'opened')]);
    expect(inY.delivered).toEqual([event('Y', 'solved')]);
  });

  it('lets a watcher whose connection dropped recover, with the events it missed', async () => {
    const one = await startInstance(null);
    const proxy = await proxyTo(one);
    const watcher = watch(proxy.url, 'X');
    await until(() => watcher.snapshots === 1, 'the watcher to join');
    one.app.realtime.emitPuzzleEvent(event('X', 'opened'));
    await until(() => watcher.events.length === 1, 'the first event');

    proxy.target(null);
    proxy.cut(); // a network drop: no goodbye either way
    await until(() => !watcher.connected && one.disconnects === 1, 'both ends to notice the drop');
    one.app.realtime.emitPuzzleEvent(event('X', 'first-move'));
    proxy.target(one.port);
    await until(() => watcher.connected && watcher.events.length === 2, 'the watcher to reconnect and catch up');

    expect(watcher.socket.recovered).toBe(true);
    expect(watcher.delivered).toEqual([event('X', 'opened'), event('X', 'first-move')]);
    await roundTrip(watcher);
    expect(one.watches).toBe(1);
    expect(watcher.snapshots).toBe(1);
  });
});
