/**
 * Who plays a party: up to PARTY_MAX_PLAYERS, each with a name (trimmed, 1 to 24 characters)
 * and a colour of their own, the first one no one present has.
 */
export const PARTY_MAX_PLAYERS = 20;
export const PLAYER_NAME_MAX = 24;

/** Twenty colours far enough apart to tell cursors and outlines apart on a photo (and on the table's felt). */
export const PLAYER_COLOURS = [
  '#e6194b', '#3cb44b', '#ffe119', '#4363d8', '#f58231', '#911eb4', '#46f0f0', '#f032e6', '#bcf60c', '#fabebe',
  '#008080', '#e6beff', '#9a6324', '#fffac8', '#800000', '#aaffc3', '#808000', '#ffd8b1', '#000075', '#ffffff',
] as const;

export const NAME_NEEDED = 'Type your name (1 to 24 characters).';
export const PARTY_FULL = `This party is full: ${PARTY_MAX_PLAYERS} people are solving it already.`;

// Control characters (C0, DEL, C1) and the bidi overrides and isolates, which would turn the rest of
// someone else's line (the player list, a cursor's label) backwards.
const REFUSED = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/u;
// Longer than this in UTF-16 units is no name (24 family emoji fit): spares segmenting a megabyte.
const NAME_MAX_UNITS = PLAYER_NAME_MAX * 12;

/** Characters as a person counts them: a flag, a skin tone, a family of emoji is one. */
function characterCount(text: string): number {
  if (typeof Intl.Segmenter !== 'function') return [...text].length; // code points, on an engine without it
  return Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)).length;
}

/** The name as kept (trimmed, inner runs of spaces made one), or null with NAME_NEEDED to say. */
export function playerName(raw: unknown): string | null {
  if (typeof raw !== 'string' || REFUSED.test(raw)) return null;
  const name = raw.trim().replace(/\s+/g, ' ');
  if (name.length > NAME_MAX_UNITS) return null;
  const length = characterCount(name);
  return length >= 1 && length <= PLAYER_NAME_MAX ? name : null;
}

/** The first colour none of `taken` has (after twenty, they come round again). */
export function nextColour(taken: readonly string[]): string {
  const used = new Set(taken);
  return PLAYER_COLOURS.find((colour) => !used.has(colour)) ?? (PLAYER_COLOURS[taken.length % PLAYER_COLOURS.length] as string);
}
