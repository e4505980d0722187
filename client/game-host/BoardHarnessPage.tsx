import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { cellLabel, pieceName } from '../../game/rules/accessibility';
import { shuffleForSeed } from '../../game/rules/board';
import { pickPosition, placedFlags, startGame, type GameState } from '../../game/rules/swap-game';
import { JigsawHarness } from './JigsawHarness';
import { SwapBoard } from './SwapBoard';
import { useBoardState } from './useBoardState';

const WORD = 'FLOWCHART';
const LETTERS = [...WORD];

/**
 * Test bench of the board kit at /__board-harness (used by tests/e2e/board.spec.ts; only in
 * development and test builds):
 * a 3x3 picture board and a 9-letter word board driven by game/rules.
 * ?seed=N picks the shuffles, ?private turns on privateMode for the picture.
 * ?board=jigsaw shows a jigsaw instead (JigsawHarness.tsx: &pieces=12&seed=1&rotation=0).
 */
export default function BoardHarnessPage() {
  const [params] = useSearchParams();
  const seed = Number(params.get('seed') ?? 1) || 1;
  const privateMode = params.has('private');
  if (params.get('board') === 'jigsaw') return <JigsawHarness key={params.toString()} params={params} />;
  return <Boards key={seed} seed={seed} privateMode={privateMode} />;
}

const pickOn3Columns = (state: GameState, position: number) => pickPosition(state, position, 3);

/** A swap game of a 3-column board, in the kit's shared state hook. */
function useHarnessGame(start: number[]) {
  const [dealt] = useState(() => startGame(start));
  const board = useBoardState(dealt, pickOn3Columns);
  return { ...board.state, placed: placedFlags(board.state.order), pick: board.pick };
}

function Boards({ seed, privateMode }: { seed: number; privateMode: boolean }) {
  const picture = useHarnessGame(shuffleForSeed(9, seed));
  const word = useHarnessGame(shuffleForSeed(LETTERS.length, seed + 1));

  return (
    <main className="page page--medium">
      <h1>Board harness</h1>
      <p>Swap two tiles by picking one, then another. Test page of the board kit.</p>

      <h2>Picture</h2>
      <SwapBoard
        tiles={{ kind: 'image', imageUrl: '/images/harness.jpg', columns: 3, rows: 3 }}
        order={picture.order}
        selected={picture.selected}
        placed={picture.placed}
        solved={picture.solved}
        onPick={picture.pick}
        maxWidth={400}
        label="Picture puzzle"
        tileName={(position) => pieceName(position, picture.order[position] ?? position, 3)}
        announcement={picture.announcement}
        highlightPlaced
        privateMode={privateMode}
        celebration={{ particles: 150, spread: 100, originY: 0.6 }}
      />
      <p data-testid="picture-status">{picture.solved ? `Solved in ${picture.moves.length} swaps` : `${picture.moves.length} swaps`}</p>

      <h2>Word</h2>
      <SwapBoard
        tiles={{ kind: 'letters', letters: LETTERS, columns: 3 }}
        order={word.order}
        selected={word.selected}
        placed={word.placed}
        solved={word.solved}
        onPick={word.pick}
        maxWidth={300}
        label="Word puzzle"
        tileName={(position) => {
          const letter = LETTERS[word.order[position] ?? position];
          return `Letter ${letter} at ${cellLabel(position, 3)}${word.placed[position] ? ', in place' : ''}`;
        }}
        announcement={word.announcement}
        tileTitle={(position) => (word.placed[position] ? 'This piece is in the correct location!' : undefined)}
        highlightPlaced
        celebration={{ particles: 300, spread: 100, originY: 0.6 }}
      />
    </main>
  );
}
