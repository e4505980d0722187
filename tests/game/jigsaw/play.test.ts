import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../game/rules/random';
import {
  boardFromSave,
  dealBoard,
  dropPiece,
  isJigsawSolved,
  isLocked,
  joinsOf,
  neighboursOf,
  originFor,
  pieceCentre,
  pieceCount,
  placedCount,
  placeInSlot,
  rotatePiece,
  saveIsSolved,
  saveOf,
  saveProblem,
  scatterBoard,
  type BoardChange,
  type JigsawBoard,
  type JigsawGrid,
  type Point,
  type Turn,
} from '../../../game/rules/jigsaw';

/**
 * Long seeded games of random moves (drops beside a true neighbour, drops anywhere, turns,
 * slots, scatters), checking after every move what must always hold: a group lies and turns as
 * one, its id is its smallest piece, it is held together by neighbour joins, and the board saves
 * and restores as itself, a save the server would keep.
 */
function expectSound(board: JigsawBoard, rotation: boolean): void {
  const problems: string[] = []; // gathered, then one assertion: thousands of expect calls per move are slow
  board.groups.forEach((group, piece) => {
    const first = board.places[group] as Point;
    const place = board.places[piece] as Point;
    if (group > piece || board.groups[group] !== group) problems.push(`piece ${piece}: group ${group} is not its smallest piece`);
    if (place.x !== first.x || place.y !== first.y || board.turns[piece] !== board.turns[group]) problems.push(`piece ${piece} apart from its group`);
    if (isLocked(board, piece) && (place.x !== 0 || place.y !== 0)) problems.push(`piece ${piece} locked off its place`);
  });
  expect(problems).toEqual([]);
  const save = saveOf(board, rotation);
  expect(saveProblem(board.grid, save, rotation)).toBeNull();
  expect(boardFromSave(board.grid, save).groups).toEqual(board.groups); // groups are exactly their joins' components
  expect(saveIsSolved(board.grid, save)).toBe(isJigsawSolved(board));
}

/** Where `piece` fits `neighbour`'s group, in that group's rotation. */
function fitBeside(board: JigsawBoard, piece: number, neighbour: number): { centre: Point; turn: Turn } {
  const turn = board.turns[neighbour] as Turn;
  const place = board.places[neighbour] as Point;
  const origin = originFor(board.grid, piece, { x: 0, y: 0 }, turn); // minus the piece's offset
  return { centre: { x: place.x - origin.x, y: place.y - origin.y }, turn };
}

function play(grid: JigsawGrid, seed: number, rotation: boolean, moves: number): JigsawBoard {
  const random = seededRandom(seed);
  const pick = (n: number) => Math.floor(random() * n);
  let board = dealBoard(grid, seed, 'around', rotation);
  const count = pieceCount(grid);
  expectSound(board, rotation);
  for (let move = 0; move < moves; move++) {
    const piece = pick(count);
    const kind = random();
    let change: BoardChange | null;
    if (kind < 0.5) {
      const neighbours = neighboursOf(grid, piece);
      const neighbour = neighbours[pick(neighbours.length)] as number;
      while (rotation && board.turns[piece] !== board.turns[neighbour] && !isLocked(board, piece)) board = rotatePiece(board, piece).board;
      const { centre } = fitBeside(board, piece, neighbour);
      const nudge = () => (random() * 2 - 1) * 0.25;
      change = dropPiece(board, piece, { x: centre.x + nudge(), y: centre.y + nudge() });
      const theirs = board.places[neighbour] as Point;
      const nearItsPlace = board.turns[neighbour] === 0 && Math.max(Math.abs(theirs.x), Math.abs(theirs.y)) < 0.6; // it might lock instead
      if (!isLocked(board, piece) && !nearItsPlace && board.groups[piece] !== board.groups[neighbour] && board.turns[piece] === board.turns[neighbour]) {
        expect(change.board.groups[piece]).toBe(change.board.groups[neighbour]); // dropped within reach: joined
      }
    } else if (kind < 0.7) change = dropPiece(board, piece, { x: random() * 30 - 10, y: random() * 30 - 10 });
    else if (kind < 0.8) change = rotation ? rotatePiece(board, piece) : null;
    else if (kind < 0.95) change = placeInSlot(board, piece, random() < 0.5 ? piece : pick(count));
    else {
      board = scatterBoard(board, seed + move, 'tray');
      change = null;
    }
    if (change) {
      for (const [a, b] of change.joined) {
        expect(neighboursOf(grid, a)).toContain(b);
        expect(change.board.groups[a]).toBe(change.board.groups[b]);
      }
      if (change.locked) expect(isLocked(change.board, piece)).toBe(true);
      expect(placedCount(change.board)).toBeGreaterThanOrEqual(placedCount(board)); // placed pieces stay placed
      board = change.board;
    }
    expectSound(board, rotation);
  }
  return board;
}

describe('random play keeps the board sound', () => {
  it.each([
    { rows: 3, columns: 4, seed: 1, rotation: false },
    { rows: 3, columns: 4, seed: 2, rotation: true },
    { rows: 4, columns: 6, seed: 3, rotation: false },
    { rows: 4, columns: 6, seed: 4, rotation: true },
    { rows: 6, columns: 4, seed: 5, rotation: true },
    { rows: 7, columns: 7, seed: 6, rotation: false },
  ])('$rows x $columns, seed $seed, rotation $rotation: 150 moves, then every piece slotted solves it', ({ rows, columns, seed, rotation }) => {
    const grid = { rows, columns };
    let board = play(grid, seed, rotation, 150);
    expect(joinsOf(board).length).toBeGreaterThan(0); // the game really joined pieces
    for (let piece = 0; piece < pieceCount(grid); piece++) {
      if (!isLocked(board, piece)) board = placeInSlot(board, piece, piece)!.board;
      expectSound(board, rotation);
    }
    expect(placedCount(board)).toBe(pieceCount(grid));
    expect(isJigsawSolved(board)).toBe(true);
    expect(pieceCentre(board, pieceCount(grid) - 1)).toEqual({ x: columns - 0.5, y: rows - 0.5 });
  });
});
