import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { SceneBasics, SceneContract, SceneModule } from '../../game/scenes/kit/contract';

/** Device pixels per CSS pixel a scene is drawn at (capped: 10x10 boards on 3x phones stay light). */
export function sceneResolution(): number {
  return Math.min(2, Math.max(1, window.devicePixelRatio || 1));
}

type OwnEvents<C extends SceneContract> = Omit<C['events'], 'ready'>;

export interface SceneHostInput<C extends SceneContract> {
  load: () => Promise<SceneModule<C>>; // a dynamic import: the engine travels in its own chunk
  enabled: boolean; // false while something the scene needs (a picture) is still loading
  identity: string; // what the scene shows: a new identity starts a new scene
  options: () => Omit<C['options'], keyof SceneBasics>; // read once the engine has loaded, so the newest props win
  events: OwnEvents<C>; // handlers may change on every render; the scene always reaches the newest
  width: number; // css px
  sound: boolean;
}

export interface SceneHost<C extends SceneContract> {
  actions: C['actions'] | null; // null until the scene is mounted
  ready: boolean; // the scene has drawn its first frame
  failed: boolean; // the engine could not start (the page's own fallback, such as the mirror, still works)
}

/** An events object for the scene whose every method calls the newest handler of that name. */
function forwardEvents<E extends object>(newest: () => E, ready: () => void): E & { ready(): void } {
  return new Proxy({} as E & { ready(): void }, {
    get: (_target, name) =>
      name === 'ready' ? ready : (...args: unknown[]) => (newest() as Record<PropertyKey, ((...a: unknown[]) => void) | undefined>)[name]?.(...args),
  });
}

/**
 * Mounts a scene of the board kit (any kind: swap board, tracing) into `hostRef`
 * and speaks its typed contract. The engine and the scene load lazily, once per
 * mount and identity. Under React StrictMode the first mount is torn down at once:
 * its scene is destroyed as soon as it exists, and the second mount builds its own.
 */
export function useScene<C extends SceneContract>(hostRef: RefObject<HTMLElement | null>, input: SceneHostInput<C>): SceneHost<C> {
  const { enabled, identity, width, sound } = input;
  const [actions, setActions] = useState<C['actions'] | null>(null);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const latest = useRef(input);
  useLayoutEffect(() => {
    latest.current = input;
  });

  useEffect(() => {
    const host = hostRef.current;
    if (!enabled || !host) return;
    let cancelled = false;
    let destroy: (() => void) | null = null;
    Promise.all([import('../../game/scenes/kit/mount'), latest.current.load()])
      .then(([{ mountScene }, module]) => {
        if (cancelled) return;
        const now = latest.current;
        const basics: SceneBasics = { width: now.width, resolution: sceneResolution(), sound: now.sound };
        const options = { ...now.options(), ...basics } as C['options'];
        const events = forwardEvents<OwnEvents<C>>(() => latest.current.events, () => {
          if (!cancelled) setReady(true);
        }) as C['events'];
        const mounted = mountScene<C>(host, module, options, events);
        destroy = mounted.destroy;
        setActions(() => mounted.actions);
      })
      .catch((error: unknown) => {
        console.error('The board could not start', error);
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      destroy?.();
      setActions(null);
      setReady(false);
    };
  }, [enabled, identity, hostRef]);

  useEffect(() => actions?.resize(width), [actions, width]);
  useEffect(() => actions?.setSound(sound), [actions, sound]);
  return { actions, ready, failed };
}
