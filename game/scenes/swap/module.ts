import type { SceneModule } from '../kit/contract';
import type { SwapContract } from './contract';
import { SwapScene } from './SwapScene';

/** The swap board reads clicks from the DOM itself, so Phaser's pointer input stays off. */
export const swapScene: SceneModule<SwapContract> = {
  engine: { pointer: false },
  createScene: (options, events) => new SwapScene(options, events),
};
