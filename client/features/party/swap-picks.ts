/**
 * A tile swap's picks in a party: choose a tile (it is held: no one else may take it), then a
 * second position to swap with, or the same one again to put it down. The chosen tile is kept
 * by its id, so it stays chosen when someone else's swap carries it to another position.
 */
import type { PartyHold, PartyPlayer } from '../../../contract/party';
import type { PartyMove } from '../../../game/rules/party';

export type SwapPick =
  | { kind: 'choose'; tile: number }
  | { kind: 'put-down' }
  | { kind: 'swap'; move: Extract<PartyMove, { kind: 'swap' }> }
  | { kind: 'held'; by: string }; // someone else holds that tile: nothing happens

/** The position of the chosen tile now, or null when none is chosen (or it is gone). */
export function chosenPosition(order: readonly number[], chosenTile: number | null): number | null {
  if (chosenTile === null) return null;
  const position = order.indexOf(chosenTile);
  return position < 0 ? null : position;
}

/** The name of the other player holding `tile`, or null. */
export function holderOf(tile: number, holds: readonly PartyHold[], players: readonly PartyPlayer[], youId: string | null): string | null {
  const hold = holds.find((held) => held.playerId !== youId && held.pieces.includes(tile));
  if (!hold) return null;
  return players.find((player) => player.id === hold.playerId)?.name ?? 'Someone';
}

export function pickSwap(order: readonly number[], chosenTile: number | null, position: number, heldBy: (tile: number) => string | null): SwapPick {
  const tile = order[position] as number;
  const chosen = chosenPosition(order, chosenTile);
  const by = heldBy(tile);
  if (chosen === null) return by ? { kind: 'held', by } : { kind: 'choose', tile };
  if (chosen === position) return { kind: 'put-down' };
  if (by) return { kind: 'held', by };
  return { kind: 'swap', move: { kind: 'swap', a: chosen, b: position, tiles: [order[chosen] as number, tile] } };
}
