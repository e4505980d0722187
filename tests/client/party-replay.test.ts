import { describe, expect, it } from 'vitest';
import type { PartyMoved, PartyPuzzle } from '../../contract/party';
import { solvedOrder } from '../../game/rules/board';
import { dealBoard, isLocked } from '../../game/rules/jigsaw';
import { jigsawOf, partyJigsaw, REPLAY_MAX_MS, type PartyBoard } from '../../game/rules/party';
import { dropMove } from '../../client/features/party/jigsaw/party-moves';
import { frameAt, replayFrames } from '../../client/features/party/replay/replay-frames';
import { boardProgress, pictureSize } from '../../client/features/party/replay/PartyBoardPicture';

const START: PartyBoard = { kind: 'swap', order: [1, 0, 3, 2] }; // 2 x 2, two swaps from solved
const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 12, 0, seconds)).toISOString();
const moved = (seq: number, a: number, b: number, tiles: [number, number], seconds: number): PartyMoved => ({
  seq,
  playerId: seq % 2 ? 'p1' : 'p2',
  move: { kind: 'swap', a, b, tiles },
  at: at(seconds),
});

describe('the replay', () => {
  it('plays every stored move from the deal to the solved board, in seq order', () => {
    const moves = [moved(2, 2, 3, [3, 2], 5), moved(1, 0, 1, [1, 0], 2)]; // arrived out of order
    const frames = replayFrames({ start: START, moves });
    expect(frames.boards).toEqual([START, { kind: 'swap', order: [0, 1, 3, 2] }, { kind: 'swap', order: solvedOrder(4) }]);
    expect(frames.times).toEqual([0, 1500]); // a 3 s pause shrinks to 1.5 s
    expect(frameAt(frames, -1)).toBe(0); // the deal, before the first move
    expect(frameAt(frames, 0)).toBe(1);
    expect(frameAt(frames, 1499)).toBe(1);
    expect(frameAt(frames, 1500)).toBe(2);
    expect(frameAt(frames, 60_000)).toBe(2);
  });

  it('fits a long game into 20 s', () => {
    let order = [1, 0, 3, 2];
    const moves: PartyMoved[] = [];
    for (let seq = 1; seq <= 400; seq++) {
      const tiles: [number, number] = [order[0]!, order[1]!];
      moves.push(moved(seq, 0, 1, tiles, seq)); // one a second: 400 s of play
      order = [order[1]!, order[0]!, order[2]!, order[3]!];
    }
    const frames = replayFrames({ start: START, moves });
    expect(frames.boards).toHaveLength(401);
    expect(frames.length).toBeLessThanOrEqual(REPLAY_MAX_MS);
    expect(frames.length).toBeGreaterThan(REPLAY_MAX_MS - 100);
  });

  it('skips a stored move the rules do not take rather than stopping', () => {
    const frames = replayFrames({ start: START, moves: [moved(1, 0, 1, [3, 3], 1), moved(2, 0, 1, [1, 0], 2)] });
    expect(frames.boards).toHaveLength(2);
  });

  it('plays a jigsaw’s drops as the referee applied them', () => {
    const grid = { rows: 2, columns: 3 };
    const start = partyJigsaw(grid, false, dealBoard(grid, 5, 'around', false)) as Extract<PartyBoard, { kind: 'jigsaw' }>;
    const first = dropMove(jigsawOf(start), 0, { x: 0.5, y: 0.5 })!;
    const frames1 = replayFrames({ start, moves: [{ seq: 1, playerId: 'p1', move: first, at: at(1) }] });
    const afterFirst = frames1.boards[1] as typeof start;
    const second = dropMove(jigsawOf(afterFirst), 1, { x: 1.5, y: 0.5 })!;
    const frames = replayFrames({ start, moves: [{ seq: 1, playerId: 'p1', move: first, at: at(1) }, { seq: 2, playerId: 'p2', move: second, at: at(2) }] });
    expect(frames.boards).toHaveLength(3);
    const last = jigsawOf(frames.boards[2] as typeof start);
    expect(isLocked(last, 0) && isLocked(last, 1)).toBe(true);
    expect(last.groups[1]).toBe(last.groups[0]);
  });

  it('has nothing to play for a party without moves', () => {
    const frames = replayFrames({ start: START, moves: [] });
    expect(frames).toEqual({ boards: [START], times: [], length: 0 });
    expect(frameAt(frames, 100)).toBe(0);
  });
});

describe('the read-only board', () => {
  it('says how far the board has come', () => {
    expect(boardProgress(START)).toMatchObject({ done: 0, total: 4, solved: false, words: '0 of 4 tiles in place' });
    expect(boardProgress({ kind: 'swap', order: solvedOrder(4) })).toMatchObject({ done: 4, solved: true });
  });

  it('keeps a swap’s picture shape, within the window’s height', () => {
    const puzzle = { puzzleType: 'swap', width: 800, height: 600 } as PartyPuzzle;
    expect(pictureSize(puzzle, 400, 900)).toEqual({ width: 400, height: 300 });
    const tall = { puzzleType: 'swap', width: 600, height: 1200 } as PartyPuzzle;
    expect(pictureSize(tall, 400, 600)).toEqual({ width: 195, height: 390 });
  });
});
