import type { CSSProperties } from 'react';
import { boardCells, type Rect } from '../../game/rules/slice';
import type { SwapState, SwapTiles } from '../../game/scenes/swap/contract';
import { cssColor } from '../../game/scenes/kit/css-color';
import {
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

const EDGE: Record<Look, string> = {
  plain: `inset 0 0 0 ${FRAME_WIDTH}px ${cssColor(FRAME_COLOR, FRAME_ALPHA)}`,
  placed: `inset 0 0 0 ${PLACED_WIDTH}px ${cssColor(PLACED_COLOR)}`,
  selected: `inset 0 0 0 ${SELECTED_WIDTH}px ${cssColor(SELECTED_COLOR)}`,
  solved: 'none',
};

/**
 * A piece of the picture: the picture stretched over the board, shifted so the piece's home
 * slice (its cell on a board without gaps, as the scene cuts it) fills the cell it is in.
 */
function pictureTileStyle(picture: string, slice: Rect, width: number, height: number, cell: Rect): CSSProperties {
  const scaleX = cell.width / slice.width;
  const scaleY = cell.height / slice.height;
  return {
    backgroundImage: `url("${picture}")`,
    backgroundSize: `${width * scaleX}px ${height * scaleY}px`,
    backgroundPosition: `${-slice.x * scaleX}px ${-slice.y * scaleY}px`,
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
  const slices = tiles.kind === 'image' ? boardCells(width, height, tiles.columns, tiles.rows) : null; // by piece id
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
        const slice = slices?.[pieceId];
        const art = picture && slice ? pictureTileStyle(picture, slice, width, height, cell) : {};
        return <div key={position} className="dom-tiles__cell dom-tiles__piece" style={{ ...place, ...art, boxShadow: EDGE[look] }} data-look={look} onClick={onClick} />;
      })}
    </div>
  );
}
