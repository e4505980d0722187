/**
 * The jigsaw scene's contract with its host: React owns the board (the rules'
 * JigsawBoard, game/rules/jigsaw) and hands it down; the scene draws it, lets a
 * mouse, finger or pen drag pieces, pan and zoom, animates what changed, and
 * sends each drop or turn up for the rules to settle. It decides nothing.
 * No Phaser import at run time; `loadJigsawScene` fetches the engine and the scene.
 */
import type { BoardChange, JigsawBoard } from '../../rules/jigsaw/board';
import type { JigsawCut, Point } from '../../rules/jigsaw/cut';
import type { DealLayout } from '../../rules/jigsaw/deal';
import type { SceneActions, SceneBasics, SceneContract, SceneEvents, SceneModule } from '../kit/contract';

/** What the table shows besides the pieces. */
export interface JigsawView {
  edgesOnly: boolean; // loose groups without an edge piece are hidden
  ghost: boolean; // the picture, faint, where it goes together
}

/** What a change did: a join brings a snap and a sparkle; `locked` a group arriving home. */
export type JigsawChange = Pick<BoardChange, 'joined' | 'locked'>;

export interface JigsawOptions extends SceneBasics {
  height: number; // css px: the page gives the scene its whole area
  picture: HTMLImageElement; // decoded by the host
  cut: JigsawCut;
  board: JigsawBoard;
  rotation: boolean; // the creator allowed turning pieces: a tap or R turns one
  layout: DealLayout; // 'tray': the camera starts on the board, full width, the tray below
  view: JigsawView;
}

/** Up: what a person did with the pieces. */
export interface JigsawEvents extends SceneEvents {
  drop(piece: number, centre: Point): void; // the dragged piece's group let go with this piece's centre there (cells)
  rotate(piece: number): void; // a tap, or R while holding (only with rotation)
  choose(piece: number): void; // a piece was picked up: the toolbar's Rotate acts on it
  zoomed(scale: number): void; // css px per cell now on screen (after a wheel, pinch or button)
}

/** Down: a new board to draw and animate, what to show, the area, the camera. */
export interface JigsawActions extends SceneActions {
  render(board: JigsawBoard, change?: JigsawChange): void;
  setView(view: JigsawView): void;
  resizeArea(width: number, height: number): void; // css px
  zoomBy(factor: number): void; // about the screen's centre
  fitAll(): void;
  /** Where a point of the table (in cells) is on screen now, in css px from the canvas' top left. */
  screenPoint(point: Point): Point;
  /** Where a piece's centre is drawn now (mid-glide too), like screenPoint; null while it is hidden. */
  pieceOnScreen(piece: number): Point | null;
  stats(): JigsawStats;
}

/** What the scene is doing, for tests and the bench. */
export interface JigsawStats {
  gliding: boolean; // pieces are settling
  sparkles: number; // join bursts in flight
  confetti: number; // celebrations that threw confetti
  ghost: boolean; // the ghost image is shown
  textureBytes: number; // the pieces' atlas (RGBA)
  piecesReady: boolean; // every piece is drawn (they stream in after the first frame)
  atlasMs: number; // time spent drawing the atlas
}

/**
 * Performance marks the bench reads (bench/jigsaw.ts): the scene made (the engine's code has loaded;
 * Phaser boots next), the engine booted (the scene's create() begins), its first frame drawn, and
 * every piece drawn (they stream in after the first frame: atlas.ts).
 */
export const JIGSAW_MARKS = { created: 'jigsaw:scene-created', booted: 'jigsaw:engine-booted', firstFrame: 'jigsaw:first-frame', allPieces: 'jigsaw:all-pieces-drawn' } as const;

export type JigsawContract = SceneContract<JigsawOptions, JigsawEvents, JigsawActions>;

export const loadJigsawScene = (): Promise<SceneModule<JigsawContract>> => import('./module').then((loaded) => loaded.jigsawScene);
