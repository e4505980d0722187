/**
 * A small burst of light where two pieces join: a dozen soft golden dots that fly
 * out and fade in under half a second. The emitter destroys itself afterwards.
 */
import type Phaser from 'phaser';

const TEXTURE = 'jigsaw-sparkle';
const LIFESPAN = 450; // ms
const DOTS = 14;

function ensureTexture(scene: Phaser.Scene): void {
  if (scene.textures.exists(TEXTURE)) return;
  const size = 32;
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) return;
  const glow = context.createRadialGradient(size / 2, size / 2, 0, size / 2, size / 2, size / 2);
  glow.addColorStop(0, 'rgba(255, 255, 255, 1)');
  glow.addColorStop(0.35, 'rgba(255, 226, 140, 0.9)');
  glow.addColorStop(1, 'rgba(255, 200, 80, 0)');
  context.fillStyle = glow;
  context.fillRect(0, 0, size, size);
  scene.textures.addCanvas(TEXTURE, canvas);
}

/** Bursts at (x, y) in world px, sized for pieces `cellPx` wide; returns the emitter (destroyed when done). */
export function burstSparkle(scene: Phaser.Scene, x: number, y: number, cellPx: number): Phaser.GameObjects.Particles.ParticleEmitter {
  ensureTexture(scene);
  const scale = cellPx / 96;
  const emitter = scene.add.particles(x, y, TEXTURE, {
    emitting: false,
    maxParticles: DOTS,
    speed: { min: cellPx * 0.6, max: cellPx * 1.6 },
    lifespan: LIFESPAN,
    scale: { start: 0.9 * scale, end: 0.1 * scale },
    alpha: { start: 1, end: 0 },
    blendMode: 'ADD',
  });
  emitter.setDepth(100000);
  emitter.explode(DOTS);
  scene.time.delayedCall(LIFESPAN + 100, () => emitter.destroy());
  return emitter;
}
