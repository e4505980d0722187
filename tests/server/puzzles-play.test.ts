import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inPlaceCount, isSolved, replay, type Move } from '../../game/rules/board';
import type { PuzzleBoard } from '../../contract/schemas/puzzles';
import { buildTestApp, manualClock, type TestApp } from './helpers/app';
import { createPuzzle, getBoard, playMilestones, postMoves, solvingMoves } from './helpers/puzzles';
import { mailTo, startSmtpServer, type TestSmtpServer } from './helpers/smtp';
import { listPuzzleEvents } from '../../server/repos/puzzle-events';

const MESSAGE = 'Meet me at the old oak tree at noon. Bring cake!';

const eventKinds = async (t: TestApp, id: string) => playMilestones(await listPuzzleEvents(t.app.db, id)).map((event) => event.kind);
const outboxSubjects = async (t: TestApp) => (await t.app.db.selectFrom('outbox').select('subject').orderBy('id').execute()).map((row) => row.subject);

/** The first moves of a solution that bring at least half the pieces home. */
function movesToHalfway(board: PuzzleBoard): Move[] {
  const all = solvingMoves(board.shuffle);
  for (let count = 1; count <= all.length; count++) {
    const order = replay(board.shuffle, all.slice(0, count));
    if (order && inPlaceCount(order) * 2 >= order.length) return all.slice(0, count);
  }
  throw new Error('unreachable: the full solution is solved');
}

