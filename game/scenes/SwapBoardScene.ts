/**
 * The one swap-board scene behind every board of the product. It draws the state React
 * hands it (BoardActions.render), animates what changed, plays sounds and confetti, and
 * reports clicks as picks. It decides nothing: the rules live in game/rules and React
 * calls them.
 */
import Phaser from 'phaser';
import type { BoardActions, BoardEvents, BoardTiles, Celebration } from '../../client/game-host/types';
import { positionAt, sliceImage, type Rect } from '../rules/slice';
import { boardHeight, cellsFor, effectiveGap } from './board-geometry';
import { burstConfetti } from './confetti';
import { loadSounds, playSound } from './sounds';
import { cellCentre, createImageTile, createLetterTile, scaledPicture, type TileView } from './tiles';

export type BoardRenderState = Parameters<BoardActions['render']>[0];

export interface SwapBoardSceneOptions {
  tiles: BoardTiles;
  picture: HTMLImageElement | null; // decoded by the host for image boards (it needs the size first)
  width: number; // css px
  resolution: number; // device pixels per css px, for crisp tiles on dense screens
  state: BoardRenderState;
  sound: boolean;
  events: BoardEvents;
}

const SCENE_KEY = 'swap-board';
const SWAP_MS = 200;
const QUIET_FRAMES = 3; // frames drawn after the last change before the loop sleeps

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export class SwapBoardScene extends Phaser.Scene implements BoardActions {
  private readonly options: SwapBoardSceneOptions;
  private state: BoardRenderState;
  private width: number;
  private soundOn: boolean;
  private tiles: TileView[] = []; // by piece id
  private cells: Rect[] = []; // by position, in game pixels
  private pictureKey: string | null = null;
  private textureSerial = 0;
  private ready = false;
  private pendingCelebration: Celebration | null = null;
  private readonly bursts = new Set<Phaser.GameObjects.Particles.ParticleEmitter>();
  private quietFrames = 0;

  constructor(options: SwapBoardSceneOptions) {
    super({ key: SCENE_KEY });
    this.options = options;
    this.state = options.state;
    this.width = options.width;
    this.soundOn = options.sound;
  }

  create(): void {
    // React StrictMode mounts twice in development: this canvas may sit where another
    // stood a moment ago, so Phaser must measure it now rather than trust its boot values.
    this.scale.updateBounds();
    const canvas = this.game.canvas;
    canvas.addEventListener('click', this.onCanvasClick);
    this.events.once(Phaser.Scenes.Events.DESTROY, () => canvas.removeEventListener('click', this.onCanvasClick));
    this.build();
    loadSounds(this);
    this.ready = true;
    this.options.events.ready();
    if (this.pendingCelebration) this.celebrate(this.pendingCelebration);
  }

  /**
   * Draw on demand: a board at rest stops Phaser's loop (no frames, no CPU, no battery)
   * and every change wakes it until its tweens and confetti are done.
   */
  override update(): void {
    const busy = this.tweens.getTweens().length > 0 || this.bursts.size > 0;
    this.quietFrames = busy ? 0 : this.quietFrames + 1;
    if (this.quietFrames >= QUIET_FRAMES) this.game.loop.sleep();
  }

  /** Restarts a sleeping loop; the host also calls it before destroying the game (destruction happens in a frame). */
  wake(): void {
    this.quietFrames = 0;
    if (!this.ready || this.game.loop.running) return;
    this.game.loop.wake();
    this.game.loop.resetDelta(); // no giant first step after a long sleep
  }

  render(state: BoardRenderState): void {
    const previous = this.state;
    this.state = state;
    if (!this.ready) return;
    this.wake();
    if (effectiveGap(previous) !== effectiveGap(state)) this.cells = this.computeCells();
    this.layout(previous);
    if (!this.soundOn) return;
    if (state.solved && !previous.solved) playSound(this, 'solve');
    else if (state.order.some((pieceId, position) => previous.order[position] !== pieceId)) playSound(this, 'swap');
  }

  celebrate(celebration: Celebration): void {
    if (!this.ready) {
      this.pendingCelebration = celebration;
      return;
    }
    this.pendingCelebration = null;
    this.wake();
    const burst = burstConfetti(this, celebration, this.options.resolution);
    if (!burst) return;
    this.bursts.add(burst);
    burst.once(Phaser.GameObjects.Events.DESTROY, () => this.bursts.delete(burst));
  }

  resize(width: number): void {
    const next = Math.max(1, Math.round(width));
    if (next === this.width) return;
    this.width = next;
    if (!this.ready) return;
    this.wake();
    this.build();
  }

  /** Not part of BoardActions: the host forwards the `sound` prop here. */
  setSound(on: boolean): void {
    this.soundOn = on;
  }

  /**
   * Input comes from DOM clicks on the canvas rather than Phaser's pointer manager: a
   * click fires only for a tap (never for a scroll starting on the board), once per tap
   * on touch screens, and is mapped with the canvas' bounds measured at that moment.
   */
  private readonly onCanvasClick = (event: MouseEvent): void => {
    const bounds = this.game.canvas.getBoundingClientRect();
    if (!this.ready || bounds.width === 0 || bounds.height === 0) return;
    const x = ((event.clientX - bounds.left) * this.scale.width) / bounds.width;
    const y = ((event.clientY - bounds.top) * this.scale.height) / bounds.height;
    const position = positionAt(this.cells, x, y);
    if (position !== null && position < this.state.order.length) this.options.events.pick(position);
  };

  private computeCells(): Rect[] {
    const gap = Math.round(effectiveGap(this.state) * this.options.resolution);
    return cellsFor(this.options.tiles, this.scale.width, this.scale.height, gap);
  }

  /** (Re)creates every tile for the current width: on start and after a resize. */
  private build(): void {
    const { tiles, picture, resolution } = this.options;
    for (const tile of this.tiles) tile.container.destroy();
    this.tiles = [];
    const cssHeight = boardHeight(tiles, picture ? { width: picture.naturalWidth, height: picture.naturalHeight } : null, this.width);
    const width = Math.max(1, Math.round(this.width * resolution));
    const height = Math.max(1, Math.round(cssHeight * resolution));
    this.scale.resize(width, height);
    this.scale.updateBounds();
    this.cells = this.computeCells();

    if (tiles.kind === 'image' && picture) this.tiles = this.buildPictureTiles(tiles, picture, width, height);
    if (tiles.kind === 'letters') this.tiles = tiles.letters.map((letter, pieceId) => createLetterTile(this, letter, pieceId, resolution));
    this.layout(null);
  }

  private buildPictureTiles(tiles: Extract<BoardTiles, { kind: 'image' }>, picture: HTMLImageElement, width: number, height: number): TileView[] {
    const oldKey = this.pictureKey;
    const key = `board-picture-${++this.textureSerial}`;
    const texture = this.textures.addCanvas(key, scaledPicture(picture, width, height));
    if (!texture) return [];
    this.pictureKey = key;
    if (oldKey) this.textures.remove(oldKey);
    // The scaled picture is the "image" being cut: its slices are 1:1 with the board.
    const geometry = sliceImage({ imageWidth: width, imageHeight: height, columns: tiles.columns, rows: tiles.rows, renderWidth: width });
    return geometry.pieces.map((piece) => {
      const frame = String(piece.pieceId);
      texture.add(frame, 0, piece.sx, piece.sy, piece.sw, piece.sh);
      return createImageTile(this, key, frame, this.options.resolution);
    });
  }

  /** Puts every tile in its cell; pieces that moved since `previous` glide there. */
  private layout(previous: BoardRenderState | null): void {
    const { order, selected, placed, solved, highlightPlaced } = this.state;
    const animate = previous !== null && !prefersReducedMotion();
    const wasAt = new Map<number, number>();
    previous?.order.forEach((pieceId, position) => wasAt.set(pieceId, position));

    order.forEach((pieceId, position) => {
      const tile = this.tiles[pieceId];
      const cell = this.cells[position];
      if (!tile || !cell) return;
      const isSelected = selected === position && !solved;
      tile.fit(cell);
      tile.show({ framed: !solved, placed: !solved && highlightPlaced === true && placed[position] === true, selected: isSelected });
      const { container } = tile;
      const target = cellCentre(cell);
      const moved = (wasAt.get(pieceId) ?? position) !== position;
      this.tweens.killTweensOf(container);
      container.setScale(isSelected ? 1.04 : 1);
      container.setDepth(isSelected ? 2 : moved ? 1 : 0);
      if (animate && moved) {
        this.tweens.add({ targets: container, x: target.x, y: target.y, duration: SWAP_MS, ease: 'Cubic.easeInOut' });
      } else {
        container.setPosition(target.x, target.y);
      }
    });
  }
}
