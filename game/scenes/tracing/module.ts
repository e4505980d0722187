import type { SceneModule } from '../kit/contract';
import type { TracingContract } from './contract';
import { TracingScene } from './TracingScene';

/** Tracing follows a finger: Phaser's pointer input is on (the canvas also takes touch-action: none). */
export const tracingScene: SceneModule<TracingContract> = {
  engine: { pointer: true },
  createScene: (options, events) => new TracingScene(options, events),
};
