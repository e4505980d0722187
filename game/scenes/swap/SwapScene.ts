/**
 * The swap board: every picture and letter board of the product. It draws the
 * state React hands it (render), glides the tiles that moved, plays the swap and
 * solve sounds, and reports clicks as picks. It decides nothing: the rules live
 * in game/rules and React calls them.
 */
import Phaser from 'phaser';
import { positionAt, type Rect } from '../../rules/slice';
import { KitScene } from '../kit/KitScene';
import { prefersReducedMotion } from '../kit/motion';
import { loadSounds, type SceneSound } from '../kit/sounds';
import type { SwapActions, SwapEvents, SwapOptions, SwapState } from './contract';
import { changedPositions, lookAt, pieceMoved } from './changes';
import { boardHeight, cellsFor, effectiveGap } from './geometry';
import { Glides } from './glides';
import { SELECTED_SCALE, SWAP_GLIDE_MS } from './look';
import { StillLayer } from './still-layer';
import { buildTileSet, type TileSet } from './tile-set';
import { cellCentre, type TileView } from './tiles';

/** Made by assets/scripts/make-sounds.ts. */
export const SWAP_SOUNDS = {
  swap: { key: 'board-swap', url: '/audio/swap.mp3', volume: 0.6 },
  solve: { key: 'board-solve', url: '/audio/solve.mp3', volume: 0.8 },
} as const satisfies Record<string, SceneSound>;

export class SwapScene extends KitScene implements SwapActions {
  private readonly options: SwapOptions;
  private readonly swapEvents: SwapEvents;
  private state: SwapState;
  private tileSet: TileSet = { views: [], destroy() {} };
  private still: StillLayer | null = null; // the resting tiles, drawn once
  private cells: Rect[] = []; // by position, in game pixels
  private shown: SwapState | null = null; // the state the tiles are laid out for
  private laidOutCells: Rect[] | null = null; // the cells they were laid out in: new cells move every tile
  private pendingSound: SceneSound | null = null; // asked for by render(), for the change it brought
  private dueSound: SceneSound | null = null; // its change is on screen: played by the next step
  private readonly glides = new Glides(SWAP_GLIDE_MS);

  constructor(options: SwapOptions, events: SwapEvents) {
    super('swap-board', options, events);
    this.options = options;
    this.swapEvents = events;
    this.state = options.state;
  }

  create(): void {
    // React StrictMode mounts twice in development: this canvas may sit where another
    // stood a moment ago, so Phaser must measure it now rather than trust its boot values.
    this.scale.updateBounds();
    const canvas = this.game.canvas;
    canvas.addEventListener('click', this.onCanvasClick);
    this.events.once(Phaser.Scenes.Events.DESTROY, () => canvas.removeEventListener('click', this.onCanvasClick));
    this.events.on(Phaser.Scenes.Events.PRE_UPDATE, this.catchUp, this);
    // Where Phaser moves its tweens: after the layout, before the kit decides whether the loop may sleep.
    this.events.on(Phaser.Scenes.Events.UPDATE, (_time: number, delta: number) => this.glides.advance(delta));
    this.relayout();
    loadSounds(this, Object.values(SWAP_SOUNDS));
    this.announceReady();
  }

  /**
   * Takes the new state at once (clicks are read against it) but lays the tiles out in the
   * next frame and starts the sound in the one after: a tap's handler runs React too, and on
   * a slow phone every millisecond spent inside it delays the frame that shows the tap.
   */
  render(state: SwapState): void {
    const previous = this.state;
    this.state = state;
    if (!this.isReady) return;
    this.wake();
    if (effectiveGap(previous) !== effectiveGap(state)) this.cells = this.computeCells();
    if (state.solved && !previous.solved) this.pendingSound = SWAP_SOUNDS.solve;
    else if (state.order.some((pieceId, position) => previous.order[position] !== pieceId)) this.pendingSound ??= SWAP_SOUNDS.swap;
  }

  /** Gliding tiles keep the loop drawing, as the kit's tweens and confetti do. */
  protected override isBusy(): boolean {
    return this.glides.busy || super.isBusy();
  }

