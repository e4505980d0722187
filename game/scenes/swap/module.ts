import type { SceneModule } from '../kit/contract';
import type { SwapContract } from './contract';
import { SwapScene } from './SwapScene';

/**
 * The swap board reads clicks from the DOM itself, so Phaser's pointer input stays off.
 * It draws with Canvas 2D: a frame is one still picture plus a few tiles, which costs a
 * browser that emulates WebGL in software (SwiftShader) about a sixth of a WebGL frame.
 */
export const swapScene: SceneModule<SwapContract> = {
  engine: { pointer: false, renderer: 'canvas' },
  createScene: (options, events) => new SwapScene(options, events),
};
