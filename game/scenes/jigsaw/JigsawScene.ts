/**
 * The jigsaw board: draws the board React hands it (render) as pieces cut from one
 * atlas, lets pieces be dragged in groups and the table be panned and zoomed, and
 * sends drops and turns up. Pieces settle with a short glide; a join snaps with a
 * sound and a sparkle. It decides nothing: the rules settle every drop.
 *
 * World px are cells times the atlas' cell size, so a piece's image is drawn at
 * scale 1 and the camera alone maps the table to the screen.
 */
import Phaser from 'phaser';
import { groupOf, isJigsawSolved, isLocked, pieceCentre, type JigsawBoard } from '../../rules/jigsaw/board';
import type { Point } from '../../rules/jigsaw/cut';
import { pieceCount } from '../../rules/jigsaw/grid';
import { KitScene } from '../kit/KitScene';
import type { Celebration } from '../kit/contract';
import { prefersReducedMotion } from '../kit/motion';
import { loadSounds, type SceneSound } from '../kit/sounds';
import { atlasCellPx } from './atlas';
import { LiftedGroup } from './lifted-group';
import { JIGSAW_MARKS, type JigsawActions, type JigsawChange, type JigsawEvents, type JigsawOptions, type JigsawStats, type JigsawView } from './contract';
import { Gestures, type GestureTarget } from './gestures';
import { PieceGlides, sameAngle } from './piece-glides';
import { PieceImages } from './piece-images';
import { burstSparkle } from './sparkle';
import { TableLook } from './table-look';
import { nearestFirst, shownWithEdgesOnly, startingCamera, tableBox, zoomLimits } from './table';
import { fitCamera, keepInSight, panBy, toScreen, toTable, zoomAbout, type Camera, type ZoomLimits } from './view';

/** Made by assets/scripts/make-sounds.ts. */
export const JIGSAW_SOUNDS = {
  snap: { key: 'jigsaw-snap', url: '/audio/snap.mp3', volume: 0.7 },
  solve: { key: 'board-solve', url: '/audio/solve.mp3', volume: 0.8 },
} as const satisfies Record<string, SceneSound>;

const SETTLE_MS = 160;
const FIRST_FRAME_BUDGET_MS = 0; // one atlas page (the pieces nearest the screen's centre) before the first frame; the rest stream in
const STREAM_BUDGET_MS = 8; // per frame after it
const MAX_SPARKLES = 3; // per change: a big group arriving joins many pairs at once
const LOCKED_DEPTH = 1; // under every loose piece

let serial = 0; // texture keys are global to the engine

export class JigsawScene extends KitScene implements JigsawActions, GestureTarget {
  private readonly options: JigsawOptions;
  private readonly jigsawEvents: JigsawEvents;
  private board: JigsawBoard;
  private view: JigsawView;
  private cssHeight: number;
  private cellPx = 1; // world px per cell
  private images: Phaser.GameObjects.Image[] = [];
  private shown: boolean[] = []; // per piece: not hidden by "Edges only"
  private lifted: LiftedGroup | null = null; // the dragged group, moved by the compositor
  private look!: TableLook;
  private gestures: Gestures | null = null;
  private readonly glides = new PieceGlides(SETTLE_MS);
  private readonly sparkles = new Set<Phaser.GameObjects.Particles.ParticleEmitter>();
  private camera: Camera = { zoom: 1, left: 0, top: 0 }; // device px per cell
  private limits: ZoomLimits = { min: 0.01, max: 100 };
  private raised: number[] = []; // per piece: when its group was last picked up (higher is on top)
  private raises = 0;
  private liftedMembers: ReadonlySet<number> = new Set();
  private confettiThrown = 0;
  private pieces!: PieceImages;
  private piecesReady = false;
  private firstFrameDrawn = false;
  private held: { piece: number; members: number[]; last: Point } | null = null;
  private readonly pictureKey = `jigsaw-picture-${++serial}`;

  constructor(options: JigsawOptions, events: JigsawEvents) {
    super('jigsaw-board', options, events);
    // The bench measures from here (the engine and this scene have loaded; the game boots next) to the first frame drawn.
    performance.mark(JIGSAW_MARKS.created);
    this.options = options;
    this.jigsawEvents = events;
    this.board = options.board;
    this.view = options.view;
    this.cssHeight = Math.max(1, Math.round(options.height));
  }

