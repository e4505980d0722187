import { redeemPath } from '../../../contract/cards';
import type { CreatedPuzzle } from '../../../contract/schemas/puzzles';

/** The last send of this tab, so /ThankYou still shows the watch link after a reload. */
const KEY = 'puzzle-gift-last-sent';

/** What /ThankYou shows: a photo gift, or an AI card (whose coupon also has the business's redeem key). */
export interface SentPuzzle extends CreatedPuzzle {
  kind: 'gift' | 'card';
  redeemKey: string | null; // a coupon card's: the business's key to its redeem page
}

export function rememberSent(sent: CreatedPuzzle | SentPuzzle): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(sent));
  } catch {
    /* storage blocked: the history state still carries it */
  }
}

/** A gift's answer has no kind and no redeem key: it reads as a gift without one (and one sent now has no arrival). */
export function parseSent(value: unknown): SentPuzzle | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, watchToken, kind, redeemKey, arrival } = value as Record<string, unknown>;
  if (typeof id !== 'string' || !id || typeof watchToken !== 'string' || !watchToken) return null;
  return {
    id,
    watchToken,
    kind: kind === 'card' ? 'card' : 'gift',
    redeemKey: kind === 'card' && typeof redeemKey === 'string' && redeemKey ? redeemKey : null,
    arrival: typeof arrival === 'string' && arrival ? arrival : null,
  };
}

/** From the navigation's state first, else from this tab's storage. */
export function recallSent(historyState: unknown): SentPuzzle | null {
  const fromHistory = parseSent(historyState);
  if (fromHistory) return fromHistory;
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? parseSent(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

export function watchPath(sent: Pick<CreatedPuzzle, 'id' | 'watchToken'>): string {
  return `/watch/${encodeURIComponent(sent.id)}#${encodeURIComponent(sent.watchToken)}`;
}

/** A coupon card's private redeem page for the business (the key in the fragment, never sent to a server); null otherwise. */
export function redeemLink(sent: Pick<SentPuzzle, 'id' | 'redeemKey'>, origin: string): string | null {
  return sent.redeemKey ? `${origin}${redeemPath(sent.id, { key: sent.redeemKey })}` : null;
}
