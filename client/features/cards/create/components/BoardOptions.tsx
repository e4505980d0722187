import type { FontStyle, GridSide } from '../../../../../game/rules/gift';
import { BoardShapeFields } from '../../../../components/BoardShapeFields';
import { DifficultySelect, FontSelect } from '../../../../components/PuzzleChoices';
import type { BoardShape } from '../../../../stores/board-shape';
import { CARD_JIGSAW_COUNTS } from '../card-body';

interface BoardOptionsProps {
  shape: BoardShape;
  gridSize: GridSide;
  fontStyle: FontStyle;
  onShape(shape: BoardShape): void;
  onGridSize(side: GridSide): void;
  onFontStyle(font: FontStyle): void;
}

/** The kind of puzzle (a tile swap and its size, or a jigsaw) and the message's font, as on the gift's create screen. */
export function BoardOptions({ shape, gridSize, fontStyle, onShape, onGridSize, onFontStyle }: BoardOptionsProps) {
  return (
    <>
      <BoardShapeFields
        idPrefix="card"
        shape={shape}
        offered={CARD_JIGSAW_COUNTS}
        onChange={onShape}
        difficulty={<DifficultySelect id="card-difficulty" label="Puzzle size" value={gridSize} onChange={onGridSize} />}
      />
      <FontSelect id="card-font" label="Message font" value={fontStyle} onChange={onFontStyle} />
    </>
  );
}
