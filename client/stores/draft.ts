import { useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { FontStyle, GridSide } from '../../game/rules/gift';
import type { BoardShape } from './board-shape';
import { EMPTY_DRAFT, sanitizeDraft, type DraftFields } from './draft-fields';
import { createDraftStorage } from './draft-storage';

interface DraftState extends DraftFields {
  setImage(image: Blob | null): void;
  setMessage(message: string): void;
  setGridSize(gridSize: GridSide): void;
  setFontStyle(fontStyle: FontStyle): void;
  setBoardShape(shape: BoardShape): void;
  /** SPEC: clears image and message, grid size back to 3, font back to serif. */
  reset(): void;
}

/** The puzzle being created, shared by /, /puzzle and surviving a reload. */
export const useDraft = create<DraftState>()(
  persist(
    (set) => ({
      ...EMPTY_DRAFT,
      setImage: (image) => set({ image }),
      setMessage: (message) => set({ message }),
      setGridSize: (gridSize) => set({ gridSize }),
      setFontStyle: (fontStyle) => set({ fontStyle }),
      setBoardShape: ({ puzzleType, pieces, rotation }) => set({ puzzleType, pieces, rotation }),
      reset: () => set({ ...EMPTY_DRAFT }),
    }),
    {
      name: 'puzzle-gift-draft',
      version: 1,
      storage: createDraftStorage(),
      partialize: ({ image, message, gridSize, fontStyle, puzzleType, pieces, rotation }): DraftFields => ({ image, message, gridSize, fontStyle, puzzleType, pieces, rotation }),
      merge: (stored, current) => ({ ...current, ...sanitizeDraft(stored) }),
    },
  ),
);

function subscribeHydration(onChange: () => void): () => void {
  const offStart = useDraft.persist.onHydrate(onChange);
  const offFinish = useDraft.persist.onFinishHydration(onChange);
  return () => {
    offStart();
    offFinish();
  };
}

/** False until the stored draft (the photo is read from IndexedDB asynchronously) has been loaded. */
export function useDraftHydrated(): boolean {
  return useSyncExternalStore(subscribeHydration, () => useDraft.persist.hasHydrated());
}
