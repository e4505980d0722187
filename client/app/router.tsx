import { createBrowserRouter } from 'react-router';
export { RouterProvider } from 'react-router'; // for the entry, which imports this module apart (main.tsx)
import { routes } from './routes';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The app's router; creating it matches the address and starts loading the first page's code. */
export function createAppRouter(): AppRouter {
  return createBrowserRouter(routes);
}

/**
 * Resolves once the router has loaded the first page's code (its lazy route): rendering before
 * that would commit an empty page over the first screen the server sent (server/pages/route-shells.ts).
 */
export function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