  create(): void {
    performance.mark(JIGSAW_MARKS.booted);
    this.game.events.once(Phaser.Core.Events.POST_RENDER, () => {
      performance.mark(JIGSAW_MARKS.firstFrame);
      this.firstFrameDrawn = true;
      loadSounds(this, Object.values(JIGSAW_SOUNDS)); // the first snap is seconds away: the board shows first
    });
    this.sizeCanvas();
    const { grid } = this.board;
    const count = pieceCount(grid);
    this.cellPx = atlasCellPx(count, this.options.picture.width / grid.columns);
    this.textures.addImage(this.pictureKey, this.options.picture);
    this.look = new TableLook(this, this.pictureKey, grid, this.cellPx);
    this.startCamera();
    const screen = this.screen();
    const order = nearestFirst(this.board, toTable(this.camera, { x: screen.width / 2, y: screen.height / 2 })); // on screen first
    this.pieces = new PieceImages(this, this.options.picture, this.options.cut, order);
    this.images = this.pieces.images;
    this.raised = Array.from({ length: count }, () => 0);
    this.layoutPieces(false);
    this.streamPieces(FIRST_FRAME_BUDGET_MS);
    this.applyVisibility();
    this.look.setGhost(this.view.ghost);
    this.gestures = new Gestures(this.game.canvas, this);
    this.events.once(Phaser.Scenes.Events.DESTROY, () => this.gestures?.destroy());
    this.events.on(Phaser.Scenes.Events.UPDATE, (_time: number, delta: number) => {
      if (!this.piecesReady && this.firstFrameDrawn) this.streamPieces(STREAM_BUDGET_MS); // not before the first frame: it shows the board at once
      this.glides.advance(delta);
      this.cull();
    });
    this.lifted = new LiftedGroup(this.game.canvas, this.pieces.atlas, this.resolution);
    this.events.once(Phaser.Scenes.Events.DESTROY, () => this.lifted?.destroy());
    this.announceReady();
  }

  /** Draws atlas pages for about `budget` ms; marks when every piece is drawn. */
  private streamPieces(budget: number): void {
    this.pieces.stream(budget);
    if (this.pieces.complete && !this.piecesReady) {
      this.piecesReady = true;
      performance.mark(JIGSAW_MARKS.allPieces);
    }
    this.cull();
  }

  // ---- actions down ----

  render(board: JigsawBoard, change?: JigsawChange): void {
    const previous = this.board;
    this.board = board;
    if (!this.isReady) return;
    this.wake();
    if (this.held && this.gestures?.dragging) this.gestures.cancel(); // the board changed under the drag: it ends
    this.held = null;
    this.putDown();
    this.liftMergedGroups();
    const still = prefersReducedMotion();
    this.layoutPieces(!still);
    this.applyVisibility();
    if (isJigsawSolved(board) && !isJigsawSolved(previous)) this.playSceneSound(JIGSAW_SOUNDS.solve);
    else if (change && change.joined.length > 0) this.playSceneSound(JIGSAW_SOUNDS.snap);
    if (change && !still) {
      for (const [a, b] of change.joined.slice(0, MAX_SPARKLES)) {
        const [one, two] = [pieceCentre(board, a), pieceCentre(board, b)];
        const sparkle = burstSparkle(this, ((one.x + two.x) / 2) * this.cellPx, ((one.y + two.y) / 2) * this.cellPx, this.cellPx);
        this.sparkles.add(sparkle);
        sparkle.once(Phaser.GameObjects.Events.DESTROY, () => this.sparkles.delete(sparkle));
      }
    }
  }

  setView(view: JigsawView): void {
    this.view = view;
    if (!this.isReady) return;
    this.wake();
    this.look.setGhost(view.ghost);
    this.applyVisibility();
  }

  resizeArea(width: number, height: number): void {
    const nextHeight = Math.max(1, Math.round(height));
    const heightChanged = nextHeight !== this.cssHeight;
    this.cssHeight = nextHeight;
    if (heightChanged && Math.round(width) === this.width && this.isReady) {
      this.wake();
      this.relayout();
    }
    this.resize(width);
  }

  zoomBy(factor: number): void {
    this.wake();
    this.zoomAt(factor, { x: this.width / 2, y: this.cssHeight / 2 });
  }

  fitAll(): void {
    this.wake();
    this.setCamera(fitCamera(tableBox(this.board), this.screen()));
  }

  screenPoint(point: Point): Point {
    const at = toScreen(this.camera, point);
    return { x: at.x / this.resolution, y: at.y / this.resolution };
  }

  pieceOnScreen(piece: number): Point | null {
    const image = this.images[piece];
    if (!image || !this.shown[piece]) return null;
    return this.screenPoint({ x: image.x / this.cellPx, y: image.y / this.cellPx });
  }

