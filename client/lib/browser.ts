/**
 * What only a browser knows, with the answer to give while build/write-shells.ts renders a page's
 * first screen in Node (client/app/shell.tsx): code that runs while rendering asks here.
 */
export const inBrowser = typeof window !== 'undefined';

/** A page of this site as a full address (the path alone while rendering a shell: no origin is known there). */
export const siteUrl = (path: string): string => (inBrowser ? `${window.location.origin}${path}` : path);

/** Device pixels per CSS pixel (1 while rendering a shell). */
export const pixelRatio = (): number => (inBrowser ? window.devicePixelRatio || 1 : 1);
