/** Share targets of the solved screen (SPEC: Facebook, WhatsApp, Pinterest, Twitter, e-mail). */
export const DEFAULT_SHARE_TITLE = 'Check out this puzzle!';
export const SHARE_WINDOW = { width: 550, height: 400 };

export type ShareTarget = 'facebook' | 'whatsapp' | 'pinterest' | 'twitter' | 'email';

export interface ShareLink {
  target: ShareTarget;
  label: string;
  href: string;
}

/**
 * Links that share `url`; `imageUrl` (absolute) is offered to Pinterest only when
 * the puzzle is public, so a private photograph is never handed to a third party.
 */
export function shareLinks(url: string, title = DEFAULT_SHARE_TITLE, imageUrl?: string): ShareLink[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  const pinterestMedia = imageUrl ? `&media=${encodeURIComponent(imageUrl)}` : '';
  return [
    { target: 'facebook', label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { target: 'whatsapp', label: 'WhatsApp', href: `https://api.whatsapp.com/send?text=${t}%20${u}` },
    { target: 'pinterest', label: 'Pinterest', href: `https://pinterest.com/pin/create/button/?url=${u}&description=${t}${pinterestMedia}` },
    { target: 'twitter', label: 'Twitter', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    { target: 'email', label: 'E-mail', href: `mailto:?subject=${t}&body=${t}%0A%0A${u}` },
  ];
}

/** window.open features for a centred share window of the given size. */
export function shareWindowFeatures(screenWidth: number, screenHeight: number, size = SHARE_WINDOW): string {
  const left = Math.max(0, Math.round((screenWidth - size.width) / 2));
  const top = Math.max(0, Math.round((screenHeight - size.height) / 2));
  // No 'noopener' here: with it window.open returns null even on success; the caller cuts `opener` itself.
  return `width=${size.width},height=${size.height},left=${left},top=${top}`;
}
