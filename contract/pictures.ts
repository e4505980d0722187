/**
 * Smaller copies of stored pictures for small screens: the contract of GET /media/:folder/:file?w=N.
 *
 * Beside a gift photo (`/media/puzzles/<name>.jpg`, at most 1600x1600) the server stores WebP copies
 * PICTURE_WIDTHS wide, only those narrower than the photo (never enlarged). A client asks for
 * `${imageUrl}?w=N`:
 * - when the request's Accept names image/webp (every browser's <img> and `new Image()` does), the
 *   answer is the narrowest stored copy at least N pixels wide, else a full-size WebP copy when the
 *   picture has one (a card's 512x512 PNG does), else the original;
 * - without image/webp in Accept, or for a picture without copies (older puzzles, daily and card
 *   pictures), the answer is the original, so asking is always safe;
 * - such answers carry `Vary: Accept`, and the same immutable caching as every /media file;
 * - N is a whole number from 1 to PICTURE_WIDTH_MAX, else 400 'invalid-field'; N wider than every
 *   copy is not an error (the original is the widest there is).
 * Ask only for the widths in PICTURE_WIDTHS (pictureRequestUrl does) so every device shares a few
 * cached URLs rather than one per screen size.
 *
 * Why the same URL with a query rather than a list of copies in the puzzle API: the choice is a pure
 * function of (URL, width), so the server writes the very URL the board will ask for into the page's
 * preload link before any API call; every kind of stored picture works the same with no schema
 * change; and a picture that has no copies needs no special case on either side.
 */

/** Widths of the stored WebP copies: a phone at 1x (480) and at 2x (960, a 400-480 px wide board). */
export const PICTURE_WIDTHS = [480, 960] as const;

/**
 * The widest a gift's or a card's board is drawn, in CSS px (client/components/PhotoPuzzle.tsx).
 * The board asks for its picture at this width whatever the screen, so the play page's preload
 * (server/pages/) names the same copy the board will ask for.
 */
export const BOARD_PICTURE_CSS_WIDTH = 400;

/** The largest `w` accepted; the stored originals are at most 1600 wide. */
export const PICTURE_WIDTH_MAX = 8192;

/** A stored picture's URL, as the API answers it (relative, no query): the only URLs given a `w`. */
const STORED_PICTURE = /^\/media\/[a-z][a-z0-9-]{0,39}\/[A-Za-z0-9_-]{1,100}\.(jpg|png|webp)$/;

/**
 * The URL to ask for to draw a stored picture `pixels` device pixels wide: the narrowest of
 * PICTURE_WIDTHS that is wide enough, or the original when none is (or for any other URL: a
 * local preview's blob:, a bundled /images/… file).
 */
export function pictureRequestUrl(imageUrl: string, pixels: number): string {
  if (!STORED_PICTURE.test(imageUrl) || !(pixels > 0)) return imageUrl;
  const width = PICTURE_WIDTHS.find((candidate) => candidate >= pixels);
  return width === undefined ? imageUrl : `${imageUrl}?w=${width}`;
}

/**
 * The candidates of a preload's `imagesrcset` for a stored picture (null for any other URL): with
 * `imagesizes` BOARD_PICTURE_CSS_WIDTH px, the browser picks the copy pictureRequestUrl picks for
 * its own density (capped at 2, as client/lib/picture-url.ts does: 3x screens take the 960 copy).
 */
export function pictureSrcset(imageUrl: string): string | null {
  if (!STORED_PICTURE.test(imageUrl)) return null;
  return PICTURE_WIDTHS.map((width) => `${imageUrl}?w=${width} ${width}w`).join(', ');
}
