/**
 * Mounts any scene of the board kit into a parent element: one Phaser game per
 * scene, sized by the scene, transparent (the page shows through the gaps).
 * This module imports Phaser, so the client loads it dynamically, with the scene.
 */
import Phaser from 'phaser';
import type { MountedScene, SceneContract, SceneModule } from './contract';

export function mountScene<C extends SceneContract>(
  parent: HTMLElement,
  module: SceneModule<C>,
  options: C['options'],
  events: C['events'],
): MountedScene<C['actions']> {
  // A fresh holder per game: a game being torn down never shares a parent with its successor.
  const holder = document.createElement('div');
  holder.className = 'board-kit__engine';
  parent.appendChild(holder);
  const scene = module.createScene(options, events);
  const pointer = module.engine.pointer;
  const side = Math.max(1, Math.round(options.width * options.resolution)); // the scene sets its real height in create()
  const game = new Phaser.Game({
    type: module.engine.renderer === 'canvas' ? Phaser.CANVAS : Phaser.AUTO, // AUTO: WebGL, or Canvas where WebGL is unavailable
    parent: holder,
    width: side,
    height: side,
    transparent: true,
    banner: false,
    disableContextMenu: false, // the host decides (private boards block it)
    // Keys always belong to the accessible mirror; pointers only to scenes that follow a finger.
    input: { keyboard: false, mouse: pointer, touch: pointer, gamepad: false },
    scale: { mode: Phaser.Scale.NONE },
    scene,
  });
  return {
    actions: scene,
    destroy() {
      scene.wakeForTeardown();
      game.destroy(true);
      holder.remove();
    },
  };
}