describe('GET /api/puzzles/:id', () => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('answers 404 "Puzzle not found!" for an unknown id', async () => {
    t = await buildTestApp();
    const response = await t.request({ method: 'GET', url: '/api/puzzles/AAAAAAAAAAAAAAAA' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'puzzle-not-found', message: 'Puzzle not found!' });
  });

  it('gives the board and a server-issued shuffle, never the message, addresses or token', async () => {
    t = await buildTestApp();
    const { id, watchToken } = await createPuzzle(t, { message: MESSAGE, gridSize: '4', isPublic: 'false', fontStyle: 'Impact' });
    const response = await t.request({ method: 'GET', url: `/api/puzzles/${id}` });
    expect(response.statusCode).toBe(200);
    for (const secret of [MESSAGE, 'Meet me', watchToken, 'alex@example.com', 'sam@example.com']) {
      expect(response.body).not.toContain(secret);
    }
    const board = response.json<PuzzleBoard>();
    expect(board).toMatchObject({
      id,
      width: 300,
      height: 300,
      gridSize: 4,
      fontStyle: 'Impact',
      isPublic: false,
      senderName: 'Alex Sender',
      recipientName: 'Sam Recipient',
      solved: false,
    });
    expect(board.imageUrl).toMatch(/^\/media\/puzzles\/[A-Za-z0-9_-]+\.jpg$/);
    expect([...board.shuffle].sort((a, b) => a - b)).toEqual(Array.from({ length: 16 }, (_, i) => i));
    expect(isSolved(board.shuffle)).toBe(false);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('issues the same shuffle again for a side, and its own shuffle for each side', async () => {
    t = await buildTestApp();
    const { id } = await createPuzzle(t);
    const first = await getBoard(t, id);
    const again = await getBoard(t, id, 3);
    expect(again.shuffle).toEqual(first.shuffle);
    for (const side of [4, 5, 10]) {
      const board = await getBoard(t, id, side);
      expect(board.gridSize).toBe(side);
      expect(board.shuffle).toHaveLength(side * side);
      expect(new Set(board.shuffle).size).toBe(side * side);
    }
    const invalid = await t.request({ method: 'GET', url: `/api/puzzles/${id}?gridSize=7` });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('gridSize must be one of 3, 4, 5, 10.');
  });

  it("records 'opened' the first time only", async () => {
    t = await buildTestApp();
    const { id } = await createPuzzle(t);
    await getBoard(t, id);
    await getBoard(t, id, 5);
    expect(await eventKinds(t, id)).toEqual(['opened']);
  });
});

describe('POST /api/puzzles/:id/moves and /solve', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => smtp.close());
  afterEach(async () => t?.close());

  it("reports progress and records 'first-move' and 'halfway' once each", async () => {
    t = await buildTestApp();
    const { id } = await createPuzzle(t, { gridSize: '5' });
    const board = await getBoard(t, id);

    const none = await postMoves(t, id, 5, [], 'moves');
    expect(none.json()).toEqual({ inPlace: inPlaceCount(board.shuffle), total: 25 });
    expect(await eventKinds(t, id)).toEqual(['opened']);

    const solution = solvingMoves(board.shuffle);
    const one = await postMoves(t, id, 5, solution.slice(0, 1), 'moves');
    expect(one.json()).toEqual({ inPlace: inPlaceCount(replay(board.shuffle, solution.slice(0, 1)) ?? []), total: 25 });
    expect(await eventKinds(t, id)).toEqual(['opened', 'first-move']);

    const halfway = movesToHalfway(board);
    const before = halfway.slice(0, -1);
    if (before.length > 1) {
      await postMoves(t, id, 5, before, 'moves');
      expect(await eventKinds(t, id)).toEqual(['opened', 'first-move']); // not yet half
    }
    const half = await postMoves(t, id, 5, halfway, 'moves');
    expect(half.json<{ inPlace: number }>().inPlace * 2).toBeGreaterThanOrEqual(25);
    await postMoves(t, id, 5, halfway, 'moves');
    expect(await eventKinds(t, id)).toEqual(['opened', 'first-move', 'halfway']);
  });

  it('refuses moves that are not swaps on that board', async () => {
    t = await buildTestApp();
    const { id } = await createPuzzle(t);
    for (const moves of [[[0, 9]], [[3, 3]]]) {
      const response = await t.request({ method: 'POST', url: `/api/puzzles/${id}/moves`, payload: { gridSize: 3, moves } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid-move', message: 'A move is not a valid swap on this board.' });
    }
    const badShape = await t.request({ method: 'POST', url: `/api/puzzles/${id}/solve`, payload: { gridSize: 3, moves: [[0]] } });
    expect(badShape.statusCode).toBe(400);
    const unknown = await postMoves(t, 'BBBBBBBBBBBBBBBB', 3, [], 'solve');
    expect(unknown.statusCode).toBe(404);
    expect(await eventKinds(t, id)).toEqual([]);
  });

  it('keeps the message until the replayed moves solve the issued shuffle', async () => {
    t = await buildTestApp();
    const { id } = await createPuzzle(t, { message: MESSAGE });
    const board = await getBoard(t, id);
    const solution = solvingMoves(board.shuffle);

    for (const moves of [[], solution.slice(0, -1), [...solution, [0, 1] as Move]]) {
      const response = await postMoves(t, id, 3, moves, 'solve');
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code: 'not-solved', message: 'The puzzle is not solved yet.' });
      expect(response.body).not.toContain(MESSAGE);
    }
    // The solution of another side's shuffle does not solve this side.
    const other = await getBoard(t, id, 4);
    const wrongSide = await postMoves(t, id, 3, solvingMoves(other.shuffle).filter(([a, b]) => a < 9 && b < 9), 'solve');
    expect(wrongSide.statusCode === 422 || wrongSide.statusCode === 400).toBe(true);
    expect(wrongSide.body).not.toContain(MESSAGE);
    expect(await eventKinds(t, id)).not.toContain('solved');
    expect((await outboxSubjects(t))).toHaveLength(2);
  });

  it('reveals the message for a real solve, records it once and mails a receipt to the sender', async () => {
    const clock = manualClock();
    t = await buildTestApp({ SMTP_URL: smtp.url }, { clock });
    const { id } = await createPuzzle(t, { message: MESSAGE, fontStyle: 'Comic Sans MS' });
    const board = await getBoard(t, id);
    clock.advance(60_000);

    const solved = await postMoves(t, id, 3, solvingMoves(board.shuffle), 'solve');
    expect(solved.statusCode).toBe(200);
    expect(solved.json()).toEqual({ message: MESSAGE, fontStyle: 'Comic Sans MS', card: null, replyToken: expect.stringMatching(`^${id}\\.`) }); // a gift has no card back
    const row = await t.app.db.selectFrom('puzzles').select('solved_at').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.solved_at).toBe(clock());
    // A client that never reported progress still gets the whole story, in order.
    expect(await eventKinds(t, id)).toEqual(['opened', 'first-move', 'halfway', 'solved']);
    expect((await outboxSubjects(t))).toEqual([
      'Alex Sender sent you a puzzle gift',
      'Your puzzle gift for Sam Recipient is on its way',
      'Sam Recipient solved your puzzle!',
    ]);

    // Asking again (e.g. after a reload) shows the message again, without a second receipt or event.
    const again = await postMoves(t, id, 3, solvingMoves(board.shuffle), 'solve');
    expect(again.statusCode).toBe(200);
    expect((await outboxSubjects(t))).toHaveLength(3);
    expect(await eventKinds(t, id)).toEqual(['opened', 'first-move', 'halfway', 'solved']);
    expect((await getBoard(t, id)).solved).toBe(true);

    await t.app.outbox.flush();
    const receipt = await smtp.nextMail((mail) => mail.subject === 'Sam Recipient solved your puzzle!');
    expect(mailTo(receipt)).toEqual(['alex@example.com']);
    expect(receipt.text).toContain('Sam Recipient has just completed your puzzle');
    expect(receipt.text).not.toContain(MESSAGE);
  });

  it('verifies a solve on the side the recipient chose', async () => {
    t = await buildTestApp();
    const { id } = await createPuzzle(t, { message: MESSAGE, gridSize: '3' });
    const board = await getBoard(t, id, 10);
    const response = await postMoves(t, id, 10, solvingMoves(board.shuffle), 'solve');
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(MESSAGE);
  });

  it('escapes the names in the HTML of the mails', async () => {
    t = await buildTestApp();
    const { id } = await createPuzzle(t, { senderName: '<b>Al</b>', recipientName: 'Sam & "Co"' });
    const board = await getBoard(t, id);
    await postMoves(t, id, 3, solvingMoves(board.shuffle), 'solve');
    const html = (await t.app.db.selectFrom('outbox').select('html_body').execute()).map((row) => row.html_body);
    expect(html).toHaveLength(3);
    for (const body of html) {
      expect(body).not.toContain('<b>Al</b>');
      expect(body).not.toContain('Sam & "Co"');
    }
    expect(html.join('')).toContain('&lt;b&gt;Al&lt;/b&gt;');
  });
});
