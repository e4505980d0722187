import { memo, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { focusTarget } from '../../game/rules/accessibility';
import { emptySlotName, isLocked, loosePieceName, pieceCount, placedPieceName, type JigsawBoard } from '../../game/rules/jigsaw';

interface JigsawMirrorProps {
  label: string;
  board: JigsawBoard;
  chosen: number | null; // the loose piece chosen, waiting for its slot
  onChoose(piece: number): void;
  onPlace(slot: number): void;
}

/**
 * The jigsaw without a pointer: the loose pieces as a list of buttons, the board's places as a
 * grid of buttons. Choose a piece, then its slot. Each list is one tab stop; arrows move inside
 * it. It stays out of sight until it holds keyboard focus (then it shows as a panel over the
 * table), so pointer users never see it and screen readers always do.
 */
export const JigsawMirror = memo(function JigsawMirror({ label, board, chosen, onChoose, onPlace }: JigsawMirrorProps) {
  const { grid } = board;
  const count = pieceCount(grid);
  const locked = useMemo(() => Array.from({ length: count }, (_, piece) => isLocked(board, piece)), [board, count]);
  const loose = useMemo(() => locked.flatMap((inPlace, piece) => (inPlace ? [] : [piece])), [locked]);

  return (
    <div className="jigsaw-mirror" role="group" aria-label={label}>
      <p className="jigsaw-mirror__hint">Choose a piece, then the slot where it belongs.</p>
      {loose.length > 0 && (
        <RovingButtons
          className="jigsaw-mirror__loose"
          label="Loose pieces"
          columns={Math.max(1, Math.min(10, loose.length))}
          items={loose.map((piece) => ({ key: piece, name: loosePieceName(grid, piece), text: String(piece + 1), pressed: chosen === piece }))}
          onPick={(index) => onChoose(loose[index] as number)}
        />
      )}
      <RovingButtons
        className="jigsaw-mirror__slots"
        label="Board"
        columns={grid.columns}
        items={locked.map((inPlace, slot) => ({
          key: slot,
          name: inPlace ? placedPieceName(slot) : emptySlotName(grid, slot),
          text: inPlace ? String(slot + 1) : '',
          pressed: undefined,
        }))}
        onPick={onPlace}
      />
    </div>
  );
});

interface Item {
  key: number;
  name: string;
  text: string;
  pressed: boolean | undefined; // undefined: not a toggle
}

interface RovingProps {
  className: string;
  label: string;
  columns: number;
  items: Item[];
  onPick(index: number): void;
}

/** Buttons in a grid with one tab stop (roving tabindex): arrows, Home and End move, Enter or Space picks. */
function RovingButtons({ className, label, columns, items, onPick }: RovingProps) {
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const tabStop = Math.min(active, items.length - 1);
  const keyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = focusTarget(event.key, index, columns, items.length, event.ctrlKey);
    if (target === null) {
      if (event.key.startsWith('Arrow')) event.preventDefault();
      return;
    }
    event.preventDefault();
    setActive(target);
    buttons.current[target]?.focus();
  };
  return (
    <div className={className} role="group" aria-label={label} style={{ gridTemplateColumns: `repeat(${columns}, minmax(2.2rem, 1fr))` }}>
      {items.map((item, index) => (
        <MirrorButton
          key={item.key}
          index={index}
          item={item}
          tabbable={index === tabStop}
          register={(element) => (buttons.current[index] = element)}
          onFocus={() => setActive(index)}
          onKeyDown={(event) => keyDown(event, index)}
          onPick={() => onPick(index)}
        />
      ))}
    </div>
  );
}

interface MirrorButtonProps {
  index: number;
  item: Item;
  tabbable: boolean;
  register(element: HTMLButtonElement | null): void;
  onFocus(): void;
  onKeyDown(event: KeyboardEvent<HTMLButtonElement>): void;
  onPick(): void;
}

function MirrorButton({ item, tabbable, register, onFocus, onKeyDown, onPick }: MirrorButtonProps) {
  return (
    <button
      ref={register}
      type="button"
      className="jigsaw-mirror__button"
      tabIndex={tabbable ? 0 : -1}
      aria-label={item.name}
      aria-pressed={item.pressed}
      onFocus={onFocus}
      onKeyDown={onKeyDown}
      onClick={onPick}
    >
      {item.text}
    </button>
  );
}
