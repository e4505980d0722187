/**
 * Letter tracing: draws the letter's guide (game/rules/strokes), follows a finger,
 * pen or mouse with ink, and sends each finished stroke up. It decides nothing:
 * React asks the rules whether a stroke was right and hands back a new view, in
 * which accepted strokes are drawn solid and refused ink fades with a gentle sound.
 */
import Phaser from 'phaser';
import type { Point } from '../../rules/strokes/geometry';
import { KitScene } from '../kit/KitScene';
import { prefersReducedMotion } from '../kit/motion';
import { loadSounds, type SceneSound } from '../kit/sounds';
import type { TracingActions, TracingEvents, TracingOptions, TracingView } from './contract';
import { COLORS, drawDottedGuide, drawStartAndArrow, drawWritingLines, SIZES, thickLine } from './drawing';
import { playDemo } from './demo';

/** Made by assets/scripts/make-sounds.ts. */
export const TRACING_SOUNDS = {
  good: { key: 'trace-good', url: '/audio/trace-good.mp3', volume: 0.7 },
  miss: { key: 'trace-miss', url: '/audio/trace-miss.mp3', volume: 0.7 },
  complete: { key: 'board-solve', url: '/audio/solve.mp3', volume: 0.8 },
} as const satisfies Record<string, SceneSound>;

const MIN_STEP = 0.004; // unit-box distance between recorded points: finer is noise, coarser loses curves
const FADE_MS = 450;

export class TracingScene extends KitScene implements TracingActions {
  private readonly options: TracingOptions;
  private readonly tracingEvents: TracingEvents;
  private view: TracingView;
  private letter!: Phaser.GameObjects.Graphics; // lines, guides, strokes done, the next start
  private ink: Phaser.GameObjects.Graphics | null = null; // the stroke being drawn (or waiting for its verdict)
  private drawn: Point[] | null = null; // unit-box points while the pointer is down

  constructor(options: TracingOptions, events: TracingEvents) {
    super('tracing', options, events);
    this.options = options;
    this.tracingEvents = events;
    this.view = options.view;
  }

  create(): void {
    this.letter = this.add.graphics();
    // Phaser maps pointers with the canvas bounds it last measured; measure them afresh
    // as a stroke begins (DOM pointer events come before the mouse and touch events Phaser reads).
    const canvas = this.game.canvas;
    const measure = () => this.scale.updateBounds();
    canvas.addEventListener('pointerdown', measure);
    this.events.once(Phaser.Scenes.Events.DESTROY, () => canvas.removeEventListener('pointerdown', measure));
    this.input.on(Phaser.Input.Events.POINTER_DOWN, this.begin, this);
    this.input.on(Phaser.Input.Events.POINTER_MOVE, this.extend, this);
    this.input.on(Phaser.Input.Events.POINTER_UP, this.finish, this);
    this.input.on(Phaser.Input.Events.POINTER_UP_OUTSIDE, this.finish, this);
    this.relayout();
    loadSounds(this, Object.values(TRACING_SOUNDS));
    this.announceReady();
  }

  render(view: TracingView): void {
    const previous = this.view;
    this.view = view;
    if (!this.isReady) return;
    this.wake();
    if (view.misses > previous.misses) this.fadeInk();
    if (view.done > previous.done || view.complete) this.clearInk(); // the solid stroke takes the ink's place
    if (view.demos > previous.demos) this.demoNextStroke();
    this.drawLetter();
    if (view.complete && !previous.complete) this.playSceneSound(TRACING_SOUNDS.complete);
    else if (view.done > previous.done) this.playSceneSound(TRACING_SOUNDS.good);
    else if (view.misses > previous.misses) this.playSceneSound(TRACING_SOUNDS.miss);
  }

  protected override isBusy(): boolean {
    return super.isBusy() || this.drawn !== null;
  }

  protected relayout(): void {
    const size = Math.max(1, Math.round(this.width * this.resolution));
    this.scale.resize(size, size);
    this.scale.updateBounds();
    this.clearInk();
    this.drawLetter();
  }

  private get size(): number {
    return this.scale.width;
  }

  private drawLetter(): void {
    const g = this.letter;
    const { strokes } = this.options.form;
    const { done, complete } = this.view;
    g.clear();
    drawWritingLines(g, this.size);
    strokes.forEach((stroke, index) => {
      if (complete || index < done) thickLine(g, stroke, this.size, SIZES.stroke, complete ? COLORS.complete : COLORS.done);
      else drawDottedGuide(g, stroke, this.size);
    });
    const next = strokes[done];
    if (!complete && next) drawStartAndArrow(g, next, this.size);
  }

  private unitPoint(pointer: Phaser.Input.Pointer): Point {
    const clamp = (value: number) => Math.min(1, Math.max(0, value));
    return { x: clamp(pointer.x / this.size), y: clamp(pointer.y / this.size) };
  }

  private begin(pointer: Phaser.Input.Pointer): void {
    if (this.view.complete || this.drawn) return;
    this.wake();
    this.clearInk();
    this.ink = this.add.graphics();
    this.drawn = [this.unitPoint(pointer)];
    thickLine(this.ink, this.drawn, this.size, SIZES.ink, COLORS.ink, 0.85);
  }

  private extend(pointer: Phaser.Input.Pointer): void {
    const drawn = this.drawn;
    const last = drawn?.at(-1);
    if (!drawn || !last || !this.ink) return;
    const point = this.unitPoint(pointer);
    if (Math.hypot(point.x - last.x, point.y - last.y) < MIN_STEP) return;
    drawn.push(point);
    thickLine(this.ink, [last, point], this.size, SIZES.ink, COLORS.ink, 0.85);
  }

  private finish(pointer: Phaser.Input.Pointer): void {
    if (!this.drawn) return;
    this.extend(pointer);
    const drawn = this.drawn;
    this.drawn = null;
    this.tracingEvents.stroke(drawn);
  }

  private clearInk(): void {
    this.ink?.destroy();
    this.ink = null;
  }

  /** Refused ink fades away rather than vanishing: the child sees what was drawn, then tries again. */
  private fadeInk(): void {
    const ink = this.ink;
    this.ink = null;
    if (!ink) return;
    if (prefersReducedMotion()) return void ink.destroy();
    this.tweens.add({ targets: ink, alpha: 0, duration: FADE_MS, onComplete: () => ink.destroy() });
  }

  private demoNextStroke(): void {
    const stroke = this.options.form.strokes[this.view.done];
    if (stroke) playDemo(this, stroke, this.size, prefersReducedMotion());
  }
}
