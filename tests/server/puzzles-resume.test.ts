import { afterEach, describe, expect, it } from 'vitest';
import { isSolved, replay, type Move } from '../../game/rules/board';
import { buildTestApp, type TestApp } from './helpers/app';
import { itOnce } from './helpers/test-database';
import { createCard } from './helpers/cards';
import { createPuzzle, getBoard, postMoves, solvingMoves } from './helpers/puzzles';

const MESSAGE = 'The spare key is under the blue flowerpot.';

/**
 * Resume anywhere: the moves a recipient makes are kept by the server, so the same link
 * continues the same board in any browser. Every request here carries no cookie, as a
 * second browser or device would not.
 */
describe('a board in progress, continued in another browser', () => {
  let t: TestApp;
  afterEach(async () => t?.close());

  /** Keeps the board's place in a row written as another version (or a hand edit) might have left it. */
  const keepRow = (id: string, gridSize: number, moves: string) =>
    t.app.db.insertInto('puzzle_progress').values({ puzzle_id: id, grid_size: gridSize, moves, updated_at: 1 }).execute();

  it('is fresh until a move is made, then carries the moves from the same shuffle', async () => {
    t = await buildTestApp();
    const { id } = await createPuzzle(t, { gridSize: '4' });
    const first = await getBoard(t, id);
    expect(first.resume).toBeNull();

    const moves = solvingMoves(first.shuffle).slice(0, 3);
    expect((await postMoves(t, id, 4, moves, 'moves')).statusCode).toBe(200);
    const second = await getBoard(t, id);
    expect(second).toEqual({ ...first, resume: { moves } });
    expect(replay(second.shuffle, second.resume?.moves ?? [])).toEqual(replay(first.shuffle, moves));

    // Every report replaces the list: the board is where the last one left it.
    const more = solvingMoves(first.shuffle).slice(0, 5);
    await postMoves(t, id, 4, more, 'moves');
    expect((await getBoard(t, id)).resume).toEqual({ moves: more });
  });

  it('opens at the side the moves were made at, and a side asked for is fresh unless it is that one', async () => {
    t = await buildTestApp();
    const { id } = await createPuzzle(t, { gridSize: '3' });
    const five = await getBoard(t, id, 5);
    const moves = solvingMoves(five.shuffle).slice(0, 2);
    await postMoves(t, id, 5, moves, 'moves');

    const resumed = await getBoard(t, id); // no side asked for: the board in progress
    expect(resumed).toMatchObject({ gridSize: 5, shuffle: five.shuffle, resume: { moves } });
    expect(await getBoard(t, id, 5)).toEqual(resumed);
    const three = await getBoard(t, id, 3); // another size: its own fresh shuffle
    expect(three).toMatchObject({ gridSize: 3, resume: null });
    expect(three.shuffle).toHaveLength(9);

    // Playing the other size replaces the kept board; the first size is fresh again.
    const threeMoves = solvingMoves(three.shuffle).slice(0, 1);
    await postMoves(t, id, 3, threeMoves, 'moves');
    expect(await getBoard(t, id)).toMatchObject({ gridSize: 3, resume: { moves: threeMoves } });
    expect(await getBoard(t, id, 5)).toMatchObject({ gridSize: 5, shuffle: five.shuffle, resume: null });
  });

  it('starts over with an empty list: the issued shuffle, at the sender’s side', async () => {
    t = await buildTestApp();
    const { id } = await createPuzzle(t, { gridSize: '3' });
    const fresh = await getBoard(t, id);
    const four = await getBoard(t, id, 4);
    await postMoves(t, id, 4, solvingMoves(four.shuffle).slice(0, 2), 'moves');
    expect((await getBoard(t, id)).gridSize).toBe(4);

    const startOver = await postMoves(t, id, 4, [], 'moves');
    expect(startOver.statusCode).toBe(200);
    expect(await getBoard(t, id)).toEqual(fresh);
    expect(await t.app.db.selectFrom('puzzle_progress').selectAll().execute()).toEqual([]);
  });

  itOnce.each([
    { name: 'a position off the board', gridSize: 3, moves: '[[0,9]]' },
    { name: 'a piece swapped with itself', gridSize: 3, moves: '[[2,2]]' },
    { name: 'a side the game has not', gridSize: 7, moves: '[[0,1]]' },
    { name: 'moves that are not pairs', gridSize: 3, moves: '[[0,1,2]]' },
    { name: 'text that is not JSON', gridSize: 3, moves: '[[0,1],' },
    { name: 'an empty list', gridSize: 4, moves: '[]' },
  ])('never serves kept moves that are not legal on the board: $name', async ({ gridSize, moves }) => {
    t = await buildTestApp();
    const { id } = await createPuzzle(t, { gridSize: '3' });
    const fresh = await getBoard(t, id);
    await keepRow(id, gridSize, moves);
    expect(await getBoard(t, id)).toEqual(fresh);
    expect((await getBoard(t, id, gridSize === 7 ? 3 : gridSize)).resume).toBeNull();
  });

  it('keeps nothing from a report it refuses', async () => {
    t = await buildTestApp();
    const { id } = await createPuzzle(t);
    const board = await getBoard(t, id);
    const moves = solvingMoves(board.shuffle).slice(0, 1);
    await postMoves(t, id, 3, moves, 'moves');
    expect((await postMoves(t, id, 3, [...moves, [4, 4]], 'moves')).statusCode).toBe(400);
    expect((await getBoard(t, id)).resume).toEqual({ moves });
  });

  it('keeps the solving moves: another browser sees the finished board, and the message only for a replayed solve', async () => {
    t = await buildTestApp();
    const { id } = await createPuzzle(t, { message: MESSAGE });
    const board = await getBoard(t, id);
    const solution = solvingMoves(board.shuffle);
    await postMoves(t, id, 3, solution.slice(0, 1), 'moves');
    expect((await postMoves(t, id, 3, solution, 'solve')).statusCode).toBe(200);
    // A progress report sent before the solve but arriving after it does not take the board back.
    await postMoves(t, id, 3, solution.slice(0, -1), 'moves');

    const response = await t.request({ method: 'GET', url: `/api/puzzles/${id}` });
    expect(response.body).not.toContain(MESSAGE);
    const elsewhere = response.json<typeof board>();
    expect(elsewhere).toMatchObject({ solved: true, resume: { moves: solution } });
    expect(isSolved(replay(elsewhere.shuffle, elsewhere.resume?.moves ?? []) ?? [])).toBe(true);

    const again = await postMoves(t, id, 3, elsewhere.resume?.moves ?? [], 'solve');
    expect(again.json()).toMatchObject({ message: MESSAGE });
    const short = await postMoves(t, id, 3, solution.slice(0, -1), 'solve');
    expect(short.statusCode).toBe(422);
    expect(short.body).not.toContain(MESSAGE);
  });

  it('takes a different list of the same length or shorter: another device played on from an earlier point', async () => {
    t = await buildTestApp();
    const { id } = await createPuzzle(t, { gridSize: '4' });
    const board = await getBoard(t, id);
    const solution = solvingMoves(board.shuffle);
    await postMoves(t, id, 4, solution.slice(0, 3), 'moves');
    const branch: Move[] = [...solution.slice(0, 1), [solution[1]![1], solution[1]![0]]]; // the same swap, named the other way
    await postMoves(t, id, 4, branch, 'moves');
    expect((await getBoard(t, id)).resume).toEqual({ moves: branch });
  });

  it('continues a puzzle card the same way', async () => {
    t = await buildTestApp();
    const card = await createCard(t, 'greeting');
    const board = await getBoard(t, card.id);
    expect(board).toMatchObject({ kind: 'card', resume: null });
    const moves = solvingMoves(board.shuffle).slice(0, 2);
    await postMoves(t, card.id, board.gridSize, moves, 'moves');
    expect(await getBoard(t, card.id)).toEqual({ ...board, resume: { moves } });
  });

  it('is read afresh on every load: the read cache never serves an older board', async () => {
    t = await buildTestApp();
    const { id } = await createPuzzle(t);
    const board = await getBoard(t, id); // now cached
    const moves = solvingMoves(board.shuffle).slice(0, 2);
    await postMoves(t, id, 3, moves, 'moves');
    expect((await getBoard(t, id)).resume).toEqual({ moves });
    // Another process keeps the first moves of a board this one has cached, and says so (with Redis:
    // 'puzzle:changed', tests/server/cluster.test.ts); from then on the moves are read here too.
    const other = await createPuzzle(t);
    const otherBoard = await getBoard(t, other.id);
    await keepRow(other.id, 3, JSON.stringify(solvingMoves(otherBoard.shuffle).slice(0, 1)));
    expect((await getBoard(t, other.id)).resume).toBeNull(); // not told yet: no query for a board never played
    t.app.puzzles.context.cache.forget(other.id);
    expect((await getBoard(t, other.id)).resume?.moves).toHaveLength(1);
  });
});
