import { useMemo } from 'react';
import { pieceName } from '../../game/rules/accessibility';
import type { Move } from '../../game/rules/board';
import { continueGame } from '../../game/rules/resume';
import { pickPosition, placedFlags, type GameState } from '../../game/rules/swap-game';
import type { Celebration } from '../../game/scenes/kit/contract';
import type { SwapTiles } from '../../game/scenes/swap/contract';
import { BOARD_PICTURE_CSS_WIDTH, pictureSrcset } from '../../contract/pictures';
import { SwapBoard } from '../game-host/SwapBoard';
import { useBoardState } from '../game-host/useBoardState';
import { pictureUrl } from '../lib/picture-url';
import { pixelRatio } from '../lib/browser';
import { useReducedMotion } from '../lib/useReducedMotion';

/** SPEC section 9: confetti on the sender's puzzle. */
export const PHOTO_CELEBRATION: Celebration = { particles: 150, spread: 100, originY: 0.6 };
export const PHOTO_BOARD_WIDTH = BOARD_PICTURE_CSS_WIDTH;

/**
 * The copy of a stored picture a photo board (and its preview beside it) shows on this screen:
 * chosen for the board's widest size, never its current one, so resizing never downloads it again,
 * and the play page's preload (server/pages/head-tags.ts) names the very same URL.
 */
export function boardPictureUrl(imageUrl: string): string {
  return pictureUrl(imageUrl, PHOTO_BOARD_WIDTH, pixelRatio());
}

/**
 * The preview's <img> sources for a board's picture: boardPictureUrl, and the very candidates and
 * size of the page's preload (server/pages/head-tags.ts). The server renders a puzzle's first screen
 * without knowing the screen's density: with these the browser picks the preloaded copy there too,
 * rather than downloading a second one.
 */
export function boardPictureSources(imageUrl: string): { src: string; srcSet?: string; sizes?: string } {
  const srcSet = pictureSrcset(imageUrl);
  const src = boardPictureUrl(imageUrl);
  return srcSet ? { src, srcSet, sizes: `${PHOTO_BOARD_WIDTH}px` } : { src };
}

interface PhotoPuzzleProps {
  imageUrl: string;
  size?: { width: number; height: number }; // the picture's pixel size, when known before it loads
  side: number; // pieces per row and per column
  start: readonly number[]; // the shuffled order to begin with (a new array starts over)
  moves?: readonly Move[]; // already made from `start` (a board resumed): they count towards the solve
  privateMode?: boolean;
  label?: string;
  onMove?(game: GameState): void; // after every swap
  onSolved?(moves: readonly Move[]): void; // once, when the rules say solved
}

/** A photo cut into side x side tiles to swap back: the board of the gift, its preview, and cards. */
export function PhotoPuzzle({ imageUrl, size, side, start, moves, privateMode = false, label = 'Puzzle board', onMove, onSolved }: PhotoPuzzleProps) {
  const dealt = useMemo(() => continueGame(start, moves ?? []), [start, moves]);
  const board = useBoardState(dealt, (state, position) => pickPosition(state, position, side), {
    onSwap: (next) => onMove?.(next),
    onSolved: (next) => onSolved?.(next.moves),
  });
  const game = board.state;
  const reducedMotion = useReducedMotion();
  const width = size?.width;
  const height = size?.height;
  const tiles = useMemo<SwapTiles>(
    () => ({ kind: 'image', imageUrl: boardPictureUrl(imageUrl), columns: side, rows: side, size: width && height ? { width, height } : undefined }),
    [imageUrl, side, width, height],
  );
  const placed = useMemo(() => placedFlags(game.order), [game.order]);

  return (
    <SwapBoard
      tiles={tiles}
      order={game.order}
      selected={game.selected}
      placed={placed}
      solved={game.solved}
      onPick={board.pick}
      maxWidth={PHOTO_BOARD_WIDTH}
      label={label}
      tileName={(position) => pieceName(position, game.order[position] ?? position, side)}
      announcement={game.announcement}
      privateMode={privateMode}
      celebration={reducedMotion ? null : PHOTO_CELEBRATION}
    />
  );
}
