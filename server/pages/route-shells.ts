import fs from 'node:fs';
import path from 'node:path';

/** Written by build/write-shells.ts beside Vite's manifest (a dot-folder the static files never serve). */
export const SHELLS_FILE = '.vite/shells.json';

/**
 * The app's first screens built for Node (client/app/shell.tsx), in the same dot-folder: the build
 * renders the pages above with it, and the server a puzzle's page per request (puzzle-screen.ts).
 */
export const SSR_DIR = '.vite/ssr';
export const SSR_ENTRY = `${SSR_DIR}/shell.js`;

/** One page's first screen: `path` as the app spells it, a `*` segment standing for any one segment. */
export interface RouteShell {
  path: string;
  html: string; // rendered by the app's own components (client/app/shell.tsx); sent inside #root as is
}

const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** Matches the path as the client router does: any letter case, an optional trailing slash. */
const pattern = (shellPath: string) => new RegExp(`^${shellPath.split('*').map(escapeRegExp).join('[^/]+')}/?$`, 'i');

/**
 * A first screen is only a picture of the page until the app's code replaces it: inert, so a tap or
 * a keystroke there is not taken and then lost (the browser ignores it, as on a page still loading),
 * and an automated click waits for the real control. A plain block around the app's own root
 * element, so the layout is the same.
 */
export const inert = (html: string) => `<div inert>${html}</div>`;

/**
 * The first screen the server sends for a page (null: none, the app renders it all), read once at
 * start-up. Without the file (an older build, `npm run dev`) every page simply has none.
 */
export function loadRouteShells(clientDir: string): (pathname: string) => string | null {
  const file = path.join(clientDir, SHELLS_FILE);
  if (!fs.existsSync(file)) return () => null;
  const shells = (JSON.parse(fs.readFileSync(file, 'utf8')) as RouteShell[]).map((shell) => ({ match: pattern(shell.path), html: inert(shell.html) }));
  return (pathname) => shells.find((shell) => shell.match.test(pathname))?.html ?? null;
}
