import { createBrowserRouter, type DataRouter } from 'react-router';
import { routes } from './routes';

export const router = createBrowserRouter(routes);

/**
 * Resolves once the router has loaded the first page's code (its lazy route): rendering before
 * that would commit an empty page over the first screen the server sent (server/pages/route-shells.ts).
 */
export function routerReady(ready: DataRouter = router): Promise<void> {
  if (ready.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = ready.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
