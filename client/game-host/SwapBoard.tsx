import { useMemo, useRef, useState, type MouseEvent, type SyntheticEvent } from 'react';
import { positionAt } from '../../game/rules/slice';
import { boardHeight, cellsFor, effectiveGap, gridOf } from '../../game/scenes/board-geometry';
import { BoardMirror } from './BoardMirror';
import type { SwapBoardProps } from './types';
import { useBoardGame } from './useBoardGame';
import { useElementWidth } from './useElementWidth';
import { usePicture } from './usePicture';
import './SwapBoard.css';

const MIN_WIDTH = 120; // below this a 10x10 board has no room for its gaps

function preventDefault(event: SyntheticEvent): void {
  event.preventDefault();
}

/**
 * Every board of the product: a Phaser canvas (loaded on first use) drawing the tiles,
 * under an accessible mirror of real buttons. React owns the state; see types.ts.
 */
export function SwapBoard(props: SwapBoardProps) {
  const { tiles, order, selected, placed, solved, onPick, maxWidth, label, tileName, announcement } = props;
  const { highlightPlaced = false, gap, privateMode = false, celebration = null, sound = true, tileTitle } = props;
  const rootRef = useRef<HTMLDivElement>(null);
  const engineRef = useRef<HTMLDivElement>(null);

  const available = useElementWidth(rootRef);
  const width = Math.max(MIN_WIDTH, Math.floor(Math.min(maxWidth, available ?? maxWidth)));
  const picture = usePicture(tiles.kind === 'image' ? tiles.imageUrl : null);
  const image = picture.status === 'ready' ? picture.image : null;
  const height = boardHeight(tiles, image ? { width: image.naturalWidth, height: image.naturalHeight } : null, width);
  const drawnGap = effectiveGap({ solved, gap });
  const cells = useMemo(() => cellsFor(tiles, width, height, drawnGap), [tiles, width, height, drawnGap]);

  const board = useBoardGame(engineRef, {
    enabled: tiles.kind === 'letters' || image !== null,
    tiles,
    picture: image,
    width,
    state: { order, selected, placed, solved, highlightPlaced, gap },
    sound,
    celebration,
    onPick,
  });

  // The mirror lets the mouse through, so a tile's hover text lives on the stage and
  // follows the tile under the pointer.
  const [hovered, setHovered] = useState<number | null>(null);
  const onMouseMove = (event: MouseEvent<HTMLDivElement>) => {
    const bounds = event.currentTarget.getBoundingClientRect();
    const position = positionAt(cells, event.clientX - bounds.left, event.clientY - bounds.top);
    if (position !== hovered) setHovered(position);
  };
  const title = tileTitle && hovered !== null ? tileTitle(hovered) : undefined;

  const problem =
    picture.status === 'error' ? 'The picture could not be loaded.' : board.failed ? 'The board could not be drawn in this browser.' : null;
  const privacy = privateMode ? { onContextMenu: preventDefault, onDragStart: preventDefault } : {};

  return (
    <div
      ref={rootRef}
      className={`swap-board${privateMode ? ' swap-board--private' : ''}`}
      style={{ maxWidth }}
      data-solved={solved}
      data-ready={board.ready}
      {...privacy}
    >
      <div
        className="swap-board__stage"
        style={{ width, height }}
        title={title}
        onMouseMove={tileTitle ? onMouseMove : undefined}
        onMouseLeave={() => setHovered(null)}
      >
        <div ref={engineRef} className="swap-board__canvas" />
        {!board.ready && (
          <div className="swap-board__skeleton" aria-hidden={problem === null}>
            {problem && <p className="swap-board__problem">{problem}</p>}
          </div>
        )}
        {privateMode && <div className="swap-board__watermark" aria-hidden="true" data-testid="board-watermark" />}
        <BoardMirror
          label={label}
          cells={cells}
          columns={gridOf(tiles).columns}
          selected={selected}
          tileName={tileName}
          onPick={onPick}
        />
      </div>
      <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="board-announcement">
        {announcement}
      </div>
    </div>
  );
}
