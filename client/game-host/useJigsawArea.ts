import { useLayoutEffect, useState, type RefObject } from 'react';

export const MIN_TABLE_HEIGHT = 360; // css px: a table lower than this has no room to play
const BOTTOM_AIR = 12; // css px left under the table, so the page's edge stays visible

export interface Area {
  width: number;
  height: number;
}

/**
 * The jigsaw table's area: its container's width, and the window's height below the table's
 * top (at least MIN_TABLE_HEIGHT), so the board is the page's hero on a desktop and a phone alike.
 * Null until measured.
 */
export function useJigsawArea(ref: RefObject<HTMLElement | null>): Area | null {
  const [area, setArea] = useState<Area | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const bounds = element.getBoundingClientRect();
      const top = bounds.top + window.scrollY; // from the page's top: scrolling never resizes the table
      const width = Math.floor(bounds.width);
      const height = Math.max(MIN_TABLE_HEIGHT, Math.floor(window.innerHeight - top - BOTTOM_AIR));
      setArea((before) => (before && before.width === width && before.height === height ? before : { width, height }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref]);
  return area;
}
