import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { routes } from './routes';

/**
 * The first screen of the page at `path` as HTML, rendered at build time by build/write-shells.ts
 * from the same components the browser renders. The server sends it inside #root, so a phone on a
 * slow network sees the page (its header, title and text) before the app's code has arrived;
 * React then renders the page afresh over it (client/app/main.tsx: no hydration, so what only the
 * browser knows, such as a saved draft or the coins, simply appears then). Null for a path the app
 * redirects.
 */
export async function renderShell(path: string): Promise<string | null> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://shell.invalid')));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
}
