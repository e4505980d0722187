import { io } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { REALTIME_PROTOCOL_VERSION, type WatchAck } from '../../contract/realtime';
import { buildTestApp, manualClock, type TestApp } from './helpers/app';
import { connectWatcher, createPuzzle, getBoard, listen, postMoves, solvingMoves, type WatchSocket } from './helpers/puzzles';

const NOT_ALLOWED = { ok: false, error: 'Not allowed to watch this puzzle.' };

/** Opens the puzzle, makes the first move, then solves it: every milestone in order. */
async function playThrough(t: TestApp, id: string) {
  const board = await getBoard(t, id);
  const moves = solvingMoves(board.shuffle);
  await postMoves(t, id, board.gridSize, moves.slice(0, 1), 'moves');
  const solved = await postMoves(t, id, board.gridSize, moves, 'solve');
  expect(solved.statusCode).toBe(200);
}

describe('Socket.IO puzzle:watch', () => {
  let t: TestApp;
  const watchers: ReturnType<typeof connectWatcher>[] = [];
  const watcher = (url: string, origin?: string, protocol?: number) => {
    const created = connectWatcher(url, origin, protocol);
    watchers.push(created);
    return created;
  };
  afterEach(async () => {
    watchers.splice(0).forEach((w) => w.close());
    await t?.close();
  });

  it('lets the sender with the token watch opened and solved live, and catch up after a reconnect', async () => {
    const clock = manualClock();
    t = await buildTestApp({}, { clock });
    const url = await listen(t);
    const { id, watchToken } = await createPuzzle(t);
    await t.app.outbox.flush(); // the recipient's mail went out: 'delivered' is in the snapshot

    const sender = watcher(url);
    await sender.connected();
    const ack = await sender.watch(id, watchToken);
    expect(ack).toEqual({
      ok: true,
      snapshot: {
        puzzleId: id,
        kind: 'gift',
        cardType: null,
        rsvp: null,
        senderName: 'Alex Sender',
        recipientName: 'Sam Recipient',
        createdAt: new Date(clock()).toISOString(),
        events: [{ puzzleId: id, kind: 'delivered', at: new Date(clock()).toISOString() }],
      },
    });

    clock.advance(1_000);
    const board = await getBoard(t, id);
    const opened = await sender.nextEvent((event) => event.kind === 'opened');
    expect(opened).toEqual({ puzzleId: id, kind: 'opened', at: new Date(clock()).toISOString() });

    clock.advance(1_000);
    await postMoves(t, id, 3, solvingMoves(board.shuffle), 'solve');
    const solved = await sender.nextEvent((event) => event.kind === 'solved');
    expect(solved.at).toBe(new Date(clock()).toISOString());
    expect(sender.received.map((event) => event.kind)).toEqual(['opened', 'first-move', 'halfway', 'solved']);

    // A reconnect (a new connection that watches again) gets everything so far in the snapshot.
    sender.close();
    const again = watcher(url);
    await again.connected();
    const caughtUp = (await again.watch(id, watchToken)) as Extract<WatchAck, { ok: true }>;
    expect(caughtUp.ok).toBe(true);
    const delivered = ack.ok ? ack.snapshot.events : [];
    expect(caughtUp.snapshot.events).toEqual([...delivered, ...sender.received]);
  });

  it('refuses a wrong token or an unknown puzzle and sends that socket nothing', async () => {
    t = await buildTestApp();
    const url = await listen(t);
    const { id, watchToken } = await createPuzzle(t);

    const intruder = watcher(url);
    await intruder.connected();
    expect(await intruder.watch(id, 'x'.repeat(43))).toEqual(NOT_ALLOWED);
    expect(await intruder.watch(id, '')).toEqual(NOT_ALLOWED);
    expect(await intruder.watch('AAAAAAAAAAAAAAAA', watchToken)).toEqual(NOT_ALLOWED);
    const malformed = await intruder.socket.timeout(5_000).emitWithAck('puzzle:watch', { puzzleId: id } as never);
    expect(malformed).toEqual(NOT_ALLOWED);

    const sender = watcher(url);
    await sender.connected();
    expect((await sender.watch(id, watchToken)).ok).toBe(true);
    await playThrough(t, id);
    await sender.nextEvent((event) => event.kind === 'solved');
    // One more round trip on the intruder's connection: anything emitted to it before would have arrived first.
    expect(await intruder.watch(id, 'still-wrong')).toEqual(NOT_ALLOWED);
    expect(intruder.received).toEqual([]);
  });

  it("gives a watcher of puzzle A none of puzzle B's events", async () => {
    t = await buildTestApp();
    const url = await listen(t);
    const a = await createPuzzle(t, { recipientName: 'Ann' });
    const b = await createPuzzle(t, { recipientName: 'Bob' });
    await t.app.outbox.flush(); // both delivered before anyone watches: only play milestones arrive live
    const watchA = watcher(url);
    const watchB = watcher(url);
    await Promise.all([watchA.connected(), watchB.connected()]);
    expect((await watchA.watch(a.id, a.watchToken)).ok).toBe(true);
    expect((await watchB.watch(b.id, b.watchToken)).ok).toBe(true);
    // A's token does not open B.
    expect(await watchA.watch(b.id, a.watchToken)).toEqual(NOT_ALLOWED);

    await playThrough(t, b.id);
    await watchB.nextEvent((event) => event.kind === 'solved');
    await playThrough(t, a.id);
    await watchA.nextEvent((event) => event.kind === 'solved');

    expect(watchA.received.map((event) => event.puzzleId)).toEqual([a.id, a.id, a.id, a.id]);
    expect(watchB.received.map((event) => event.puzzleId)).toEqual([b.id, b.id, b.id, b.id]);
    expect(watchA.received.map((event) => event.kind)).toEqual(['opened', 'first-move', 'halfway', 'solved']);
  });

  it('refuses a handshake from another origin (or an empty one)', async () => {
    t = await buildTestApp();
    const url = await listen(t);
    for (const origin of ['https://evil.example', 'null', '']) {
      const stranger = watcher(url, origin);
      await expect(stranger.connected()).rejects.toThrow();
      expect(stranger.socket.connected).toBe(false);
    }
  });

  it('accepts same-origin long polling, which carries no Origin header, and still demands the token', async () => {
    t = await buildTestApp();
    const url = await listen(t);
    const { id, watchToken } = await createPuzzle(t);
    const socket: WatchSocket = io(url, { transports: ['polling'], forceNew: true, reconnection: false, auth: { protocol: REALTIME_PROTOCOL_VERSION } });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      expect(socket.io.engine.transport.name).toBe('polling');
      const wrong = await socket.emitWithAck('puzzle:watch', { puzzleId: id, watchToken: 'x'.repeat(43) });
      expect(wrong.ok).toBe(false);
      const right = await socket.emitWithAck('puzzle:watch', { puzzleId: id, watchToken });
      expect(right.ok).toBe(true);
    } finally {
      socket.disconnect();
    }
  });

  it('refuses a client speaking another protocol version', async () => {
    t = await buildTestApp();
    const url = await listen(t);
    const old = watcher(url, undefined, 0);
    await expect(old.connected()).rejects.toThrow('This page is out of date. Please reload it.');
  });
});
