import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { START_OVER, saveIsSolved, type JigsawSave } from '../../game/rules/jigsaw';
import type { JigsawBoardInfo } from '../../contract/schemas/jigsaw';
import type { PuzzleBoard } from '../../contract/schemas/puzzles';
import { listPuzzleEvents } from '../../server/repos/puzzle-events';
import { jigsawSeed } from '../../server/puzzles/shuffle';
import { buildTestApp, manualClock, type TestApp } from './helpers/app';
import { describeOnce, itOnce } from './helpers/test-database';
import { cardBody, createCard, generateImage } from './helpers/cards';
import { solidJpeg } from './helpers/images';
import { gridOf, postSave, saveWithPlaced } from './helpers/jigsaw';
import { puzzleForm, validPuzzleFields } from './helpers/multipart';
import { connectWatcher, createPuzzle, getBoard, listen, playMilestones, postMoves, solvingMoves } from './helpers/puzzles';
import { tempFilesOf } from './helpers/temp-uploads';

const MESSAGE = 'Every piece of this is for you.';
const JIGSAW = { puzzleType: 'jigsaw', message: MESSAGE } as const;

const eventKinds = async (t: TestApp, id: string) => playMilestones(await listPuzzleEvents(t.app.db, id)).map((event) => event.kind);
const progressRows = (t: TestApp) => t.app.db.selectFrom('puzzle_progress').selectAll().execute();
const outboxSubjects = async (t: TestApp) => (await t.app.db.selectFrom('outbox').select('subject').orderBy('id').execute()).map((row) => row.subject);

/** A jigsaw gift and its board answer's jigsaw. */
async function jigsawGift(t: TestApp, fields: Record<string, string> = {}): Promise<{ id: string; board: PuzzleBoard; jigsaw: JigsawBoardInfo }> {
  const { id } = await createPuzzle(t, { ...JIGSAW, ...fields });
  const board = await getBoard(t, id);
  if (!board.jigsaw) throw new Error('a jigsaw gift answered no jigsaw');
  return { id, board, jigsaw: board.jigsaw };
}

function sendForm(t: TestApp, fields: Record<string, string | undefined>, photo: { width: number; height: number } = { width: 300, height: 300 }) {
  return solidJpeg(photo.width, photo.height).then((data) =>
    t.request({ method: 'POST', url: '/api/puzzles', payload: puzzleForm(validPuzzleFields(fields), { data }) }),
  );
}

/** Nothing of a refused gift may remain: no row, no stored picture, no temp file, no mail. */
async function expectNothingStored(t: TestApp) {
  const uploads = path.join(t.dataDir, 'uploads', 'puzzles');
  expect(await t.app.db.selectFrom('puzzles').select('id').execute()).toEqual([]);
  expect(fs.existsSync(uploads) ? fs.readdirSync(uploads) : []).toEqual([]);
  expect(tempFilesOf(t)).toEqual([]);
  expect(await outboxSubjects(t)).toEqual([]);
}

