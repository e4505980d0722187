import { useCallback, useMemo, useState } from 'react';
import {
  progressAnnouncement,
  SELECTION_CLEARED,
  selectedAnnouncement,
  swapAnnouncement,
} from '../../game/rules/accessibility';
import { inPlaceCount, isSolved, pick, type Move } from '../../game/rules/board';

export interface SwapGame {
  order: number[];
  selected: number | null;
  moves: Move[]; // every swap so far, in order: what the server replays
  placed: boolean[];
  solved: boolean;
  announcement: string;
  pick: (position: number) => void;
  reset: (order: readonly number[]) => void;
}

interface GameState {
  order: number[];
  selected: number | null;
  moves: Move[];
  announcement: string;
}

const fresh = (order: readonly number[]): GameState => ({ order: order.slice(), selected: null, moves: [], announcement: '' });

/**
 * Click-to-swap state for a picture board, built on game/rules `pick`: what most
 * boards need to feed <SwapBoard>. Pages with their own notion of "solved" (a word
 * with repeated letters) use the rules directly instead. Picks after solving are ignored.
 */
export function useSwapGame(start: readonly number[], columns: number): SwapGame {
  const [state, setState] = useState(() => fresh(start));

  const pickAt = useCallback(
    (position: number) =>
      setState((current) => {
        if (isSolved(current.order) || position < 0 || position >= current.order.length) return current;
        const { state: next, move } = pick(current, position);
        const announcement = move
          ? isSolved(next.order)
            ? `${swapAnnouncement(move[0], move[1], columns)} Puzzle solved!`
            : `${swapAnnouncement(move[0], move[1], columns)} ${progressAnnouncement(inPlaceCount(next.order), next.order.length)}`
          : next.selected === null
            ? SELECTION_CLEARED
            : selectedAnnouncement(next.selected, columns);
        return { order: next.order, selected: next.selected, moves: move ? [...current.moves, move] : current.moves, announcement };
      }),
    [columns],
  );

  const reset = useCallback((order: readonly number[]) => setState(fresh(order)), []);
  const placed = useMemo(() => state.order.map((pieceId, position) => pieceId === position), [state.order]);

  return { ...state, placed, solved: isSolved(state.order), pick: pickAt, reset };
}
