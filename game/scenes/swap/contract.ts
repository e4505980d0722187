/**
 * The swap board's contract with its host: React owns the game state (computed
 * with game/rules), the scene draws it, animates what changed and reports picks.
 * No Phaser import at run time; `loadSwapScene` fetches the engine and the scene.
 */
import type { SceneActions, SceneBasics, SceneContract, SceneEvents, SceneModule } from '../kit/contract';

/** What the tiles show: cut from a picture, or one letter each. */
export type SwapTiles =
  // `size`: the picture's pixel size when the page knows it before the picture arrives (from the
  // API), so the board's place is kept at the right height and nothing below it moves.
  | { kind: 'image'; imageUrl: string; columns: number; rows: number; size?: { width: number; height: number } }
  | { kind: 'letters'; letters: readonly string[]; columns: number }; // letters[pieceId]

/** The board as the rules see it, position by position. */
export interface SwapState {
  order: readonly number[]; // order[position] = pieceId
  selected: number | null; // selected position
  placed: readonly boolean[]; // per position: shown with a green border when highlightPlaced
  solved: boolean; // borders and gaps vanish
  highlightPlaced?: boolean;
  gap?: number; // css px between tiles until solved (default 2)
}

export interface SwapOptions extends SceneBasics {
  tiles: SwapTiles;
  picture: HTMLImageElement | null; // decoded by the host for image boards (it needs the size first)
  state: SwapState;
}

/** Up: a tile was clicked or tapped on the canvas. */
export interface SwapEvents extends SceneEvents {
  pick(position: number): void;
}

/** Down: a new state to draw (moved tiles glide), plus the kit's resize, sound and confetti. */
export interface SwapActions extends SceneActions {
  render(state: SwapState): void;
}

export type SwapContract = SceneContract<SwapOptions, SwapEvents, SwapActions>;

export const loadSwapScene = (): Promise<SceneModule<SwapContract>> => import('./module').then((loaded) => loaded.swapScene);
