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
 * The widest a gift's or a card's board counts as, in CSS px, when its picture is chosen
 * (client/components/PhotoPuzzle.tsx): the board itself is the page's hero, as wide as the window
 * allows, so its picture is chosen for the window's width up to this one, the same on both sides:
 * the play page's preload (server/pages/) says BOARD_PICTURE_SIZES and the board asks for
 * boardPictureRequestUrl, so the browser and the board pick the same copy.
 */
export const BOARD_PICTURE_CSS_WIDTH = 800;

/** The preload's `imagesizes` (and the preview's `sizes`): the window's width, up to BOARD_PICTURE_CSS_WIDTH. */
export const BOARD_PICTURE_SIZES = `(max-width: ${BOARD_PICTURE_CSS_WIDTH}px) 100vw, ${BOARD_PICTURE_CSS_WIDTH}px`;

/**
 * The copy a board's picture asks for in a window `viewportWidth` CSS px wide, for `pixels` device
 * pixels per CSS pixel at most: never beyond the widest stored copy. Why not the original on a wide
 * 2x screen: the preload's candidates are the copies only, and a browser picks among them by rules
 * of its own (Chromium's geometric mean between two candidates); the board asking for anything the
 * preload cannot name would download the picture twice.
 */
export function boardPictureRequestUrl(imageUrl: string, viewportWidth: number, density: number): string {
  const cssWidth = Math.min(viewportWidth, BOARD_PICTURE_CSS_WIDTH);
  const widest = Math.max(...PICTURE_WIDTHS);
  return pictureRequestUrl(imageUrl, Math.min(Math.round(cssWidth * density), widest));
}

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
 * `imagesizes` BOARD_PICTURE_SIZES, the browser picks the copy boardPictureRequestUrl picks for its
 * window and density (3x screens and wide 2x ones take the 960 copy, the widest listed).
 */
export function pictureSrcset(imageUrl: string): string | null {
  if (!STORED_PICTURE.test(imageUrl)) return null;
  return PICTURE_WIDTHS.map((width) => `${imageUrl}?w=${width} ${width}w`).join(', ');
}
