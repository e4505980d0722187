import type { CreatedPuzzle } from '../../../contract/schemas/puzzles';

/** The last send of this tab, so /ThankYou still shows the watch link after a reload. */
const KEY = 'puzzle-gift-last-sent';

export function rememberSent(sent: CreatedPuzzle): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(sent));
  } catch {
    /* storage blocked: the history state still carries it */
  }
}

export function parseSent(value: unknown): CreatedPuzzle | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, watchToken } = value as Record<string, unknown>;
  return typeof id === 'string' && id && typeof watchToken === 'string' && watchToken ? { id, watchToken } : null;
}

/** From the navigation's state first, else from this tab's storage. */
export function recallSent(historyState: unknown): CreatedPuzzle | null {
  const fromHistory = parseSent(historyState);
  if (fromHistory) return fromHistory;
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? parseSent(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

export function watchPath(sent: CreatedPuzzle): string {
  return `/watch/${encodeURIComponent(sent.id)}#${encodeURIComponent(sent.watchToken)}`;
}
