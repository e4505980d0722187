import { useCallback, useState } from 'react';
import { boardFrom, dealBoard, gridFor, isJigsawCount, saveOf, type JigsawGrid, type JigsawSave, type Join } from '../../game/rules/jigsaw';
import type { JigsawActions } from '../../game/scenes/jigsaw/contract';
import type { JigsawBoardInfo } from '../../contract/schemas/jigsaw';
import { JigsawPuzzle } from '../components/JigsawPuzzle';

const PICTURE = { url: '/images/harness.jpg', width: 600, height: 450 };

/** What the jigsaw's browser tests and bench read from the page. */
export interface JigsawHarnessHandle {
  actions: JigsawActions | null; // the scene, once mounted
  saves: JigsawSave[]; // every onChange, in order
  solved: JigsawSave | null;
}

declare global {
  interface Window {
    __jigsaw?: JigsawHarnessHandle;
  }
}

/**
 * A board already in play for the bench: the first `count` pieces (reading order) joined into one
 * group lying half a cell below its place, the rest as dealt for this screen.
 */
function groupedStart(grid: JigsawGrid, seed: number, count: number): JigsawSave {
  const dealt = dealBoard(grid, seed, window.innerWidth < 600 ? 'tray' : 'around', false);
  const members = Array.from({ length: Math.min(count, grid.rows * grid.columns) }, (_, piece) => piece);
  const joins: Join[] = [];
  for (const piece of members) {
    if (piece % grid.columns > 0) joins.push([piece - 1, piece]);
    if (piece >= grid.columns) joins.push([piece - grid.columns, piece]);
  }
  const places = dealt.places.map((place, piece) => (piece < members.length ? { x: 0, y: 0.5 } : place));
  return saveOf(boardFrom(grid, places, dealt.turns, joins), false);
}

/**
 * The jigsaw on the board harness: /__board-harness?board=jigsaw&pieces=12&seed=1&rotation=0
 * (&private, &grouped=50: the bench's board in play). A bundled picture, a seeded cut and deal; the
 * page keeps window.__jigsaw for tests.
 */
export function JigsawHarness({ params }: { params: URLSearchParams }) {
  const wanted = Number(params.get('pieces') ?? 12);
  const pieces = isJigsawCount(wanted) ? wanted : 12;
  const seed = Number(params.get('seed') ?? 1) || 1;
  const rotation = params.get('rotation') === '1';
  const { rows, columns } = gridFor(pieces, PICTURE.width, PICTURE.height);
  const grouped = Number(params.get('grouped') ?? 0);
  const [info] = useState<JigsawBoardInfo>(() => ({
    pieces,
    rows,
    columns,
    seed,
    rotation,
    resume: grouped > 0 && !rotation ? groupedStart({ rows, columns }, seed, grouped) : null,
  }));
  const [status, setStatus] = useState('');
  const handle = useState<JigsawHarnessHandle>(() => {
    const made: JigsawHarnessHandle = { actions: null, saves: [], solved: null };
    window.__jigsaw = made;
    return made;
  })[0];
  const onScene = useCallback((actions: JigsawActions | null) => void (handle.actions = actions), [handle]);

  return (
    <main className="page">
      <h1>Jigsaw harness</h1>
      <p data-testid="jigsaw-status">{status || `${pieces} pieces, ${rows} x ${columns}`}</p>
      <JigsawPuzzle
        imageUrl={PICTURE.url}
        size={PICTURE}
        info={info}
        privateMode={params.has('private')}
        label="Jigsaw puzzle"
        onScene={onScene}
        onChange={(save) => handle.saves.push(save)}
        onSolved={(save) => {
          handle.solved = save;
          setStatus(`Solved with ${save.joins.length} joins`);
        }}
      />
    </main>
  );
}
