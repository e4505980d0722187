/**
 * The board kit's side of every scene contract. A kind of scene (swap board,
 * tracing) declares its own options, events up and actions down by extending
 * these; the client's generic host mounts any of them and speaks that contract.
 * No Phaser import at run time: the client loads this without the engine.
 */
import type { KitScene } from './KitScene';

/** Events every scene sends up. */
export interface SceneEvents {
  ready(): void; // the first frame is drawn: the host hides its placeholder
}

/** Actions every scene accepts. */
export interface SceneActions {
  resize(width: number): void; // css px; the scene decides its height
  setSound(on: boolean): void;
  celebrate(celebration: Celebration): void; // waits for the scene if it is not ready yet
}

/** Confetti for a finished board (SPEC: 150 on a gift, 300 on the daily word). */
export interface Celebration {
  particles: number; // pieces of confetti
  spread: number; // degrees
  originY: number; // 0 top .. 1 bottom, where the burst starts
}

/** What a scene needs from the engine beyond drawing. */
export interface EngineNeeds {
  /**
   * Phaser's pointer input. Off for boards that read DOM clicks (Phaser's input
   * blocks page scrolling on touch screens); on for scenes that follow a finger.
   */
  pointer: boolean;
  /**
   * 'canvas' draws with Canvas 2D instead of WebGL (the default, with Canvas where WebGL
   * is missing). A board that mostly blits one picture is cheaper in Canvas 2D where
   * WebGL is emulated in software: no GPU round trip and read-back every frame.
   */
  renderer?: 'auto' | 'canvas';
}

/** Every scene is given these by the host, besides its own options. */
export interface SceneBasics {
  width: number; // css px
  resolution: number; // device pixels per css px, for crisp drawing on dense screens
  sound: boolean;
}

/** One kind of scene: its options, the events it sends and the actions it takes. */
export interface SceneContract<Options extends SceneBasics = SceneBasics, Events extends SceneEvents = SceneEvents, Actions extends SceneActions = SceneActions> {
  options: Options;
  events: Events;
  actions: Actions;
}

/**
 * What the module of a kind of scene exports (loaded with a dynamic import, so
 * Phaser and the scene travel in their own chunk).
 */
export interface SceneModule<C extends SceneContract> {
  engine: EngineNeeds;
  createScene(options: C['options'], events: C['events']): KitScene & C['actions'];
}

/** A running scene as the host holds it. */
export interface MountedScene<Actions extends SceneActions> {
  actions: Actions;
  destroy(): void;
}
