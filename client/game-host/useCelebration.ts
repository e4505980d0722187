import { useEffect, useLayoutEffect, useRef } from 'react';
import type { Celebration, SceneActions } from '../../game/scenes/kit/contract';

/**
 * Confetti when `done` turns true (not when a board mounts already done). A
 * burst asked for while the engine is still loading waits for it.
 */
export function useCelebration(actions: SceneActions | null, done: boolean, celebration: Celebration | null): void {
  const wasDone = useRef(done);
  const pending = useRef<Celebration | null>(null);
  const latest = useRef(celebration);
  useLayoutEffect(() => {
    latest.current = celebration;
  });

  useEffect(() => {
    const turnedDone = done && !wasDone.current;
    wasDone.current = done;
    if (turnedDone && latest.current) pending.current = latest.current;
    if (actions && pending.current) {
      actions.celebrate(pending.current);
      pending.current = null;
    }
  }, [done, actions]);
}
