import { useLayoutEffect, useRef, useState } from 'react';
import type { GameState } from '../../game/rules/swap-game';

type PickRule<S> = (state: S, position: number) => S; // the rules' click-to-swap transition

export interface BoardStateEvents<S extends GameState> {
  onSwap?(next: S): void; // after every swap, the last one included
  onSolved?(next: S): void; // once, when a swap solves the board
}

export interface BoardState<S extends GameState, Held extends S | null = S | null> {
  state: Held; // null while there is nothing to play (the data is still loading)
  pick(position: number): void;
  /** Any other transition of the rules: a clue, the board another tab left. */
  apply(change: (state: S) => S): void;
}

/**
 * The state of one board game in React, on pure rules (game/rules/swap-game.ts,
 * word-game.ts): every board of the product holds its state here. A new `start`
 * (new data, a new size, a new shuffle) replaces the board; the events fire once
 * per transition, outside React's updaters, so StrictMode never doubles them.
 */
export function useBoardState<S extends GameState>(start: S, pick: PickRule<S>, events?: BoardStateEvents<S>): BoardState<S, S>;
export function useBoardState<S extends GameState>(start: S | null, pick: PickRule<S>, events?: BoardStateEvents<S>): BoardState<S>;
export function useBoardState<S extends GameState>(start: S | null, pick: PickRule<S>, events: BoardStateEvents<S> = {}): BoardState<S> {
  const [held, setHeld] = useState({ start, state: start });
  const latest = useRef(events);
  useLayoutEffect(() => {
    latest.current = events;
  });

  let state = held.state;
  if (held.start !== start) {
    state = start; // React's pattern for state that follows a prop: reset during render
    setHeld({ start, state: start });
  }

  function change(next: S) {
    if (!state || next === state) return;
    const swapped = next.moves.length > state.moves.length;
    setHeld({ start, state: next });
    if (!swapped) return;
    latest.current.onSwap?.(next);
    if (next.solved && !state.solved) latest.current.onSolved?.(next);
  }

  return {
    state,
    pick: (position) => state && change(pick(state, position)),
    apply: (transition) => state && change(transition(state)),
  };
}
