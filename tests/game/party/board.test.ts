import { describe, expect, it } from 'vitest';
import { shuffleForSeed } from '../../../game/rules/board';
import { boardFromSave, dealBoard, isLocked, neighboursOf, originFor, pieceCentre, saveProblem, type JigsawGrid, type Point, type Turn } from '../../../game/rules/jigsaw';
import {
  applyPartyMove,
  isPartyBoardSolved,
  jigsawOf,
  partyJigsaw,
  sameBoard,
  type PartyBoard,
  type PartyMove,
} from '../../../game/rules/party';
import { seededRandom, type Random } from '../../../game/rules/random';

type Jigsaw = Extract<PartyBoard, { kind: 'jigsaw' }>;

const GRID: JigsawGrid = { rows: 6, columns: 8 };
const PIECES = 48;
const dealt = (rotation: boolean, seed = 7): Jigsaw => partyJigsaw(GRID, rotation, dealBoard(GRID, seed, 'around', rotation)) as Jigsaw;

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

/** A move a player would make on its own copy: mostly towards a neighbour, sometimes anywhere, a turn or the slot. */
function jigsawMove(board: Jigsaw, random: Random): PartyMove | null {
  const now = jigsawOf(board);
  const loose = now.places.map((_, piece) => piece).filter((piece) => !isLocked(now, piece));
  if (loose.length === 0) return null;
  const piece = pick(random, loose);
  const place = now.places[piece] as Point;
  const sight = { piece, from: [place.x, place.y] as [number, number], turn: now.turns[piece] as number, size: now.groups.filter((group) => group === now.groups[piece]).length };
  const roll = random();
  if (roll < 0.1) return { kind: 'place', ...sight };
  if (roll < 0.25 && board.rotation) return { kind: 'rotate', ...sight };
  const neighbour = pick(random, neighboursOf(GRID, piece));
  // Where the piece would sit beside that neighbour's group (if turned alike), a little off, as a hand drops it.
  const target = roll < 0.6 ? pieceCentre({ ...now, places: now.places.map((p, i) => (i === piece ? (now.places[neighbour] as Point) : p)) }, piece) : { x: random() * 16 - 4, y: random() * 14 - 4 };
  const centre: [number, number] = [target.x + (random() - 0.5) * 0.3, target.y + (random() - 0.5) * 0.3];
  return { kind: 'drop', ...sight, centre };
}

function swapMove(board: Extract<PartyBoard, { kind: 'swap' }>, random: Random): PartyMove {
  const a = Math.floor(random() * board.order.length);
  const b = (a + 1 + Math.floor(random() * (board.order.length - 1))) % board.order.length;
  return { kind: 'swap', a, b, tiles: [board.order[a] as number, board.order[b] as number] };
}

/** A copy as it would come back from the wire or the database: parsed, its keys in another order. */
function reread(board: PartyBoard): PartyBoard {
  const copy = JSON.parse(JSON.stringify(board)) as PartyBoard;
  if (copy.kind === 'swap') return { order: copy.order, kind: 'swap' };
  const { joins, places, rotations } = copy.save;
  return { save: rotations ? { rotations, places, joins } : { places, joins }, rotation: copy.rotation, grid: { columns: copy.grid.columns, rows: copy.grid.rows }, kind: 'jigsaw' };
}

interface Client {
  board: PartyBoard;
  seq: number; // how many of the server's moves it has applied
}

/**
 * Several players move on their own, often stale, copies; the "server" applies what reaches it in
 * one order and logs what it accepts; each client applies the log in seq order whenever it catches up.
 */
function playTogether(start: PartyBoard, seed: number, players: number, turns: number) {
  const random = seededRandom(seed);
  let server = start;
  const log: PartyMove[] = [];
  const clients: Client[] = Array.from({ length: players }, () => ({ board: reread(start), seq: 0 }));
  const refusals = { conflict: 0, invalid: [] as string[] };
  const catchUp = (client: Client, upTo: number) => {
    for (; client.seq < upTo; client.seq++) {
      const result = applyPartyMove(client.board, log[client.seq] as PartyMove);
      if (!result.ok) throw new Error(`a client could not apply move ${client.seq}: ${result.reason}`);
      client.board = random() < 0.2 ? reread(result.board) : result.board;
    }
  };
  for (let turn = 0; turn < turns; turn++) {
    const client = pick(random, clients);
    if (random() < 0.5) catchUp(client, client.seq + Math.floor(random() * (log.length - client.seq + 1))); // part of what it missed
    const move = client.board.kind === 'swap' ? swapMove(client.board, random) : jigsawMove(client.board, random);
    if (move === null) continue;
    const result = applyPartyMove(server, move);
    if (result.ok) {
      server = result.board;
      log.push(move);
      if (server.kind === 'jigsaw') expect(saveProblem(server.grid, server.save, server.rotation)).toBeNull();
    } else if (result.refusal === 'conflict') refusals.conflict++;
    else refusals.invalid.push(result.reason);
  }
  return { server, log, clients, refusals, catchUp };
}