  /**
   * Before each step's glides: lays the tiles out for the newest state, gliding from the one
   * shown. Its sound starts one step (a sixtieth of a second) later: starting one (Web Audio
   * nodes) costs a slow phone a millisecond or two that the frame first showing the swap cannot
   * spare, and a timer would wait behind the frames a browser puts first after a tap (measured:
   * 20 to 170 ms at 4x CPU slowdown).
   */
  private catchUp(): void {
    if (this.dueSound) this.playSceneSound(this.dueSound);
    this.dueSound = this.pendingSound;
    this.pendingSound = null;
    if (this.shown !== this.state) this.layout(this.shown);
  }

  /**
   * Input comes from DOM clicks on the canvas rather than Phaser's pointer manager: a
   * click fires only for a tap (never for a scroll starting on the board), once per tap
   * on touch screens, and is mapped with the canvas' bounds measured at that moment.
   */
  private readonly onCanvasClick = (event: MouseEvent): void => {
    const bounds = this.game.canvas.getBoundingClientRect();
    if (!this.isReady || bounds.width === 0 || bounds.height === 0) return;
    const x = ((event.clientX - bounds.left) * this.scale.width) / bounds.width;
    const y = ((event.clientY - bounds.top) * this.scale.height) / bounds.height;
    const position = positionAt(this.cells, x, y);
    if (position !== null && position < this.state.order.length) this.swapEvents.pick(position);
  };

  private computeCells(): Rect[] {
    const gap = Math.round(effectiveGap(this.state) * this.resolution);
    return cellsFor(this.options.tiles, this.scale.width, this.scale.height, gap);
  }

  /** (Re)creates every tile for the current width: on start and after a resize. */
  protected relayout(): void {
    const { tiles, picture } = this.options;
    const cssHeight = boardHeight(tiles, picture ? { width: picture.naturalWidth, height: picture.naturalHeight } : null, this.width);
    const width = Math.max(1, Math.round(this.width * this.resolution));
    const height = Math.max(1, Math.round(cssHeight * this.resolution));
    this.scale.resize(width, height);
    this.scale.updateBounds();
    this.cells = this.computeCells();
    this.glides.clear();
    this.tileSet.destroy();
    this.still?.destroy();
    this.tileSet = buildTileSet({ scene: this, tiles, picture, width, height, resolution: this.resolution });
    this.still = new StillLayer(this, width, height);
    this.layout(null);
  }

  /**
   * Puts the tiles in their cells; pieces that moved since `previous` glide there. Only
   * the positions whose piece or look changed are touched (all of them on a new board or
   * new cells): the rest keep their place, or the glide already taking them there. Only the
   * picked tile and the gliding ones are drawn live; the others rest in the still layer.
   */
  private layout(previous: SwapState | null): void {
    const state = this.state;
    const everything = previous === null || this.laidOutCells !== this.cells;
    this.shown = state;
    this.laidOutCells = this.cells;
    const positions = everything ? state.order.map((_, position) => position) : changedPositions(previous, state);
    const moves = previous ? positions.filter((position) => pieceMoved(previous, state, position)) : [];
    const animate = moves.length > 0 && !prefersReducedMotion();
    for (const position of positions) this.place(position, animate && moves.includes(position));
    this.still?.update();
  }

  /** Fits and dresses the tile at `position`, then glides it to its cell or sets it there. */
  private place(position: number, glides: boolean): void {
    const pieceId = this.state.order[position];
    const tile = pieceId === undefined ? undefined : this.tileSet.views[pieceId];
    const cell = this.cells[position];
    if (pieceId === undefined || !tile || !cell) return;
    const look = lookAt(this.state, position);
    tile.fit(cell);
    tile.show(look);
    const { container } = tile;
    const target = cellCentre(cell);
    this.glides.stop(container);
    container.setScale(look.selected ? SELECTED_SCALE : 1);
    container.setDepth(look.selected ? 2 : glides ? 1 : 0);
    if (glides) {
      this.goLive(pieceId, tile);
      this.glides.start(container, target, () => this.settle(pieceId, tile));
    } else {
      container.setPosition(target.x, target.y);
      if (look.selected) this.goLive(pieceId, tile);
      else this.settle(pieceId, tile, false);
    }
  }

  private goLive(pieceId: number, tile: TileView): void {
    this.still?.lift(pieceId);
    tile.container.setVisible(true);
  }

  /** A tile at rest goes into the still layer and stops being drawn on its own. */
  private settle(pieceId: number, tile: TileView, apply = true): void {
    tile.container.setVisible(false);
    this.still?.rest(pieceId, tile);
    if (apply) this.still?.update();
  }
}
