import { redeemKeyName } from './redeem-link';

/** The business's redeem key per card on this device; storage that is blocked (private mode) just forgets. */
export function recallRedeemKey(cardId: string): string | null {
  try {
    return localStorage.getItem(redeemKeyName(cardId));
  } catch {
    return null;
  }
}

export function rememberRedeemKey(cardId: string, key: string): void {
  try {
    localStorage.setItem(redeemKeyName(cardId), key);
  } catch {
    /* blocked: the key works for this visit only */
  }
}

/** A key the server refused is not kept to fail again on the next scan. */
export function forgetRedeemKey(cardId: string): void {
  try {
    localStorage.removeItem(redeemKeyName(cardId));
  } catch {
    /* blocked: nothing was kept */
  }
}
