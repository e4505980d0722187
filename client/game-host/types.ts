/**
 * The typed bridge between React and a Phaser swap board. React owns the state
 * (computed with game/rules); the scene renders it, animates changes and reports
 * picks. One component, <SwapBoard>, serves every board of the product.
 */

/** What the tiles show: cut from a picture, or one letter each. */
export type BoardTiles =
  | { kind: 'image'; imageUrl: string; columns: number; rows: number }
  | { kind: 'letters'; letters: readonly string[]; columns: number }; // letters[pieceId]

export interface Celebration {
  particles: number; // confetti pieces
  spread: number; // degrees
  originY: number; // 0 top .. 1 bottom, where the burst starts
}

export interface SwapBoardProps {
  tiles: BoardTiles;
  order: readonly number[]; // order[position] = pieceId
  selected: number | null; // selected position
  placed: readonly boolean[]; // per position: shown with a green border when highlightPlaced
  solved: boolean; // borders and gaps vanish
  onPick: (position: number) => void; // a tile was clicked, tapped, or chosen with Enter/Space
  maxWidth: number; // css px; the board shrinks to fit narrow screens
  label: string; // accessible name of the board
  tileName: (position: number) => string; // accessible name of the mirror button at a position
  announcement: string; // text for the aria-live region (changes are announced)
  highlightPlaced?: boolean;
  gap?: number; // px between tiles until solved (default 2)
  privateMode?: boolean; // no drag or right-click; "PUZZLE GIFT" watermark
  celebration?: Celebration | null; // played once when `solved` turns true
  sound?: boolean; // swap/solve sounds (default true)
  tileTitle?: (position: number) => string | undefined; // hover tooltip of the tile under the mouse
}

/** Events the scene sends to React. */
export interface BoardEvents {
  pick: (position: number) => void;
  ready: () => void;
}

/** What React may ask of the scene. */
export interface BoardActions {
  render(state: Pick<SwapBoardProps, 'order' | 'selected' | 'placed' | 'solved' | 'highlightPlaced' | 'gap'>): void;
  celebrate(celebration: Celebration): void;
  resize(width: number): void;
}
