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

/** The name as kept (trimmed, inner runs of spaces made one), or null with NAME_NEEDED to say. */
export function playerName(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(raw)) return null;
  const name = raw.trim().replace(/\s+/g, ' ');
  const length = [...name].length; // characters as a person counts them, not UTF-16 units
  return length >= 1 && length <= PLAYER_NAME_MAX ? name : null;
}

/** The first colour none of `taken` has (after twenty, they come round again). */
export function nextColour(taken: readonly string[]): string {
  const used = new Set(taken);
  return PLAYER_COLOURS.find((colour) => !used.has(colour)) ?? (PLAYER_COLOURS[taken.length % PLAYER_COLOURS.length] as string);
}
