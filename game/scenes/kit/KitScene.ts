/**
 * What every scene of the board kit shares: it draws on demand (a still board
 * stops Phaser's loop: no frames, no CPU, no battery, until something changes),
 * throws confetti, plays its sounds when sound is on, and tells the host when its
 * first frame is drawn. A kind of scene extends this and adds its own actions.
 */
import Phaser from 'phaser';
import { burstConfetti } from './confetti';
import type { Celebration, SceneActions, SceneBasics, SceneEvents } from './contract';
import { playSound, type SceneSound } from './sounds';

const QUIET_FRAMES = 3; // frames drawn after the last change before the loop sleeps

export abstract class KitScene extends Phaser.Scene implements SceneActions {
  protected width: number; // css px
  protected readonly resolution: number;
  protected isReady = false;
  private soundOn: boolean;
  private readonly kitEvents: SceneEvents;
  private pendingCelebration: Celebration | null = null;
  private readonly bursts = new Set<Phaser.GameObjects.Particles.ParticleEmitter>();
  private quietFrames = 0;
  private wakeRequest: number | null = null; // an animation frame asked for by wake()
  private leaving = false; // the host is destroying the game: nothing wakes it again

  protected constructor(key: string, basics: SceneBasics, events: SceneEvents) {
    super({ key });
    this.width = Math.max(1, Math.round(basics.width));
    this.resolution = basics.resolution;
    this.soundOn = basics.sound;
    this.kitEvents = events;
  }

  /** (Re)draws everything for the current width; called after a resize once the scene is ready. */
  protected abstract relayout(): void;

  /** Subclasses call this at the end of create(), once their first frame is built. */
  protected announceReady(): void {
    this.isReady = true;
    this.kitEvents.ready();
    if (this.pendingCelebration) this.celebrate(this.pendingCelebration);
  }

  /** True while something moves, so the loop keeps drawing; subclasses may add their own reasons. */
  protected isBusy(): boolean {
    return this.tweens.getTweens().length > 0 || this.bursts.size > 0;
  }

  /** How many still frames are drawn before the loop sleeps; a scene may need fewer while it knows one frame shows everything. */
  protected quietFramesBeforeSleep(): number {
    return QUIET_FRAMES;
  }

  override update(): void {
    this.quietFrames = this.isBusy() ? 0 : this.quietFrames + 1;
    if (this.quietFrames >= this.quietFramesBeforeSleep()) this.game.loop.sleep();
  }

  /**
   * Restarts a sleeping loop at the next animation frame: every change calls it. Phaser's
   * own wake() runs a whole step at once, so called from a tap it drew the old state
   * inside the tap's handler and delayed the frame that shows the tap.
   */
  wake(): void {
    this.quietFrames = 0;
    if (!this.isReady || this.leaving || this.game.loop.running || this.wakeRequest !== null) return;
    this.wakeRequest = window.requestAnimationFrame(() => {
      this.wakeRequest = null;
      this.startLoop();
    });
  }

  /** The host calls this before destroying the game: Phaser tears a game down inside a step, so a sleeping loop must run once more, now. */
  wakeForTeardown(): void {
    this.leaving = true;
    if (this.wakeRequest !== null) window.cancelAnimationFrame(this.wakeRequest);
    this.wakeRequest = null;
    if (this.isReady) this.startLoop(); // before that, Phaser is still booting and starts its own loop
  }

  private startLoop(): void {
    if (this.game.loop.running) return;
    this.game.loop.resetDelta(); // no giant first step after a long sleep
    this.game.loop.wake(); // steps once at once, then every animation frame
  }

  resize(width: number): void {
    const next = Math.max(1, Math.round(width));
    if (next === this.width) return;
    this.width = next;
    if (!this.isReady) return;
    this.wake();
    this.relayout();
  }

  setSound(on: boolean): void {
    this.soundOn = on;
  }

  celebrate(celebration: Celebration): void {
    if (!this.isReady) {
      this.pendingCelebration = celebration;
      return;
    }
    this.pendingCelebration = null;
    this.wake();
    const burst = burstConfetti(this, celebration, this.resolution);
    if (!burst) return;
    this.bursts.add(burst);
    burst.once(Phaser.GameObjects.Events.DESTROY, () => this.bursts.delete(burst));
  }

  /** Plays a sound of this scene when sound is on. */
  protected playSceneSound(sound: SceneSound): void {
    if (this.soundOn) playSound(this, sound);
  }
}