describe('creating a jigsaw', () => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('stores the type, the count (24 unless chosen) and rotation; earlier gifts and plain forms stay tile swaps', async () => {
    t = await buildTestApp();
    const swap = await createPuzzle(t);
    const plain = await createPuzzle(t, { puzzleType: 'jigsaw' });
    const chosen = await createPuzzle(t, { puzzleType: 'jigsaw', pieces: '48', rotation: 'true' });
    const rows = await t.app.db.selectFrom('puzzles').select(['id', 'puzzle_type', 'pieces', 'rotation']).execute();
    const byId = Object.fromEntries(rows.map((row) => [row.id, { type: row.puzzle_type, pieces: row.pieces, rotation: Number(row.rotation) }]));
    expect(byId[swap.id]).toEqual({ type: 'swap', pieces: null, rotation: 0 });
    expect(byId[plain.id]).toEqual({ type: 'jigsaw', pieces: 24, rotation: 0 });
    expect(byId[chosen.id]).toEqual({ type: 'jigsaw', pieces: 48, rotation: 1 });
  });

  it.each([
    [{ pieces: '24' }, 'pieces is only for a jigsaw.'],
    [{ rotation: 'false' }, 'rotation is only for a jigsaw.'],
    [{ puzzleType: 'swap', pieces: '12' }, 'pieces is only for a jigsaw.'],
    [{ puzzleType: 'maze' }, 'puzzleType must be swap or jigsaw.'],
    [{ puzzleType: 'jigsaw', pieces: '25' }, 'pieces must be 12, 24, 48, 96, 150 or 300.'],
    [{ puzzleType: 'jigsaw', rotation: 'yes' }, 'rotation must be true or false.'],
  ])('refuses %j with a clear 400, storing nothing', async (fields, message) => {
    t = await buildTestApp();
    const response = await sendForm(t, fields);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid-field', message });
    await expectNothingStored(t);
  });

  it('offers only the counts whose pieces stay 40 px on the stored photo, and stores nothing for another', async () => {
    t = await buildTestApp();
    const tooMany = await sendForm(t, { puzzleType: 'jigsaw', pieces: '96' }); // 300 x 300: 10 x 10 pieces of 30 px
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ code: 'invalid-field', message: 'This photo is too small for 96 pieces: choose at most 48.' });
    await expectNothingStored(t);
    const tiny = await sendForm(t, { puzzleType: 'jigsaw', pieces: '12' }, { width: 100, height: 100 });
    expect(tiny.json()).toMatchObject({ message: 'This photo is too small for a jigsaw: choose a tile swap.' });
    await expectNothingStored(t);
    // A large photo is judged on its stored size: 1600 x 1200 offers 300, and its whole save fits a request.
    const large = await sendForm(t, { ...JIGSAW, pieces: '300', rotation: 'true' }, { width: 2000, height: 1500 });
    expect(large.statusCode).toBe(201);
    const jigsaw = (await getBoard(t, large.json().id)).jigsaw as JigsawBoardInfo;
    expect(jigsaw).toMatchObject({ pieces: 300, rows: 15, columns: 20 });
    expect((await postSave(t, large.json().id, saveWithPlaced(jigsaw, 150), 'progress')).json()).toEqual({ merged: 149, needed: 299 });
    expect((await postSave(t, large.json().id, saveWithPlaced(jigsaw, 300), 'solve')).json().message).toBe(MESSAGE);
  });
});

describeOnce('a jigsaw’s board answer', () => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('carries the grid, the seed of the cut and rotation; a tile swap answers no jigsaw', async () => {
    t = await buildTestApp();
    const { id, board, jigsaw } = await jigsawGift(t, { pieces: '24', rotation: 'true' });
    const row = await t.app.db.selectFrom('puzzles').select('shuffle_seed').where('id', '=', id).executeTakeFirstOrThrow();
    expect(board.puzzleType).toBe('jigsaw');
    expect(jigsaw).toEqual({ pieces: 24, rows: 5, columns: 5, seed: jigsawSeed(row.shuffle_seed), rotation: true, resume: null });
    expect(board.resume).toBeNull();
    expect(JSON.stringify(board)).not.toContain(MESSAGE);
    expect((await getBoard(t, id)).jigsaw?.seed).toBe(jigsaw.seed); // the same cut on every load

    const swap = await getBoard(t, (await createPuzzle(t)).id);
    expect(swap).toMatchObject({ puzzleType: 'swap', jigsaw: null, gridSize: 3 });
  });

  it('refuses a grid size: the count is its creator’s', async () => {
    t = await buildTestApp();
    const { id } = await jigsawGift(t);
    const response = await t.request({ method: 'GET', url: `/api/puzzles/${id}?gridSize=4` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: "A jigsaw's piece count is fixed by its creator." });
  });
});

