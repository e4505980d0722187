import { useRef, useState, type KeyboardEvent } from 'react';
import { focusTarget } from '../../game/rules/accessibility';
import type { Rect } from '../../game/rules/slice';

interface BoardMirrorProps {
  label: string;
  cells: readonly Rect[]; // by position, in CSS px, the same cells the canvas draws
  columns: number;
  selected: number | null;
  tileName: (position: number) => string;
  onPick: (position: number) => void;
}

/**
 * The accessible twin of the canvas: one real button per tile, laid exactly over it.
 * The buttons let the mouse through to the canvas (pointer-events: none) but take
 * keyboard focus, so the board can be solved by keyboard and screen reader, and
 * tested through the accessibility tree. One tab stop for the whole grid; arrows move
 * inside it (roving tabindex); Enter or Space picks.
 */
export function BoardMirror({ label, cells, columns, selected, tileName, onPick }: BoardMirrorProps) {
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const tabStop = active < cells.length ? active : 0;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, position: number) => {
    const target = focusTarget(event.key, position, columns, cells.length, event.ctrlKey);
    if (target === null) {
      if (event.key.startsWith('Arrow')) event.preventDefault(); // an edge: stay, and never scroll the page
      return;
    }
    event.preventDefault();
    setActive(target);
    buttons.current[target]?.focus();
  };

  return (
    <div className="swap-board__mirror" role="group" aria-label={label}>
      {cells.map((cell, position) => (
        <button
          key={position}
          ref={(element) => {
            buttons.current[position] = element;
          }}
          type="button"
          className="swap-board__tile"
          style={{ left: cell.x, top: cell.y, width: cell.width, height: cell.height }}
          tabIndex={position === tabStop ? 0 : -1}
          aria-label={tileName(position)}
          aria-pressed={selected === position}
          data-position={position}
          onFocus={() => setActive(position)}
          onKeyDown={(event) => onKeyDown(event, position)}
          onClick={() => onPick(position)}
        />
      ))}
    </div>
  );
}
