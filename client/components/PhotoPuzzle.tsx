import { useMemo, type CSSProperties } from 'react';
import { pieceName } from '../../game/rules/accessibility';
import type { Move } from '../../game/rules/board';
import { continueGame } from '../../game/rules/resume';
import { pickPosition, placedFlags, type GameState } from '../../game/rules/swap-game';
import type { Celebration } from '../../game/scenes/kit/contract';
import type { SwapTiles } from '../../game/scenes/swap/contract';
import { BOARD_PICTURE_SIZES, boardPictureRequestUrl, pictureSrcset } from '../../contract/pictures';
import { SwapBoard } from '../game-host/SwapBoard';
import { useBoardState } from '../game-host/useBoardState';
import { inBrowser, pixelRatio } from '../lib/browser';
import { useReducedMotion } from '../lib/useReducedMotion';

/** SPEC section 9: confetti on the sender's puzzle. */
export const PHOTO_CELEBRATION: Celebration = { particles: 150, spread: 100, originY: 0.6 };
/** The widest a photo board is drawn beside other things (the create and card previews), in CSS px. */
export const PHOTO_BOARD_WIDTH = 400;
/** The widest a play page's board (the page's hero, board-page.css) is drawn; the window's height limits it first. */
export const HERO_BOARD_WIDTH = 960;

/**
 * A play page's board container's style: the picture's shape, from which board-page.css sizes the
 * hero board to the window before anything is measured (the server's first screen included).
 */
export function heroBoardStyle(size: { width: number; height: number }): CSSProperties {
  const aspect = size.width > 0 && size.height > 0 ? size.width / size.height : 1;
  return { '--board-aspect': aspect.toFixed(4) } as CSSProperties;
}

/**
 * While the server renders a puzzle's first screen it knows no window: a phone's, as its density is
 * a phone's (client/lib/browser.ts). A desktop at 1x picks the same copy (the 960 one) for its board.
 */
const FIRST_SCREEN_WINDOW_WIDTH = 412;

/**
 * The copy of a stored picture a photo board (and its preview) shows on this screen: chosen for the
 * window's width and density (contract/pictures.ts), never the board's current width, so resizing
 * never downloads it again, and the play page's preload (server/pages/head-tags.ts) names the very
 * same URL.
 */
export function boardPictureUrl(imageUrl: string): string {
  return boardPictureRequestUrl(imageUrl, inBrowser ? window.innerWidth : FIRST_SCREEN_WINDOW_WIDTH, pixelRatio());
}

/**
 * The preview's <img> sources for a board's picture: boardPictureUrl, and the very candidates and
 * sizes of the page's preload (server/pages/head-tags.ts). The server renders a puzzle's first screen
 * without knowing the screen: with these the browser picks the preloaded copy there too, rather than
 * downloading a second one.
 */
export function boardPictureSources(imageUrl: string): { src: string; srcSet?: string; sizes?: string } {
  const srcSet = pictureSrcset(imageUrl);
  const src = boardPictureUrl(imageUrl);
  return srcSet ? { src, srcSet, sizes: BOARD_PICTURE_SIZES } : { src };
}

interface PhotoPuzzleProps {
  imageUrl: string;
  size?: { width: number; height: number }; // the picture's pixel size, when known before it loads
  side: number; // pieces per row and per column
  start: readonly number[]; // the shuffled order to begin with (a new array starts over)
  moves?: readonly Move[]; // already made from `start` (a board resumed): they count towards the solve
  privateMode?: boolean;
  label?: string;
  maxWidth?: number; // css px: HERO_BOARD_WIDTH on a play page, where CSS sizes the board to the window
  onMove?(game: GameState): void; // after every swap
  onSolved?(moves: readonly Move[]): void; // once, when the rules say solved
}

/** A photo cut into side x side tiles to swap back: the board of the gift, its preview, and cards. */
export function PhotoPuzzle({ imageUrl, size, side, start, moves, privateMode = false, label = 'Puzzle board', maxWidth = PHOTO_BOARD_WIDTH, onMove, onSolved }: PhotoPuzzleProps) {
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
      maxWidth={maxWidth}
      label={label}
      tileName={(position) => pieceName(position, game.order[position] ?? position, side)}
      announcement={game.announcement}
      privateMode={privateMode}
      celebration={reducedMotion ? null : PHOTO_CELEBRATION}
    />
  );
}