describe('playing a jigsaw', () => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('reveals the message only for joins that connect every piece', async () => {
    const clock = manualClock();
    t = await buildTestApp({}, { clock });
    const { id, jigsaw } = await jigsawGift(t);
    for (const placed of [0, 1, 12, 24]) {
      const response = await postSave(t, id, saveWithPlaced(jigsaw, placed), 'solve');
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code: 'not-solved' });
      expect(response.body).not.toContain(MESSAGE);
    }
    expect(await eventKinds(t, id)).toEqual(['opened']);

    clock.advance(60_000);
    const solved = await postSave(t, id, saveWithPlaced(jigsaw, 25), 'solve');
    expect(solved.statusCode).toBe(200);
    expect(solved.json()).toEqual({ message: MESSAGE, fontStyle: 'cursive', card: null, replyToken: expect.stringMatching(`^${id}\\.`) });
    const row = await t.app.db.selectFrom('puzzles').select('solved_at').where('id', '=', id).executeTakeFirstOrThrow();
    expect(Number(row.solved_at)).toBe(clock());
    expect(await eventKinds(t, id)).toEqual(['opened', 'first-move', 'halfway', 'solved']);
    expect(await outboxSubjects(t)).toContain('Sam Recipient solved your puzzle!');
    expect((await getBoard(t, id)).solved).toBe(true);
  });

  it('records first move and halfway from the joins, once each', async () => {
    t = await buildTestApp();
    const { id, jigsaw } = await jigsawGift(t);
    const first = await postSave(t, id, saveWithPlaced(jigsaw, 2), 'progress');
    expect(first.json()).toEqual({ merged: 1, needed: 24 });
    expect(await eventKinds(t, id)).toEqual(['opened', 'first-move']);
    const almostHalf = await postSave(t, id, saveWithPlaced(jigsaw, 12), 'progress'); // 11 of 24 merges
    expect(almostHalf.json()).toEqual({ merged: 11, needed: 24 });
    expect(await eventKinds(t, id)).toEqual(['opened', 'first-move']);
    await postSave(t, id, saveWithPlaced(jigsaw, 13), 'progress');
    await postSave(t, id, saveWithPlaced(jigsaw, 20), 'progress');
    expect(await eventKinds(t, id)).toEqual(['opened', 'first-move', 'halfway']);
  });

  it('reaches the sender watching live, milestone by milestone, as a tile swap does', async () => {
    t = await buildTestApp();
    const url = await listen(t);
    const { id, watchToken } = await createPuzzle(t, JIGSAW);
    const sender = connectWatcher(url);
    try {
      await sender.connected();
      expect(await sender.watch(id, watchToken)).toMatchObject({ ok: true });
      const jigsaw = (await getBoard(t, id)).jigsaw as JigsawBoardInfo;
      await postSave(t, id, saveWithPlaced(jigsaw, 2), 'progress');
      await sender.nextEvent((event) => event.kind === 'first-move');
      await postSave(t, id, saveWithPlaced(jigsaw, 25), 'solve');
      await sender.nextEvent((event) => event.kind === 'solved');
      expect(playMilestones(sender.received).map((event) => event.kind)).toEqual(['opened', 'first-move', 'halfway', 'solved']);
    } finally {
      sender.close();
    }
  });

  it('demands every piece upright when rotation is allowed', async () => {
    t = await buildTestApp();
    const { id, jigsaw } = await jigsawGift(t, { rotation: 'true' });
    const solved = saveWithPlaced(jigsaw, 25);
    expect(solved.rotations).toHaveLength(25);
    const turned: JigsawSave = { ...solved, rotations: solved.rotations?.map(() => 1) };
    expect((await postSave(t, id, turned, 'solve')).statusCode).toBe(422);
    const { rotations: _dropped, ...noRotations } = solved;
    const missing = await postSave(t, id, noRotations, 'solve');
    expect(missing.json()).toMatchObject({ code: 'invalid-joins', message: 'Every piece needs its rotation.' });
    expect((await postSave(t, id, solved, 'solve')).json().message).toBe(MESSAGE);
  });

  it('refuses the other kind’s play: moves on a jigsaw, joins on a tile swap', async () => {
    t = await buildTestApp();
    const { id, board, jigsaw } = await jigsawGift(t);
    for (const action of ['moves', 'solve'] as const) {
      const response = await postMoves(t, id, 3, solvingMoves(board.shuffle), action);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'not-a-swap-board' });
      expect(response.body).not.toContain(MESSAGE);
    }
    const swap = await createPuzzle(t, { message: MESSAGE });
    for (const action of ['progress', 'solve'] as const) {
      const response = await postSave(t, swap.id, saveWithPlaced(jigsaw, 25), action);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'not-a-jigsaw' });
      expect(response.body).not.toContain(MESSAGE);
    }
    expect(await progressRows(t)).toEqual([]);
  });
});