  stats(): JigsawStats {
    return {
      gliding: this.glides.busy,
      sparkles: this.sparkles.size,
      confetti: this.confettiThrown,
      ghost: this.look?.ghostShown ?? false,
      textureBytes: this.pieces?.atlas.bytes ?? 0,
      piecesReady: this.piecesReady,
      atlasMs: this.pieces?.drawingMs ?? 0,
    };
  }

  /** Confetti flies over the screen, not the table: it gets a camera of its own that sees nothing else. */
  override celebrate(celebration: Celebration): void {
    const before = new Set(this.children.list);
    super.celebrate(celebration);
    const confetti = this.children.list.filter((child) => !before.has(child));
    if (confetti.length === 0) return;
    this.confettiThrown += 1;
    const overlay = this.cameras.add(0, 0, this.scale.width, this.scale.height);
    overlay.ignore(this.children.list.filter((child) => !confetti.includes(child)));
    this.cameras.main.ignore(confetti);
    this.time.delayedCall(3000, () => this.cameras.remove(overlay));
  }

  // ---- gestures (css px from the canvas' top left) ----

  pieceAt(screen: Point): number | null {
    const best = this.pieces.topmostAt(this.tablePoint(screen), this.cellPx, (piece) => this.shown[piece] === true);
    return best !== null && isLocked(this.board, best) ? null : best;
  }

  grab(piece: number, screen: Point): void {
    const members = groupOf(this.board, piece);
    this.raises += 1;
    for (const member of members) {
      this.raised[member] = this.raises;
      const image = this.images[member] as Phaser.GameObjects.Image;
      this.glides.stop(image);
      image.setDepth(this.depthOf(member));
    }
    this.held = { piece, members, last: this.tablePoint(screen) };
    this.liftHeld();
    this.jigsawEvents.choose(piece);
  }

  dragTo(screen: Point): void {
    if (!this.held) return;
    const at = this.tablePoint(screen);
    const dx = (at.x - this.held.last.x) * this.cellPx;
    const dy = (at.y - this.held.last.y) * this.cellPx;
    this.held.last = at;
    for (const member of this.held.members) {
      const image = this.images[member] as Phaser.GameObjects.Image;
      image.setPosition(image.x + dx, image.y + dy);
    }
    // The images are hidden while lifted: the compositor moves the lifted copy; nothing is redrawn.
    const cssPerWorld = this.camera.zoom / this.cellPx / this.resolution;
    this.lifted?.moveBy(dx * cssPerWorld, dy * cssPerWorld);
  }

  release(): void {
    if (!this.held) return;
    const image = this.images[this.held.piece] as Phaser.GameObjects.Image;
    const piece = this.held.piece;
    this.held = null; // the lifted copy stays until the board React settles arrives (render)
    this.jigsawEvents.drop(piece, { x: image.x / this.cellPx, y: image.y / this.cellPx });
  }

  tap(piece: number): void {
    if (this.options.rotation && !isLocked(this.board, piece)) this.jigsawEvents.rotate(piece);
  }

  pan(dx: number, dy: number): void {
    this.setCamera(panBy(this.camera, dx * this.resolution, dy * this.resolution));
  }

  zoomAt(factor: number, anchor: Point): void {
    this.setCamera(zoomAbout(this.camera, factor, { x: anchor.x * this.resolution, y: anchor.y * this.resolution }, this.limits));
  }

  touched(): void {
    this.wake();
  }

  // ---- drawing ----

  protected override isBusy(): boolean {
    // A lifted drag needs no frames of the game: the compositor moves the lifted group.
    const gesturing = (this.gestures?.active ?? false) && !(this.lifted?.shown ?? false);
    return super.isBusy() || this.glides.busy || this.sparkles.size > 0 || gesturing || !this.piecesReady;
  }

  /** A lifted drag changes the canvas once (the group leaves it); every further frame would only copy the same table again. */
  protected override quietFramesBeforeSleep(): number {
    return this.lifted?.shown ? 1 : super.quietFramesBeforeSleep();
  }

  /** After a resize: the same zoom and the same table point in the screen's centre, within the new limits. */
  protected relayout(): void {
    const before = this.screen();
    const centre = toTable(this.camera, { x: before.width / 2, y: before.height / 2 });
    this.sizeCanvas();
    const screen = this.screen();
    this.limits = zoomLimits(this.board, this.screen());
    const zoom = Math.min(this.limits.max, Math.max(this.limits.min, this.camera.zoom));
    this.setCamera({ zoom, left: centre.x - screen.width / zoom / 2, top: centre.y - screen.height / zoom / 2 });
  }

