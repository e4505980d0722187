import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { PAGE_BOARD_ELEMENT } from '../../contract/puzzles';
import type { PuzzleBoard } from '../../contract/schemas/puzzles';
import { peekBoard } from '../puzzles/board';
import type { PuzzleContext } from '../puzzles/context';
import { puzzlePreview } from './puzzle-preview';
import { PUZZLE_PAGE } from './route-head';
import { inert, SSR_ENTRY } from './route-shells';

/** What the server calls in the app's bundle for Node (client/app/shell.tsx, built by build/write-shells.ts). */
export interface ShellRenderer {
  renderPuzzleShell(path: string, board: PuzzleBoard): Promise<string | null>;
}

/**
 * The app's bundle for Node in a built client, loaded once at start-up; null without one (an older
 * build, `npm run dev`, a test's miniature build) or when it fails to load (logged, the server still
 * starts): puzzle pages then get their loading screen.
 */
export async function loadShellRenderer(clientDir: string, log: FastifyBaseLogger): Promise<ShellRenderer | null> {
  const file = path.join(clientDir, SSR_ENTRY);
  if (!fs.existsSync(file)) return null;
  try {
    const bundle = (await import(pathToFileURL(file).href)) as Partial<ShellRenderer>;
    if (typeof bundle.renderPuzzleShell !== 'function') throw new Error(`${file} exports no renderPuzzleShell`);
    return { renderPuzzleShell: bundle.renderPuzzleShell };
  } catch (error) {
    log.error({ err: error, file }, 'the built client’s bundle for Node does not load; puzzle pages get their loading screen');
    return null;
  }
}

/**
 * The board as data in the page, for the app's first render (client/lib/puzzles/page-board.ts): a
 * JSON script element, which never runs (so the Content-Security-Policy stays as strict), with every
 * `<` escaped, so no name in it can end the element or open a comment.
 */
export function boardData(board: PuzzleBoard): string {
  return `<script type="application/json" id="${PAGE_BOARD_ELEMENT}">${JSON.stringify(board).replace(/</g, '\\u003c')}</script>`;
}

export interface PuzzleScreenDeps {
  puzzles: PuzzleContext; // the puzzle service's database and read cache
  log: FastifyBaseLogger;
  renderer: ShellRenderer | null;
}

/**
 * The first screen of a puzzle's page (/play/:id, /play-puzzle-card/:id) rendered at request time
 * with its board, the names and the preview picture, and the board itself beside it as data; null
 * for any other page, a puzzle that does not exist, or a render that failed (logged): the page then
 * gets the loading screen rendered at build time, never an error. The board is read through the
 * same cache as the page's head and records nothing (peekBoard): a link preview is not an opening.
 * A render is one renderToString of one page, a few milliseconds.
 */
export function createPuzzleScreen({ puzzles, log, renderer }: PuzzleScreenDeps): (pathname: string) => Promise<string | null> {
  return async (pathname) => {
    const id = PUZZLE_PAGE.exec(pathname)?.[1];
    if (!renderer || id === undefined) return null;
    try {
      const preview = await puzzlePreview(puzzles, id); // checks the id; the page its kind is played on
      const board = preview && (await peekBoard(puzzles, id));
      if (!preview || !board) return null;
      // Rendered at the kind's own page: a card's link to /play/ is sent on to it by the app.
      const html = await renderer.renderPuzzleShell(preview.path, board);
      if (html === null) throw new Error(`${preview.path} redirects`);
      return inert(html) + boardData(board);
    } catch (error) {
      log.error({ err: error, puzzleId: id }, 'rendering a puzzle page’s first screen failed; its loading screen is sent instead');
      return null;
    }
  };
}
