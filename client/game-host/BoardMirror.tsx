import { memo, useMemo, useRef, useState, type KeyboardEvent } from 'react';
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

/** What every button of the grid calls, with its position: one object for the board's life. */
interface MirrorHandlers {
  register(position: number, element: HTMLButtonElement | null): void;
  focus(position: number): void;
  keyDown(event: KeyboardEvent<HTMLButtonElement>, position: number): void;
  pick(position: number): void;
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

  // The handlers read the latest props through a ref, so they never change and a swap re-renders
  // only the buttons whose name or state changed (a 10x10 board has 100: re-rendering all of them
  // inside the tap costs a phone a frame).
  const latest = useRef({ columns, count: cells.length, onPick });
  latest.current = { columns, count: cells.length, onPick };
  const handlers = useMemo<MirrorHandlers>(
    () => ({
      register: (position, element) => {
        buttons.current[position] = element;
      },
      focus: (position) => setActive(position),
      keyDown: (event, position) => {
        const target = focusTarget(event.key, position, latest.current.columns, latest.current.count, event.ctrlKey);
        if (target === null) {
          if (event.key.startsWith('Arrow')) event.preventDefault(); // an edge: stay, and never scroll the page
          return;
        }
        event.preventDefault();
        setActive(target);
        buttons.current[target]?.focus();
      },
      pick: (position) => latest.current.onPick(position),
    }),
    [],
  );

  return (
    <div className="swap-board__mirror" role="group" aria-label={label}>
      {cells.map((cell, position) => (
        <MirrorButton
          key={position}
          position={position}
          x={cell.x}
          y={cell.y}
          width={cell.width}
          height={cell.height}
          tabbable={position === tabStop}
          name={tileName(position)}
          pressed={selected === position}
          handlers={handlers}
        />
      ))}
    </div>
  );
}

interface MirrorButtonProps {
  position: number;
  x: number;
  y: number;
  width: number;
  height: number;
  tabbable: boolean;
  name: string;
  pressed: boolean;
  handlers: MirrorHandlers;
}

/** One tile's button; its props are plain values, so memo skips it when they are unchanged. */
const MirrorButton = memo(function MirrorButton({ position, x, y, width, height, tabbable, name, pressed, handlers }: MirrorButtonProps) {
  return (
    <button
      ref={(element) => handlers.register(position, element)}
      type="button"
      className="swap-board__tile"
      style={{ left: x, top: y, width, height }}
      tabIndex={tabbable ? 0 : -1}
      aria-label={name}
      aria-pressed={pressed}
      data-position={position}
      onFocus={() => handlers.focus(position)}
      onKeyDown={(event) => handlers.keyDown(event, position)}
      onClick={() => handlers.pick(position)}
    />
  );
});
