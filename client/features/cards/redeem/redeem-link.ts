/**
 * The secrets of the redeem page travel in the URL fragment (never sent to the
 * server, so never in a log): `#key=…` from the sender's confirmation mail and
 * `#code=…` from the QR code on the customer's card (contract/cards.ts redeemPath).
 * The key is remembered per card, so a phone that opened the mail's link once can
 * later scan a customer's QR code with its camera and land here ready to redeem.
 */

export interface RedeemFragment {
  key: string | null;
  code: string | null;
}

function decode(value: string): string | null {
  try {
    return decodeURIComponent(value).trim() || null;
  } catch {
    return null; // a mangled escape: as if absent
  }
}

/** '#key=abc&code=ABCDE-FGHJK' → { key: 'abc', code: 'ABCDE-FGHJK' }; anything else is ignored. */
export function parseRedeemFragment(hash: string): RedeemFragment {
  const found: RedeemFragment = { key: null, code: null };
  for (const part of hash.replace(/^#/, '').split('&')) {
    const [name = '', ...rest] = part.split('=');
    if ((name === 'key' || name === 'code') && rest.length > 0) found[name] ??= decode(rest.join('='));
  }
  return found;
}

export interface RedeemAccess {
  key: string | null; // the business's key for this card, if this device has one
  code: string | null; // the customer's code, when the page was opened from their QR code
  remember: boolean; // a new key arrived in the fragment: keep it on this device
}

/** The fragment's key wins over a remembered one (the newest link is the right one). */
export function redeemAccess(fragment: RedeemFragment, storedKey: string | null): RedeemAccess {
  const key = fragment.key ?? storedKey;
  return { key, code: fragment.code, remember: fragment.key !== null && fragment.key !== storedKey };
}

/** The localStorage entry that holds one card's redeem key. */
export function redeemKeyName(cardId: string): string {
  return `redeem-key:${cardId}`;
}
