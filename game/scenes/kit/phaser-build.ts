/**
 * The Phaser the board kit ships: Phaser's own "core" entry point (game, scenes,
 * WebGL and Canvas renderers, loader, input, tweens, sound, graphics, images, text)
 * plus the few game objects our scenes add beyond it (containers for tiles,
 * particles for confetti, rectangles). Phaser does not tree-shake, so the full
 * package (physics, tilemaps, meshes, shaders…) is 1.4 MB of code a phone must
 * evaluate; this is what its maintainers document as a custom build. Vite and
 * Vitest resolve every `import Phaser from 'phaser'` here (vite.config.ts); the
 * types stay those of the 'phaser' package.
 */
import core from 'phaser/src/phaser-core.js';
import Container from 'phaser/src/gameobjects/container/Container.js';
import 'phaser/src/gameobjects/container/ContainerFactory.js';
import GameObjectEvents from 'phaser/src/gameobjects/events/index.js';
import Particles from 'phaser/src/gameobjects/particles/index.js';
import 'phaser/src/gameobjects/particles/ParticleEmitterFactory.js';
import Rectangle from 'phaser/src/gameobjects/shape/rectangle/Rectangle.js';
import 'phaser/src/gameobjects/shape/rectangle/RectangleFactory.js';
import type PhaserTypes from 'phaser';

const Phaser = core as typeof PhaserTypes;
Object.assign(Phaser.GameObjects, { Container, Events: GameObjectEvents, Particles, Rectangle });

export default Phaser;
