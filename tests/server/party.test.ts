import { afterEach, describe, expect, it } from 'vitest';
import { HOLD_IDLE_MS, isPartyBoardSolved, NAME_NEEDED, PARTY_FULL, PARTY_MAX_PLAYERS, sameBoard, type PartyBoard } from '../../game/rules/party';
import { PARTY_NOT_FOUND, PARTY_REMOVED, type PartyCursor, type PartyJoinAck, type PartyMoved, type PartySnapshot } from '../../contract/party';
import type { SolvedBody } from '../../contract/schemas/puzzles';
import { buildTestApp, manualClock, type TestApp } from './helpers/app';
import { createCard } from './helpers/cards';
import { connectWatcher, createPuzzle, getBoard, listen } from './helpers/puzzles';
import { createPartyService } from '../../server/parties/service';
import { fixingSwap, PartyClient, serverBoard, startParty } from './helpers/party';

const MESSAGE = 'Happy birthday, Sam! Dinner is on me this Friday.';

describe('solve together: a tile swap party', () => {
  let t: TestApp;
  const clients: { close(): void }[] = [];
  const client = (url: string) => {
    const created = new PartyClient(url);
    clients.push(created);
    return created;
  };
  afterEach(async () => {
    clients.splice(0).forEach((c) => c.close());
    await t?.close();
  });

  async function setup() {
    const clock = manualClock();
    t = await buildTestApp({}, { clock });
    const url = await listen(t);
    const puzzle = await createPuzzle(t, { gridSize: '4' });
    const started = await startParty(t, puzzle.id);
    const host = client(url);
    await host.connected();
    const hostAck = await host.join({ partyId: started.partyId, token: started.hostKey });
    expect(hostAck.ok).toBe(true);
    return { clock, url, puzzle, started, host };
  }

  async function guest(url: string, partyId: string, token: string, name: string) {
    const player = client(url);
    await player.connected();
    const ack = await player.join({ partyId, token, name });
    if (!ack.ok) throw new Error(ack.error);
    return { player, you: ack.you };
  }

  it('starts a party, answers the open one again, and refuses unknown and solved puzzles', async () => {
    const { puzzle, started, host } = await setup();
    expect(started.inviteToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(started.hostKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await startParty(t, puzzle.id);
    expect(again.partyId).toBe(started.partyId);
    expect(again.hostKey).not.toBe(started.hostKey);
    // Both host keys open the one host player; both invites open the party.
    const second = client((host.socket.io as unknown as { uri: string }).uri);
    await second.connected();
    const ack = await second.join({ partyId: started.partyId, token: again.hostKey });
    expect(ack.ok && ack.you.host).toBe(true);
    const snapshot = (ack as Extract<PartyJoinAck, { ok: true }>).snapshot;
    expect(snapshot.players).toEqual([{ id: expect.any(String), name: 'Sam Recipient', colour: '#e6194b', host: true, online: true }]);
    expect(snapshot.board).toEqual({ kind: 'swap', order: (await getBoard(t, puzzle.id)).shuffle });

    const unknown = await t.request({ method: 'POST', url: '/api/puzzles/AAAAAAAAAAAAAAAA/party' });
    expect(unknown.statusCode).toBe(404);
    await t.app.db.updateTable('puzzles').set({ solved_at: 1 }).where('id', '=', puzzle.id).execute();
    const solved = await t.request({ method: 'POST', url: `/api/puzzles/${puzzle.id}/party` });
    expect(solved.statusCode).toBe(409);
    expect(solved.json()).toMatchObject({ code: 'already-solved' });
  });

  it('answers 429 to an address that started many parties lately (answering the open one is not counted)', async () => {
    const { puzzle, started } = await setup();
    for (let n = 0; n < 5; n++) expect((await startParty(t, puzzle.id)).partyId).toBe(started.partyId);
    const endIt = () => t.app.db.updateTable('parties').set({ status: 'ended' }).where('puzzle_id', '=', puzzle.id).execute();
    for (let n = 1; n < 20; n++) {
      await endIt();
      await startParty(t, puzzle.id);
    }
    await endIt();
    const refused = await t.request({ method: 'POST', url: `/api/puzzles/${puzzle.id}/party` });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'too-many-attempts', message: expect.stringContaining('You have started many parties') });
    const elsewhere = await t.request({ method: 'POST', url: `/api/puzzles/${puzzle.id}/party`, remoteAddress: '10.9.9.9' });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('shows a party started while the sender watches, with its players and moves', async () => {
    const clock = manualClock();
    t = await buildTestApp({}, { clock });
    const url = await listen(t);
    const puzzle = await createPuzzle(t);
    const watcher = connectWatcher(url);
    clients.push(watcher);
    await watcher.connected();
    const seen: { event: string; payload: unknown }[] = [];
    watcher.socket.onAny((event: string, payload: unknown) => seen.push({ event, payload }));
    expect((await watcher.watch(puzzle.id, puzzle.watchToken)).ok).toBe(true);
    const started = await startParty(t, puzzle.id);
    await expect.poll(() => seen.filter((entry) => entry.event === 'puzzle:party').length).toBe(1);
    const party = seen.find((entry) => entry.event === 'puzzle:party')?.payload as PartySnapshot;
    expect(party).toMatchObject({ partyId: started.partyId, status: 'open', seq: 0, players: [{ name: 'Sam Recipient', host: true, online: false }] });
    const host = client(url);
    await host.connected();
    expect((await host.join({ partyId: started.partyId, token: started.hostKey })).ok).toBe(true);
    await expect.poll(() => seen.some((entry) => entry.event === 'party:players' && (entry.payload as { online: boolean }[])[0]?.online)).toBe(true);
    const ack = await host.move(fixingSwap((host.board as Extract<PartyBoard, { kind: 'swap' }>).order)!);
    expect(ack.ok).toBe(true);
    await expect.poll(() => seen.filter((entry) => entry.event === 'party:moved').map((entry) => (entry.payload as PartyMoved).seq)).toEqual([1]);
    // The watcher sees the board and who plays, never the invite token or anyone's key.
    const text = JSON.stringify(seen);
    for (const secret of [started.inviteToken, started.hostKey, MESSAGE, 'alex@example.com', 'sam@example.com']) expect(text).not.toContain(secret);
  });

  it('lets guests join with a name, up to twenty, and refuses a wrong token or an ended party', async () => {
    const { url, started, host } = await setup();
    const { partyId, inviteToken } = started;
    const first = client(url);
    await first.connected();
    expect(await first.join({ partyId, token: inviteToken })).toEqual({ ok: false, needsName: true, error: NAME_NEEDED });
    expect(await first.join({ partyId, token: inviteToken, name: '   ' })).toEqual({ ok: false, needsName: true, error: NAME_NEEDED });
    expect(await first.join({ partyId, token: inviteToken, name: 'x'.repeat(25) })).toEqual({ ok: false, needsName: true, error: NAME_NEEDED });
    expect(await first.join({ partyId, token: 'x'.repeat(43), name: 'Mallory' })).toEqual({ ok: false, error: PARTY_NOT_FOUND });
    expect(await first.join({ partyId: 'nope', token: inviteToken, name: 'Mallory' })).toEqual({ ok: false, error: PARTY_NOT_FOUND });
    expect(await first.socket.timeout(5_000).emitWithAck('party:join', 42 as never)).toEqual({ ok: false, error: PARTY_NOT_FOUND });
    const joined = await first.join({ partyId, token: inviteToken, name: '  Ann   Lee ' });
    if (!joined.ok) throw new Error(joined.error);
    expect(joined.you.host).toBe(false);
    expect(joined.snapshot.players.map((p) => [p.name, p.colour, p.online])).toEqual([['Sam Recipient', '#e6194b', true], ['Ann Lee', '#3cb44b', true]]);
    await host.next<unknown[]>('party:players', (players) => players.length === 2);

    // The same device again with its key: the same player, no name asked.
    const again = client(url);
    await again.connected();
    const back = await again.join({ partyId, token: inviteToken, playerKey: joined.you.playerKey });
    expect(back.ok && back.you.playerId).toBe(joined.you.playerId);

    for (let n = 2; n < PARTY_MAX_PLAYERS; n++) await guest(url, partyId, inviteToken, `Guest ${n}`);
    const late = client(url);
    await late.connected();
    expect(await late.join({ partyId, token: inviteToken, name: 'One too many' })).toEqual({ ok: false, error: PARTY_FULL });

    expect(await host.socket.timeout(5_000).emitWithAck('party:end')).toEqual({ ok: true });
    await first.next('party:closed', (why: { reason: string }) => why.reason === 'ended');
    expect(await late.join({ partyId, token: started.hostKey })).toEqual({ ok: false, error: PARTY_NOT_FOUND });
    expect(await late.join({ partyId, token: inviteToken, playerKey: joined.you.playerKey })).toEqual({ ok: false, error: PARTY_NOT_FOUND });
  });

  it('applies two players’ moves in one order on every copy, refuses a conflict, and catches up a player who missed moves', async () => {
    const { url, started, host } = await setup();
    const { player: ann } = await guest(url, started.partyId, started.inviteToken, 'Ann');
    const { player: bob } = await guest(url, started.partyId, started.inviteToken, 'Bob');
    const order = (host.board as Extract<PartyBoard, { kind: 'swap' }>).order;
    // Two swaps on different tiles, sent at once from two players: both apply, in the server's order.
    const swapA = { kind: 'swap' as const, a: 0, b: 1, tiles: [order[0], order[1]] as [number, number] };
    const swapB = { kind: 'swap' as const, a: 2, b: 3, tiles: [order[2], order[3]] as [number, number] };
    const [ackA, ackB] = await Promise.all([ann.move(swapA), bob.move(swapB)]);
    expect(ackA.ok && ackB.ok).toBe(true);
    expect([ackA.seq, ackB.seq].sort()).toEqual([1, 2]);
    // The same tile taken twice from the same view: one wins, one is refused as a conflict.
    const seen = ann.seq >= 2 ? ann : (await ann.caughtUp(2), ann);
    const view = (seen.board as Extract<PartyBoard, { kind: 'swap' }>).order;
    const taken = { kind: 'swap' as const, a: 4, b: 5, tiles: [view[4], view[5]] as [number, number] };
    const takenToo = { kind: 'swap' as const, a: 4, b: 6, tiles: [view[4], view[6]] as [number, number] };
    const [first, second] = await Promise.all([ann.move(taken, 2), bob.move(takenToo, 2)]);
    const refusals = [first, second].filter((ack) => !ack.ok);
    expect(refusals).toEqual([{ ok: false, refusal: 'conflict', error: 'Someone else moved that piece first.', seq: 3 }]);

    // Bob drops off the air (his events are ignored), moves go on, he catches up from his seq.
    bob.socket.off('party:moved');
    const frozenAt = bob.seq;
    for (let i = 0; i < 3; i++) {
      await host.caughtUp(3 + i);
      const fix = fixingSwap((host.board as Extract<PartyBoard, { kind: 'swap' }>).order, 0);
      if (fix) expect((await host.move(fix)).ok).toBe(true);
    }
    const server = await serverBoard(t, started.partyId);
    await Promise.all([host.caughtUp(server.seq), ann.caughtUp(server.seq)]);
    expect(bob.seq).toBe(frozenAt);
    const synced = await bob.sync();
    expect(synced.ok && 'moves' in synced && synced.moves.map((m) => m.seq)).toEqual(Array.from({ length: server.seq - frozenAt }, (_, i) => frozenAt + 1 + i));
    for (const copy of [host, ann, bob]) {
      expect(copy.seq).toBe(server.seq);
      expect(sameBoard(copy.board as PartyBoard, server.board)).toBe(true);
    }
    // Every copy saw the moves in seq order, each once.
    const seqs = ann.all<PartyMoved>('party:moved').map((moved) => moved.seq);
    expect(seqs).toEqual(Array.from({ length: server.seq }, (_, i) => i + 1));
  });

  it('recovers a dropped connection: still in the party, the missed moves delivered once, online again', async () => {
    const { clock, url, started, host } = await setup();
    const ann = new PartyClient(url, { reconnection: true });
    clients.push(ann);
    await ann.connected();
    const joined = await ann.join({ partyId: started.partyId, token: started.inviteToken, name: 'Ann' });
    expect(joined.ok).toBe(true);
    // Both told who is here (after Ann's join answer): Ann has had an event since joining, so her session can recover.
    const bothHere = (players: { online: boolean }[]) => players.every((p) => p.online) && players.length === 2;
    await Promise.all([host.next('party:players', bothHere), ann.next('party:players', bothHere)]);

    const back = new Promise<void>((resolve) => ann.socket.once('disconnect', () => ann.socket.once('connect', () => resolve())));
    ann.socket.io.engine.close(); // the network drops
    await host.next<{ online: boolean }[]>('party:players', (players) => players.filter((p) => p.online).length === 1);
    host.socket.emit('party:cursor', { x: 0.3, y: 0.5 });
    await host.next<PartyCursor[]>('party:cursors', (batch) => batch.some((cursor) => cursor.x === 0.3)); // relayed while Ann was away
    for (let i = 0; i < 3; i++) {
      clock.advance(100);
      const fix = fixingSwap((host.board as Extract<PartyBoard, { kind: 'swap' }>).order);
      const ack = await host.move(fix!);
      if (!ack.ok) throw new Error(ack.error);
      await host.caughtUp(ack.seq);
    }
    await back;
    expect(ann.socket.recovered).toBe(true);
    await ann.caughtUp(3);
    await host.next<{ online: boolean }[]>('party:players', (players) => players.filter((p) => p.online).length === 2);
    expect(ann.all<PartyMoved>('party:moved').map((moved) => moved.seq)).toEqual([1, 2, 3]);
    expect(ann.all<PartyCursor[]>('party:cursors').flat()).toEqual([]); // cursors are volatile: a missed one is not replayed
    // Its membership came back with the session: it plays on without joining again.
    clock.advance(100);
    expect(await ann.move(fixingSwap((ann.board as Extract<PartyBoard, { kind: 'swap' }>).order)!)).toEqual({ ok: true, seq: 4 });
    expect(sameBoard(ann.board as PartyBoard, (await serverBoard(t, started.partyId)).board)).toBe(true);
  });

  it('refuses a held piece until its holder drops it or idles for 10 s', async () => {
    const { clock, url, started, host } = await setup();
    const { player: ann } = await guest(url, started.partyId, started.inviteToken, 'Ann');
    const order = (host.board as Extract<PartyBoard, { kind: 'swap' }>).order;
    expect(await host.socket.timeout(5_000).emitWithAck('party:hold', { piece: order[0] as number })).toEqual({ ok: true });
    const holds = await ann.next<{ playerId: string; pieces: number[] }[]>('party:holds', (list) => list.length === 1);
    expect(holds[0]?.pieces).toEqual([order[0]]);
    expect(await ann.socket.timeout(5_000).emitWithAck('party:hold', { piece: order[0] as number })).toEqual({ ok: false, error: 'Someone else is holding that piece.' });
    const swap = { kind: 'swap' as const, a: 0, b: 1, tiles: [order[0], order[1]] as [number, number] };
    expect(await ann.move(swap)).toEqual({ ok: false, refusal: 'held', error: 'Someone else is holding that piece.', seq: 0 });
    // The holder's cursor keeps it alive (written at most every 2 s).
    clock.advance(9_000);
    host.socket.emit('party:cursor', { x: 0.2, y: 0.3 });
    await ann.next('party:cursors');
    const movedAt = async () => (JSON.parse((await t.app.db.selectFrom('parties').select('holds').executeTakeFirstOrThrow()).holds) as { movedAt: number }[])[0]?.movedAt;
    await expect.poll(movedAt).toBe(clock());
    // The look when it would go idle (routes/parties/hold-expiry.ts) finds it alive, and when to look again.
    const service = createPartyService(t.app.puzzles.context);
    expect(await service.dropIdleHolds(started.partyId)).toEqual({ holds: null, nextIdleAt: clock() + HOLD_IDLE_MS });
    clock.advance(9_999);
    expect((await ann.move(swap)).ok).toBe(false);
    clock.advance(1);
    // Gone idle: dropped, and the room is given the outlines left (none).
    expect(await service.dropIdleHolds(started.partyId)).toEqual({ holds: [], nextIdleAt: null });
    expect(await t.app.db.selectFrom('parties').select('holds').executeTakeFirstOrThrow()).toEqual({ holds: '[]' });
    expect(await ann.move(swap)).toEqual({ ok: true, seq: 1 });
  });

  it('reveals to every player together, marks the gift solved, never shows a guest the message or an address before, and shows the watcher the board', async () => {
    const { clock, url, puzzle, started, host } = await setup();
    const watcher = connectWatcher(url);
    clients.push(watcher);
    await watcher.connected();
    const watcherParties: (PartySnapshot | null)[] = [];
    const watcherMoves: PartyMoved[] = [];
    watcher.socket.on('puzzle:party', (party) => watcherParties.push(party));
    watcher.socket.on('party:moved', (moved) => watcherMoves.push(moved));
    expect((await watcher.watch(puzzle.id, puzzle.watchToken)).ok).toBe(true);
    await expect.poll(() => watcherParties.length).toBe(1);
    expect(watcherParties[0]?.partyId).toBe(started.partyId);

    const { player: ann } = await guest(url, started.partyId, started.inviteToken, 'Ann');
    for (let fix = fixingSwap((ann.board as Extract<PartyBoard, { kind: 'swap' }>).order); fix; fix = fixingSwap((ann.board as Extract<PartyBoard, { kind: 'swap' }>).order)) {
      clock.advance(100); // as fast as the limit lets one player move
      const ack = await ann.move(fix);
      if (!ack.ok) throw new Error(ack.error);
      await ann.caughtUp(ack.seq);
    }
    expect(isPartyBoardSolved(ann.board as PartyBoard)).toBe(true);
    const [annReveal, hostReveal] = await Promise.all([ann.next<SolvedBody>('party:solved'), host.next<SolvedBody>('party:solved')]);
    expect(annReveal.message).toBe(MESSAGE);
    // Only the recipient may answer the sender: the guest's reveal has no reply token.
    expect(annReveal).not.toHaveProperty('replyToken');
    expect(hostReveal).toEqual({ ...annReveal, replyToken: expect.any(String) });
    expect((await getBoard(t, puzzle.id)).solved).toBe(true);
    expect((await serverBoard(t, started.partyId)).status).toBe('solved');
    await watcher.nextEvent((event) => event.kind === 'solved');
    expect(watcher.received.map((event) => event.kind)).toEqual(expect.arrayContaining(['first-move', 'solved']));
    await expect.poll(() => watcherMoves.length).toBe(ann.seq);

    // Nothing the guest received before the reveal holds the message or an address.
    const before = ann.received.slice(0, ann.received.findIndex((entry) => entry.event === 'party:solved'));
    const text = JSON.stringify(before) + JSON.stringify(watcherParties);
    for (const secret of [MESSAGE, 'alex@example.com', 'sam@example.com', 'Dinner']) expect(text).not.toContain(secret);

    // The replay: the players and the watcher, not a stranger.
    const replay = await ann.socket.timeout(5_000).emitWithAck('party:replay', { partyId: started.partyId });
    expect(replay.ok && replay.moves.length).toBe(ann.seq);
    expect(replay.ok && replay.start).toEqual(watcherParties[0]?.board);
    const watched = await watcher.socket.timeout(5_000).emitWithAck('party:replay', { partyId: started.partyId });
    expect(watched).toEqual(replay);
    const stranger = client(url);
    await stranger.connected();
    expect(await stranger.socket.timeout(5_000).emitWithAck('party:replay', { partyId: started.partyId })).toEqual({ ok: false, error: PARTY_NOT_FOUND });
  });

  it('plays a greeting card together like a gift: the reveal carries the card’s back, and the card is solved', async () => {
    const clock = manualClock();
    t = await buildTestApp({}, { clock });
    const url = await listen(t);
    const card = await createCard(t, 'greeting');
    const started = await startParty(t, card.id);
    const host = client(url);
    await host.connected();
    const joined = await host.join({ partyId: started.partyId, token: started.hostKey });
    expect(joined.ok && joined.snapshot.puzzle).toMatchObject({ puzzleId: card.id, puzzleType: 'swap', senderName: 'Alex Sender' });
    for (let fix = fixingSwap((host.board as Extract<PartyBoard, { kind: 'swap' }>).order); fix; fix = fixingSwap((host.board as Extract<PartyBoard, { kind: 'swap' }>).order)) {
      clock.advance(100);
      const ack = await host.move(fix);
      if (!ack.ok) throw new Error(ack.error);
      await host.caughtUp(ack.seq);
    }
    const reveal = await host.next<SolvedBody>('party:solved');
    expect(reveal.message).toBe('Come and celebrate with us!');
    expect(reveal.card).not.toBeNull();
    expect((await getBoard(t, card.id)).solved).toBe(true);
  });

  it('lets the host remove a player (who cannot come back with its key) and end the party for everyone', async () => {
    const { url, puzzle, started, host } = await setup();
    const watcher = connectWatcher(url);
    clients.push(watcher);
    await watcher.connected();
    const watcherParties: (PartySnapshot | null)[] = [];
    watcher.socket.on('puzzle:party', (party) => watcherParties.push(party));
    expect((await watcher.watch(puzzle.id, puzzle.watchToken)).ok).toBe(true);
    const { player: ann, you } = await guest(url, started.partyId, started.inviteToken, 'Ann');
    const { player: bob } = await guest(url, started.partyId, started.inviteToken, 'Bob');

    expect(await ann.socket.timeout(5_000).emitWithAck('party:remove', { playerId: you.playerId })).toEqual({ ok: false, error: 'Only the host can do that.' });
    expect(await host.socket.timeout(5_000).emitWithAck('party:remove', { playerId: you.playerId })).toEqual({ ok: true });
    expect(await ann.next('party:closed')).toEqual({ reason: 'removed', message: PARTY_REMOVED });
    const players = await bob.next<{ name: string }[]>('party:players', (list) => list.length === 2);
    expect(players.map((p) => p.name)).toEqual(['Sam Recipient', 'Bob']);
    const fix = fixingSwap((ann.board as Extract<PartyBoard, { kind: 'swap' }>).order);
    expect((await ann.move(fix!)).ok).toBe(false);
    const back = client(url);
    await back.connected();
    expect(await back.join({ partyId: started.partyId, token: started.inviteToken, playerKey: you.playerKey })).toEqual({ ok: false, error: PARTY_REMOVED });

    expect(await bob.socket.timeout(5_000).emitWithAck('party:end')).toEqual({ ok: false, error: 'Only the host can do that.' });
    expect(await host.socket.timeout(5_000).emitWithAck('party:end')).toEqual({ ok: true });
    expect(await bob.next('party:closed')).toEqual({ reason: 'ended', message: 'The host ended this party.' });
    await expect.poll(() => watcherParties.at(-1)).toBeNull();
    expect((await bob.move(fix!)).ok).toBe(false);
  });
});
