import { isLocked, neighboursOf, pieceCentre, type Point } from '../../game/rules/jigsaw';
import { jigsawOf, type PartyBoard, type PartyMove } from '../../game/rules/party';
import type { Random } from '../../game/rules/random';

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

/**
 * A move a player makes from its own copy of the board, as people play: a tile swap of two
 * random tiles; on a jigsaw, a loose piece sometimes dropped beside one of its neighbours (a little
 * off), mostly anywhere on the table. Never one that solves the board on purpose: the party
 * must last the whole run.
 */
export function benchMove(board: PartyBoard, random: Random): PartyMove | null {
  if (board.kind === 'swap') {
    const count = board.order.length;
    const a = Math.floor(random() * count);
    const b = (a + 1 + Math.floor(random() * (count - 1))) % count;
    return { kind: 'swap', a, b, tiles: [board.order[a] as number, board.order[b] as number] };
  }
  const now = jigsawOf(board);
  const loose = now.places.map((_, piece) => piece).filter((piece) => !isLocked(now, piece));
  if (loose.length === 0) return null;
  const piece = pick(random, loose);
  const place = now.places[piece] as Point;
  const seen = { piece, from: [place.x, place.y] as [number, number], turn: now.turns[piece] as number, size: now.groups.filter((group) => group === now.groups[piece]).length };
  const neighbour = pick(random, neighboursOf(board.grid, piece));
  const beside = pieceCentre({ ...now, places: now.places.map((other, at) => (at === piece ? (now.places[neighbour] as Point) : other)) }, piece);
  const anywhere = { x: random() * (board.grid.columns + 6) - 3, y: random() * (board.grid.rows + 6) - 3 };
  const target = random() < 0.2 ? beside : anywhere;
  return { kind: 'drop', ...seen, centre: [target.x + (random() - 0.5) * 0.4, target.y + (random() - 0.5) * 0.4] };
}

/** A move's fields in one order, whatever order they travelled in: how a sent move is found again when it is delivered. */
export function moveKey(playerId: string, move: PartyMove): string {
  const fields = move.kind === 'swap' ? [move.a, move.b, move.tiles] : [move.piece, move.from, move.turn, move.size, move.kind === 'drop' ? move.centre : null];
  return JSON.stringify([playerId, move.kind, ...fields]);
}