describe('forged saves', () => {
  let t: TestApp;
  afterEach(async () => t?.close());

  const solved = (jigsaw: JigsawBoardInfo) => saveWithPlaced(jigsaw, 25);
  const cases: [string, (jigsaw: JigsawBoardInfo) => unknown, string][] = [
    ['joins between pieces that are not neighbours', (j) => ({ ...solved(j), joins: [[0, 6]] }), 'A join is between pieces that are not neighbours.'],
    ['a join across a row’s end', (j) => ({ ...solved(j), joins: [[4, 5]] }), 'A join is between pieces that are not neighbours.'],
    ['an unknown piece id', (j) => ({ ...solved(j), joins: [[24, 25]] }), 'A join names a piece this jigsaw does not have.'],
    ['more joins than the cut has', (j) => ({ ...solved(j), joins: Array.from({ length: 41 }, () => [0, 1]) }), 'There are more joins than this jigsaw has edges.'],
    ['a join listed twice', (j) => ({ ...solved(j), joins: [[0, 1], [1, 0]] }), 'A join is listed twice.'],
    ['rotations on a jigsaw without rotation', (j) => ({ ...solved(j), rotations: Array.from({ length: 25 }, () => 0) }), 'This jigsaw does not allow rotation.'],
    ['places of the wrong length', (j) => ({ ...solved(j), places: solved(j).places.slice(1) }), 'Every one of the 25 pieces needs a place.'],
    ['joined pieces that lie apart', (j) => ({ ...saveWithPlaced(j, 0), joins: [[0, 1]] }), 'Joined pieces must lie together.'],
  ];

  itOnce.each(cases)('refuses %s: 400, nothing revealed, nothing stored', async (_name, forge, message) => {
    t = await buildTestApp();
    const { id, jigsaw } = await jigsawGift(t);
    for (const action of ['progress', 'solve'] as const) {
      const response = await postSave(t, id, forge(jigsaw), action);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid-joins', message });
      expect(response.body).not.toContain(MESSAGE);
    }
    expect(await progressRows(t)).toEqual([]);
    expect(await eventKinds(t, id)).toEqual(['opened']);
    expect((await getBoard(t, id)).solved).toBe(false);
  });

  it('refuses saves the schema does not describe', async () => {
    t = await buildTestApp();
    const { id, jigsaw } = await jigsawGift(t);
    for (const save of [{ joins: [[0, 1, 2]], places: solved(jigsaw).places }, { ...solved(jigsaw), extra: 1 }, { joins: [[-1, 0]], places: [] }]) {
      const response = await postSave(t, id, save, 'solve');
      expect(response.statusCode).toBe(400);
      expect(response.body).not.toContain(MESSAGE);
    }
  });
});

