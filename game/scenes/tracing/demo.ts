/**
 * The demo of a stroke: a dot glides along it from its start, leaving a trail,
 * then the trail fades. Under reduced motion the whole stroke lights up at once.
 */
import type Phaser from 'phaser';
import { pathLength, resample, type Point } from '../../rules/strokes/geometry';
import { COLORS, SIZES, thickLine } from './drawing';

const MS_PER_UNIT = 1600; // a full box height in 1.6 s: slow enough to follow with the eyes
const HOLD_MS = 500;

export function playDemo(scene: Phaser.Scene, stroke: readonly Point[], size: number, reducedMotion: boolean): void {
  const trail = scene.add.graphics();
  const finger = scene.add.graphics();
  const points = resample(stroke, Math.max(2, Math.round(pathLength(stroke) / 0.01)));
  const fadeAway = () =>
    scene.tweens.add({
      targets: [trail, finger],
      alpha: 0,
      delay: HOLD_MS,
      duration: 400,
      onComplete: () => {
        trail.destroy();
        finger.destroy();
      },
    });

  if (reducedMotion) {
    thickLine(trail, points, size, SIZES.stroke, COLORS.demo, 0.8);
    fadeAway();
    return;
  }
  scene.tweens.addCounter({
    from: 0,
    to: points.length - 1,
    duration: Math.max(500, pathLength(stroke) * MS_PER_UNIT),
    ease: 'Sine.easeInOut',
    onUpdate: (tween) => {
      const reached = Math.round(tween.getValue() ?? 0);
      trail.clear();
      thickLine(trail, points.slice(0, reached + 1), size, SIZES.stroke, COLORS.demo, 0.8);
      const at = points[reached] as Point;
      finger.clear();
      finger.fillStyle(COLORS.demo, 1);
      finger.fillCircle(at.x * size, at.y * size, SIZES.startDot * size * 1.3);
    },
    onComplete: fadeAway,
  });
}
