import { useMemo, useRef, useState } from 'react';
import { boardFromSave, cutJigsaw, dealBoard, isJigsawSolved, saveOf, saveProblem, type DealLayout, type JigsawBoard as Board, type JigsawSave } from '../../game/rules/jigsaw';
import type { JigsawActions } from '../../game/scenes/jigsaw/contract';
import type { JigsawBoardInfo } from '../../contract/schemas/jigsaw';
import { JigsawBoard, waitingText } from '../game-host/JigsawBoard';
import { JigsawToolbar } from '../game-host/JigsawToolbar';
import { useElementWidth } from '../game-host/useElementWidth';
import { useJigsawState } from '../game-host/useJigsawState';
import { pixelRatio } from '../lib/browser';
import { pictureUrl } from '../lib/picture-url';
import { useReducedMotion } from '../lib/useReducedMotion';
import { boardPictureUrl, PHOTO_CELEBRATION } from './PhotoPuzzle';

/** Below this width (css px) the loose pieces wait in a tray under the board rather than around it. */
export const TRAY_BELOW_WIDTH = 600;
/** From this many pieces the board cuts the stored original (up to 1600 px): a 400 px copy gives 20 px pieces. */
const FULL_PICTURE_FROM = 48;

const doNothing = () => undefined;
/** The toolbar as it stands before the board is dealt: nothing chosen, no engine. */
const IDLE_TOOLBAR = { view: { edgesOnly: false, ghost: false }, onEdges: doNothing, onGhost: doNothing, onScatter: doNothing, onZoomIn: doNothing, onZoomOut: doNothing, onFit: doNothing, canRotate: false, engineReady: false };

export interface JigsawPuzzleProps {
  imageUrl: string;
  size?: { width: number; height: number }; // the picture's pixel size, when known
  info: JigsawBoardInfo;
  privateMode?: boolean;
  label?: string;
  sound?: boolean;
  onChange?(save: JigsawSave): void; // after every move, turn, join or scatter
  onSolved?(save: JigsawSave): void; // once
  onScene?(actions: JigsawActions | null): void; // the harness reaches the scene for tests
}

/** The copy of a stored picture a jigsaw cuts: the hero board's copy (the one the page preloads) for small counts, the original for big ones. */
export function jigsawPictureUrl(imageUrl: string, pieces: number): string {
  return pieces >= FULL_PICTURE_FROM ? pictureUrl(imageUrl, Number.MAX_SAFE_INTEGER, pixelRatio()) : boardPictureUrl(imageUrl);
}

/**
 * A photo cut into real jigsaw pieces: the board of a jigsaw gift or card. It deals the board
 * (or restores a kept one), keeps it in play through the rules and reports every change as a
 * save. The layout (pieces around the board, or in a tray under it on a narrow screen) is
 * chosen once, from the width the page gives it.
 */
export function JigsawPuzzle(props: JigsawPuzzleProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(rootRef);
  const [layout, setLayout] = useState<DealLayout | null>(null);
  if (layout === null && width !== null) setLayout(width < TRAY_BELOW_WIDTH ? 'tray' : 'around');
  return (
    <div ref={rootRef} className="jigsaw-puzzle">
      {layout ? <DealtJigsaw {...props} layout={layout} /> : <UndealtTable previewUrl={boardPictureUrl(props.imageUrl)} rotation={props.info.rotation} />}
    </div>
  );
}

/**
 * The table before its width is known (the server's first screen, and the browser's first render):
 * the board's own toolbar and table, inert, with the picture the page preloads where the board will
 * show it. The picture sits at the table's top, not its middle, so it is the same size and in the same
 * place whatever height the table gets once measured: the page's largest paint stays this early one
 * (a later, larger one would count as the page's largest, seconds later) and nothing moves.
 */
function UndealtTable({ previewUrl, rotation }: { previewUrl: string; rotation: boolean }) {
  return (
    <div className="jigsaw-board jigsaw-board--undealt" inert>
      <JigsawToolbar {...IDLE_TOOLBAR} onRotate={rotation ? doNothing : null} />
      <div className="jigsaw-board__table">
        <div className="jigsaw-board__waiting" style={{ backgroundImage: `url("${previewUrl}")` }}>
          <p className="jigsaw-board__waiting-text">{waitingText(false, false)}</p>
        </div>
      </div>
    </div>
  );
}

function dealtBoard(info: JigsawBoardInfo, layout: DealLayout): Board {
  const grid = { rows: info.rows, columns: info.columns };
  if (info.resume && saveProblem(grid, info.resume, info.rotation) === null) return boardFromSave(grid, info.resume);
  return dealBoard(grid, info.seed, layout, info.rotation);
}

function DealtJigsaw({ imageUrl, info, privateMode = false, label = 'Jigsaw puzzle', sound = true, onChange, onSolved, onScene, layout }: JigsawPuzzleProps & { layout: DealLayout }) {
  const cut = useMemo(() => cutJigsaw({ rows: info.rows, columns: info.columns }, info.seed), [info.rows, info.columns, info.seed]);
  const [dealt] = useState(() => dealtBoard(info, layout));
  const [solved, setSolved] = useState(() => isJigsawSolved(dealt));
  const game = useJigsawState(dealt, {
    seed: info.seed,
    layout,
    onChange: (board) => onChange?.(saveOf(board, info.rotation)),
    onSolved: (board) => {
      setSolved(true);
      onSolved?.(saveOf(board, info.rotation));
    },
  });
  const reducedMotion = useReducedMotion();
  const url = jigsawPictureUrl(imageUrl, info.pieces);
  return (
    <JigsawBoard
      imageUrl={url}
      previewUrl={boardPictureUrl(imageUrl)}
      identity={`${url}|${info.rows}x${info.columns}|${info.seed}`}
      cut={cut}
      game={game}
      rotation={info.rotation}
      layout={layout}
      solved={solved}
      label={label}
      privateMode={privateMode}
      celebration={reducedMotion ? null : PHOTO_CELEBRATION}
      sound={sound}
      onScene={onScene}
    />
  );
}
