import { SELECTION_CLEARED, progressAnnouncement, selectedAnnouncement, swapAnnouncement } from './accessibility';
import { inPlaceCount, isSolved, pick, type Move } from './board';

/**
 * One swap game as a page holds it (gift puzzle, preview, daily picture, harness): the rules' selection plus the moves made
 * (the server replays them) and the sentence a screen reader announces.
 */
export interface GameState {
  order: number[]; // order[position] = pieceId
  selected: number | null;
  moves: Move[];
  solved: boolean;
  announcement: string;
}

export const SOLVED_ANNOUNCEMENT = 'Puzzle solved! Every piece is in place.';

export function startGame(order: readonly number[]): GameState {
  return { order: order.slice(), selected: null, moves: [], solved: isSolved(order), announcement: '' };
}

/** A click, tap or Enter on a position; ignored once solved or off the board. */
export function pickPosition(state: GameState, position: number, columns: number): GameState {
  if (state.solved || !Number.isInteger(position) || position < 0 || position >= state.order.length) return state;
  const result = pick({ order: state.order, selected: state.selected }, position);
  const { order, selected } = result.state;
  if (!result.move) {
    const announcement = selected === null ? SELECTION_CLEARED : selectedAnnouncement(selected, columns);
    return { ...state, selected, announcement };
  }
  const moves = [...state.moves, result.move];
  const solved = isSolved(order);
  const [a, b] = result.move;
  const swapped = swapAnnouncement(a, b, columns);
  const announcement = solved ? `${swapped} ${SOLVED_ANNOUNCEMENT}` : `${swapped} ${progressAnnouncement(inPlaceCount(order), order.length)}`;
  return { order, selected, moves, solved, announcement };
}

/** Per position: is the piece there in its own place (the board's `placed` prop). */
export function placedFlags(order: readonly number[]): boolean[] {
  return order.map((piece, position) => piece === position);
}

/** The board another tab left (a saved order), as this page's state: the selection and announcement start over. */
export function resumeGame(state: GameState, order: readonly number[]): GameState {
  if (order.length !== state.order.length) return state;
  return { ...state, order: order.slice(), selected: null, solved: isSolved(order), announcement: '' };
}
