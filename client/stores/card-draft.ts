import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { CARD_FIELDS, COUPON_FIELDS, isCardType, type CardField, type CardType } from '../../game/rules/cards';
import { DEFAULT_FONT, DEFAULT_GRID_SIDE, isFontStyle, isGridSide, type FontStyle, type GridSide } from '../../game/rules/gift';
import { DEFAULT_BOARD_SHAPE, sanitizeBoardShape, type BoardShape } from './board-shape';

/** A picture the server generated for this card; the bytes stay on the server, only its handle is kept. */
export interface CardImage {
  imageId: string;
  imageUrl: string;
}

/** What a sender has chosen so far on /create-puzzle-gift (SPEC section 3, "Card-creation form fields"). */
export interface CardDraftFields extends BoardShape {
  cardType: CardType | null; // null: nothing chosen yet, so no form shows
  fields: Record<CardField, string>; // as typed; dates are the date inputs' YYYY-MM-DD or ''
  gridSize: GridSide;
  fontStyle: FontStyle;
  image: CardImage | null;
}

const ALL_FIELDS: readonly CardField[] = [...CARD_FIELDS, ...COUPON_FIELDS];

export const EMPTY_CARD_FIELDS = Object.fromEntries(ALL_FIELDS.map((name) => [name, ''])) as Record<CardField, string>;

export const EMPTY_CARD_DRAFT: CardDraftFields = {
  cardType: null,
  fields: EMPTY_CARD_FIELDS,
  gridSize: DEFAULT_GRID_SIDE,
  fontStyle: DEFAULT_FONT,
  image: null,
  ...DEFAULT_BOARD_SHAPE,
};

const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});

function sanitizeImage(value: unknown): CardImage | null {
  const { imageId, imageUrl } = record(value);
  // Only a same-site path: a hand-edited entry must not point the board at another site.
  const ok = typeof imageId === 'string' && imageId !== '' && typeof imageUrl === 'string' && imageUrl.startsWith('/') && !imageUrl.startsWith('//');
  return ok ? { imageId, imageUrl } : null;
}

/**
 * Reads whatever localStorage held (an older version, or edited by hand) back into
 * valid fields; anything unusable falls back to its default. Lengths are left to the
 * inputs' maxLength and the server, which checks every field again.
 */
export function sanitizeCardDraft(stored: unknown): CardDraftFields {
  const value = record(stored);
  const fields = record(value.fields);
  return {
    cardType: typeof value.cardType === 'string' && isCardType(value.cardType) ? value.cardType : null,
    fields: Object.fromEntries(ALL_FIELDS.map((name) => [name, typeof fields[name] === 'string' ? fields[name] : ''])) as Record<CardField, string>,
    gridSize: typeof value.gridSize === 'number' && isGridSide(value.gridSize) ? value.gridSize : DEFAULT_GRID_SIDE,
    fontStyle: typeof value.fontStyle === 'string' && isFontStyle(value.fontStyle) ? value.fontStyle : DEFAULT_FONT,
    image: sanitizeImage(value.image),
    ...sanitizeBoardShape(value),
  };
}

interface CardDraftState extends CardDraftFields {
  setCardType(cardType: CardType): void;
  setField(name: CardField, value: string): void;
  setGridSize(gridSize: GridSide): void;
  setFontStyle(fontStyle: FontStyle): void;
  setBoardShape(shape: BoardShape): void;
  setImage(image: CardImage | null): void;
  /** After a successful send: the next card starts from nothing. */
  reset(): void;
}

/**
 * The AI card being created, surviving a reload. All of it is small text (the
 * picture lives on the server), so plain JSON in localStorage is enough — unlike
 * the gift's draft, which keeps a photo Blob in IndexedDB.
 */
export const useCardDraft = create<CardDraftState>()(
  persist(
    (set) => ({
      ...EMPTY_CARD_DRAFT,
      setCardType: (cardType) => set({ cardType }),
      setField: (name, value) => set((state) => ({ fields: { ...state.fields, [name]: value } })),
      setGridSize: (gridSize) => set({ gridSize }),
      setFontStyle: (fontStyle) => set({ fontStyle }),
      setBoardShape: ({ puzzleType, pieces, rotation }) => set({ puzzleType, pieces, rotation }),
      setImage: (image) => set({ image }),
      reset: () => set({ ...EMPTY_CARD_DRAFT }),
    }),
    {
      name: 'puzzle-gift-card-draft',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ cardType, fields, gridSize, fontStyle, image, puzzleType, pieces, rotation }): CardDraftFields => ({
        cardType,
        fields,
        gridSize,
        fontStyle,
        image,
        puzzleType,
        pieces,
        rotation,
      }),
      merge: (stored, current) => ({ ...current, ...sanitizeCardDraft(stored) }),
    },
  ),
);
