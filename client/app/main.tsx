import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { router, routerReady } from './router';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

/** After the browser's next paint: a requestAnimationFrame callback runs just before it, a task queued there just after. */
const afterNextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

// The server may have sent the page's first screen inside #root (server/pages/route-shells.ts): it
// is painted before the app's first render takes the main thread, and stays until the page's code is
// here; React's first render then replaces it in one commit.
const sentFirstScreen = root.firstElementChild !== null;
void Promise.all([routerReady(), sentFirstScreen ? afterNextPaint() : null]).then(() =>
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  ),
);
