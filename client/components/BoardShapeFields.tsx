import type { ReactNode } from 'react';
import { PUZZLE_TYPES, type JigsawCount, type PuzzleType } from '../../game/rules/jigsaw/counts';
import { piecesFor, type BoardShape } from '../stores/board-shape';
import { useOpenCounts } from '../lib/feature-flags';
import './BoardShapeFields.css';

const TYPE_LABELS: Record<PuzzleType, string> = { swap: 'Tile swap', jigsaw: 'Jigsaw' };

interface BoardShapeFieldsProps {
  idPrefix: string;
  shape: BoardShape;
  offered: readonly JigsawCount[]; // the counts the picture holds (game/rules/jigsaw/counts.ts offeredCounts)
  onChange(shape: BoardShape): void;
  difficulty: ReactNode; // the tile swap's own size choice, shown while it is chosen
}

/**
 * "Puzzle type": a tile swap with its size, or a jigsaw with its piece count (only the counts
 * whose pieces stay large enough on this picture) and whether pieces may be turned.
 */
export function BoardShapeFields({ idPrefix, shape, offered: allOffered, onChange, difficulty }: BoardShapeFieldsProps) {
  const offered = useOpenCounts(allOffered); // early access: no count over 96 while 'big-jigsaw' is closed to this visitor
  const pieces = piecesFor(shape.pieces, offered);
  return (
    <div className="board-shape">
      <fieldset className="board-shape__type">
        <legend>Puzzle type</legend>
        {PUZZLE_TYPES.map((type) => (
          <label key={type} className="board-shape__option">
            <input
              type="radio"
              name={`${idPrefix}-puzzle-type`}
              value={type}
              checked={shape.puzzleType === type}
              onChange={() => onChange({ ...shape, puzzleType: type })}
            />
            <span>{TYPE_LABELS[type]}</span>
          </label>
        ))}
      </fieldset>
      {shape.puzzleType === 'swap' ? (
        difficulty
      ) : (
        <div className="board-shape__jigsaw">
          <div className="field">
            <label htmlFor={`${idPrefix}-pieces`}>Pieces</label>
            <select
              id={`${idPrefix}-pieces`}
              value={pieces}
              onChange={(event) => {
                const count = offered.find((option) => option === Number(event.target.value));
                if (count !== undefined) onChange({ ...shape, pieces: count });
              }}
            >
              {offered.map((count) => (
                <option key={count} value={count}>
                  {count} pieces
                </option>
              ))}
            </select>
          </div>
          <label className="checkbox">
            <input type="checkbox" checked={shape.rotation} onChange={(event) => onChange({ ...shape, rotation: event.target.checked })} />
            <span>Allow rotation</span>
          </label>
        </div>
      )}
    </div>
  );
}
