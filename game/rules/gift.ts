/** Product constants of the gift puzzle (SPEC section 9), shared by the forms, the scenes and the server. */

export const MESSAGE_MAX = 300;
export const NAME_MAX = 80;

export const GRID_SIDES = [3, 4, 5, 10] as const;
export type GridSide = (typeof GRID_SIDES)[number];
export const DEFAULT_GRID_SIDE: GridSide = 3;

export const DIFFICULTIES: readonly { side: GridSide; label: string }[] = [
  { side: 3, label: 'Easy (3x3)' },
  { side: 4, label: 'Medium (4x4)' },
  { side: 5, label: 'Hard (5x5)' },
  { side: 10, label: 'Extreme (10x10)' },
];

export const FONT_OPTIONS = [
  { value: 'serif', label: 'Serif (classic)' },
  { value: 'sans-serif', label: 'Sans-serif (clean)' },
  { value: 'cursive', label: 'Cursive (fancy)' },
  { value: 'monospace', label: 'Monospace (typewriter)' },
  { value: 'Garamond', label: 'Garamond (elegant)' },
  { value: 'Palatino Linotype', label: 'Palatino Linotype (formal)' },
  { value: 'Brush Script MT', label: 'Brush Script (hand-written)' },
  { value: 'Comic Sans MS', label: 'Comic Sans (playful)' },
  { value: 'Impact', label: 'Impact (bold)' },
  { value: 'Trebuchet MS', label: 'Trebuchet MS (modern)' },
] as const;
export type FontStyle = (typeof FONT_OPTIONS)[number]['value'];
export const DEFAULT_FONT: FontStyle = 'serif';

export function isGridSide(value: number): value is GridSide {
  return (GRID_SIDES as readonly number[]).includes(value);
}

export function isFontStyle(value: string): value is FontStyle {
  return FONT_OPTIONS.some((font) => font.value === value);
}

/** A CSS font-family with a sensible fallback for each choice. */
export function fontFamilyCss(font: FontStyle): string {
  const generic = ['serif', 'sans-serif', 'cursive', 'monospace'];
  if (generic.includes(font)) return font;
  const fallback = font === 'Brush Script MT' ? 'cursive' : font === 'Garamond' || font === 'Palatino Linotype' ? 'serif' : 'sans-serif';
  return `"${font}", ${fallback}`;
}

/** What a puzzle is: a sender's photo gift, or an AI puzzle card (game/rules/cards.ts). */
export const PUZZLE_KINDS = ['gift', 'card'] as const;
export type PuzzleKindName = (typeof PUZZLE_KINDS)[number];

/**
 * Milestones a sender watches live, in the order they happen: the recipient's mail
 * went out, the one reminder went out, then the play. 'halfway' is reached when
 * half the pieces are in place.
 */
export const PUZZLE_EVENT_KINDS = ['delivered', 'reminded', 'opened', 'first-move', 'halfway', 'solved'] as const;
export type PuzzleEventKind = (typeof PUZZLE_EVENT_KINDS)[number];
