import type { FontStyle, GridSide } from '../../../../../game/rules/gift';
import { DifficultySelect, FontSelect } from '../../../../components/PuzzleChoices';

interface BoardOptionsProps {
  gridSize: GridSide;
  fontStyle: FontStyle;
  onGridSize(side: GridSide): void;
  onFontStyle(font: FontStyle): void;
}

/** The puzzle's size and the message's font, as on the gift's create screen. */
export function BoardOptions({ gridSize, fontStyle, onGridSize, onFontStyle }: BoardOptionsProps) {
  return (
    <>
      <DifficultySelect id="card-difficulty" label="Puzzle size" value={gridSize} onChange={onGridSize} />
      <FontSelect id="card-font" label="Message font" value={fontStyle} onChange={onFontStyle} />
    </>
  );
}
