import { startTransition, StrictMode } from 'react';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

/** A new task: what follows runs after the browser has had the main thread back (to paint, to answer a tap). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The server may have sent the page's first screen inside #root (server/pages/route-shells.ts), and
// starts this script only after the browser has painted it (server/pages/boot-script.ts). The screen
// stays until the router has the page's code; React's first render then replaces it in one commit.
//
// On a phone (4x slower than a laptop) the start-up was a few long tasks that held the main thread:
// its Total Blocking Time. So it comes in shorter ones, each in a task of its own: this entry; React
// Router and the app's shell (routes, layout, stores); the router (matching the address and
// starting to fetch the page's code); React DOM, the largest module; the page's code. The entry
// imports them apart for that, and the build preloads them with it (build/preload-deferred.ts, the
// list in vite.config.ts). The first render is a transition: React renders it in slices of a few
// milliseconds and lets the browser answer a tap between them. The commit is still one, so nothing
// shows half-rendered.
async function start(into: HTMLElement) {
  await nextTask();
  const { createAppRouter, routerReady, RouterProvider } = await import('./router');
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  const { createRoot } = await import('react-dom/client');
  await routerReady(router);
  const reactRoot = createRoot(into);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    ),
  );
}

void start(root);
