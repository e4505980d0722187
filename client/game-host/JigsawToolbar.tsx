import type { JigsawView } from '../../game/scenes/jigsaw/contract';

interface JigsawToolbarProps {
  view: JigsawView;
  onEdges(): void;
  onGhost(): void;
  onScatter: (() => void) | null; // null: not offered (a party's shared table: one player may not scatter everyone's pieces)
  onZoomIn(): void;
  onZoomOut(): void;
  onFit(): void;
  onRotate: (() => void) | null; // null: this jigsaw does not allow rotation
  canRotate: boolean; // a piece is chosen
  engineReady: boolean; // the camera buttons need the scene
}

/** The jigsaw's tools above the table: what to show, scatter, the camera, and turning the chosen piece. */
export function JigsawToolbar(props: JigsawToolbarProps) {
  const { view, onEdges, onGhost, onScatter, onZoomIn, onZoomOut, onFit, onRotate, canRotate, engineReady } = props;
  return (
    <div className="jigsaw-toolbar" role="toolbar" aria-label="Jigsaw tools">
      <button type="button" className="jigsaw-toolbar__button" aria-pressed={view.edgesOnly} onClick={onEdges}>
        Edges only
      </button>
      <button type="button" className="jigsaw-toolbar__button" aria-pressed={view.ghost} onClick={onGhost}>
        Ghost image
      </button>
      {onScatter && (
        <button type="button" className="jigsaw-toolbar__button" onClick={onScatter}>
          Scatter
        </button>
      )}
      {onRotate && (
        <button type="button" className="jigsaw-toolbar__button" onClick={onRotate} disabled={!canRotate}>
          Rotate
        </button>
      )}
      <span className="jigsaw-toolbar__camera">
        <button type="button" className="jigsaw-toolbar__button jigsaw-toolbar__button--icon" aria-label="Zoom out" onClick={onZoomOut} disabled={!engineReady}>
          −
        </button>
        <button type="button" className="jigsaw-toolbar__button jigsaw-toolbar__button--icon" aria-label="Zoom in" onClick={onZoomIn} disabled={!engineReady}>
          +
        </button>
        <button type="button" className="jigsaw-toolbar__button" aria-label="Fit the whole table" onClick={onFit} disabled={!engineReady}>
          Fit
        </button>
      </span>
    </div>
  );
}
