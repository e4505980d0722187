import { useEffect, useRef } from 'react';
import type { PartySession } from '../../../lib/party/session';
import type { Point } from './geometry';

/**
 * Sends where this player points over a board element (session.cursor: the session keeps it to 20 a
 * second, the last place winning). `toUnits` turns css px from the element's top left into the
 * board's units (a tile swap: fractions of the board; a jigsaw: cells), or null off the board.
 */
export function usePointerCursor(session: PartySession, element: HTMLElement | null, toUnits: (px: Point) => Point | null): void {
  const latest = useRef(toUnits);
  latest.current = toUnits;
  useEffect(() => {
    if (!element) return;
    const onMove = (event: PointerEvent) => {
      const bounds = element.getBoundingClientRect();
      const at = latest.current({ x: event.clientX - bounds.left, y: event.clientY - bounds.top });
      if (at && Number.isFinite(at.x) && Number.isFinite(at.y)) session.cursor(at.x, at.y);
    };
    // Captured and passive: the board's own handlers (the scene's drag) run as ever, untouched.
    element.addEventListener('pointermove', onMove, { capture: true, passive: true });
    return () => element.removeEventListener('pointermove', onMove, { capture: true });
  }, [session, element]);
}
