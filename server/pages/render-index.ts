/**
 * client/index.html marks where each page's own head goes and where its first screen goes (inside
 * #root); the built page keeps the marks (Vite leaves comments in the HTML) and, between the head
 * marks, the defaults `npm run dev` shows.
 */
export const HEAD_START = '<!--route-head-->';
export const HEAD_END = '<!--/route-head-->';
export const SHELL_START = '<!--route-shell-->';
export const SHELL_END = '<!--/route-shell-->';

/** The built page with its head and first screen filled in: string concatenations per request, no parsing. */
export type PageTemplate = (headHtml: string, shellHtml?: string) => string;

export interface SplitPage {
  render: PageTemplate;
  marked: boolean; // false: an older build without the head marks (the server warns once)
}

/**
 * Splits the built page once, at start-up, around the parts each route replaces: the head marks,
 * or else (a page without them) its <title> and description, so neither is ever doubled; and the
 * shell marks, when the page has them (else no first screen is written).
 */
export function splitPage(html: string): SplitPage {
  const start = html.indexOf(HEAD_START);
  const end = html.indexOf(HEAD_END, start);
  if (start >= 0 && end >= 0) return template(html.slice(0, start), html.slice(end + HEAD_END.length), true);
  const page = html.replace(/[ \t]*<meta\s+name=["']description["'][^>]*>\s*/i, '');
  const title = /<title>[\s\S]*?<\/title>/i.exec(page);
  if (title) return template(page.slice(0, title.index), page.slice(title.index + title[0].length), false);
  // No title either: before </head>, or else just after the doctype (before it, a browser would render in quirks mode).
  const headEnd = page.search(/<\/head>/i);
  const at = headEnd >= 0 ? headEnd : (/^\s*<!doctype[^>]*>/i.exec(page)?.[0].length ?? 0);
  return template(page.slice(0, at), page.slice(at), false);
}

function template(before: string, after: string, marked: boolean): SplitPage {
  const start = after.indexOf(SHELL_START);
  const end = after.indexOf(SHELL_END, start);
  if (start < 0 || end < 0) return { render: (headHtml) => before + headHtml + after, marked };
  const [middle, rest] = [after.slice(0, start), after.slice(end + SHELL_END.length)];
  return { render: (headHtml, shellHtml = '') => before + headHtml + middle + shellHtml + rest, marked };
}
