import { io } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import type { PartyStarted } from '../../contract/party';
import { REALTIME_PROTOCOL_VERSION } from '../../contract/realtime';
import { isPartyBoardSolved, sameBoard, type PartyBoard, type PartyMove } from '../../game/rules/party';
import { createPartySession, type PartySession, type PartyView } from '../../client/lib/party/session';
import { realTimers, type Timers } from '../../client/lib/party/cursor-throttle';
import { type KeyStore } from '../../client/lib/party/player-keys';
import type { RealtimeSocket } from '../../client/lib/realtime';
import { buildTestApp, TEST_ORIGIN, type TestApp } from '../server/helpers/app';
import { createPuzzle, listen } from '../server/helpers/puzzles';

/** A store in memory per device: each session here is another phone. */
const newDevice = (): KeyStore => {
  const kept = new Map<string, string>();
  return { getItem: (key) => kept.get(key) ?? null, setItem: (key, value) => void kept.set(key, value), removeItem: (key) => void kept.delete(key) };
};

/** Resolves once the session's view meets `check` (now or after a later change); fails after a bound. */
function until(session: PartySession, check: (view: PartyView) => boolean, what: string, timeoutMs = 5_000): Promise<PartyView> {
  const now = session.store.getState();
  if (check(now)) return Promise.resolve(now);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      const { status, seq, connected, board, confirmed } = session.store.getState();
      reject(new Error(`timed out waiting for ${what}: ${JSON.stringify({ status, seq, connected, board, confirmed })}`));
    }, timeoutMs);
    const stop = session.store.subscribe((view) => {
      if (!check(view)) return;
      clearTimeout(timer);
      stop();
      resolve(view);
    });
  });
}

const order = (view: PartyView): number[] => (view.board?.kind === 'swap' ? view.board.order : []);
const swapOf = (board: readonly number[], a: number, b: number): PartyMove => ({ kind: 'swap', a, b, tiles: [board[a] as number, board[b] as number] });

/** A swap that puts one tile in its place on this board, or null when solved. */
function helpfulSwap(board: readonly number[]): PartyMove | null {
  const position = board.findIndex((tile, at) => tile !== at);
  return position < 0 ? null : swapOf(board, position, board.indexOf(position));
}

