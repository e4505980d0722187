/**
 * A party's board between the wire (contract/party.ts PartyBoardWire: what travels) and the
 * rules (game/rules/party PartyBoard: what moves apply to), for the server and every client. A
 * jigsaw's wire form is only its save; its grid and whether it turns come from the party's puzzle.
 */
import type { PartyBoardWire, PartyPuzzle } from './party';
import type { PartyBoard } from '../game/rules/party';

/** The board the rules play, from the wire form and the party's puzzle (key order as partyJigsaw writes it, for sameBoard). */
export function boardFromWire(wire: PartyBoardWire, puzzle: Pick<PartyPuzzle, 'jigsaw'>): PartyBoard {
  if (wire.kind === 'swap') return { kind: 'swap', order: wire.order.slice() };
  const jigsaw = puzzle.jigsaw;
  if (!jigsaw) throw new Error('A jigsaw party needs its puzzle’s grid.');
  return { kind: 'jigsaw', grid: { rows: jigsaw.rows, columns: jigsaw.columns }, rotation: jigsaw.rotation, save: wire.save };
}

export function boardToWire(board: PartyBoard): PartyBoardWire {
  return board.kind === 'swap' ? { kind: 'swap', order: board.order.slice() } : { kind: 'jigsaw', save: board.save };
}
