import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { PuzzleBoard } from '../../contract/schemas/puzzles';
import { PageBoardProvider } from '../lib/puzzles/page-board';
import { routes } from './routes';

/**
 * A page's first screen as HTML, from the same components the browser renders. The server sends it
 * inside #root, so a phone on a slow network sees the page (its header, title and text) before the
 * app's code has arrived; React then renders the page afresh over it (client/app/main.tsx: no
 * hydration, so what only the browser knows, such as a saved draft or the coins, simply appears
 * then). Built for Node into the client's .vite/ssr/ (build/write-shells.ts), which renders the pages
 * people land on at build time and the server renders a puzzle's page with its board per request.
 */

// One handler for every render: a page's code (its lazy route) is loaded by the first render that needs it.
const handler = createStaticHandler(routes);

// ErrorPage's element: a page that rendered it has no first screen worth sending.
const ERROR_PAGE = 'class="card error-page"';

async function render(path: string, board: PuzzleBoard | null): Promise<string | null> {
  const context = await handler.query(new Request(new URL(path, 'http://shell.invalid')));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <PageBoardProvider value={board}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </PageBoardProvider>
    </StrictMode>,
  );
  if (html.includes(ERROR_PAGE)) throw new Error(`${path} rendered its error page in Node; see client/lib/browser.ts for what a render may not touch`);
  return html;
}

/** The first screen of the page at `path` (a puzzle's page: its loading state); null for a path the app redirects. */
export function renderShell(path: string): Promise<string | null> {
  return render(path, null);
}

/**
 * The first screen of puzzle `board.id`'s page at `path` with its board drawn, as GET
 * /api/puzzles/:id answers it for the sender's size (the page then reads the same board from the
 * page: client/lib/puzzles/page-board.ts).
 */
export function renderPuzzleShell(path: string, board: PuzzleBoard): Promise<string | null> {
  return render(path, board);
}
