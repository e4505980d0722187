import { useCallback, useMemo, useState } from 'react';
import type { Move } from '../../game/rules/board';
import { pickPosition, placedFlags, startGame } from '../../game/rules/swap-game';

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

/**
 * Click-to-swap state for a picture board in React, on the pure rules of
 * game/rules/swap-game.ts. Pages with their own notion of "solved" (a word
 * with repeated letters) use the rules directly instead.
 */
export function useSwapGame(start: readonly number[], columns: number): SwapGame {
  const [state, setState] = useState(() => startGame(start));
  const pick = useCallback((position: number) => setState((current) => pickPosition(current, position, columns)), [columns]);
  const reset = useCallback((order: readonly number[]) => setState(startGame(order)), []);
  const placed = useMemo(() => placedFlags(state.order), [state.order]);
  return { ...state, placed, pick, reset };
}
