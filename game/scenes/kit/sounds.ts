/**
 * Scene sounds, made by the scripts in assets/scripts/ and served from /audio/.
 * They load in the background after the scene is drawn, so a slow network never
 * delays the board; a sound that is not loaded (yet) is simply skipped.
 */
import type Phaser from 'phaser';

export interface SceneSound {
  key: string; // in Phaser's audio cache
  url: string;
  volume: number; // 0..1
}

export function loadSounds(scene: Phaser.Scene, sounds: readonly SceneSound[]): void {
  for (const sound of sounds) {
    if (!scene.cache.audio.exists(sound.key)) scene.load.audio(sound.key, sound.url);
  }
  scene.load.start();
}

export function playSound(scene: Phaser.Scene, sound: SceneSound): void {
  if (!scene.cache.audio.exists(sound.key)) return;
  try {
    scene.sound.play(sound.key, { volume: sound.volume });
  } catch {
    // Audio is decoration: a browser that refuses to play must never break the board.
  }
}
