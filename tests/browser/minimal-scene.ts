/**
 * The smallest scene of the board kit: a coloured square. It has its own contract
 * (an action down, events up), like the swap board and the tracing scene, so the
 * tests can check what the kit does for any kind of scene.
 */
import Phaser from 'phaser';
import type { SceneActions, SceneBasics, SceneContract, SceneEvents, SceneModule } from '../../game/scenes/kit/contract';
import { KitScene } from '../../game/scenes/kit/KitScene';

export interface SquareOptions extends SceneBasics {
  colour: number;
}

export interface SquareEvents extends SceneEvents {
  painted(colour: number): void; // after each paint action is drawn
  pointed(x: number, y: number): void; // Phaser saw a pointer go down (only with pointer input)
}

export interface SquareActions extends SceneActions {
  paint(colour: number): void;
}

export type SquareContract = SceneContract<SquareOptions, SquareEvents, SquareActions>;

export class SquareScene extends KitScene implements SquareActions {
  private square: Phaser.GameObjects.Rectangle | null = null;
  relayouts = 0;

  constructor(
    private readonly options: SquareOptions,
    private readonly squareEvents: SquareEvents,
  ) {
    super('square', options, squareEvents);
  }

  create(): void {
    this.relayout();
    this.input?.on(Phaser.Input.Events.POINTER_DOWN, (pointer: Phaser.Input.Pointer) => this.squareEvents.pointed(pointer.x, pointer.y));
    this.announceReady();
  }

  paint(colour: number): void {
    this.wake();
    this.square?.setFillStyle(colour);
    // A short glide keeps the loop busy for a few frames, as a swap does.
    if (this.square) this.tweens.add({ targets: this.square, angle: 90, duration: 60 });
    this.squareEvents.painted(colour);
  }

  protected relayout(): void {
    this.relayouts += 1;
    const side = Math.round(this.width * this.resolution);
    this.scale.resize(side, side);
    this.square?.destroy();
    this.square = this.add.rectangle(side / 2, side / 2, side / 2, side / 2, this.options.colour);
  }
}

export const squareScene = (pointer: boolean): SceneModule<SquareContract> => ({
  engine: { pointer },
  createScene: (options, events) => new SquareScene(options, events),
});
