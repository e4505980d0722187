import { useCallback, useState } from 'react';
import { gridFor, isJigsawCount, type JigsawSave } from '../../game/rules/jigsaw';
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
 * The jigsaw on the board harness: /__board-harness?board=jigsaw&pieces=12&seed=1&rotation=0
 * (&private). A bundled picture, a seeded cut and deal; the page keeps window.__jigsaw for tests.
 */
export function JigsawHarness({ params }: { params: URLSearchParams }) {
  const wanted = Number(params.get('pieces') ?? 12);
  const pieces = isJigsawCount(wanted) ? wanted : 12;
  const seed = Number(params.get('seed') ?? 1) || 1;
  const rotation = params.get('rotation') === '1';
  const { rows, columns } = gridFor(pieces, PICTURE.width, PICTURE.height);
  const [info] = useState<JigsawBoardInfo>({ pieces, rows, columns, seed, rotation, resume: null });
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
