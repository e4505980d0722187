import { useRef } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SceneHost } from '../../client/game-host/useScene';
import { useScene } from '../../client/game-host/useScene';
import { squareScene, type SquareContract } from './minimal-scene';

interface SquareProps {
  identity: string;
  width: number;
  onPainted(colour: number): void;
  expose(host: SceneHost<SquareContract>): void;
}

/** A page with one square scene, hosted by the kit's generic hook. */
function Square({ identity, width, onPainted, expose }: SquareProps) {
  const ref = useRef<HTMLDivElement>(null);
  const host = useScene<SquareContract>(ref, {
    load: async () => squareScene(false),
    enabled: true,
    identity,
    options: () => ({ colour: 0xff8800 }),
    events: { painted: onPainted, pointed: () => undefined },
    width,
    sound: false,
  });
  expose(host);
  return <div ref={ref} data-testid="square" data-ready={host.ready} style={{ position: 'relative', width, height: width }} />;
}

let root: Root | null = null;
let container: HTMLElement | null = null;

function mount(): { render(props: SquareProps): void; latest(): SceneHost<SquareContract> } {
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  let host: SceneHost<SquareContract> | null = null;
  return {
    // Synchronously, so each step of a test sees its render committed.
    render: (props) => flushSync(() => root?.render(<Square {...props} expose={(next) => (host = next)} />)),
    latest: () => {
      if (!host) throw new Error('not rendered yet');
      return host;
    },
  };
}

afterEach(() => {
  root?.unmount();
  container?.remove();
  root = null;
});

const canvases = () => container?.querySelectorAll('canvas') ?? [];

describe('useScene hosts any scene of the kit in React', () => {
  it('mounts the scene lazily, reports ready, and hands out its typed actions', async () => {
    const page = mount();
    page.render({ identity: 'a', width: 100, onPainted: () => undefined, expose: () => undefined });
    expect(page.latest().actions).toBeNull();
    await vi.waitFor(() => expect(page.latest().ready).toBe(true));
    expect(canvases()).toHaveLength(1);
    expect(page.latest().actions).not.toBeNull();
  });

  it('delivers events to the newest handler, not the one the scene was created with', async () => {
    const first: number[] = [];
    const second: number[] = [];
    const page = mount();
    page.render({ identity: 'a', width: 100, onPainted: (c) => first.push(c), expose: () => undefined });
    await vi.waitFor(() => expect(page.latest().ready).toBe(true));
    page.render({ identity: 'a', width: 100, onPainted: (c) => second.push(c), expose: () => undefined });
    page.latest().actions?.paint(7);
    expect(second).toEqual([7]);
    expect(first).toEqual([]);
  });

  it('forwards a new width to the scene', async () => {
    const page = mount();
    page.render({ identity: 'a', width: 100, onPainted: () => undefined, expose: () => undefined });
    await vi.waitFor(() => expect(page.latest().ready).toBe(true));
    const resolution = Math.min(2, Math.max(1, window.devicePixelRatio || 1));
    page.render({ identity: 'a', width: 60, onPainted: () => undefined, expose: () => undefined });
    await vi.waitFor(() => expect(canvases()[0]?.width).toBe(Math.round(60 * resolution)));
  });

  it('starts a new scene for a new identity and removes the old one; unmounting removes it all', async () => {
    const page = mount();
    page.render({ identity: 'a', width: 100, onPainted: () => undefined, expose: () => undefined });
    await vi.waitFor(() => expect(page.latest().ready).toBe(true));
    const before = canvases()[0];
    page.render({ identity: 'b', width: 100, onPainted: () => undefined, expose: () => undefined });
    await vi.waitFor(() => {
      expect(page.latest().ready).toBe(true);
      expect(canvases()).toHaveLength(1);
      expect(canvases()[0]).not.toBe(before);
    });
    root?.unmount();
    root = null;
    expect(canvases()).toHaveLength(0);
  });
});
