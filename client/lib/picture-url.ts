import { pictureRequestUrl } from '../../contract/pictures';

/**
 * Beyond 2 device pixels per CSS pixel nobody sees more detail in a photo cut into tiles, while the
 * bytes grow with the square: a 3x phone gets the 2x picture.
 */
const MAX_DENSITY = 2;

/**
 * The URL to request for a stored picture drawn `cssWidth` CSS pixels wide on a screen with this
 * devicePixelRatio: a smaller WebP copy when one is wide enough, else the picture itself (the
 * contract is in contract/pictures.ts). Any URL that is not a stored picture comes back unchanged.
 */
export function pictureUrl(imageUrl: string, cssWidth: number, devicePixelRatio: number): string {
  const density = Number.isFinite(devicePixelRatio) && devicePixelRatio > 0 ? Math.min(devicePixelRatio, MAX_DENSITY) : 1;
  // Rounded, not ceiled: half a device pixel short is invisible, and 1.75 x 274 must not skip to the next copy.
  return pictureRequestUrl(imageUrl, Math.round(cssWidth * density));
}
