import { createContext, useContext } from 'react';
import { PAGE_BOARD_ELEMENT } from '../../../contract/puzzles';
import type { PuzzleBoard } from '../../../contract/schemas/puzzles';
import { inBrowser } from '../browser';

/**
 * The board the server rendered a puzzle's page with (client/app/shell.tsx), given to that render
 * through this context; in the browser the same board comes from the page itself.
 */
const RenderedBoard = createContext<PuzzleBoard | null>(null);
export const PageBoardProvider = RenderedBoard.Provider;

let sent: PuzzleBoard | null | undefined; // undefined: not read yet

/**
 * The board the page arrived with (server/pages/puzzle-screen.ts), read once: the element sits in
 * the first screen inside #root, which React's first commit removes, and the first render of the
 * puzzle's page (before that commit) is the first to ask.
 */
function sentWithPage(): PuzzleBoard | null {
  if (sent !== undefined) return sent;
  const text = inBrowser ? document.getElementById(PAGE_BOARD_ELEMENT)?.textContent : null;
  try {
    sent = text ? (JSON.parse(text) as PuzzleBoard) : null;
  } catch {
    sent = null; // a page cut short: the board is simply loaded, as without it
  }
  return sent;
}

/**
 * Puzzle `id`'s board as GET /api/puzzles/:id answers it for the sender's size, when the page came
 * with it (or is being rendered with it on the server); else null.
 */
export function usePageBoard(id: string): PuzzleBoard | null {
  const board = useContext(RenderedBoard) ?? sentWithPage();
  return board?.id === id ? board : null;
}
