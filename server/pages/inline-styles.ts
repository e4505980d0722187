import fs from 'node:fs';
import path from 'node:path';

/** A built stylesheet's text for a <style> element, or null to keep the <link> (missing, or unsafe to inline). */
export type StyleInliner = (href: string) => string | null;

const BUILT_STYLESHEET = /^\/assets\/[A-Za-z0-9_.-]+\.css$/;

/**
 * The first screen's CSS goes inside the page rather than beside it: a stylesheet link blocks the
 * first paint until it has arrived, a round trip a phone on a slow network feels, and by then the
 * app's script may have taken the main thread. Vite's own CSS files are small (the entry's and a
 * page's are a few KB compressed) and change only with a release, so each is read once, here.
 */
export function createStyleInliner(clientDir: string): StyleInliner {
  const read = new Map<string, string | null>();
  return (href) => {
    if (!read.has(href)) {
      const file = path.join(clientDir, href);
      const css = BUILT_STYLESHEET.test(href) && fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
      read.set(href, css !== null && !/<\/style/i.test(css) ? css : null); // never closes its own element early
    }
    return read.get(href) ?? null;
  };
}

/**
 * A <style> element with the stylesheet `href`'s rules, and a disabled link to it, which a browser
 * does not fetch: it is what Vite's loader looks for (link[href][rel=stylesheet]) before it adds the
 * stylesheet of a page's code, so the rules already here are not fetched again when that code loads.
 */
export const styleElement = (href: string, css: string) => `<style data-href="${href}">${css}</style><link rel="stylesheet" href="${href}" disabled />`;

/** The stylesheet at `href` (already safe in an attribute) as the page should carry it: its rules, or else a link. */
export function stylesheet(href: string, inline: StyleInliner): string {
  const css = inline(href);
  return css === null ? `<link rel="stylesheet" href="${href}" />` : styleElement(href, css);
}

/** The built page with the stylesheets Vite linked in its head written inline instead. */
export function inlineLinkedStyles(html: string, inline: StyleInliner): string {
  return html.replace(/<link rel="stylesheet"[^>]*?href="([^"]+)"[^>]*>/g, (_link, href: string) => stylesheet(href, inline));
}
