import { useEffect, useMemo, useRef, useState, type CSSProperties, type MouseEvent, type SyntheticEvent } from 'react';
import { positionAt } from '../../game/rules/slice';
import type { Celebration } from '../../game/scenes/kit/contract';
import { loadSwapScene, type SwapContract, type SwapTiles } from '../../game/scenes/swap/contract';
import { boardHeight, cellsFor, effectiveGap, gridOf, tilesKey } from '../../game/scenes/swap/geometry';
import { BoardMirror } from './BoardMirror';
import { DomTiles } from './DomTiles';
import { useCelebration } from './useCelebration';
import { useElementWidth } from './useElementWidth';
import { useFirstInteraction } from './useFirstInteraction';
import { usePicture } from './usePicture';
import { useScene } from './useScene';
import './board-kit.css';
import './SwapBoard.css';

export interface SwapBoardProps {
  tiles: SwapTiles;
  order: readonly number[]; // order[position] = pieceId
  selected: number | null; // selected position
  placed: readonly boolean[]; // per position: shown with a green border when highlightPlaced
  solved: boolean; // borders and gaps vanish
  onPick: (position: number) => void; // a tile was clicked, tapped, or chosen with Enter/Space
  maxWidth: number; // css px; the board shrinks to fit narrow screens
  label: string; // accessible name of the board
  tileName: (position: number) => string; // accessible name of the mirror button at a position
  announcement: string; // text for the aria-live region (changes are announced)
  highlightPlaced?: boolean;
  gap?: number; // px between tiles until solved (default 2)
  privateMode?: boolean; // no drag or right-click; "PUZZLE GIFT" watermark
  celebration?: Celebration | null; // played once when `solved` turns true
  sound?: boolean; // swap/solve sounds (default true)
  tileTitle?: (position: number) => string | undefined; // hover tooltip of the tile under the mouse
}

const MIN_WIDTH = 120; // below this a 10x10 board has no room for its gaps

function preventDefault(event: SyntheticEvent): void {
  event.preventDefault();
}

/**
 * The stage's size. Until the page is measured (the first screen the server renders; in the
 * browser a layout effect measures before the first paint), CSS fits the board to its column
 * at the right shape rather than at its widest.
 */
const stageSize = (measured: boolean, width: number, height: number): CSSProperties =>
  measured ? { width, height } : { width: '100%', maxWidth: width, aspectRatio: `${width} / ${height}` };

/**
 * Every swap board of the product: the swap scene drawing the tiles, under an
 * accessible mirror of real buttons. React owns the state. Until the visitor first
 * interacts with the page and the engine has drawn its first frame, DomTiles shows
 * the same board and takes the same picks.
 */
export function SwapBoard(props: SwapBoardProps) {
  const { tiles, order, selected, placed, solved, onPick, maxWidth, label, tileName, announcement } = props;
  const { highlightPlaced = false, gap, privateMode = false, celebration = null, sound = true, tileTitle } = props;
  const rootRef = useRef<HTMLDivElement>(null);
  const engineRef = useRef<HTMLDivElement>(null);

  const available = useElementWidth(rootRef);
  const measured = available !== null;
  const width = Math.max(MIN_WIDTH, Math.floor(Math.min(maxWidth, available ?? maxWidth)));
  const picture = usePicture(tiles.kind === 'image' ? tiles.imageUrl : null);
  const image = picture.status === 'ready' ? picture.image : null;
  // The picture's own size once decoded; before that, the size the page was told (its place is kept).
  const pictureSize = image ? { width: image.naturalWidth, height: image.naturalHeight } : tiles.kind === 'image' ? (tiles.size ?? null) : null;
  const height = boardHeight(tiles, pictureSize, width);
  const drawnGap = effectiveGap({ solved, gap });
  const cells = useMemo(() => cellsFor(tiles, width, height, drawnGap), [tiles, width, height, drawnGap]);
  const state = useMemo(() => ({ order, selected, placed, solved, highlightPlaced, gap }), [order, selected, placed, solved, highlightPlaced, gap]);

  const interacted = useFirstInteraction();
  const scene = useScene<SwapContract>(engineRef, {
    load: loadSwapScene,
    enabled: interacted && (tiles.kind === 'letters' || image !== null),
    identity: tilesKey(tiles),
    options: () => ({ tiles, picture: image, state }),
    events: { pick: onPick },
    width,
    sound,
  });
  const { actions } = scene;
  useEffect(() => actions?.render(state), [actions, state]);
  useCelebration(actions, solved, celebration);

  // The mirror lets the mouse through, so a tile's hover text lives on the stage and
  // follows the tile under the pointer.
  const [hovered, setHovered] = useState<number | null>(null);
  const onMouseMove = (event: MouseEvent<HTMLDivElement>) => {
    const bounds = event.currentTarget.getBoundingClientRect();
    const position = positionAt(cells, event.clientX - bounds.left, event.clientY - bounds.top);
    if (position !== hovered) setHovered(position);
  };
  const title = tileTitle && hovered !== null ? tileTitle(hovered) : undefined;

  // Should the engine fail to start, the DOM tiles stay: the board still works, only plainer.
  const problem = picture.status === 'error' ? 'The picture could not be loaded.' : null;
  // While the picture loads, the placeholder shows it blurred (the browser draws it as soon as it
  // arrives, with no script: on the server's first screen too), so the board's place is never empty.
  const placeholderPicture = problem === null && tiles.kind === 'image' ? tiles.imageUrl : null;
  const privacy = privateMode ? { onContextMenu: preventDefault, onDragStart: preventDefault } : {};

  return (
    <div
      ref={rootRef}
      className={`swap-board${privateMode ? ' swap-board--private' : ''}`}
      style={{ maxWidth }}
      data-solved={solved}
      data-ready={scene.ready}
      {...privacy}
    >
      <div
        className="swap-board__stage"
        style={stageSize(measured, width, height)}
        title={title}
        onMouseMove={tileTitle ? onMouseMove : undefined}
        onMouseLeave={() => setHovered(null)}
      >
        <div ref={engineRef} className="board-kit__host" />
        {!scene.ready && (problem !== null || picture.status === 'loading') && (
          <div
            className={`board-kit__placeholder${placeholderPicture ? ' board-kit__placeholder--picture' : ''}`}
            aria-hidden={problem === null}
            style={placeholderPicture ? { backgroundImage: `url("${placeholderPicture}")` } : undefined}
          >
            {problem && <p className="board-kit__problem">{problem}</p>}
          </div>
        )}
        {measured && !scene.ready && problem === null && (
          <DomTiles tiles={tiles} picture={image && tiles.kind === 'image' ? tiles.imageUrl : null} state={state} cells={cells} width={width} height={height} onPick={onPick} />
        )}
        {privateMode && <div className="swap-board__watermark" aria-hidden="true" data-testid="board-watermark" />}
        {measured && (
          <BoardMirror
            label={label}
            cells={cells}
            columns={gridOf(tiles).columns}
            selected={selected}
            tileName={tileName}
            onPick={onPick}
          />
        )}
      </div>
      <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="board-announcement">
        {announcement}
      </div>
    </div>
  );
}
