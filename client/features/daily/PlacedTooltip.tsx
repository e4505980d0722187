import { useState, type FocusEvent, type MouseEvent, type ReactNode } from 'react';

export const PLACED_TOOLTIP = 'This piece is in the correct location!';

interface Tip {
  position: number;
  left: number; // px from the wrapper's left edge: the tile's centre
  top: number; // px from the wrapper's top edge: the tile's top
}

/** The mirror button (laid exactly over its tile) under a point, if any. */
function tileAt(root: HTMLElement, x: number, y: number): HTMLElement | null {
  for (const tile of root.querySelectorAll<HTMLElement>('[data-position]')) {
    const r = tile.getBoundingClientRect();
    if (x >= r.left && x <= r.right && y >= r.top && y <= r.bottom) return tile;
  }
  return null;
}

function tipFor(root: HTMLElement, tile: HTMLElement): Tip {
  const outer = root.getBoundingClientRect();
  const r = tile.getBoundingClientRect();
  return { position: Number(tile.dataset.position), left: r.left - outer.left + r.width / 2, top: r.top - outer.top };
}

/**
 * The hover tooltip of a correctly placed letter (SPEC: "This piece is in the correct
 * location!"). The tiles are drawn on a canvas, so the board's mirror buttons tell
 * where each tile is; hovering a placed tile, or focusing it with the keyboard, shows
 * the tooltip above it. Screen readers hear ", in place" in the tile's name instead.
 */
export function PlacedTooltip({ placed, children }: { placed: readonly boolean[]; children: ReactNode }) {
  const [tip, setTip] = useState<Tip | null>(null);

  function onMouseMove(event: MouseEvent<HTMLDivElement>) {
    const tile = tileAt(event.currentTarget, event.clientX, event.clientY);
    const next = tile ? tipFor(event.currentTarget, tile) : null;
    if (next?.position !== tip?.position) setTip(next);
  }

  function onFocus(event: FocusEvent<HTMLDivElement>) {
    const tile = event.target instanceof HTMLElement && event.target.dataset.position !== undefined ? event.target : null;
    setTip(tile ? tipFor(event.currentTarget, tile) : null);
  }

  const shown = tip !== null && placed[tip.position] === true;
  return (
    <div className="placed-tooltip" onMouseMove={onMouseMove} onMouseLeave={() => setTip(null)} onFocus={onFocus} onBlur={() => setTip(null)}>
      {children}
      {shown ? (
        <span className="placed-tooltip__tip" role="tooltip" style={{ left: tip.left, top: tip.top }}>
          {PLACED_TOOLTIP}
        </span>
      ) : null}
    </div>
  );
}