describe('a long seeded game on stale copies', () => {
  it.each([
    { name: 'a tile swap', start: { kind: 'swap', order: shuffleForSeed(25, 3) } as PartyBoard },
    { name: 'a jigsaw', start: dealt(false) as PartyBoard },
    { name: 'a jigsaw with rotation', start: dealt(true, 11) as PartyBoard },
  ])('$name: every client that applies the accepted moves in order ends with the server’s board', ({ start }) => {
    const game = playTogether(start, 2026, 6, 1500);
    expect(game.refusals.invalid).toEqual([]);
    expect(game.refusals.conflict).toBeGreaterThan(20); // stale copies did collide
    expect(game.log.length).toBeGreaterThan(100);
    expect(sameBoard(game.server, start)).toBe(false);
    for (const client of game.clients) {
      game.catchUp(client, game.log.length);
      expect(sameBoard(client.board, game.server)).toBe(true);
      expect(client.board).toEqual(game.server);
    }
  });

  it('a jigsaw is solved after the true moves: every loose piece placed in its slot', () => {
    const { server } = playTogether(dealt(true, 5), 9, 4, 100);
    let board = server as Jigsaw;
    expect(isPartyBoardSolved(board)).toBe(false);
    for (let piece = 0; piece < PIECES; piece++) {
      const now = jigsawOf(board);
      if (isLocked(now, piece)) continue;
      const place = now.places[piece] as Point;
      const size = now.groups.filter((group) => group === now.groups[piece]).length;
      const result = applyPartyMove(board, { kind: 'place', piece, from: [place.x, place.y], turn: now.turns[piece] as number, size });
      if (!result.ok) throw new Error(result.reason);
      board = result.board as Jigsaw;
    }
    expect(isPartyBoardSolved(board)).toBe(true);
  });

  it('a tile swap is solved after the true moves: each tile swapped home', () => {
    let board = playTogether({ kind: 'swap', order: shuffleForSeed(16, 8) }, 4, 3, 200).server;
    for (let position = 0; position < 16; position++) {
      if (board.kind !== 'swap' || board.order[position] === position) continue;
      const home = board.order.indexOf(position);
      const result = applyPartyMove(board, { kind: 'swap', a: position, b: home, tiles: [board.order[position] as number, position] });
      if (!result.ok) throw new Error(result.reason);
      board = result.board;
    }
    expect(isPartyBoardSolved(board)).toBe(true);
  });
});

describe('isPartyBoardSolved', () => {
  it.each([
    { order: [0, 1, 2, 3], solved: true },
    { order: [1, 0, 2, 3], solved: false },
  ])('a tile swap $order: $solved', ({ order, solved }) => {
    expect(isPartyBoardSolved({ kind: 'swap', order })).toBe(solved);
  });

  it('a jigsaw: one group, upright, wherever it lies', () => {
    const grid = { rows: 1, columns: 2 };
    const at = (x: number, turns: Turn[]): PartyBoard =>
      partyJigsaw(grid, true, { grid, places: [{ x, y: 3 }, { x, y: 3 }], turns, groups: [0, 0] });
    expect(isPartyBoardSolved(at(5, [0, 0]))).toBe(true);
    expect(isPartyBoardSolved(at(5, [1, 1]))).toBe(false);
    expect(isPartyBoardSolved(partyJigsaw(grid, false, { grid, places: [{ x: 0, y: 0 }, originFor(grid, 1, { x: 9, y: 9 }, 0)], turns: [0, 0], groups: [0, 1] }))).toBe(false);
  });
});

describe('sameBoard', () => {
  it('is blind to key order, not to a thousandth of a cell, a join or a turn', () => {
    const board = dealt(true);
    expect(sameBoard(board, reread(board))).toBe(true);
    const nudged = { ...board, save: { ...board.save, places: board.save.places.map(([x, y], i) => [i === 3 ? x + 0.001 : x, y] as [number, number]) } };
    expect(sameBoard(board, nudged)).toBe(false);
    expect(sameBoard(board, { ...board, save: { ...board.save, joins: [[0, 1]] } })).toBe(false);
    expect(sameBoard(board, { ...board, save: { ...board.save, rotations: board.save.rotations?.map((turn, i) => (i === 0 ? (turn + 1) % 4 : turn)) } })).toBe(false);
    expect(sameBoard(board, { ...board, rotation: false, save: { joins: board.save.joins, places: board.save.places } })).toBe(false);
  });

  it('tells a tile swap from another, and from a jigsaw', () => {
    expect(sameBoard({ kind: 'swap', order: [1, 0] }, { order: [1, 0], kind: 'swap' } as PartyBoard)).toBe(true);
    expect(sameBoard({ kind: 'swap', order: [1, 0] }, { kind: 'swap', order: [0, 1] })).toBe(false);
    expect(sameBoard({ kind: 'swap', order: [] }, dealt(false))).toBe(false);
  });
});

describe('the jigsaw a party board stands for', () => {
  it('is derived once per board, and is the board its save restores', () => {
    const board = dealt(true);
    const jigsaw = jigsawOf(board);
    expect(jigsawOf(board)).toBe(jigsaw); // asked again (the referee asks up to three times a move): the same
    expect(jigsaw).toEqual(boardFromSave(GRID, board.save));
    const copy = reread(board) as Jigsaw;
    expect(jigsawOf(copy)).not.toBe(jigsaw); // another board derives its own
    expect(jigsawOf(copy)).toEqual(jigsaw);
  });
});