describeOnce('resuming a jigsaw', () => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('serves the kept save to any device, and starting over forgets it', async () => {
    t = await buildTestApp();
    const { id, jigsaw } = await jigsawGift(t); // loaded before any progress: the read cache must learn of it
    const partial = saveWithPlaced(jigsaw, 7);
    expect((await postSave(t, id, partial, 'progress')).statusCode).toBe(200);
    expect((await getBoard(t, id)).jigsaw?.resume).toEqual(partial);

    const alone = saveWithPlaced(jigsaw, 1); // one piece in its place: no joins, and still kept
    expect((await postSave(t, id, alone, 'progress')).json()).toEqual({ merged: 0, needed: 24 });
    expect((await getBoard(t, id)).jigsaw?.resume).toEqual(alone);

    expect((await postSave(t, id, START_OVER, 'progress')).json()).toEqual({ merged: 0, needed: 24 });
    expect((await getBoard(t, id)).jigsaw?.resume).toBeNull();
    expect(await progressRows(t)).toEqual([]);
  });

  it('keeps the solved board: a late report does not take it back', async () => {
    t = await buildTestApp();
    const { id, jigsaw } = await jigsawGift(t);
    const solved = saveWithPlaced(jigsaw, 25);
    await postSave(t, id, solved, 'solve');
    expect((await postSave(t, id, saveWithPlaced(jigsaw, 20), 'progress')).statusCode).toBe(200);
    const resume = (await getBoard(t, id)).jigsaw?.resume;
    expect(resume).toEqual(solved);
    expect(saveIsSolved(gridOf(jigsaw), resume as JigsawSave)).toBe(true);
  });

  it('never serves a kept save that does not fit the jigsaw', async () => {
    t = await buildTestApp();
    const { id, jigsaw } = await jigsawGift(t);
    await postSave(t, id, saveWithPlaced(jigsaw, 3), 'progress');
    const forged = { ...saveWithPlaced(jigsaw, 25), joins: [[0, 6]] };
    await t.app.db.updateTable('puzzle_progress').set({ moves: JSON.stringify(forged) }).where('puzzle_id', '=', id).execute();
    expect((await getBoard(t, id)).jigsaw?.resume).toBeNull();
    await t.app.db.updateTable('puzzle_progress').set({ moves: 'not json' }).where('puzzle_id', '=', id).execute();
    expect((await getBoard(t, id)).jigsaw?.resume).toBeNull();
  });
});

describeOnce('a jigsaw card', () => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('is created, answered and solved like a jigsaw gift, with its back', async () => {
    t = await buildTestApp();
    const { id } = await createCard(t, 'greeting', { puzzleType: 'jigsaw', pieces: 150 });
    const board = await getBoard(t, id);
    expect(board).toMatchObject({ kind: 'card', puzzleType: 'jigsaw', jigsaw: { pieces: 150, rotation: false } });
    const jigsaw = board.jigsaw as JigsawBoardInfo;
    expect((await postSave(t, id, saveWithPlaced(jigsaw, 100), 'solve')).statusCode).toBe(422);
    const solved = await postSave(t, id, saveWithPlaced(jigsaw, jigsaw.rows * jigsaw.columns), 'solve');
    expect(solved.statusCode).toBe(200);
    expect(solved.json().card).toMatchObject({ cardType: 'greeting' });
  });

  it.each([
    [{ puzzleType: 'jigsaw', pieces: 300 }, 'This picture is too small for 300 pieces: choose at most 150.'],
    [{ pieces: 24 }, 'pieces is only for a jigsaw.'],
    [{ puzzleType: 'swap', rotation: true }, 'rotation is only for a jigsaw.'],
  ] as const)('refuses %j, sending nothing', async (overrides, message) => {
    t = await buildTestApp();
    const image = await generateImage(t);
    const response = await t.request({ method: 'POST', url: '/api/cards', payload: cardBody(image.imageId, 'greeting', overrides) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
    expect(await t.app.db.selectFrom('puzzles').select('id').execute()).toEqual([]);
    expect(await outboxSubjects(t)).toEqual([]);
  });

  it('refuses a count outside the list', async () => {
    t = await buildTestApp();
    const image = await generateImage(t);
    const response = await t.request({ method: 'POST', url: '/api/cards', payload: { ...cardBody(image.imageId, 'greeting'), puzzleType: 'jigsaw', pieces: 25 } });
    expect(response.statusCode).toBe(400);
    expect(await t.app.db.selectFrom('puzzles').select('id').execute()).toEqual([]);
  });
});
