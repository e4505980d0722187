/**
 * Confetti for a solved board: one burst of exactly `particles` pieces from a point
 * `originY` down the board, fanned `spread` degrees around straight up. Nothing is
 * recycled: the emitter explodes once and is destroyed when the last piece has fallen.
 */
import type Phaser from 'phaser';
import type { Celebration } from './contract';

const TEXTURE = 'board-confetti';
const COLORS = ['#f43f5e', '#f59e0b', '#facc15', '#10b981', '#0ea5e9', '#8b5cf6', '#ec4899'];
const LIFESPAN = 2600; // ms a piece lives

/** One small canvas with a rectangle per colour (frames "0".."6"): works without tints, so in Canvas mode too. */
function ensureTexture(scene: Phaser.Scene, resolution: number): string[] {
  const frames = COLORS.map((_, i) => String(i));
  if (scene.textures.exists(TEXTURE)) return frames;
  const pieceWidth = Math.round(10 * resolution);
  const pieceHeight = Math.round(6 * resolution);
  const canvas = document.createElement('canvas');
  canvas.width = pieceWidth * COLORS.length;
  canvas.height = pieceHeight;
  const context = canvas.getContext('2d');
  if (!context) return [];
  COLORS.forEach((color, i) => {
    context.fillStyle = color;
    context.fillRect(i * pieceWidth, 0, pieceWidth, pieceHeight);
  });
  const texture = scene.textures.addCanvas(TEXTURE, canvas);
  frames.forEach((frame, i) => texture?.add(frame, 0, i * pieceWidth, 0, pieceWidth, pieceHeight));
  return frames;
}

/** Returns the emitter (destroyed by itself once the burst is over), or null when there is nothing to throw. */
export function burstConfetti(scene: Phaser.Scene, celebration: Celebration, resolution: number): Phaser.GameObjects.Particles.ParticleEmitter | null {
  const frames = ensureTexture(scene, resolution);
  const count = Math.max(0, Math.floor(celebration.particles));
  if (frames.length === 0 || count === 0) return null;
  const { width, height } = scene.scale;
  const half = Math.max(0, Math.min(360, celebration.spread)) / 2;
  const reach = Math.max(width, height);
  const emitter = scene.add.particles(width / 2, height * Math.max(0, Math.min(1, celebration.originY)), TEXTURE, {
    frame: frames,
    emitting: false,
    maxParticles: count, // a fixed number: the pool never grows or reuses
    angle: { min: -90 - half, max: -90 + half },
    speed: { min: reach * 0.7, max: reach * 1.5 },
    gravityY: reach * 1.6,
    lifespan: LIFESPAN,
    rotate: { min: 0, max: 360 },
    scaleX: { min: 0.6, max: 1.2 },
    scaleY: { min: 0.6, max: 1.2 },
    alpha: { start: 1, end: 0, ease: 'Cubic.easeIn' },
  });
  emitter.setDepth(1000);
  emitter.explode(count);
  scene.time.delayedCall(LIFESPAN + 200, () => emitter.destroy());
  return emitter;
}
