/**
 * The gift loop: names and limits both sides use (the schemas are in
 * schemas/puzzles.ts). The product's own limits (message length, names, grid
 * sides, fonts) are rules of the game and live in game/rules/gift.ts.
 */
/** The multipart field that carries the photo of POST /api/puzzles. */
export const PHOTO_FIELD = 'photo';
export const PHOTO_MAX_MB = 15; // refused while streaming, before it is buffered

/** SPEC section 8: what the play screen says of an unknown puzzle. */
export const PUZZLE_NOT_FOUND = 'Puzzle not found!';
export const CONSENT_REQUIRED = 'You must give consent to receive e-mail notifications related to your puzzle gift.';

/** The puzzle's file in app.storage is `${PUZZLE_FOLDER}/<random name>.jpg`, served at /media/puzzles/…. */
export const PUZZLE_FOLDER = 'puzzles';

/** The answer to 'puzzle:watch' (contract/realtime.ts) for a wrong token and an unknown puzzle alike. */
export const NOT_ALLOWED_TO_WATCH = 'Not allowed to watch this puzzle.';

/**
 * The id of the element in which a puzzle's page (/play/:id, /play-puzzle-card/:id) carries its board:
 * GET /api/puzzles/:id's answer for the sender's size, as JSON, so the app's first render needs no round
 * trip (written by server/pages/puzzle-screen.ts, read by client/lib/puzzles/page-board.ts).
 */
export const PAGE_BOARD_ELEMENT = 'puzzle-board';

/** A gift photo is stored fitted inside this square, never enlarged (server/images/process.ts). */
export const PHOTO_STORED_MAX = 1600;

/** The size a photo of `width` x `height` is stored at: what a jigsaw's offered counts are judged on. */
export function storedPhotoSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, PHOTO_STORED_MAX / Math.max(width, height, 1));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}
