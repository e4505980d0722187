/**
 * Starts one Phaser game running the swap-board scene. Phaser and the scene are
 * imported dynamically here, so Vite puts the engine in its own chunk and pages that
 * never show a board never download it.
 */
import type { SwapBoardSceneOptions } from '../../game/scenes/SwapBoardScene';
import type { BoardActions } from './types';

/** What the host holds on a running board: the actions, plus the internal sound switch and teardown. */
export interface BoardHandle extends BoardActions {
  setSound(on: boolean): void;
  destroy(): void;
}

/** Device pixels per CSS pixel the board is drawn at (capped: 10x10 boards on 3x phones stay light). */
export function boardResolution(): number {
  return Math.min(2, Math.max(1, window.devicePixelRatio || 1));
}

/**
 * `readOptions` is called after the engine has loaded, so the scene starts from the
 * newest props rather than those of the moment the download began.
 */
export async function createBoardGame(parent: HTMLElement, readOptions: () => SwapBoardSceneOptions): Promise<BoardHandle> {
  const [{ default: Phaser }, { SwapBoardScene }] = await Promise.all([import('phaser'), import('../../game/scenes/SwapBoardScene')]);
  const options = readOptions();
  const scene = new SwapBoardScene(options);
  const game = new Phaser.Game({
    type: Phaser.AUTO, // WebGL, or Canvas where WebGL is unavailable
    parent,
    width: Math.max(1, Math.round(options.width * options.resolution)), // the scene sets the real height in create()
    height: Math.max(1, Math.round(options.width * options.resolution)),
    transparent: true, // the gaps show the page behind the board
    banner: false,
    disableContextMenu: false, // privateMode decides, in the host
    // The scene reads clicks from the DOM itself; Phaser's own input would block page
    // scrolling on touch screens and capture keys the accessible mirror needs.
    input: { keyboard: false, mouse: false, touch: false, gamepad: false },
    scale: { mode: Phaser.Scale.NONE },
    scene,
  });
  return {
    render: (state) => scene.render(state),
    celebrate: (celebration) => scene.celebrate(celebration),
    resize: (width) => scene.resize(width),
    setSound: (on) => scene.setSound(on),
    destroy: () => {
      scene.wake(); // Phaser tears a game down inside a frame, so a sleeping loop must run once more
      game.destroy(true);
    },
  };
}
