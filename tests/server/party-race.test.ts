import { afterEach, describe, expect, it } from 'vitest';
import type { PartyBoard } from '../../game/rules/party';
import { countPartyMoves, partyMovesAfter } from '../../server/repos/parties';
import { OPTIMISTIC_TRIES } from '../../server/parties/context';
import { createPartyService } from '../../server/parties/service';
import { buildTestApp, type TestApp } from './helpers/app';
import { fixingSwap, serverBoard, startParty } from './helpers/party';
import { createPuzzle, getBoard } from './helpers/puzzles';

/** Two processes' party services on one database (each with its own turns and view of the party), without sockets. */
describe('solve together: moves racing on two processes', () => {
  let t: TestApp;
  afterEach(async () => {
    await t?.close();
  });

  it.each([
    ['each read, then the row locked after 4 lost commits', OPTIMISTIC_TRIES],
    ['every move on the locked row (the last try)', 0],
    ['one read, then the locked row', 1],
  ])('applies moves sent at once through two processes each once, in one order, and refuses the loser of a conflict: %s', async (_name, tries) => {
    t = await buildTestApp();
    const puzzle = await createPuzzle(t, { gridSize: '4' });
    const { partyId, inviteToken } = await startParty(t, puzzle.id);
    // Two processes' party services on one database: each with its own turns and its own view of the party.
    const [one, two] = [createPartyService(t.app.puzzles.context, tries), createPartyService(t.app.puzzles.context, tries)];
    const [ann, bob] = await Promise.all([one.join({ partyId, token: inviteToken, name: 'Ann' }), two.join({ partyId, token: inviteToken, name: 'Bob' })]);
    if (!ann.ok || !bob.ok) throw new Error('a join was refused');
    const first = (await serverBoard(t, partyId)).board as Extract<PartyBoard, { kind: 'swap' }>;
    // Eight swaps of pairs apart, each seen on the first board (none conflicts), sent at once, half through each.
    const swaps = Array.from({ length: 8 }, (_, i) => ({ kind: 'swap' as const, a: 2 * i, b: 2 * i + 1, tiles: [first.order[2 * i], first.order[2 * i + 1]] as [number, number] }));
    const played = await Promise.all(swaps.map((swap, i) => (i % 2 === 0 ? one.move(partyId, ann.player.id, 0, swap) : two.move(partyId, bob.player.id, 0, swap))));
    expect(played.map((move) => move.ack.ok)).toEqual(swaps.map(() => true));
    expect(played.map((move) => move.ack.seq).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const log = await partyMovesAfter(t.app.db, partyId, 0);
    expect(log.map((entry) => entry.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(log.map((entry) => JSON.parse(entry.move) as unknown)).toEqual(expect.arrayContaining(swaps));
    const after = await serverBoard(t, partyId);
    expect(after.board).toEqual({ kind: 'swap', order: first.order.map((_, position) => first.order[position ^ 1]) });

    // The same tile taken through both at once, each from its own (now stale or fresh) view: one wins.
    const order = (after.board as Extract<PartyBoard, { kind: 'swap' }>).order;
    const [x, y] = await Promise.all([
      one.move(partyId, ann.player.id, 8, { kind: 'swap', a: 0, b: 2, tiles: [order[0] as number, order[2] as number] }),
      two.move(partyId, bob.player.id, 8, { kind: 'swap', a: 0, b: 3, tiles: [order[0] as number, order[3] as number] }),
    ]);
    expect([x.ack, y.ack].filter((ack) => ack.ok)).toEqual([{ ok: true, seq: 9 }]);
    expect([x.ack, y.ack].filter((ack) => !ack.ok)).toEqual([{ ok: false, refusal: 'conflict', error: 'Someone else moved that piece first.', seq: 9 }]);
    expect(await countPartyMoves(t.app.db, partyId)).toBe(9);
  });

  it('does not store a move refereed on what one process knew before another removed its player', async () => {
    t = await buildTestApp();
    const puzzle = await createPuzzle(t, { gridSize: '4' });
    const { partyId, inviteToken, hostKey } = await startParty(t, puzzle.id);
    const [one, two] = [createPartyService(t.app.puzzles.context), createPartyService(t.app.puzzles.context)];
    const host = await two.join({ partyId, token: hostKey });
    const ann = await one.join({ partyId, token: inviteToken, name: 'Ann' });
    if (!host.ok || !ann.ok) throw new Error('a join was refused');
    const order = ((await serverBoard(t, partyId)).board as Extract<PartyBoard, { kind: 'swap' }>).order;
    const swap = (a: number, b: number) => ({ kind: 'swap' as const, a, b, tiles: [order[a] as number, order[b] as number] as [number, number] });
    // Ann's first move is stored through the first process, which now knows the party with her in it.
    expect((await one.move(partyId, ann.player.id, 0, swap(0, 1))).ack).toEqual({ ok: true, seq: 1 });
    expect(await two.remove(partyId, host.player.id, ann.player.id)).toMatchObject({ ok: true });
    // Refereed on that knowledge, her next move passes; its commit finds her removed, and the fresh look refuses it.
    expect((await one.move(partyId, ann.player.id, 1, swap(2, 3))).ack).toMatchObject({ ok: false, refusal: 'closed' });
    expect(await countPartyMoves(t.app.db, partyId)).toBe(1);
  });

  it('commits a solve that failed as the move made it when a player comes back, once', async () => {
    t = await buildTestApp();
    const puzzle = await createPuzzle(t, { gridSize: '3' });
    const { partyId, inviteToken } = await startParty(t, puzzle.id);
    const service = createPartyService(t.app.puzzles.context);
    const ann = await service.join({ partyId, token: inviteToken, name: 'Ann' });
    if (!ann.ok) throw new Error('the join was refused');
    // The moves solve the board, and the solve that should follow them never runs (the database was away a moment).
    for (let current = await serverBoard(t, partyId); current.status === 'open'; current = await serverBoard(t, partyId)) {
      const swap = fixingSwap((current.board as Extract<PartyBoard, { kind: 'swap' }>).order);
      if (!swap) throw new Error('a solved board still open');
      expect((await service.move(partyId, ann.player.id, current.seq, swap)).ack.ok).toBe(true);
    }
    expect((await getBoard(t, puzzle.id)).solved).toBe(false);
    const mails = async () => (await t.app.db.selectFrom('outbox').select('id').execute()).length;
    const before = await mails();
    const reveal = await service.reveal(partyId);
    expect(reveal?.message).toBe('Happy birthday, Sam! Dinner is on me this Friday.');
    expect((await getBoard(t, puzzle.id)).solved).toBe(true);
    expect(await mails()).toBe(before + 1); // the sender's "solved" mail
    expect(await service.reveal(partyId)).toEqual(reveal); // again: the same reveal, the gift solved once
    expect(await mails()).toBe(before + 1);
  });
});
