/**
 * client/index.html marks where each page's own head goes; the built page keeps the marks
 * (Vite leaves comments in the HTML) and, between them, the defaults `npm run dev` shows.
 */
export const HEAD_START = '<!--route-head-->';
export const HEAD_END = '<!--/route-head-->';

/** The built page with its head filled in: one string concatenation per request, no parsing. */
export type PageTemplate = (headHtml: string) => string;

export interface SplitPage {
  render: PageTemplate;
  marked: boolean; // false: an older build without the marks (the server warns once)
}

/**
 * Splits the built page once, at start-up, around the part each route replaces: the marks,
 * or else (a page without them) its <title> and description, so neither is ever doubled.
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
  return { render: (headHtml) => before + headHtml + after, marked };
}
