import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { ReplyTarget } from '../../contract/schemas/replies';

/** The gift being answered, from its solved screen's reply link to the send form. */
export interface ReplyTo extends Pick<ReplyTarget, 'recipientName' | 'senderName'> {
  token: string; // the server resolves the recipient's address from it; this page never sees it
}

interface ReplyToState {
  replyTo: ReplyTo | null;
  set(replyTo: ReplyTo): void;
  clear(): void;
}

function readStored(stored: unknown): ReplyTo | null {
  const value = (stored as { replyTo?: Partial<ReplyTo> } | null)?.replyTo;
  if (!value || typeof value.token !== 'string' || typeof value.recipientName !== 'string') return null;
  return { token: value.token, recipientName: value.recipientName, senderName: typeof value.senderName === 'string' ? value.senderName : '' };
}

/** Kept for this tab only (sessionStorage): a reply survives a reload between the photo and the send step, not a new visit. */
export const useReplyTo = create<ReplyToState>()(
  persist(
    (set) => ({
      replyTo: null,
      set: (replyTo) => set({ replyTo }),
      clear: () => set({ replyTo: null }),
    }),
    {
      name: 'puzzle-gift-reply-to',
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ replyTo }) => ({ replyTo }),
      merge: (stored, current) => ({ ...current, replyTo: readStored(stored) }),
    },
  ),
);
