import { DEFAULT_FONT, DEFAULT_GRID_SIDE, MESSAGE_MAX, isFontStyle, isGridSide, type FontStyle, type GridSide } from '../../game/rules/gift';
import { DEFAULT_BOARD_SHAPE, sanitizeBoardShape, type BoardShape } from './board-shape';

/** What a sender has chosen so far on the create screen (SPEC section 3, "Puzzle draft"). */
export interface DraftFields extends BoardShape {
  image: Blob | null; // the chosen photo; kept as a Blob (IndexedDB), never as a data URL in localStorage
  message: string;
  gridSize: GridSide;
  fontStyle: FontStyle;
}

/** The part of the draft that is small enough for localStorage. */
export type DraftText = Omit<DraftFields, 'image'>;

export const EMPTY_DRAFT: DraftFields = { image: null, message: '', gridSize: DEFAULT_GRID_SIDE, fontStyle: DEFAULT_FONT, ...DEFAULT_BOARD_SHAPE };

/**
 * Reads whatever was stored (possibly by an older version, possibly edited by hand)
 * back into valid fields; anything unusable falls back to the defaults.
 */
export function sanitizeDraft(stored: unknown): DraftFields {
  const value = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<string, unknown>;
  return {
    image: typeof Blob !== 'undefined' && value.image instanceof Blob ? value.image : null,
    message: typeof value.message === 'string' ? value.message.slice(0, MESSAGE_MAX) : EMPTY_DRAFT.message,
    gridSize: typeof value.gridSize === 'number' && isGridSide(value.gridSize) ? value.gridSize : EMPTY_DRAFT.gridSize,
    fontStyle: typeof value.fontStyle === 'string' && isFontStyle(value.fontStyle) ? value.fontStyle : EMPTY_DRAFT.fontStyle,
    ...sanitizeBoardShape(value),
  };
}

/** Splits the draft into the text part (localStorage) and the photo (IndexedDB). */
export function splitDraft(draft: DraftFields): { text: DraftText; image: Blob | null } {
  const { image, ...text } = draft;
  return { text, image };
}
