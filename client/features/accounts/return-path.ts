/**
 * Where the sign-in pages send someone afterwards: the page that sent them there,
 * carried in React Router's location state (a link's `state={{ from }}`), so it stays
 * in this tab's history and never reaches a URL or the server; a watch page's path
 * may hold its token in the fragment.
 */
export interface ReturnState {
  from: string;
}

/** The page to go back to, or home; only a path on this site ('//host' and '/\host' would leave it). */
export function returnPath(state: unknown): string {
  const from = (state as Partial<ReturnState> | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !/^\/[/\\]/.test(from) ? from : '/';
}
