import { useCallback, useEffect, useMemo, useRef, useState, type SyntheticEvent } from 'react';
import type { DealLayout, JigsawCut } from '../../game/rules/jigsaw';
import type { Celebration } from '../../game/scenes/kit/contract';
import { loadJigsawScene, type JigsawActions, type JigsawContract, type JigsawView } from '../../game/scenes/jigsaw/contract';
import { JigsawMirror } from './JigsawMirror';
import { JigsawToolbar } from './JigsawToolbar';
import { useCelebration } from './useCelebration';
import { useFirstInteraction } from './useFirstInteraction';
import { useJigsawArea } from './useJigsawArea';
import type { JigsawState } from './useJigsawState';
import { usePicture } from './usePicture';
import { useScene } from './useScene';
import './board-kit.css';
import './JigsawBoard.css';

export interface JigsawBoardProps {
  imageUrl: string; // the copy of the picture to cut (loaded once the visitor first interacts, with the engine)
  previewUrl: string; // the copy the page preloads: shown, softened, until the pieces are dealt
  identity: string; // what is being played (picture, grid, seed): a new one starts a new scene
  cut: JigsawCut;
  game: JigsawState; // useJigsawState: the board and what to do with it
  rotation: boolean;
  layout: DealLayout;
  solved: boolean;
  label: string; // the accessible name of the board's mirror
  privateMode?: boolean; // no right-click or drag-out; "PUZZLE GIFT" watermark
  celebration?: Celebration | null; // played once when `solved` turns true
  sound?: boolean;
  onScene?(actions: JigsawActions | null): void; // the harness reaches the scene for tests
}

const ZOOM_STEP = 1.4;

/** What the table says before its pieces are dealt: the engine starts at the first sign of a person. */
export function waitingText(interacted: boolean, failed: boolean): string {
  if (failed) return 'The board could not start here: use the list of pieces (Tab).';
  return interacted ? 'Getting the pieces ready…' : 'Tap or click to deal the pieces';
}

function preventDefault(event: SyntheticEvent): void {
  event.preventDefault();
}

/**
 * A jigsaw table: the jigsaw scene (drag, snap, pan, zoom) filling the page's width and the
 * window's height below it, a toolbar, the accessible mirror and a live region. React owns the
 * board (useJigsawState); the scene draws it.
 */
export function JigsawBoard(props: JigsawBoardProps) {
  const { imageUrl, previewUrl, identity, cut, game, rotation, layout, solved, label, privateMode = false, celebration = null, sound = true, onScene } = props;
  const rootRef = useRef<HTMLDivElement>(null);
  const engineRef = useRef<HTMLDivElement>(null);
  const area = useJigsawArea(rootRef);
  const interacted = useFirstInteraction();
  // The picture to cut (the original, for many pieces) waits for the engine: a page that is only
  // looked at downloads just the preloaded copy it shows.
  const picture = usePicture(interacted ? imageUrl : null);
  const image = picture.status === 'ready' ? picture.image : null;
  const [view, setView] = useState<JigsawView>({ edgesOnly: false, ghost: false });
  const [chosen, setChosen] = useState<number | null>(null);
  const [scale, setScale] = useState<number | null>(null);

  const scene = useScene<JigsawContract>(engineRef, {
    load: loadJigsawScene,
    enabled: interacted && image !== null && area !== null,
    identity,
    options: () => ({ height: area?.height ?? 1, picture: image as HTMLImageElement, cut, board: game.board, rotation, layout, view }),
    events: {
      drop: game.drop,
      rotate: game.rotate,
      choose: (piece) => {
        setChosen(piece);
        game.pickUp?.(piece);
      },
      zoomed: setScale,
    },
    width: area?.width ?? 1,
    sound,
  });
  const { actions } = scene;
  const { board, change } = game;
  useEffect(() => actions?.render(board, change ?? undefined), [actions, board, change]);
  useEffect(() => actions?.setView(view), [actions, view]);
  useEffect(() => {
    if (area) actions?.resizeArea(area.width, area.height);
  }, [actions, area]);
  useEffect(() => onScene?.(actions), [actions, onScene]);
  useCelebration(actions, solved, celebration);

  // Stable handlers (reading the newest state through a ref), so the mirror's hundreds of buttons
  // are not rendered again when only the engine's readiness or the zoom changes.
  const latest = useRef({ chosen, game });
  latest.current = { chosen, game };
  const onPlace = useCallback((slot: number) => {
    const { chosen: piece, game: now } = latest.current;
    if (piece !== null && now.place(piece, slot)) setChosen(null);
  }, []);
  const onChoose = useCallback((piece: number) => {
    setChosen(piece);
    latest.current.game.choose(piece);
  }, []);
  const toolbar = useMemo(
    () => ({
      toggleEdges: () => setView((before) => ({ ...before, edgesOnly: !before.edgesOnly })),
      toggleGhost: () => setView((before) => ({ ...before, ghost: !before.ghost })),
    }),
    [],
  );

  const problem = picture.status === 'error' ? 'The picture could not be loaded.' : null;
  const privacy = privateMode ? { onContextMenu: preventDefault, onDragStart: preventDefault } : {};
  return (
    <div
      ref={rootRef}
      className={`jigsaw-board${privateMode ? ' jigsaw-board--private' : ''}`}
      data-ready={scene.ready}
      data-solved={solved}
      data-layout={layout}
      data-scale={scale === null ? undefined : scale.toFixed(2)}
      {...privacy}
    >
      <JigsawToolbar
        view={view}
        onEdges={toolbar.toggleEdges}
        onGhost={toolbar.toggleGhost}
        onScatter={game.scatter}
        onZoomIn={() => actions?.zoomBy(ZOOM_STEP)}
        onZoomOut={() => actions?.zoomBy(1 / ZOOM_STEP)}
        onFit={() => actions?.fitAll()}
        onRotate={rotation ? () => chosen !== null && game.rotate(chosen) : null}
        canRotate={chosen !== null && !solved}
        engineReady={scene.ready}
      />
      <div className="jigsaw-board__table" style={area ? { height: area.height } : undefined}>
        <div ref={engineRef} className="board-kit__host" />
        {!scene.ready && (
          <div className="jigsaw-board__waiting" aria-hidden={problem === null} style={problem === null ? { backgroundImage: `url("${previewUrl}")` } : undefined}>
            {problem ? <p className="board-kit__problem">{problem}</p> : <p className="jigsaw-board__waiting-text">{waitingText(interacted, scene.failed)}</p>}
          </div>
        )}
        {privateMode && <div className="jigsaw-board__watermark" aria-hidden="true" data-testid="board-watermark" />}
        <JigsawMirror label={label} board={board} chosen={chosen} onChoose={onChoose} onPlace={onPlace} />
      </div>
      <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="board-announcement">
        {game.announcement}
      </div>
    </div>
  );
}
