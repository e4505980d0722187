import type { CSSProperties } from 'react';
import { splitLength, type Rect } from '../../game/rules/slice';
import type { SwapState, SwapTiles } from '../../game/scenes/swap/contract';
import {
  cssColor,
  FRAME_ALPHA,
  FRAME_COLOR,
  FRAME_WIDTH,
  LETTER_COLORS,
  LETTER_FONT,
  letterBlock,
  PLACED_COLOR,
  PLACED_EDGE,
  PLACED_WIDTH,
  SELECTED_COLOR,
  SELECTED_EDGE,
  SELECTED_SCALE,
  SELECTED_WIDTH,
} from '../../game/scenes/swap/look';
import './DomTiles.css';

interface DomTilesProps {
  tiles: SwapTiles;
  picture: string | null; // the loaded picture's URL (image boards); null while it loads
  state: SwapState;
  cells: readonly Rect[]; // by position, CSS px: the cells the scene will draw
  width: number; // the board, CSS px
  height: number;
  onPick: (position: number) => void;
}

type Look = 'plain' | 'placed' | 'selected' | 'solved';

function lookAt(state: SwapState, position: number): Look {
  if (state.solved) return 'solved';
  if (state.selected === position) return 'selected';
  return state.highlightPlaced && state.placed[position] ? 'placed' : 'plain';
}

const FRAME = `rgb(${[16, 8, 0].map((shift) => (FRAME_COLOR >> shift) & 0xff).join(' ')} / ${FRAME_ALPHA})`;
const EDGE: Record<Look, string> = {
  plain: `inset 0 0 0 ${FRAME_WIDTH}px ${FRAME}`,
  placed: `inset 0 0 0 ${PLACED_WIDTH}px ${cssColor(PLACED_COLOR)}`,
  selected: `inset 0 0 0 ${SELECTED_WIDTH}px ${cssColor(SELECTED_COLOR)}`,
  solved: 'none',
};

/** A piece of the picture: the picture stretched over the board, shifted so the piece's home slice fills the cell. */
function pictureTileStyle(tiles: Extract<SwapTiles, { kind: 'image' }>, picture: string, pieceId: number, width: number, height: number, cell: Rect): CSSProperties {
  const column = splitLength(width, tiles.columns)[pieceId % tiles.columns]!;
  const row = splitLength(height, tiles.rows)[Math.floor(pieceId / tiles.columns)]!;
  const scaleX = cell.width / column.length;
  const scaleY = cell.height / row.length;
  return {
    backgroundImage: `url("${picture}")`,
    backgroundSize: `${width * scaleX}px ${height * scaleY}px`,
    backgroundPosition: `${-column.start * scaleX}px ${-row.start * scaleY}px`,
  };
}

function letterTileStyle(pieceId: number, look: Look, cell: Rect): CSSProperties {
  const { inset, radius, fontSize } = letterBlock(cell.width, cell.height);
  const own = LETTER_COLORS[pieceId % LETTER_COLORS.length] ?? LETTER_COLORS[0];
  const fill = look === 'selected' ? SELECTED_COLOR : look === 'placed' ? PLACED_COLOR : own;
  const edge = look === 'selected' ? SELECTED_EDGE : look === 'placed' ? PLACED_EDGE : null;
  return {
    inset,
    borderRadius: radius,
    fontSize,
    fontFamily: LETTER_FONT,
    background: cssColor(fill),
    color: look === 'selected' ? '#1f1633' : '#ffffff',
    boxShadow: `${edge === null ? '' : `inset 0 0 0 3px ${cssColor(edge)}, `}0 3px 0 rgb(0 0 0 / 0.18)`,
  };
}

/**
 * The swap board drawn by the browser, in the scene's cells and palette, until the
 * scene has drawn its first frame: the first screen shows the tiles at once, and a tap
 * picks (the mirror's buttons above let pointers through). Then the scene takes over
 * in the same place, and these tiles go.
 */
export function DomTiles({ tiles, picture, state, cells, width, height, onPick }: DomTilesProps) {
  return (
    <div className="dom-tiles" aria-hidden="true" data-testid="dom-tiles">
      {state.order.map((pieceId, position) => {
        const cell = cells[position];
        if (!cell) return null;
        const look = lookAt(state, position);
        const place: CSSProperties = { left: cell.x, top: cell.y, width: cell.width, height: cell.height };
        if (look === 'selected') place.transform = `scale(${SELECTED_SCALE})`;
        const onClick = () => onPick(position);
        if (tiles.kind === 'letters') {
          return (
            <div key={position} className="dom-tiles__cell" style={place} data-look={look} onClick={onClick}>
              <span className="dom-tiles__letter" style={letterTileStyle(pieceId, look, cell)}>
                {tiles.letters[pieceId]}
              </span>
            </div>
          );
        }
        const art = picture ? pictureTileStyle(tiles, picture, pieceId, width, height, cell) : {};
        return <div key={position} className="dom-tiles__cell dom-tiles__piece" style={{ ...place, ...art, boxShadow: EDGE[look] }} data-look={look} onClick={onClick} />;
      })}
    </div>
  );
}