describe('party session against the real server', () => {
  let t: TestApp;
  const sessions: PartySession[] = [];
  afterEach(async () => {
    sessions.splice(0).forEach((session) => session.close());
    await t?.close();
  });

  async function setUp() {
    t = await buildTestApp();
    const url = await listen(t);
    const { id } = await createPuzzle(t);
    const response = await t.request({ method: 'POST', url: `/api/puzzles/${id}/party`, payload: {} });
    expect(response.statusCode).toBe(201);
    const started = response.json<PartyStarted>();
    const connect = (): RealtimeSocket =>
      io(url, { path: '/socket.io', forceNew: true, extraHeaders: { origin: TEST_ORIGIN }, auth: { protocol: REALTIME_PROTOCOL_VERSION }, reconnectionDelay: 20, reconnectionDelayMax: 50 });
    const sockets = new Map<PartySession, RealtimeSocket>();
    const open = (token: string, keys: KeyStore = newDevice(), timers?: Timers) => {
      const socket = connect();
      const session = createPartySession({ partyId: started.partyId, token, socket, keys, ...(timers && { timers }) });
      sessions.push(session);
      sockets.set(session, socket);
      return session;
    };
    const socketOf = (session: PartySession) => sockets.get(session) as RealtimeSocket;
    const host = open(started.hostKey);
    await until(host, (view) => view.status === 'playing', 'the host in the party');
    const guest = open(started.inviteToken);
    await until(guest, (view) => view.status === 'needs-name', 'the name asked');
    await guest.join('Bo');
    await until(guest, (view) => view.status === 'playing', 'the guest in the party');
    /** The server's board now: what a fresh join is given. */
    const serverBoard = async (): Promise<PartyBoard> => {
      const fresh = open(started.hostKey);
      const view = await until(fresh, (seen) => seen.status === 'playing' || seen.status === 'solved', 'a fresh join');
      fresh.close();
      return view.confirmed as PartyBoard;
    };
    return { started, host, guest, open, serverBoard, socketOf };
  }

  it('two players move in turn and both end on the server’s board; the solve reveals the message to both', async () => {
    const { host, guest, serverBoard } = await setUp();
    expect(host.store.getState().you?.host).toBe(true);
    expect(guest.store.getState().players.map((player) => player.name)).toContain('Bo');
    expect(guest.store.getState().reveal).toBeNull();

    const players = [host, guest];
    for (let turn = 0; turn < 20; turn++) {
      const player = players[turn % 2] as PartySession;
      const move = helpfulSwap(order(player.store.getState()));
      if (!move) break;
      const seq = player.store.getState().seq;
      player.move(move);
      expect(order(player.store.getState())).not.toEqual([]); // shown at once, before any answer
      // Both copies reach the move's seq before the next turn (the next player sees it).
      await Promise.all(players.map((each) => until(each, (view) => view.seq > seq, `move ${turn} everywhere`)));
    }
    const [hostView, guestView] = await Promise.all(players.map((each) => until(each, (view) => view.reveal !== null, 'the reveal')));
    expect(hostView?.reveal?.message).toBeTruthy();
    expect(guestView?.reveal).toEqual({ ...hostView?.reveal, replyToken: undefined }); // only the recipient may answer the sender
    expect(hostView?.reveal?.replyToken).toEqual(expect.any(String));
    expect(sameBoard(hostView?.confirmed as PartyBoard, guestView?.confirmed as PartyBoard)).toBe(true);
    expect(isPartyBoardSolved(hostView?.confirmed as PartyBoard)).toBe(true);
    expect(sameBoard(await serverBoard(), hostView?.confirmed as PartyBoard)).toBe(true);
  });

  it('shows the other players’ cursors, never its own, from the batches the server relays', async () => {
    const { host, guest, open, started } = await setUp();
    const third = open(started.inviteToken);
    await until(third, (view) => view.status === 'needs-name', 'the name asked');
    await third.join('Cy');
    await until(third, (view) => view.status === 'playing', 'the third in the party');
    const ids = [host, guest, third].map((each) => each.store.getState().you?.playerId as string);
    host.cursor(0.25, 0.5);
    guest.cursor(0.75, 0.5);
    const seen = await until(third, (view) => view.cursors[ids[0] as string]?.x === 0.25 && view.cursors[ids[1] as string]?.x === 0.75, 'both cursors');
    expect(Object.keys(seen.cursors).sort()).toEqual([ids[0], ids[1]].sort());
    expect(seen.cursors[ids[1] as string]).toMatchObject({ x: 0.75, y: 0.5 });
    await until(host, (view) => view.cursors[ids[1] as string]?.x === 0.75, 'the guest’s cursor at the host');
    expect(host.store.getState().cursors[ids[0] as string]).toBeUndefined();
  });

  it('comes back after a pause when the server closed its connection for flooding, and plays on as the same player', async () => {
    const { open, started, socketOf } = await setUp();
    const pauses: { run: () => void; ms: number }[] = [];
    const timers: Timers = { now: realTimers.now, later: (run, ms) => (pauses.push({ run, ms }), () => undefined) };
    const kim = open(started.inviteToken, newDevice(), timers);
    await until(kim, (view) => view.status === 'needs-name', 'the name asked');
    await kim.join('Kim');
    const joined = await until(kim, (view) => view.status === 'playing', 'Kim in the party');
    // A broken page sends moves far over the limit: the server closes the connection.
    const board = order(joined);
    for (let i = 0; i < 100; i++) socketOf(kim).emit('party:move', { seq: 0, move: swapOf(board, 0, 1) }, () => undefined);
    await until(kim, (view) => !view.connected, 'the connection closed');
    expect(pauses.map((pause) => pause.ms)).toEqual([5_000]);
    pauses[0]?.run();
    const back = await until(kim, (view) => view.connected && view.status === 'playing', 'Kim back');
    expect(back.you?.playerId).toBe(joined.you?.playerId);
    kim.move(helpfulSwap(order(back)) as PartyMove); // refereed and applied: Kim is in the party again
    await until(kim, (view) => view.seq > back.seq && view.refused === null, 'a move after coming back');
  });

  it('two swaps of the same tile at once: one is refused and eases back, and the copies stay equal', async () => {
    const { host, guest, serverBoard } = await setUp();
    const board = order(host.store.getState());
    host.move(swapOf(board, 0, 1));
    guest.move(swapOf(board, 0, 2));
    const refusedOne = await Promise.race([
      until(host, (view) => view.refused !== null, 'a refusal').then(() => 'host'),
      until(guest, (view) => view.refused !== null, 'a refusal').then(() => 'guest'),
    ]);
    const refused = refusedOne === 'host' ? host : guest;
    expect(refused.store.getState().refused?.refusal).toBe('conflict');
    await Promise.all([host, guest].map((each) => until(each, (view) => view.seq === 1 && sameBoard(view.board as PartyBoard, view.confirmed as PartyBoard), 'one move applied')));
    const server = await serverBoard();
    for (const each of [host, guest]) expect(sameBoard(each.store.getState().board as PartyBoard, server)).toBe(true);
    expect((refusedOne === 'host' ? guest : host).store.getState().refused).toBeNull();
  });

  it('a player whose connection is cut catches up: a recovered one from the missed events, another by joining again', async () => {
    const { host, guest, serverBoard, socketOf } = await setUp();
    const guestSocket = socketOf(guest);
    const caughtUp = async (seq: number) => {
      await until(host, (view) => view.seq === seq && sameBoard(view.board as PartyBoard, view.confirmed as PartyBoard), 'the host settled');
      await until(guest, (view) => view.connected && view.seq === seq && sameBoard(view.board as PartyBoard, view.confirmed as PartyBoard), 'the guest caught up');
      const server = await serverBoard();
      expect(sameBoard(guest.store.getState().confirmed as PartyBoard, server)).toBe(true);
      expect(sameBoard(host.store.getState().confirmed as PartyBoard, server)).toBe(true);
    };
    /** A swap on the first two misplaced positions from `from` (so the two players' moves touch different tiles). */
    const swapFrom = (board: readonly number[], from: number): PartyMove => {
      const misplaced = board.map((tile, at) => (tile !== at && at >= from ? at : -1)).filter((at) => at >= 0);
      return swapOf(board, misplaced[0] as number, misplaced[1] as number);
    };

    // The transport drops (a tunnel, a lift): the session is recovered, and the events missed meanwhile arrive.
    guestSocket.io.engine.close();
    await until(guest, (view) => !view.connected, 'the guest cut off');
    host.move(swapFrom(order(host.store.getState()), 0));
    guest.move(swapFrom(order(guest.store.getState()), 5)); // made while cut off: sent once back
    await caughtUp(2);
    expect(guestSocket.recovered).toBe(true);

    // A cut the server no longer knows (past its two minutes, or another process without the session):
    // the player joins again with its key and takes the board. The client forgets its session id as that.
    guestSocket.disconnect();
    (guestSocket as unknown as { _pid?: string })._pid = undefined;
    await until(guest, (view) => !view.connected, 'the guest gone');
    const playersBefore = host.store.getState().players.length;
    host.move(swapFrom(order(host.store.getState()), 0));
    guestSocket.connect();
    await caughtUp(3);
    expect(guestSocket.recovered).toBe(false);
    expect(host.store.getState().players).toHaveLength(playersBefore); // the same player again, not a new one
  });

  it('a lost event is a gap: the next one asks for the moves between; a duplicate is applied once', async () => {
    const { host, guest, socketOf } = await setUp();
    // The network loses the guest's copy of move 1 and delivers move 2 twice (the session's own listener behind it).
    const socket = socketOf(guest);
    const [deliver] = socket.listeners('party:moved');
    socket.off('party:moved', deliver);
    const delivered: number[] = [];
    socket.on('party:moved', (moved) => {
      delivered.push(moved.seq);
      if (moved.seq === 1) return;
      deliver?.(moved);
      if (moved.seq === 2) deliver?.(moved);
    });
    const first = helpfulSwap(order(host.store.getState())) as PartyMove;
    host.move(first);
    await until(host, (view) => view.seq === 1, 'move 1 applied');
    host.move(helpfulSwap(order(host.store.getState())) as PartyMove);
    const settled = await until(host, (view) => view.seq === 2, 'move 2 applied');
    const caughtUp = await until(guest, (view) => view.seq === 2, 'the guest past the gap');
    expect(delivered).toEqual([1, 2]);
    expect(sameBoard(caughtUp.confirmed as PartyBoard, settled.confirmed as PartyBoard)).toBe(true);
    expect(sameBoard(caughtUp.board as PartyBoard, caughtUp.confirmed as PartyBoard)).toBe(true);
  });
});
