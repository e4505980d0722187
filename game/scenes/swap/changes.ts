/**
 * What a new board state changes, position by position. A swap changes two or three
 * of a hundred positions; laying out only those keeps the step that starts the glide
 * short on a slow phone (it runs between the tap and the frame that shows it).
 * No Phaser import.
 */
import type { SwapState } from './contract';
import { sameLook, type TileLook } from './tiles';

/** How the tile at `position` looks in `state`. */
export function lookAt(state: SwapState, position: number): TileLook {
  const { selected, placed, solved, highlightPlaced } = state;
  return {
    framed: !solved,
    placed: !solved && highlightPlaced === true && placed[position] === true,
    selected: selected === position && !solved,
  };
}

/** True when the piece at `position` came from another position: it glides to its cell. */
export const pieceMoved = (previous: SwapState, next: SwapState, position: number): boolean => previous.order[position] !== next.order[position];

/** Positions whose piece or look differs between the two states; every other tile stays as it is. */
export function changedPositions(previous: SwapState, next: SwapState): number[] {
  const changed: number[] = [];
  next.order.forEach((_, position) => {
    if (pieceMoved(previous, next, position) || !sameLook(lookAt(previous, position), lookAt(next, position))) changed.push(position);
  });
  return changed;
}
