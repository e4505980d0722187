/**
 * The swap board's palette, shared by the scene (Phaser colours) and the host's
 * DOM tiles (CSS), so the board looks the same before and after the engine loads.
 * No Phaser import.
 */
/** How long a swapped tile glides to its cell; the page waits that long before extra work (a progress report). */
export const SWAP_GLIDE_MS = 200;

export const PLACED_COLOR = 0x16a34a; // green: in place
export const PLACED_EDGE = 0x14532d; // a letter block's outline when in place
export const SELECTED_COLOR = 0xfacc15; // yellow: the first pick of a swap
export const SELECTED_EDGE = 0xa16207;
export const FRAME_COLOR = 0x1f1633; // a picture tile's thin frame while unsolved
export const FRAME_ALPHA = 0.35;

/** Letter blocks cycle through these by home position (SPEC: five fixed colours). */
export const LETTER_COLORS = [0xe11d48, 0xf59e0b, 0x0ea5e9, 0x8b5cf6, 0x14b8a6] as const;

/** Border widths in CSS px: a picture tile's frame, and how strongly placed and selected tiles are marked. */
export const FRAME_WIDTH = 1;
export const PLACED_WIDTH = 3;
export const SELECTED_WIDTH = 4;
export const SELECTED_SCALE = 1.04; // a selected tile grows a little around its middle

/** A letter block inside its cell: its inset, corner radius and letter size, for a cell of `width` x `height` px. */
export function letterBlock(width: number, height: number): { inset: number; radius: number; fontSize: number } {
  const inset = Math.max(2, Math.round(Math.min(width, height) * 0.04));
  const inner = Math.min(width - inset * 2, height - inset * 2);
  return { inset, radius: inner * 0.16, fontSize: Math.round(inner * 0.58) };
}

export const LETTER_FONT = '"Trebuchet MS", "Segoe UI", system-ui, sans-serif';
