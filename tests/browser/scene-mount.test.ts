import Phaser from 'phaser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { MountedScene, SceneModule } from '../../game/scenes/kit/contract';
import { mountScene } from '../../game/scenes/kit/mount';
import { SquareScene, squareScene, type SquareActions, type SquareContract, type SquareEvents } from './minimal-scene';

interface Started {
  host: HTMLElement;
  scene: SquareScene;
  mounted: MountedScene<SquareActions>;
  heard: { ready: number; painted: number[]; pointed: number };
}

const running: Started[] = [];

/** Mounts the square scene in a fresh element of the page and records every event it sends. */
function start(pointer: boolean, width = 120, resolution = 2): Started {
  const host = document.createElement('div');
  host.style.cssText = `position: relative; width: ${width}px; height: ${width}px; overflow: hidden;`;
  document.body.appendChild(host);
  const heard = { ready: 0, painted: [] as number[], pointed: 0 };
  const events: SquareEvents = {
    ready: () => void (heard.ready += 1),
    painted: (colour) => void heard.painted.push(colour),
    pointed: () => void (heard.pointed += 1),
  };
  const made: SquareScene[] = [];
  const module = squareScene(pointer);
  const watched: SceneModule<SquareContract> = {
    ...module,
    createScene: (options, sceneEvents) => {
      const scene = new SquareScene(options, sceneEvents);
      made.push(scene);
      return scene;
    },
  };
  const mounted = mountScene(host, watched, { width, resolution, sound: false, colour: 0xff0000 }, events);
  const scene = made[0];
  if (!scene) throw new Error('the kit did not create the scene');
  const started = { host, scene, mounted, heard };
  running.push(started);
  return started;
}

afterEach(() => {
  for (const { mounted, host } of running.splice(0)) {
    mounted.destroy();
    host.remove();
  }
});

describe('the board kit mounts any scene', () => {
  it('into its own holder inside the parent, at device resolution, and reports ready once', async () => {
    const { host, heard } = start(false, 120, 2);
    await vi.waitFor(() => expect(heard.ready).toBe(1));
    const canvas = host.querySelector('.board-kit__engine > canvas');
    expect(canvas).toBeInstanceOf(HTMLCanvasElement);
    expect((canvas as HTMLCanvasElement).width).toBe(240);
  });

  it('passes actions down and events up through the scene’s own contract', async () => {
    const { mounted, heard } = start(false);
    await vi.waitFor(() => expect(heard.ready).toBe(1));
    mounted.actions.paint(0x00ff00);
    mounted.actions.paint(0x0000ff);
    expect(heard.painted).toEqual([0x00ff00, 0x0000ff]);
  });

  it('stops drawing while nothing moves and wakes for the next change', async () => {
    const { scene, mounted, heard } = start(false);
    await vi.waitFor(() => expect(heard.ready).toBe(1));
    await vi.waitFor(() => expect(scene.game.loop.running).toBe(false)); // asleep a few frames after the first
    let steps = 0;
    scene.game.events.on(Phaser.Core.Events.STEP, () => void (steps += 1));
    mounted.actions.paint(0x00ff00);
    expect(steps).toBe(0); // never a step inside the call (a tap's handler): the loop wakes at the next animation frame
    await vi.waitFor(() => expect(steps).toBeGreaterThan(0));
    await vi.waitFor(() => expect(scene.game.loop.running).toBe(false)); // its glide is over: asleep again
  });

  it('rebuilds a ready scene for a new width, and not for the same one', async () => {
    const { scene, mounted, heard, host } = start(false, 120, 1);
    await vi.waitFor(() => expect(heard.ready).toBe(1));
    const before = scene.relayouts;
    mounted.actions.resize(120);
    expect(scene.relayouts).toBe(before);
    mounted.actions.resize(80);
    expect(scene.relayouts).toBe(before + 1);
    expect(host.querySelector('canvas')?.width).toBe(80);
  });

  it('keeps a celebration asked for before the scene is ready until it is', async () => {
    const { scene, mounted, heard } = start(false);
    mounted.actions.celebrate({ particles: 20, spread: 90, originY: 0.5 });
    await vi.waitFor(() => expect(heard.ready).toBe(1));
    expect(scene.children.list.some((child) => child.type === 'ParticleEmitter')).toBe(true);
  });

  it('gives Phaser pointer input only to a scene that asks for it', async () => {
    const following = start(true, 120, 1);
    const clicking = start(false, 120, 1);
    await vi.waitFor(() => expect(following.heard.ready + clicking.heard.ready).toBe(2));
    await userEvent.click(following.host.querySelector('canvas') as HTMLCanvasElement);
    await userEvent.click(clicking.host.querySelector('canvas') as HTMLCanvasElement);
    expect(following.heard.pointed).toBe(1); // heard even while its loop sleeps
    expect(clicking.heard.pointed).toBe(0);
  });

  it('takes everything out of the page when destroyed', async () => {
    const { host, mounted, heard } = start(false);
    await vi.waitFor(() => expect(heard.ready).toBe(1));
    mounted.destroy();
    expect(host.children).toHaveLength(0);
  });
});
