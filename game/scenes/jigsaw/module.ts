import type { SceneModule } from '../kit/contract';
import type { JigsawContract } from './contract';
import { JigsawScene } from './JigsawScene';

/**
 * The jigsaw reads DOM pointer events itself (gestures.ts), so Phaser's pointer input stays
 * off. It draws with Canvas 2D: each frame is a few hundred blits from one atlas, which a
 * browser that emulates WebGL in software (SwiftShader) does far faster in Canvas 2D.
 */
export const jigsawScene: SceneModule<JigsawContract> = {
  engine: { pointer: false, renderer: 'canvas' },
  createScene: (options, events) => new JigsawScene(options, events),
};
