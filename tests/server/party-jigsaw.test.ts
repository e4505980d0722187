import { afterEach, describe, expect, it } from 'vitest';
import { pieceCount } from '../../game/rules/jigsaw';
import { isPartyBoardSolved, sameBoard, type PartyBoard } from '../../game/rules/party';
import type { SolvedBody } from '../../contract/schemas/puzzles';
import { buildTestApp, manualClock, type TestApp } from './helpers/app';
import { gridOf, postSave, saveWithPlaced } from './helpers/jigsaw';
import { createPuzzle, getBoard, listen } from './helpers/puzzles';
import { PartyClient, placeMove, serverBoard, startParty } from './helpers/party';

type JigsawParty = Extract<PartyBoard, { kind: 'jigsaw' }>;

describe('solve together: a jigsaw party', () => {
  let t: TestApp;
  const clients: PartyClient[] = [];
  afterEach(async () => {
    clients.splice(0).forEach((c) => c.close());
    await t?.close();
  });

  async function setup(keep?: (id: string) => Promise<void>) {
    const clock = manualClock();
    t = await buildTestApp({}, { clock });
    const url = await listen(t);
    const puzzle = await createPuzzle(t, { puzzleType: 'jigsaw', pieces: '12' }, { width: 400, height: 300 });
    await keep?.(puzzle.id);
    const started = await startParty(t, puzzle.id);
    const join = async (token: string, name?: string) => {
      const player = new PartyClient(url);
      clients.push(player);
      await player.connected();
      const ack = await player.join({ partyId: started.partyId, token, ...(name !== undefined && { name }) });
      if (!ack.ok) throw new Error(ack.error);
      return { player, ack };
    };
    return { clock, puzzle, started, join };
  }

  it('starts from the first deal around the board; two players solve it together, and the gift is solved with the board kept', async () => {
    const { clock, puzzle, started, join } = await setup();
    const { player: host, ack } = await join(started.hostKey);
    const { player: ann } = await join(started.inviteToken, 'Ann');
    const board = await getBoard(t, puzzle.id);
    const jigsaw = board.jigsaw!;
    expect(ack.ok && ack.snapshot.board).toEqual({ kind: 'jigsaw', save: saveWithPlaced(jigsaw, 0) });
    expect(ack.ok && ack.snapshot.puzzle).toMatchObject({ puzzleType: 'jigsaw', jigsaw: { pieces: 12, rows: jigsaw.rows, columns: jigsaw.columns, seed: jigsaw.seed } });

    const count = pieceCount(gridOf(jigsaw));
    // Pieces placed two at a time, one by each player, from the same view.
    for (let piece = 0; piece < count; piece += 2) {
      clock.advance(200);
      const seq = host.seq;
      const moves = [host.move(placeMove(host.board as JigsawParty, piece), seq)];
      if (piece + 1 < count) moves.push(ann.move(placeMove(ann.board as JigsawParty, piece + 1), seq));
      const acks = await Promise.all(moves);
      for (const moved of acks) if (!moved.ok) throw new Error(moved.error);
      await Promise.all([host.caughtUp(seq + acks.length), ann.caughtUp(seq + acks.length)]);
    }
    const server = await serverBoard(t, started.partyId);
    expect(server.status).toBe('solved');
    expect(isPartyBoardSolved(server.board)).toBe(true);
    for (const copy of [host, ann]) expect(sameBoard(copy.board as PartyBoard, server.board)).toBe(true);
    const reveal = await ann.next<SolvedBody>('party:solved');
    expect(reveal.message).toBe('Happy birthday, Sam! Dinner is on me this Friday.');
    const after = await getBoard(t, puzzle.id);
    expect(after.solved).toBe(true);
    expect(after.jigsaw?.resume).toEqual((server.board as JigsawParty).save);
  });

  it('refuses a move on a piece someone moved first, and a group someone holds', async () => {
    const { clock, started, join } = await setup();
    const { player: host } = await join(started.hostKey);
    const { player: ann } = await join(started.inviteToken, 'Ann');
    const view = ann.board as JigsawParty;
    const [first, second] = await Promise.all([host.move(placeMove(view, 0)), ann.move(placeMove(view, 0))]);
    expect([first, second].filter((moved) => !moved.ok)).toEqual([{ ok: false, refusal: 'conflict', error: 'Someone else moved that piece first.', seq: 1 }]);
    await Promise.all([host.caughtUp(1), ann.caughtUp(1)]);
    // A piece held by the host is no one else's to move until it is released.
    clock.advance(200);
    expect((await host.move(placeMove(host.board as JigsawParty, 1))).ok).toBe(true);
    await Promise.all([host.caughtUp(2), ann.caughtUp(2)]);
    expect(await host.socket.timeout(5_000).emitWithAck('party:hold', { piece: 3 })).toEqual({ ok: true });
    expect(await ann.move(placeMove(ann.board as JigsawParty, 3))).toMatchObject({ ok: false, refusal: 'held' });
    host.socket.emit('party:release');
    await ann.next<unknown[]>('party:holds', (holds) => holds.length === 0);
    expect((await ann.move(placeMove(ann.board as JigsawParty, 3))).ok).toBe(true);
  });

  it('starts from the recipient’s kept save, and an ended party leaves its board as the recipient’s progress', async () => {
    let kept: unknown = null;
    const { clock, puzzle, started, join } = await setup(async (id) => {
      const jigsaw = (await getBoard(t, id)).jigsaw!;
      kept = saveWithPlaced(jigsaw, 3);
      expect((await postSave(t, id, kept, 'progress')).statusCode).toBe(200);
    });
    const { player: host, ack } = await join(started.hostKey);
    expect(ack.ok && ack.snapshot.board).toEqual({ kind: 'jigsaw', save: kept });
    clock.advance(200);
    expect((await host.move(placeMove(host.board as JigsawParty, 5))).ok).toBe(true);
    expect(await host.socket.timeout(5_000).emitWithAck('party:end')).toEqual({ ok: true });
    const server = await serverBoard(t, started.partyId);
    expect(server.status).toBe('ended');
    expect((await getBoard(t, puzzle.id)).jigsaw?.resume).toEqual((server.board as JigsawParty).save);
    // A new party starts from there.
    const again = await startParty(t, puzzle.id);
    expect(again.partyId).not.toBe(started.partyId);
  });
});