  private sizeCanvas(): void {
    this.scale.resize(Math.max(1, Math.round(this.width * this.resolution)), Math.max(1, Math.round(this.cssHeight * this.resolution)));
    this.scale.updateBounds();
    this.cameras.main.setSize(this.scale.width, this.scale.height);
  }

  private screen() {
    return { width: this.scale.width, height: this.scale.height };
  }

  private tablePoint(screen: Point): Point {
    return toTable(this.camera, { x: screen.x * this.resolution, y: screen.y * this.resolution });
  }

  /** The whole table in view; on a phone's tray layout the board across the full width, the tray below it. */
  private startCamera(): void {
    this.limits = zoomLimits(this.board, this.screen());
    this.setCamera(startingCamera(this.board, this.screen(), this.options.layout));
  }

  private setCamera(camera: Camera): void {
    this.camera = keepInSight(camera, tableBox(this.board), this.screen());
    const main = this.cameras.main;
    main.setOrigin(0, 0);
    main.setZoom(this.camera.zoom / this.cellPx);
    main.setScroll(this.camera.left * this.cellPx, this.camera.top * this.cellPx);
    this.look.setZoom(this.camera.zoom / this.cellPx / this.resolution);
    if (this.held && this.lifted?.shown) this.liftHeld(); // a wheel turned mid-drag: lifted again at the new scale
    this.jigsawEvents.zoomed(this.camera.zoom / this.resolution);
  }

  private depthOf(piece: number): number {
    return isLocked(this.board, piece) ? LOCKED_DEPTH : LOCKED_DEPTH + 1 + (this.raised[piece] ?? 0);
  }

  /** Pieces that joined share the depth of the highest of them, so no other group slips between them. */
  private liftMergedGroups(): void {
    const top = new Map<number, number>();
    this.board.groups.forEach((group, piece) => top.set(group, Math.max(top.get(group) ?? 0, this.raised[piece] ?? 0)));
    this.raised = this.board.groups.map((group) => top.get(group) ?? 0);
  }

  private layoutPieces(animate: boolean): void {
    for (let piece = 0; piece < this.images.length; piece++) {
      const image = this.images[piece] as Phaser.GameObjects.Image;
      const centre = pieceCentre(this.board, piece);
      const pose = { x: centre.x * this.cellPx, y: centre.y * this.cellPx, angle: ((this.board.turns[piece] ?? 0) * Math.PI) / 2 };
      const depth = this.depthOf(piece);
      if (image.depth !== depth) image.setDepth(depth); // each call queues a depth sort
      const still = Math.abs(image.x - pose.x) < 0.01 && Math.abs(image.y - pose.y) < 0.01 && sameAngle(image.rotation, pose.angle);
      if (still) continue;
      if (animate) this.glides.start(image, pose);
      else {
        this.glides.stop(image);
        image.setPosition(pose.x, pose.y).setRotation(pose.angle);
      }
    }
  }

  private applyVisibility(): void {
    const edges = this.view.edgesOnly ? shownWithEdgesOnly(this.board) : null;
    this.shown = this.images.map((_, piece) => edges === null || edges[piece] === true);
    this.cull();
  }

  /** Only what can be seen is drawn (piece-images.ts). */
  private cull(): void {
    const lifted = this.lifted?.shown === true ? this.liftedMembers : null;
    const scale = this.camera.zoom / this.cellPx; // device px per world px
    const offset = { x: this.camera.left * this.camera.zoom, y: this.camera.top * this.camera.zoom };
    this.pieces.cull(scale, offset, this.screen(), (piece) => this.shown[piece] === true && !(lifted?.has(piece) ?? false));
  }

  /** Lifts the held group off the canvas into its own layer (glides end at once: a lifted piece cannot glide). */
  private liftHeld(): void {
    if (!this.held || !this.lifted) return;
    this.glides.finish();
    const scale = this.camera.zoom / this.cellPx; // device px per world px
    const pieces = this.held.members
      .map((piece) => this.images[piece] as Phaser.GameObjects.Image)
      .map((image, i) => ({ piece: this.held?.members[i] as number, image }))
      .sort((a, b) => a.image.depth - b.image.depth || a.piece - b.piece)
      .map(({ piece, image }) => ({ piece, x: image.x * scale - this.camera.left * this.camera.zoom, y: image.y * scale - this.camera.top * this.camera.zoom, angle: image.rotation }));
    this.liftedMembers = new Set(this.held.members);
    this.lifted.lift(pieces, this.pieces.atlas.slotPx * scale);
    this.cull();
  }

  /** The lifted group back on the canvas, where its images now are. */
  private putDown(): void {
    if (!this.lifted?.shown) return;
    this.lifted.drop();
    this.liftedMembers = new Set();
    this.cull();
  }
}
