import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { router, routerReady } from './router';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// The server may have sent the page's first screen inside #root (server/pages/route-shells.ts), and
// starts this script only after the browser has painted it (server/pages/boot-script.ts). The screen
// stays until the router has the page's code; React's first render then replaces it in one commit.
void routerReady().then(() =>
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  ),
);
