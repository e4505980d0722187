import { useCallback, useEffect, useRef, useState } from 'react';

/** Banners and confetti auto-clear after 3 seconds (SPEC sections 4 and 9). */
export const BANNER_MS = 3000;

/**
 * A flag that turns itself off `ms` after each `flash()`; a new flash restarts the
 * timer. The timer is cleared on unmount so nothing updates a gone page.
 */
export function useFlash(ms: number = BANNER_MS): [boolean, () => void] {
  const [on, setOn] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const flash = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    setOn(true);
    timer.current = setTimeout(() => setOn(false), ms);
  }, [ms]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return [on, flash];
}
