import { afterEach, describe, expect, it } from 'vitest';
import { CURSOR_FLOOD_COUNT, CURSORS_PER_SECOND, FLOOD_DROPS, MOVES_PER_SECOND, type PartyBoard } from '../../game/rules/party';
import type { PartyCursor, PartyMoveAck } from '../../contract/party';
import { REQUESTS_PER_SECOND } from '../../server/routes/parties/limits';
import { buildTestApp, manualClock, type TestApp } from './helpers/app';
import { createPuzzle, listen } from './helpers/puzzles';
import { PartyClient, serverBoard, startParty } from './helpers/party';

describe('solve together: limits and bad input', () => {
  let t: TestApp;
  const clients: PartyClient[] = [];
  afterEach(async () => {
    clients.splice(0).forEach((c) => c.close());
    await t?.close();
  });

  async function party() {
    const clock = manualClock();
    t = await buildTestApp({}, { clock });
    const url = await listen(t);
    const puzzle = await createPuzzle(t, { gridSize: '4' });
    const started = await startParty(t, puzzle.id);
    const join = async (name: string) => {
      const player = new PartyClient(url);
      clients.push(player);
      await player.connected();
      const ack = await player.join({ partyId: started.partyId, token: started.inviteToken, name });
      if (!ack.ok) throw new Error(ack.error);
      return player;
    };
    return { clock, started, join };
  }

  /** A swap that keeps the board valid whatever came before: the tiles at 0 and 1 as this copy sees them. */
  const swapOf = (player: PartyClient) => {
    const order = (player.board as Extract<PartyBoard, { kind: 'swap' }>).order;
    return { kind: 'swap' as const, a: 0, b: 1, tiles: [order[0], order[1]] as [number, number] };
  };

  it('answers the eleventh move of one instant too-fast, and lets moves through again a tenth of a second later', async () => {
    const { clock, started, join } = await party();
    const ann = await join('Ann');
    const acks: PartyMoveAck[] = [];
    for (let i = 0; i <= MOVES_PER_SECOND; i++) {
      const ack = await ann.move(swapOf(ann));
      acks.push(ack);
      await ann.caughtUp(ack.seq);
    }
    expect(acks.slice(0, MOVES_PER_SECOND).every((ack) => ack.ok)).toBe(true);
    expect(acks[MOVES_PER_SECOND]).toEqual({ ok: false, refusal: 'too-fast', error: 'Too many moves at once: slow down a little.', seq: MOVES_PER_SECOND });
    expect((await serverBoard(t, started.partyId)).seq).toBe(MOVES_PER_SECOND);
    clock.advance(100);
    expect(await ann.move(swapOf(ann))).toEqual({ ok: true, seq: MOVES_PER_SECOND + 1 });
  });

  it('answers holds and other requests beyond twenty in one instant too-fast', async () => {
    const { join } = await party();
    const ann = await join('Ann');
    const answers = [];
    // The join was one of them.
    for (let i = 1; i <= REQUESTS_PER_SECOND; i++) answers.push(await ann.socket.timeout(5_000).emitWithAck('party:hold', { piece: i % 4 }));
    expect(answers.slice(0, -1).every((answer) => answer.ok)).toBe(true);
    expect(answers.at(-1)).toEqual({ ok: false, error: 'Too many requests at once: slow down a little.' });
    expect(await ann.socket.timeout(5_000).emitWithAck('party:sync', { since: 0 })).toEqual({ ok: false, error: 'Too many requests at once: slow down a little.' });
  });

  it('disconnects a socket that keeps flooding, and the others play on', async () => {
    const { join } = await party();
    const ann = await join('Ann');
    const bob = await join('Bob');
    const gone = new Promise<string>((resolve) => ann.socket.once('disconnect', resolve));
    // Cursors first (dropped silently beyond 20, no flood however many), then moves beyond 10: their drops make a flood.
    for (let i = 0; i < FLOOD_DROPS; i++) ann.socket.emit('party:cursor', { x: i / 1000, y: 0.5 });
    for (let i = 0; i < MOVES_PER_SECOND + FLOOD_DROPS; i++) ann.socket.emit('party:move', { seq: 0, move: swapOf(ann) }, () => undefined);
    expect(await gone).toBe('io server disconnect');
    // Bob got Ann's cursors up to her 20th, relayed with her player id: the 20th was the last to pass, so the batch's latest.
    await bob.next<PartyCursor[]>('party:cursors', (batch) => batch.some((cursor) => cursor.x === (CURSORS_PER_SECOND - 1) / 1000));
    const cursors = bob.all<PartyCursor[]>('party:cursors').flat();
    expect(cursors[0]).toEqual({ playerId: expect.any(String), x: 0, y: 0.5 });
    expect(Math.max(...cursors.map((cursor) => cursor.x))).toBe((CURSORS_PER_SECOND - 1) / 1000);
    await bob.caughtUp(1); // Ann's first move was applied (the others conflict), whenever its answer came
    expect((await bob.move(swapOf(bob))).ok).toBe(true);
  });

  it('drops a backlog of cursor updates read at once without disconnecting, and disconnects beyond three times their rate over 5 s', async () => {
    const { join } = await party();
    const ann = await join('Ann');
    const bob = await join('Bob');
    // A server that stalled for 12 s reads Ann's 20 a second of those seconds at once: 20 relayed, the rest dropped.
    for (let i = 0; i < CURSORS_PER_SECOND * 12; i++) ann.socket.emit('party:cursor', { x: i / 10_000, y: 0.5 });
    expect((await ann.move(swapOf(ann))).ok).toBe(true); // answered after every cursor before it: still connected
    expect(ann.socket.connected).toBe(true);
    const gone = new Promise<string>((resolve) => ann.socket.once('disconnect', resolve));
    for (let i = CURSORS_PER_SECOND * 12; i <= CURSOR_FLOOD_COUNT; i++) ann.socket.emit('party:cursor', { x: i / 10_000, y: 0.5 });
    expect(await gone).toBe('io server disconnect');
    await bob.caughtUp(1);
    // The 20th passed and was the batch's latest; none after it passed.
    const last = (CURSORS_PER_SECOND - 1) / 10_000;
    await bob.next<PartyCursor[]>('party:cursors', (batch) => batch.some((cursor) => cursor.x === last));
    expect(Math.max(...bob.all<PartyCursor[]>('party:cursors').flat().map((cursor) => cursor.x))).toBe(last);
  });

  it('answers malformed events with a sentence (or ignores them), and never crashes', async () => {
    const { clock, started, join } = await party();
    const ann = await join('Ann');
    const bad = [null, 42, 'x', [], { seq: -1, move: swapOf(ann) }, { seq: 0 }, { seq: 0, move: { kind: 'swap', a: 0 } }, { seq: 0, move: { kind: 'fly' } }];
    for (const request of bad) {
      const ack = (await ann.socket.timeout(5_000).emitWithAck('party:move', request as never)) as PartyMoveAck;
      expect(ack).toMatchObject({ ok: false, refusal: 'invalid', error: expect.any(String) });
    }
    expect(await ann.move(swapOf(ann), 99)).toMatchObject({ ok: false, refusal: 'invalid' });
    const board = ann.board as Extract<PartyBoard, { kind: 'swap' }>;
    expect(await ann.move({ kind: 'swap', a: 0, b: 99, tiles: [board.order[0] as number, 1] })).toMatchObject({ ok: false, refusal: 'invalid' });
    expect(await ann.socket.timeout(5_000).emitWithAck('party:hold', { piece: -1 })).toMatchObject({ ok: false });
    expect(await ann.socket.timeout(5_000).emitWithAck('party:hold', { piece: 99 })).toEqual({ ok: false, error: 'That is not a piece of this board.' });
    expect(await ann.socket.timeout(5_000).emitWithAck('party:sync', { since: 'x' } as never)).toMatchObject({ ok: false });
    expect(await ann.socket.timeout(5_000).emitWithAck('party:replay', {} as never)).toMatchObject({ ok: false });
    expect(await ann.socket.timeout(5_000).emitWithAck('party:replay', { partyId: started.partyId })).toEqual({ ok: false, error: 'The replay is there once the puzzle is solved.' });
    // No ack callback: the move still counts; wrong shapes: ignored.
    clock.advance(1_000);
    (ann.socket.emit as (event: string, payload: unknown) => void)('party:move', { seq: 0, move: swapOf(ann) });
    ann.socket.emit('party:cursor', { x: Number.NaN, y: 1 } as never);
    ann.socket.emit('party:cursor', { x: 1e9, y: 1 });
    ann.socket.emit('party:cursor', { x: 0.123456789, y: -2 / 3 }); // relayed to a ten-thousandth
    ann.socket.emit('party:release');
    const stranger = new PartyClient((ann.socket.io as unknown as { uri: string }).uri);
    clients.push(stranger);
    await stranger.connected();
    expect(await stranger.move(swapOf(ann))).toMatchObject({ ok: false, refusal: 'closed' });
    expect(await stranger.socket.timeout(5_000).emitWithAck('party:sync', { since: 0 })).toEqual({ ok: false, error: 'Join the party first.' });
    expect(await stranger.socket.timeout(5_000).emitWithAck('party:end')).toEqual({ ok: false, error: 'Join the party first.' });
    // The socket is still there and the party plays on.
    expect(await ann.next<PartyCursor[]>('party:cursors', (batch) => batch.some((cursor) => cursor.y < 0))).toEqual([{ playerId: expect.any(String), x: 0.1235, y: -0.6667 }]);
    await ann.caughtUp(1);
    expect(await ann.move(swapOf(ann))).toEqual({ ok: true, seq: 2 });
  });

  it('sends the whole board to a player more than 500 moves behind', async () => {
    const { clock, started, join } = await party();
    const ann = await join('Ann');
    const late = await join('Late');
    late.socket.off('party:moved');
    for (let i = 0; i < 501; i++) {
      clock.advance(100);
      const ack = await ann.move(swapOf(ann));
      if (!ack.ok) throw new Error(ack.error);
      await ann.caughtUp(ack.seq);
    }
    const synced = await late.sync();
    expect(synced.ok && 'snapshot' in synced).toBe(true);
    expect(late.seq).toBe(501);
    expect(late.board).toEqual((await serverBoard(t, started.partyId)).board);
  }, 60_000);
});
