/**
 * What only a browser knows, with the answer to give while a page's first screen is rendered in Node
 * (client/app/shell.tsx: by build/write-shells.ts at build time, and by the server for a puzzle's page
 * per request): code that runs while rendering asks here.
 */
export const inBrowser = typeof window !== 'undefined';

/** A page of this site as a full address (the path alone while rendering a shell: no origin is known there). */
export const siteUrl = (path: string): string => (inBrowser ? `${window.location.origin}${path}` : path);

/**
 * Device pixels per CSS pixel. While rendering a first screen, a phone's 2: only a puzzle's page,
 * rendered per request, names a density-dependent picture (client/lib/picture-url.ts), and on nearly
 * every phone (above 1.2x) that is the very copy the page preloads, so nothing is downloaded twice.
 */
const FIRST_SCREEN_PIXEL_RATIO = 2;
export const pixelRatio = (): number => (inBrowser ? window.devicePixelRatio || 1 : FIRST_SCREEN_PIXEL_RATIO);
