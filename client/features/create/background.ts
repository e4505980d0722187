import { shuffledOrder } from '../../../game/rules/board';
import { seededRandom } from '../../../game/rules/random';

export const BACKGROUND_SIDE = 6; // SPEC: a 6x6 grid of shuffled tiles

export interface BackgroundTile {
  piece: number; // which part of the picture this tile shows
  position: string; // CSS background-position that shows that part
}

/**
 * The create screen's decoration: the picture cut into side x side tiles laid
 * out in a seeded shuffle. A tile shows part `piece` of a background sized
 * side*100%, so part (r, c) sits at c/(side-1), r/(side-1) of the free range.
 */
export function backgroundTiles(seed: number, side = BACKGROUND_SIDE): BackgroundTile[] {
  const steps = Math.max(1, side - 1);
  return shuffledOrder(side * side, seededRandom(seed)).map((piece) => {
    const row = Math.floor(piece / side);
    const column = piece % side;
    const x = round((column / steps) * 100);
    const y = round((row / steps) * 100);
    return { piece, position: `${x}% ${y}%` };
  });
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
